import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { accountTransactionsPath, nairaShown, type LedgerAccount } from '../../../domain/chart';
import { isValidDateString } from '../../../domain/date-input';
import { counted } from '../../../domain/format/counted';
import { END_DATE_BEFORE_START_DATE } from '../../../domain/messages';
import { fetchAccountLedger } from '../../api/chart-of-accounts';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { useLoader } from '../../ui/use-loader';
import { LedgerTable } from './ledger-table';

const PAGE_SIZE = 50;
const backLink = (
  <Link to="/account/general-ledger" className="text-sm text-brand-700 hover:underline">
    ← Chart of accounts
  </Link>
);

function LedgerHeader({ account }: { account: LedgerAccount }) {
  return (
    <header className="flex flex-col gap-3 pb-2 sm:flex-row sm:items-end sm:justify-between">
      <div className="space-y-1">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Account Ledger</p>
        <h1 className="text-xl font-semibold text-slate-900 md:text-2xl">
          <span className="font-mono">{account.account_code}</span> {account.account_name}
        </h1>
        <p className="text-sm text-slate-600">
          {[
            account.account_type_name,
            account.is_main_account ? 'Main account' : `Sub-account of ${account.parent_account_code}`,
            account.active ? null : 'Inactive',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="text-right">
        <p className="text-xs tracking-wide text-slate-500 uppercase">Balance ({account.normal_balance})</p>
        <p className="font-mono text-lg font-semibold text-slate-900">{nairaShown(account.balance)}</p>
        <Link to={accountTransactionsPath(account.account_code_pk)} className="text-sm text-brand-700 hover:underline">
          Transactions
        </Link>
      </div>
    </header>
  );
}

/**
 * /account/general-ledger/:accountId: one account's lines with the running balance, between the
 * opening and closing balances of the dates chosen.
 */
export function AccountLedgerPage() {
  const { api } = useServices();
  const { accountId = '' } = useParams();
  const [typed, setTyped] = useState({ startDate: '', endDate: '' });
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [page, setPage] = useState(1);
  const { state } = useLoader(
    useCallback(
      (signal: AbortSignal) => fetchAccountLedger(api, accountId, { ...range, page, limit: PAGE_SIZE }, signal),
      [api, accountId, range, page],
    ),
  );
  const ready = state.status === 'ready' ? state.data : null;
  usePageTitle(ready ? `${ready.data.account.account_code} ${ready.data.account.account_name}` : undefined);

  const backwards = typed.startDate !== '' && typed.endDate !== '' && typed.endDate < typed.startDate;
  const choose = (field: 'startDate' | 'endDate', value: string) => {
    const next = { ...typed, [field]: value };
    setTyped(next);
    const usable = (date: string) => date === '' || isValidDateString(date);
    if (usable(next.startDate) && usable(next.endDate) && !(next.startDate && next.endDate && next.endDate < next.startDate)) {
      setRange(next);
      setPage(1);
    }
  };

  if (state.status === 'loading') return <Loading label="Loading the ledger" />;
  if (state.status === 'failed')
    return (
      <div className="space-y-3">
        {backLink}
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {state.failure.message}
        </p>
      </div>
    );
  const { data, meta } = state.data;
  return (
    <div className="space-y-4">
      {backLink}
      <LedgerHeader account={data.account} />
      <div role="search" aria-label="Choose the dates" className="grid max-w-xl gap-3 sm:grid-cols-2">
        <DateInput label="From" value={typed.startDate} onChange={(value) => choose('startDate', value)} />
        <DateInput
          label="To"
          value={typed.endDate}
          min={typed.startDate || undefined}
          error={backwards ? END_DATE_BEFORE_START_DATE : null}
          onChange={(value) => choose('endDate', value)}
        />
      </div>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        {[
          ['Opening', data.opening_balance],
          ['Debits', data.debit_total],
          ['Credits', data.credit_total],
          ['Closing', data.closing_balance],
        ].map(([label, amount]) => (
          <div key={label} className="flex gap-1">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-mono">{nairaShown(amount!)}</dd>
          </div>
        ))}
      </dl>
      <LedgerTable ledger={data} page={meta.page} pages={meta.pages} />
      <nav aria-label="Ledger pages" className="flex flex-col gap-2 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        <p>
          Page {meta.page} of {meta.pages} · {counted(meta.total, 'lines')}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" disabled={meta.page <= 1} onClick={() => setPage(meta.page - 1)}>
            Previous
          </Button>
          <Button variant="secondary" disabled={meta.page >= meta.pages} onClick={() => setPage(meta.page + 1)}>
            Next
          </Button>
        </div>
      </nav>
    </div>
  );
}
