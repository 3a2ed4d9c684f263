import { useEffect, useState } from 'react';
import { describeFailure } from '../../../domain/api';
import { fetchAccounts } from '../../api/chart-of-accounts';
import { fetchCurrencies } from '../../api/currencies';
import { useServices } from '../../app/session/session-context';
import { accountGroups } from './amounts';
import type { Currency } from '../../../domain/currencies';
import type { PostingChoices } from './transaction-editor';

const NAIRA_ONLY: Currency[] = [];

/**
 * The accounts lines may post to and the currencies, for the form. The whole chart is read so a
 * sub-account can be named with its main account; only the postable ones are offered.
 */
export function usePostingChoices(): PostingChoices & { loading: boolean } {
  const { api } = useServices();
  const [choices, setChoices] = useState<PostingChoices & { loading: boolean }>({ accounts: [], currencies: NAIRA_ONLY, loading: true });
  useEffect(() => {
    const controller = new AbortController();
    const why = (error: unknown, what: string) =>
      controller.signal.aborted ? null : `The ${what} could not be loaded: ${describeFailure(error).message}`;
    void Promise.all([
      fetchAccounts(api, {}, controller.signal).then(
        (chart) => ({ accounts: accountGroups(chart), accountsNote: null }),
        (error: unknown) => ({ accounts: [], accountsNote: why(error, 'accounts') }),
      ),
      fetchCurrencies(api, controller.signal).then(
        (currencies) => ({ currencies, currenciesNote: null }),
        (error: unknown) => ({ currencies: NAIRA_ONLY, currenciesNote: why(error, 'currencies') }),
      ),
    ]).then(([accounts, currencies]) => {
      if (!controller.signal.aborted) setChoices({ ...accounts, ...currencies, loading: false });
    });
    return () => controller.abort();
  }, [api]);
  return choices;
}
