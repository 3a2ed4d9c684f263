import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedTable, type PagedTableProps } from '../../../src/ui/paged-table';

type Invoice = { id: string; number: string; amount: string };

const columns: PagedTableProps<Invoice>['columns'] = [
  { key: 'number', header: 'Invoice number', render: (row) => row.number },
  { key: 'amount', header: 'Amount', render: (row) => row.amount, align: 'right' },
];

const rows: Invoice[] = [
  { id: '1', number: 'INV-0001', amount: '₦1,234.50' },
  { id: '2', number: 'INV-0002', amount: '₦20,000.00' },
];

function renderTable(props: Partial<PagedTableProps<Invoice>> = {}) {
  const onPageChange = vi.fn();
  render(
    <PagedTable<Invoice>
      caption="Invoices"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      status="ready"
      page={2}
      pages={3}
      onPageChange={onPageChange}
      {...props}
    />,
  );
  return { onPageChange, table: screen.getByRole('table', { name: 'Invoices' }) };
}

describe('PagedTable', () => {
  it('shows a row per record under column headers', () => {
    const { table } = renderTable({ total: 42 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Invoice number', 'Amount']);
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[0]!).getByRole('cell', { name: '₦1,234.50' })).toHaveClass('text-right');
    expect(screen.getByText(/Page 2 of 3/)).toHaveTextContent('Page 2 of 3 · 42 records');
  });

  it('says "about" when the total is the server\'s estimate', () => {
    renderTable({ total: 1_000_000, pages: 50_000, totalIsEstimate: true });
    expect(screen.getByText(/Page 2 of 50000/)).toHaveTextContent('Page 2 of 50000 · about 1,000,000 records');
  });

  it('moves between pages', async () => {
    const { onPageChange } = renderTable();
    const pager = screen.getByRole('navigation', { name: 'Invoices pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  it('disables Previous on the first page and Next on the last', () => {
    renderTable({ page: 1, pages: 1 });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('shows only a loading status while loading', () => {
    const { table } = renderTable({ status: 'loading', rows: undefined });
    expect(within(table).getByRole('status')).toHaveTextContent('Loading invoices');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText('INV-0001')).not.toBeInTheDocument();
  });

  it('shows only the error when loading failed', () => {
    const { table } = renderTable({ status: 'error', error: 'Network error, please try again' });
    expect(within(table).getByRole('alert')).toHaveTextContent('Network error, please try again');
    expect(screen.queryByText('INV-0001')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the empty message when there is nothing to show', () => {
    const { table } = renderTable({ rows: [], page: 1, pages: 0, emptyMessage: 'No invoices yet' });
    expect(within(table).getByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });
});
