import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatNairaText } from '../../../domain/money';
import { fetchAccountTransactions } from '../../api/transactions';
import { useServices } from '../../app/session/session-context';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/page-title';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { transactionColumns } from './transaction-columns';
import { NO_FILTERS, TransactionFilters, type TransactionFilterValues } from './transaction-filters';
import type { AccountTransaction } from '../../../domain/transactions';

const movement = (text: string) => (text === '0.00' ? '' : formatNairaText(text));

/** /account/transaction/:accountId: the transactions with a line on one account (a main account's with its sub-accounts'). */
export function AccountTransactionsPage() {
  const { accountId = '' } = useParams();
  const { api } = useServices();
  const [filters, setFilters] = useState<TransactionFilterValues>(NO_FILTERS);
  const view = useListView();
  const { state: list } = useLoader(
    useCallback(
      (signal: AbortSignal) => fetchAccountTransactions(api, accountId, { ...filters, ...view.query }, signal),
      [api, accountId, filters, view.query],
    ),
  );
  const account = list.status === 'ready' ? list.data.account : null;
  const title = account ? `${account.account_code} ${account.account_name}` : 'Account transactions';
  usePageTitle(account ? title : undefined);

  const columns: PagedTableColumn<AccountTransaction>[] = [
    ...transactionColumns<AccountTransaction>(),
    { key: 'debit', header: 'Debit', align: 'right', render: (row) => movement(row.account_debit) },
    { key: 'credit', header: 'Credit', align: 'right', render: (row) => movement(row.account_credit) },
  ];

  return (
    <div className="space-y-4">
      <PageHeader
        title={title}
        actions={
          <Link
            to={`/account/general-ledger/${encodeURIComponent(accountId)}`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Account ledger
          </Link>
        }
      />
      {account && (
        <p className="text-sm text-slate-600">
          {account.parent_account_name && `A sub-account of ${account.parent_account_name}. `}
          {account.has_sub_accounts ? 'Includes the transactions of its sub-accounts.' : ''}
        </p>
      )}
      <TransactionFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          view.toFirstPage();
        }}
      />
      <PagedTable
        caption={account ? `Transactions of ${title}` : 'Account transactions'}
        columns={columns}
        rows={list.status === 'ready' ? list.data.rows : undefined}
        rowKey={(row) => row.transaction_id}
        status={list.status === 'failed' ? 'error' : list.status}
        error={list.status === 'failed' ? list.failure.message : undefined}
        emptyMessage="No transactions on this account"
        {...view.table}
        pages={list.status === 'ready' ? list.data.pages : 1}
        total={list.status === 'ready' ? list.data.total : undefined}
      />
    </div>
  );
}
