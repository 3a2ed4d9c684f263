import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReportTableView } from '../../../src/ui/report/report-table';
import { onNarrowScreen } from '../support/narrow-screen';
import type { ReportTable } from '../../../domain/reports/report';

const unremitted: ReportTable = {
  title: 'Unremitted premium',
  columns: [
    { key: 'invoice', header: 'Invoice', kind: 'text' },
    { key: 'paid_on', header: 'Paid on', kind: 'date' },
    { key: 'days', header: 'Days since paid', kind: 'count' },
    { key: 'amount', header: 'Amount unremitted', kind: 'amount' },
  ],
  rows: [
    { cells: { invoice: 'INV/2026/000004', paid_on: '2026-10-02', days: 1234, amount: '425000.00' }, link: '/account/invoice/4' },
    { cells: { invoice: 'Leadway sub-total', amount: '425000.00' } },
  ],
  totals: { invoice: 'Total', amount: '425000.00' },
};

const show = (table = unremitted) =>
  render(
    <MemoryRouter>
      <ReportTableView table={table} name={table.title!} />
    </MemoryRouter>,
  );

describe('a report table on a phone', () => {
  const screenSize = onNarrowScreen();

  it('shows each line as a card, its figures under their headers, and the totals last', () => {
    show();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [line, subTotal, total] = within(screen.getByRole('list', { name: 'Unremitted premium' })).getAllByRole('listitem');
    expect(within(line!).getByRole('link', { name: 'INV/2026/000004' })).toHaveAttribute('href', '/account/invoice/4');
    const terms = within(line!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(line!)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, at) => [term, values[at]]))).toEqual({
      'Paid on': '2026-10-02',
      'Days since paid': '1,234',
      'Amount unremitted': '₦425,000.00',
    });
    // A sub-total shows only the figures it has.
    expect(
      within(subTotal!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Amount unremitted']);
    expect(within(total!).getByText('Total')).toBeInTheDocument();
    expect(within(total!).getByRole('definition')).toHaveTextContent('₦425,000.00');
  });

  it('says there is nothing in the period, and becomes a table again on a wide screen', () => {
    show({ ...unremitted, rows: [] });
    expect(screen.getByText('No lines in this period.')).toBeInTheDocument();
    act(() => screenSize.widen());
    expect(screen.getByRole('table', { name: 'Unremitted premium' })).toBeInTheDocument();
  });
});
