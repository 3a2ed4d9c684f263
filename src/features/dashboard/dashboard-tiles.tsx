import { useCallback } from 'react';
import { formatNairaText } from '../../../domain/money';
import { fetchCommissionDue, fetchPolicyCount, fetchPremiumUnderwritten, fetchSumAssured } from '../../api/dashboard';
import { useServices } from '../../app/session/session-context';
import { useLoader, type Loaded } from '../../ui/use-loader';
import { FigureTile } from './figure-tile';
import type { DayRange } from '../../../domain/reports/periods';
import type { ApiClient } from '../../api/client';

type Fetch<T> = (api: ApiClient, range: DayRange, signal?: AbortSignal) => Promise<T>;

function useFigure<T>(fetch: Fetch<T>, range: DayRange, show: (value: T) => string) {
  const { api } = useServices();
  const { startDate, endDate } = range;
  const { state } = useLoader(
    useCallback((signal: AbortSignal) => fetch(api, { startDate, endDate }, signal), [api, fetch, startDate, endDate]),
    { clearWhileLoading: true },
  );
  const shown: Loaded<string> = state.status === 'ready' ? { status: 'ready', data: show(state.data) } : state;
  return { shown, isZero: state.status === 'ready' && (state.data === 0 || state.data === '0.00') };
}

interface TileProps {
  range: DayRange;
}

export function PolicyCountTile({ range }: TileProps) {
  const { shown, isZero } = useFigure(fetchPolicyCount, range, (count) => count.toLocaleString('en-NG'));
  return (
    <FigureTile
      label="Policies written"
      state={shown}
      isEmpty={isZero}
      emptyHint="No policy started cover in this period."
      to="/policies"
      linkLabel="View policies"
    />
  );
}

export function SumAssuredTile({ range }: TileProps) {
  const { shown, isZero } = useFigure(fetchSumAssured, range, formatNairaText);
  return (
    <FigureTile
      label="Sum assured"
      state={shown}
      isEmpty={isZero}
      emptyHint="No cover written in this period."
      to="/policies"
      linkLabel="View policies"
    />
  );
}

export function PremiumUnderwrittenTile({ range }: TileProps) {
  const { shown, isZero } = useFigure(fetchPremiumUnderwritten, range, formatNairaText);
  return (
    <FigureTile
      label="Premium underwritten"
      state={shown}
      isEmpty={isZero}
      emptyHint="No premium billed in this period."
      to="/account/invoices"
      linkLabel="View invoices"
    />
  );
}

export function CommissionDueTile({ range }: TileProps) {
  const { shown, isZero } = useFigure(fetchCommissionDue, range, formatNairaText);
  return (
    <FigureTile
      label="Commission due"
      state={shown}
      isEmpty={isZero}
      emptyHint="No commission waiting on client payments."
      to="/reports/summary"
      linkLabel="View summary of accounts"
    />
  );
}
