import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { fetchTransactions, transactionListQuery } from '../../api/transactions';
import { ListExportMenu } from '../../app/list-export-menu';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { PageHeader } from '../../ui/page-header';
import { PagedTable } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { totalColumn, transactionColumns } from './transaction-columns';
import { NO_FILTERS, TransactionFilters, type TransactionFilterValues } from './transaction-filters';

/** /account/transactions: the brokerage's journal entries, newest first, filtered and paged. */
export function TransactionsPage() {
  const { api } = useServices();
  const canCreate = useGrants().has('Create Transaction');
  const [filters, setFilters] = useState<TransactionFilterValues>(NO_FILTERS);
  const view = useListView();
  const { state: list } = useLoader(
    useCallback((signal: AbortSignal) => fetchTransactions(api, { ...filters, ...view.query }, signal), [api, filters, view.query]),
  );
  return (
    <div className="space-y-4">
      <PageHeader
        title="Transactions"
        actions={
          <>
            <ListExportMenu list="transactions" query={transactionListQuery({ ...filters, ...view.query })} />
            {canCreate && (
              <Link
                to="/account/transactions/add"
                className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
              >
                Add transaction
              </Link>
            )}
          </>
        }
      />
      <TransactionFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          view.toFirstPage();
        }}
      />
      <PagedTable
        caption="Transactions"
        columns={[...transactionColumns(), totalColumn()]}
        rows={list.status === 'ready' ? list.data.rows : undefined}
        rowKey={(row) => row.transaction_id}
        status={list.status === 'failed' ? 'error' : list.status}
        error={list.status === 'failed' ? list.failure.message : undefined}
        emptyMessage="No transactions match"
        {...view.table}
        pages={list.status === 'ready' ? list.data.pages : 1}
        total={list.status === 'ready' ? list.data.total : undefined}
        totalIsEstimate={list.status === 'ready' && list.data.totalIsEstimate === true}
      />
    </div>
  );
}
