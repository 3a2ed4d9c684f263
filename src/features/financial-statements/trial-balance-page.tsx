import { Fragment, useCallback, useState } from 'react';
import { formatNairaText } from '../../../domain/money';
import { fetchTrialBalance } from '../../api/financial-statements';
import { useServices } from '../../app/session/session-context';
import { AsOfControls } from '../../ui/date-controls';
import { ScrollRegion } from '../../ui/scroll-region';
import { amountCell, cell, CheckLines, indent, StatementHead } from '../../ui/statement-figures';
import { useLoader } from '../../ui/use-loader';
import { StatementPage } from './statement-page';
import { SubAccountsRow } from './sub-accounts-row';
import type { TrialBalance } from '../../../domain/financial-statements';

function TrialBalanceTable({ trial }: { trial: TrialBalance }) {
  return (
    <div className="space-y-4">
      <ScrollRegion name="Trial balance">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Trial balance</caption>
          <StatementHead texts={['Account', 'Type']} amounts={['Debit', 'Credit']} />
          <tbody>
            {trial.accounts.map((account) => (
              <Fragment key={account.account_code_pk}>
                <tr className="border-t border-slate-100 text-slate-700">
                  <td className={`${cell} text-slate-500`}>{account.account_code}</td>
                  <th scope="row" className={`${cell} text-left font-normal`} style={indent(account.level)}>
                    {account.account_name}
                  </th>
                  <td className={cell}>{account.account_type_name}</td>
                  <td className={amountCell}>{account.debit === null ? '' : formatNairaText(account.debit)}</td>
                  <td className={amountCell}>{account.credit === null ? '' : formatNairaText(account.credit)}</td>
                </tr>
                {account.unlisted_sub_accounts > 0 && (
                  <SubAccountsRow
                    main={{ id: account.account_code_pk, code: account.account_code, name: account.account_name }}
                    unlisted={account.unlisted_sub_accounts}
                    period={{ startDate: trial.as_of, endDate: trial.as_of }}
                    figures="trial"
                    columns={5}
                  />
                )}
              </Fragment>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-slate-300 font-semibold text-slate-900">
            <tr>
              <td className={cell} />
              <th scope="row" className={`${cell} text-left`}>
                Total
              </th>
              <td className={cell} />
              <td className={amountCell}>{formatNairaText(trial.totals.debit)}</td>
              <td className={amountCell}>{formatNairaText(trial.totals.credit)}</td>
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <CheckLines checks={trial.checks} />
      <p className="text-xs text-slate-500">
        Sub-accounts are indented under their main account; the totals add the main accounts, which include their sub-accounts.
      </p>
    </div>
  );
}

/** /reports/trialBalance: every account with a balance at the end of a day, debits against credits. */
export function TrialBalancePage() {
  const { api } = useServices();
  const [asOf, setAsOf] = useState<string | undefined>(undefined);
  const { state } = useLoader(
    useCallback((signal: AbortSignal) => fetchTrialBalance(api, { asOf }, signal), [api, asOf]),
    { clearWhileLoading: true },
  );
  const shown = state.status === 'ready' ? state.data.as_of : (asOf ?? '');
  return (
    <StatementPage
      title="Trial Balance"
      kind="trial-balance"
      intro="Each account’s balance at the end of the day, in the Debit or the Credit column."
      state={state}
      controls={<AsOfControls key={shown} initial={shown} onShow={setAsOf} />}
      exportQuery={(trial) => ({ asOf: trial.as_of })}
      isEmpty={(trial) => trial.accounts.length === 0}
      empty={{ title: 'No balances at this date', description: 'Nothing had been posted to the books by the end of this day.' }}
    >
      {(trial) => <TrialBalanceTable trial={trial} />}
    </StatementPage>
  );
}
