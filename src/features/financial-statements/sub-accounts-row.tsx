import { useCallback, useState, type FormEvent } from 'react';
import { trialSides } from '../../../domain/account-statements';
import { formatNairaText } from '../../../domain/money';
import { fetchSubAccounts } from '../../api/financial-statements';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { ReportPager } from '../../ui/report/report-pager';
import { amountCell, cell, indent, StatementHead } from '../../ui/statement-figures';
import { TextField } from '../../ui/text-field';
import { useLoader } from '../../ui/use-loader';
import type { SummaryAccount } from '../../../domain/financial-statements';

/** How the sub-accounts' figures are shown: as the summary of accounts does, or as the trial balance does. */
export type SubAccountFigures = 'summary' | 'trial';

const HEADERS: Record<SubAccountFigures, string[]> = {
  summary: ['Opening balance', 'Debit', 'Credit', 'Closing balance'],
  trial: ['Debit', 'Credit'],
};

function figuresOf(account: SummaryAccount, figures: SubAccountFigures): (string | null)[] {
  if (figures === 'summary') return [account.opening_balance, account.debit, account.credit, account.closing_balance];
  const { debit, credit } = trialSides(account);
  return [debit, credit];
}

interface Props {
  main: { id: string; code: string; name: string };
  unlisted: number;
  period: { startDate: string; endDate: string };
  figures: SubAccountFigures;
  /** The statement table's columns, so the row spans them all. */
  columns: number;
}

/**
 * Under a main account whose sub-accounts the statement does not list (thousands of client
 * accounts): how many it holds, and a button that opens them page by page, with a search.
 */
export function SubAccountsRow({ main, unlisted, period, figures, columns }: Props) {
  const [open, setOpen] = useState(false);
  const count = unlisted.toLocaleString('en');
  return (
    <tr className="border-t border-slate-100 bg-slate-50/60 text-slate-700">
      <td className={cell} />
      <td colSpan={columns - 1} className="px-3 py-2">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600" style={indent(1)}>
          <span>
            {count} {unlisted === 1 ? 'sub-account is' : 'sub-accounts are'} included in these figures and not listed.
          </span>
          <Button variant="secondary" aria-expanded={open} onClick={() => setOpen((shown) => !shown)}>
            {open ? `Hide sub-accounts of ${main.name}` : `Show sub-accounts of ${main.name}`}
          </Button>
        </div>
        {open && <SubAccountsTable main={main} period={period} figures={figures} />}
      </td>
    </tr>
  );
}

function SubAccountsTable({ main, period, figures }: Pick<Props, 'main' | 'period' | 'figures'>) {
  const { api } = useServices();
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState({ search: '', page: 1 });
  const { state, reload } = useLoader(
    useCallback(
      (signal: AbortSignal) => fetchSubAccounts(api, { ...period, mainAccountId: main.id, ...asked }, signal),
      [api, period, main.id, asked],
    ),
  );
  const find = (event: FormEvent) => {
    event.preventDefault();
    setAsked({ search: typed, page: 1 });
  };
  const name = `Sub-accounts of ${main.name}`;
  return (
    <div className="mt-3 space-y-3">
      <form role="search" aria-label={`Find among the ${name.toLowerCase()}`} onSubmit={find} className="flex flex-wrap items-end gap-2">
        <TextField label="Code or name" value={typed} onChange={(event) => setTyped(event.target.value)} className="w-64" />
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </form>
      {state.status === 'loading' && <Loading label={`Loading the ${name.toLowerCase()}`} />}
      {state.status === 'failed' && <LoadFailure message={state.failure.message} onRetry={reload} />}
      {state.status === 'ready' && (
        <>
          <table className="min-w-full text-sm">
            <caption className="sr-only">{name}</caption>
            <StatementHead texts={['Account']} amounts={HEADERS[figures]} ruled={false} />
            <tbody>
              {state.data.data.accounts.length === 0 && (
                <tr>
                  <td colSpan={2 + HEADERS[figures].length} className={`${cell} text-slate-500`}>
                    No sub-account’s code or name holds “{state.data.data.search}”.
                  </td>
                </tr>
              )}
              {state.data.data.accounts.map((account) => (
                <tr key={account.account_code_pk} className="border-t border-slate-100">
                  <td className={`${cell} text-slate-500`}>{account.account_code}</td>
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    {account.account_name}
                  </th>
                  {figuresOf(account, figures).map((amount, index) => (
                    <td key={index} className={amountCell}>
                      {amount === null ? '' : formatNairaText(amount)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <ReportPager
            page={state.data.meta}
            name={name}
            withTotals={false}
            onPageChange={(page) => setAsked((current) => ({ ...current, page }))}
          />
        </>
      )}
    </div>
  );
}
