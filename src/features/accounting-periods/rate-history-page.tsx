import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { formatRate } from '../../../domain/currencies';
import { formatTimestamp } from '../../../domain/format/dates';
import { fetchRateHistory } from '../../api/currencies';
import { useServices } from '../../app/session/session-context';
import { PageHeader } from '../../ui/page-header';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { tableStatus, useLoader } from '../../ui/use-loader';
import type { ExchangeRateHistoryItem } from '../../../domain/currencies';

const columns: PagedTableColumn<ExchangeRateHistoryItem>[] = [
  { key: 'rate', header: 'Rate to NGN', align: 'right', render: (entry) => formatRate(entry.rate) },
  { key: 'date', header: 'As of', render: (entry) => entry.rate_date },
  { key: 'by', header: 'Recorded by', render: (entry) => entry.recorded_by_name ?? '—' },
  { key: 'at', header: 'Recorded at', render: (entry) => formatTimestamp(entry.recorded_at) },
];

/** /account/exchangeRate/{exchangeRateId}/history: every rate a currency has had, the newest first. */
export function RateHistoryPage() {
  const { api } = useServices();
  const { exchangeRateId = '' } = useParams();
  const view = useListView();
  const { state } = useLoader(
    useCallback((signal: AbortSignal) => fetchRateHistory(api, exchangeRateId, view.query, signal), [api, exchangeRateId, view.query]),
  );
  const ready = state.status === 'ready' ? state.data : null;
  return (
    <div className="space-y-4">
      <Link to="/account/multi-currency" className="text-sm font-medium text-brand-700 hover:underline">
        ← All currencies
      </Link>
      <PageHeader title={ready ? `${ready.currency.name} (${ready.currency.code})` : 'Exchange Rate History'} />
      {ready && (
        <p className="text-sm text-slate-600">
          {ready.currency.is_base
            ? 'The naira is the currency the books are kept in; its rate is always 1.'
            : `Now ${formatRate(ready.currency.rate)} for one ${ready.currency.code}, as of ${ready.currency.rate_date}.`}
        </p>
      )}
      <PagedTable
        caption="Exchange rates"
        columns={columns}
        rows={ready?.history}
        rowKey={(entry) => entry.history_id}
        status={tableStatus(state)}
        error={state.status === 'failed' ? state.failure.message : undefined}
        emptyMessage="No rates recorded yet"
        {...view.table}
        pages={ready?.pages ?? 1}
        total={ready?.total}
      />
    </div>
  );
}
