import { Link } from 'react-router';
import { formatDate } from '../../../domain/format/dates';
import { formatNairaText } from '../../../domain/money';
import { transactionDetailsPath, type TransactionSummary } from '../../../domain/transactions';
import { TransactionStatusBadge } from './status-badge';
import type { PagedTableColumn } from '../../ui/paged-table';

/** The columns every list of transactions starts with. */
export function transactionColumns<Row extends TransactionSummary>(): PagedTableColumn<Row>[] {
  return [
    {
      key: 'ref',
      sortable: 'ref_no',
      header: 'Reference',
      render: (row) => (
        <Link to={transactionDetailsPath(row.ref_no)} className="font-medium text-brand-700 hover:underline">
          {row.ref_no}
        </Link>
      ),
    },
    { key: 'date', header: 'Date', render: (row) => formatDate(row.transaction_date) },
    {
      key: 'description',
      header: 'Description',
      render: (row) => <span className="block max-w-md truncate whitespace-normal">{row.description}</span>,
    },
    { key: 'status', sortable: 'status', header: 'Status', render: (row) => <TransactionStatusBadge status={row.status} /> },
    { key: 'maker', header: 'Entered by', render: (row) => row.created_by?.name ?? 'The back office' },
  ];
}

export const totalColumn = <Row extends TransactionSummary>(): PagedTableColumn<Row> => ({
  key: 'total',
  sortable: 'amount',
  header: 'Amount',
  align: 'right',
  render: (row) => formatNairaText(row.total),
});
