import { Fragment, useCallback, useState } from 'react';
import { formatNairaText } from '../../../domain/money';
import { fetchSummaryOfAccounts } from '../../api/financial-statements';
import { useServices } from '../../app/session/session-context';
import { PeriodControls, type PeriodChoice } from '../../ui/date-controls';
import { ScrollRegion } from '../../ui/scroll-region';
import { amountCell, cell, CheckLines, indent, StatementHead, wrappingCell } from '../../ui/statement-figures';
import { useLoader } from '../../ui/use-loader';
import { StatementPage } from './statement-page';
import { SubAccountsRow } from './sub-accounts-row';
import type { SummaryOfAccounts } from '../../../domain/financial-statements';

const AMOUNT_HEADERS = ['Opening balance', 'Debit', 'Credit', 'Closing balance'];

function SummaryTable({ summary }: { summary: SummaryOfAccounts }) {
  return (
    <div className="space-y-4">
      <ScrollRegion name="Summary of accounts">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Summary of accounts</caption>
          <StatementHead texts={['Account', 'Type']} amounts={AMOUNT_HEADERS} wrap />
          <tbody>
            {summary.accounts.map((account) => (
              <Fragment key={account.account_code_pk}>
                <tr className="border-t border-slate-100 text-slate-700">
                  <td className={`${cell} text-slate-500`}>{account.account_code}</td>
                  <th scope="row" className={`${wrappingCell} min-w-40 text-left font-normal`} style={indent(account.level)}>
                    {account.account_name}
                  </th>
                  <td className={`${wrappingCell} min-w-28`}>{account.account_type_name}</td>
                  <td className={amountCell}>{formatNairaText(account.opening_balance)}</td>
                  <td className={amountCell}>{formatNairaText(account.debit)}</td>
                  <td className={amountCell}>{formatNairaText(account.credit)}</td>
                  <td className={amountCell}>{formatNairaText(account.closing_balance)}</td>
                </tr>
                {account.unlisted_sub_accounts > 0 && (
                  <SubAccountsRow
                    main={{ id: account.account_code_pk, code: account.account_code, name: account.account_name }}
                    unlisted={account.unlisted_sub_accounts}
                    period={{ startDate: summary.start_date, endDate: summary.end_date }}
                    figures="summary"
                    columns={3 + AMOUNT_HEADERS.length}
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
              <td className={cell} />
              <td className={amountCell}>{formatNairaText(summary.totals.debit)}</td>
              <td className={amountCell}>{formatNairaText(summary.totals.credit)}</td>
              <td className={cell} />
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <CheckLines checks={summary.checks} />
      <p className="text-xs text-slate-500">
        Balances are on each account’s normal side: debit for assets and expenses, credit for liabilities, equity and income.
        {summary.search && ` Accounts matching “${summary.search}” and their sub-accounts; the check covers every account.`}
      </p>
    </div>
  );
}

/** /reports/summary: each account's opening balance, the period's debits and credits, and its closing balance. */
export function SummaryOfAccountsPage() {
  const { api } = useServices();
  const [choice, setChoice] = useState<PeriodChoice | null>(null);
  const { startDate, endDate, search } = choice ?? {};
  const { state } = useLoader(
    useCallback(
      (signal: AbortSignal) => fetchSummaryOfAccounts(api, startDate === undefined ? {} : { startDate, endDate, search }, signal),
      [api, startDate, endDate, search],
    ),
    { clearWhileLoading: true },
  );
  const shown: PeriodChoice =
    state.status === 'ready'
      ? { startDate: state.data.start_date, endDate: state.data.end_date, search: state.data.search }
      : (choice ?? { startDate: '', endDate: '', search: '' });
  return (
    <StatementPage
      title="Summary of Accounts"
      kind="summary-of-accounts"
      intro="Every account’s opening balance, its debits and credits over the period, and its closing balance."
      state={state}
      controls={<PeriodControls key={JSON.stringify(shown)} initial={shown} onShow={setChoice} withSearch />}
      exportQuery={(summary) => ({ startDate: summary.start_date, endDate: summary.end_date, search: summary.search || undefined })}
      isEmpty={(summary) => summary.accounts.length === 0}
      empty={{ title: 'No account matches your search', description: 'Search by an account’s code or part of its name.' }}
    >
      {(summary) => <SummaryTable summary={summary} />}
    </StatementPage>
  );
}
