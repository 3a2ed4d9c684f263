import { useState } from 'react';
import { fn } from 'storybook/test';
import { formatNaira } from '../../domain/money';
import { PagedTable, type PagedTableProps } from '../../src/ui/paged-table';
import type { Meta, StoryObj } from '@storybook/react-vite';

type InvoiceRow = { invoiceNo: string; client: string; status: string; amountKobo: number };

const invoices: InvoiceRow[] = Array.from({ length: 23 }, (_, index) => ({
  invoiceNo: `INV-${String(index + 1).padStart(4, '0')}`,
  client: ['Adaeze Okafor', 'Lagos Freight Ltd', 'Tunde Bakare', 'Kano Agro Co-op'][index % 4] ?? '',
  status: ['PAYMENT PENDING', 'PARTIAL PAYMENT', 'PAID'][index % 3] ?? '',
  amountKobo: 12_345_000 + index * 987_650,
}));

const columns: PagedTableProps<InvoiceRow>['columns'] = [
  { key: 'invoiceNo', header: 'Invoice number', render: (row) => row.invoiceNo },
  { key: 'client', header: 'Client', render: (row) => row.client },
  { key: 'status', header: 'Status', render: (row) => row.status },
  { key: 'amount', header: 'Amount', render: (row) => formatNaira(row.amountKobo), align: 'right' },
];

const PAGE_SIZE = 10;
const pageOf = (page: number) => invoices.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

const meta = {
  title: 'UI/PagedTable',
  component: PagedTable<InvoiceRow>,
  args: {
    caption: 'Invoices',
    columns,
    rows: pageOf(1),
    rowKey: (row: InvoiceRow) => row.invoiceNo,
    status: 'ready',
    page: 1,
    pages: Math.ceil(invoices.length / PAGE_SIZE),
    total: invoices.length,
    onPageChange: fn(),
  },
} satisfies Meta<typeof PagedTable<InvoiceRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { status: 'loading', rows: undefined } };
export const Failed: Story = { name: 'Error', args: { status: 'error', rows: undefined, error: 'Network error, please try again' } };
export const Empty: Story = { args: { rows: [], page: 1, pages: 0, total: 0, emptyMessage: 'No invoices found' } };
export const Ready: Story = {};
const sortableColumns = columns.map((column) =>
  column.key === 'invoiceNo' || column.key === 'amount'
    ? { ...column, sortable: column.key === 'amount' ? 'amount' : 'invoice_no' }
    : column,
);

/** Sorted by amount, largest first, with "Rows per page" in the pager. */
export const Sorted: Story = {
  args: {
    columns: sortableColumns,
    rows: [...invoices].sort((a, b) => b.amountKobo - a.amountKobo).slice(0, PAGE_SIZE),
    sort: { sort: 'amount', direction: 'desc' },
    onSortChange: fn(),
    pageSize: PAGE_SIZE,
    onPageSizeChange: fn(),
  },
};

export const Paging: Story = {
  render: function Paging(args) {
    const [page, setPage] = useState(1);
    return (
      <PagedTable<InvoiceRow>
        {...args}
        page={page}
        rows={pageOf(page)}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
};
