import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedTable, type PagedTableProps } from '../../../src/ui/paged-table';
import { onNarrowScreen } from '../support/narrow-screen';

type Invoice = { id: string; number: string; amount: string };

const rows: Invoice[] = [
  { id: '1', number: 'INV-0001', amount: '₦1,234.50' },
  { id: '2', number: 'INV-0002', amount: '₦20,000.00' },
];

function renderList(props: Partial<PagedTableProps<Invoice>> = {}) {
  const onSortChange = vi.fn();
  const columns: PagedTableProps<Invoice>['columns'] = [
    { key: 'number', header: 'Invoice number', render: (row) => row.number },
    { key: 'amount', header: 'Amount', sortable: 'amount', align: 'right', render: (row) => row.amount },
    { key: 'actions', header: 'Actions', render: (row) => <button type="button">Add payment to {row.number}</button> },
  ];
  render(
    <PagedTable<Invoice>
      caption="Invoices"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      status="ready"
      page={1}
      pages={1}
      onPageChange={() => {}}
      sort={null}
      onSortChange={onSortChange}
      {...props}
    />,
  );
  return { onSortChange };
}

describe('a list on a phone', () => {
  const screenSize = onNarrowScreen();

  it('stacks a card a row, each showing every column under its header, amount and actions included', () => {
    renderList();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const second = cards[1]!;
    expect(
      within(second)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Invoice number', 'Amount', 'Actions']);
    expect(
      within(second)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['INV-0002', '₦20,000.00', 'Add payment to INV-0002']);
    expect(within(second).getByRole('button', { name: 'Add payment to INV-0002' })).toBeInTheDocument();
  });

  it('offers the sortable columns above the cards', async () => {
    const { onSortChange } = renderList();
    const sorting = screen.getByRole('group', { name: 'Sort invoices' });
    await userEvent.click(within(sorting).getByRole('button', { name: 'Amount' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ sort: 'amount', direction: 'asc' });
  });

  it('shows the loading status in place of the cards', () => {
    renderList({ status: 'loading', rows: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading invoices');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('becomes a table again when the window widens', () => {
    renderList();
    act(() => screenSize.widen());
    expect(screen.queryByRole('list', { name: 'Invoices' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Invoice number', 'Amount▲', 'Actions']);
  });
});
