import { Link } from 'react-router';
import { ACCOUNT_TYPES } from '../../../domain/accounting';
import { accountLedgerPath, accountTransactionsPath, mayDelete, nairaShown, type LedgerAccount } from '../../../domain/chart';
import { RecordActions } from '../../ui/record-actions';

type ChartTableProps = {
  accounts: LedgerAccount[];
  /** Shown with Edit and Delete only for those who keep the chart. */
  onEdit?: (account: LedgerAccount) => void;
  onDelete?: (account: LedgerAccount) => void;
};

const HEADERS = ['Code', 'Account', 'Type', 'Level', 'Balance (₦)', 'Actions'];

/** What a person calls an account in a button's name: its code and name. */
export const accountLabel = (account: LedgerAccount) => `${account.account_code} ${account.account_name}`;

/** The chart grouped by class (assets, liabilities, …), each main account followed by its sub-accounts, as the server orders them. */
export function ChartTable({ accounts, onEdit, onDelete }: ChartTableProps) {
  const groups = ACCOUNT_TYPES.map((cls) => ({ cls, rows: accounts.filter((account) => account.account_class === cls.code) })).filter(
    (group) => group.rows.length > 0,
  );
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <caption className="sr-only">Chart of accounts</caption>
          <thead className="bg-slate-50">
            <tr>
              {HEADERS.map((header) => (
                <th
                  key={header}
                  scope="col"
                  className={`px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase ${header.startsWith('Balance') ? 'text-right' : 'text-left'}`}
                >
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          {groups.map(({ cls, rows }) => (
            <tbody key={cls.code} className="divide-y divide-slate-100">
              <tr className="bg-slate-100/70">
                <th
                  scope="rowgroup"
                  colSpan={HEADERS.length}
                  className="px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase"
                >
                  {cls.name} <span className="font-normal normal-case text-slate-600">· normal balance {cls.normal_balance}</span>
                </th>
              </tr>
              {rows.map((account) => (
                <AccountRow key={account.account_code_pk} account={account} onEdit={onEdit} onDelete={onDelete} />
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}

function AccountRow({ account, onEdit, onDelete }: { account: LedgerAccount } & Pick<ChartTableProps, 'onEdit' | 'onDelete'>) {
  const sub = !account.is_main_account;
  return (
    <tr className={account.active ? 'hover:bg-slate-50' : 'bg-slate-50 text-slate-500'}>
      <td className={`px-4 py-3 font-mono whitespace-nowrap ${sub ? 'pl-8' : ''}`}>{account.account_code}</td>
      <td className="px-4 py-3">
        <span className="flex flex-wrap items-center gap-2">
          <Link to={accountLedgerPath(account.account_code_pk)} className={`text-brand-700 hover:underline ${sub ? '' : 'font-medium'}`}>
            {account.account_name}
          </Link>
          {!account.active && <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700">Inactive</span>}
          {account.system_key && <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs text-amber-800">Used by the system</span>}
        </span>
        {account.description && <span className="block text-xs text-slate-500">{account.description}</span>}
      </td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{account.account_type_name}</td>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{sub ? `Sub-account of ${account.parent_account_code}` : 'Main'}</td>
      <td className="px-4 py-3 text-right font-mono whitespace-nowrap text-slate-900">{nairaShown(account.balance)}</td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={accountTransactionsPath(account.account_code_pk)}
            aria-label={`Transactions of ${accountLabel(account)}`}
            className="text-sm text-brand-700 hover:underline"
          >
            Transactions
          </Link>
          {onEdit && onDelete && (
            <RecordActions
              name={accountLabel(account)}
              onEdit={() => onEdit(account)}
              onDelete={mayDelete(account) ? () => onDelete(account) : undefined}
            />
          )}
        </div>
      </td>
    </tr>
  );
}
