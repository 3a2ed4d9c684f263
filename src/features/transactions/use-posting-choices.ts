import { useCallback } from 'react';
import { describeFailure } from '../../../domain/api';
import { fetchAccounts } from '../../api/chart-of-accounts';
import { fetchCurrencies } from '../../api/currencies';
import { useServices } from '../../app/session/session-context';
import { useLoader } from '../../ui/use-loader';
import { accountGroups } from './amounts';
import type { Currency } from '../../../domain/currencies';
import type { PostingChoices } from './transaction-editor';

const NAIRA_ONLY: Currency[] = [];
const NOTHING_YET = { accounts: [], currencies: NAIRA_ONLY, loading: true };

/**
 * The accounts lines may post to and the currencies, for the form. The whole chart is read so a
 * sub-account can be named with its main account; only the postable ones are offered.
 */
export function usePostingChoices(): PostingChoices & { loading: boolean } {
  const { api } = useServices();
  const { state } = useLoader(
    useCallback(
      async (signal: AbortSignal): Promise<PostingChoices> => {
        const why = (error: unknown, what: string) =>
          signal.aborted ? null : `The ${what} could not be loaded: ${describeFailure(error).message}`;
        const [accounts, currencies] = await Promise.all([
          fetchAccounts(api, {}, signal).then(
            (chart) => ({ accounts: accountGroups(chart), accountsNote: null }),
            (error: unknown) => ({ accounts: [], accountsNote: why(error, 'accounts') }),
          ),
          fetchCurrencies(api, signal).then(
            (currencies) => ({ currencies, currenciesNote: null }),
            (error: unknown) => ({ currencies: NAIRA_ONLY, currenciesNote: why(error, 'currencies') }),
          ),
        ]);
        return { ...accounts, ...currencies };
      },
      [api],
    ),
  );
  return state.status === 'ready' ? { ...state.data, loading: false } : NOTHING_YET;
}
