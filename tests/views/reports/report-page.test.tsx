import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { CLIENT_POLICIES_PATH, CLIENT_POLICIES_SCREEN, clientPoliciesAnswer } from '../../../stories/reports/client-policies-fixtures';
import { COMMISSION_PATH, COMMISSION_SCREEN, commissionAnswer, emptyCommissionAnswer } from '../../../stories/reports/fixtures';
import { liveToken } from '../../machines/support/session-token';
import { permissionAnswer, STAFF_ID } from '../settings/brokerage-support';
import { renderApp, type Handler } from '../support/render-app';
import { catchSavedFiles, type SavedFile } from '../support/saved-files';

// Lazy screens take a moment to load the first time, longer while other test files share the cores.
const slow = { timeout: 15_000 };

// Wednesday 25 November 2026, 10:00 in Lagos: this quarter so far is 1 October to 25 November.
const NOW = new Date('2026-11-25T09:00:00Z');

function open(path: string, handlers: Record<string, Handler>) {
  // Made after the clock is set, so the session is an hour from this "now".
  const token = liveToken({ user_id: STAFF_ID, userType: 'broker', roles: [{ id: 'role-3', name: 'compliance officer' }] });
  return renderApp({
    path,
    token,
    handlers: { [`/user/permission/${STAFF_ID}`]: () => permissionAnswer(['View Regulatory Reports']), ...handlers },
  });
}

/** The files the page handed to the browser to save, by name, with their contents. */
let saved: SavedFile[];
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  saved = catchSavedFiles();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const lastQuery = (api: ReturnType<typeof open>['api']) => api.callsTo(COMMISSION_PATH).at(-1)!.query;
const preset = (name: string) => screen.getByRole('button', { name });

describe('a report (/reports/regulatory-report/commission-income)', () => {
  it('shows its tables with headers, naira amounts, drill-down links, totals, checks and notes', async () => {
    const { api } = open(COMMISSION_SCREEN, { [COMMISSION_PATH]: (options) => commissionAnswer(options) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Commission Income' }, slow)).toBeInTheDocument();
    expect(screen.getByText(/Brokerage commission earned, received, receivable and deducted at source/)).toBeInTheDocument();
    // Its own period so far: this quarter to today (the heading may show before the report is asked for).
    await waitFor(() => expect(lastQuery(api)).toEqual({ startDate: '2026-10-01', endDate: '2026-11-25' }));
    expect(preset('This quarter')).toHaveAttribute('aria-pressed', 'true');
    expect(preset('Last quarter')).toHaveAttribute('aria-pressed', 'false');

    const byInsurer = await screen.findByRole('table', { name: 'Commission by insurer' }, slow);
    expect(
      within(byInsurer)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Insurer', 'Debit notes', 'Commission earned', 'VAT on commission', 'Commission received', 'Commission receivable']);
    const leadway = within(byInsurer).getByRole('row', { name: /^Leadway Assurance/ });
    expect(
      within(leadway)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '₦250,000.00', '₦18,750.00', '₦150,000.00', '₦100,000.00']);
    expect(within(leadway).getAllByRole('cell')[1]).toHaveClass('text-right');
    const totals = within(byInsurer).getByRole('row', { name: /^Total/ });
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '₦330,000.00', '₦24,750.00', '₦230,000.00', '₦100,000.00']);

    const byDebitNote = screen.getByRole('table', { name: 'Commission by debit note' });
    expect(within(byDebitNote).getByRole('link', { name: 'DN-2026-0015' })).toHaveAttribute('href', '/account/invoice/inv-15');
    const unpaid = within(byDebitNote).getByRole('row', { name: /^DN-2026-0015/ });
    expect(
      within(unpaid)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-10-20', 'Chika Okafor', 'Leadway Assurance', '₦100,000.00', '']);
    expect(within(byDebitNote).getByRole('row', { name: /^Total/ })).toHaveTextContent('₦330,000.00');
    // Each table scrolls sideways in its own box.
    expect(screen.getByRole('region', { name: 'Commission by debit note' })).toHaveClass('overflow-x-auto');

    const checks = within(screen.getByRole('region', { name: 'Checks against the books' })).getByRole('list', { name: 'Checks' });
    const [earned, received] = within(checks).getAllByRole('listitem');
    expect(earned).toHaveTextContent('Commission earned equals the credits to 4000 Commission Income: ₦330,000.00 = ₦330,000.00 (holds)');
    expect(received).toHaveTextContent(
      'Commission received equals the commission cleared from receivables: ₦230,000.00 ≠ ₦240,000.00 (does not hold)',
    );
    expect(screen.getByRole('list', { name: 'Notes' })).toHaveTextContent('VAT at 7.5% is charged on the commission only');
  });

  it('follows a line to the record behind it', async () => {
    const { user, location } = open(COMMISSION_SCREEN, {
      [COMMISSION_PATH]: (options) => commissionAnswer(options),
      '/invoice/inv-12': () => new Promise(() => {}),
    });
    await user.click(await screen.findByRole('link', { name: 'DN-2026-0012' }, slow));
    expect(location()).toBe('/account/invoice/inv-12');
  });

  it('asks again for the period of each preset, and keeps it in the address', async () => {
    const { api, user, location } = open(COMMISSION_SCREEN, { [COMMISSION_PATH]: (options) => commissionAnswer(options) });
    await screen.findByRole('table', { name: 'Commission by insurer' }, slow);
    const expected: [string, string, string][] = [
      ['Last quarter', '2026-07-01', '2026-09-30'],
      ['This half year', '2026-07-01', '2026-11-25'],
      ['Last half year', '2026-01-01', '2026-06-30'],
      ['This year', '2026-01-01', '2026-11-25'],
      ['This quarter', '2026-10-01', '2026-11-25'],
    ];
    for (const [name, startDate, endDate] of expected) {
      await user.click(preset(name));
      await waitFor(() => expect(lastQuery(api)).toEqual({ startDate, endDate }));
      expect(location()).toBe(`${COMMISSION_SCREEN}?startDate=${startDate}&endDate=${endDate}`);
      await screen.findByRole('table', { name: 'Commission by insurer' });
      expect(preset(name)).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText(`${startDate}`, { selector: 'time' })).toBeInTheDocument();
    }
  });

  it('shows the period of a link, and any two days typed in', async () => {
    const { api, user, location } = open(`${COMMISSION_SCREEN}?startDate=2026-02-01&endDate=2026-03-15`, {
      [COMMISSION_PATH]: (options) => commissionAnswer(options),
    });
    await screen.findByRole('table', { name: 'Commission by insurer' }, slow);
    expect(lastQuery(api)).toEqual({ startDate: '2026-02-01', endDate: '2026-03-15' });
    const dates = screen.getByRole('form', { name: 'Report dates' });
    expect(within(dates).getByLabelText(/^From/)).toHaveValue('2026-02-01');
    expect(within(dates).getByLabelText(/^To/)).toHaveValue('2026-03-15');
    for (const name of ['This quarter', 'Last quarter', 'This half year', 'Last half year', 'This year'])
      expect(preset(name)).toHaveAttribute('aria-pressed', 'false');

    // The end before the start is refused before asking.
    fireEvent.change(within(dates).getByLabelText(/^To/), { target: { value: '2026-01-31' } });
    await user.click(within(dates).getByRole('button', { name: 'Show' }));
    expect(within(dates).getByLabelText(/^To/)).toHaveAccessibleDescription('End date can not be before start date');
    expect(api.callsTo(COMMISSION_PATH)).toHaveLength(1);

    fireEvent.change(within(dates).getByLabelText(/^From/), { target: { value: '2025-12-01' } });
    await user.click(within(dates).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ startDate: '2025-12-01', endDate: '2026-01-31' }));
    expect(location()).toBe(`${COMMISSION_SCREEN}?startDate=2025-12-01&endDate=2026-01-31`);
  });

  it('falls back to its own period when the address’s dates make no period', async () => {
    const { api } = open(`${COMMISSION_SCREEN}?startDate=2026-05-01&endDate=2026-04-01`, {
      [COMMISSION_PATH]: (options) => commissionAnswer(options),
    });
    await screen.findByRole('table', { name: 'Commission by insurer' }, slow);
    expect(lastQuery(api)).toEqual({ startDate: '2026-10-01', endDate: '2026-11-25' });
    expect(screen.getByText(/The dates in this address make no period/)).toBeInTheDocument();
  });

  it('opens a half-yearly return on this half year', async () => {
    const path = '/reports/regulatory/biannual-client-account';
    const { api } = open('/reports/regulatory-report/biannual-client-account', {
      [path]: (options) => ({ ...commissionAnswer(options), data: { ...commissionAnswer(options).data, kind: 'biannual-client-account' } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Biannual Client Account' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(path).at(-1)!.query).toEqual({ startDate: '2026-07-01', endDate: '2026-11-25' }));
    expect(preset('This half year')).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows the schedule of unremitted premium under its second name too', async () => {
    const path = '/reports/regulatory/schedule-of-unremitted';
    const { api } = open('/reports/regulatory-report/schedule-of-unremittance', { [path]: (options) => commissionAnswer(options) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule of Unremitted Premium' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(path)).toHaveLength(1));
  });

  it('exports the report on screen as CSV, Excel and PDF, named by its period', async () => {
    const { api, user } = open(COMMISSION_SCREEN, {
      [COMMISSION_PATH]: (options) => {
        const format = options.query?.format;
        if (format === 'csv') return 'Insurer,Commission earned\r\nLeadway Assurance,250000.00\r\n';
        if (format === 'xlsx') return new Blob(['PK'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
        if (format === 'pdf') return new Blob(['%PDF-1.3'], { type: 'application/pdf' });
        return commissionAnswer(options);
      },
    });
    await screen.findByRole('table', { name: 'Commission by insurer' }, slow);
    const period = { startDate: '2026-10-01', endDate: '2026-11-25' };

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(lastQuery(api)).toEqual({ ...period, format: 'csv' });
    expect(saved[0]).toMatchObject({ name: 'commission-income-2026-10-01-to-2026-11-25.csv', type: 'text/csv; charset=utf-8' });
    expect(await saved[0]!.text).toBe('Insurer,Commission earned\r\nLeadway Assurance,250000.00\r\n');

    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(lastQuery(api)).toEqual({ ...period, format: 'xlsx' });
    expect(saved[1]).toMatchObject({
      name: 'commission-income-2026-10-01-to-2026-11-25.xlsx',
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });

    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(lastQuery(api)).toEqual({ ...period, format: 'pdf' });
    expect(saved[2]).toMatchObject({ name: 'commission-income-2026-10-01-to-2026-11-25.pdf', type: 'application/pdf' });
  });

  it('shows the file being made on its button, the others waiting', async () => {
    let finish: (file: Blob) => void = () => {};
    const { user } = open(COMMISSION_SCREEN, {
      [COMMISSION_PATH]: (options) =>
        options.query?.format ? new Promise<Blob>((resolve) => (finish = resolve)) : commissionAnswer(options),
    });
    await screen.findByRole('table', { name: 'Commission by insurer' }, slow);
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export PDF' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).not.toHaveAttribute('aria-busy');
    finish(new Blob(['%PDF-1.3'], { type: 'application/pdf' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
    expect(saved).toHaveLength(1);
  });

  it('says so when a file cannot be made', async () => {
    const { user } = open(COMMISSION_SCREEN, {
      [COMMISSION_PATH]: (options) => {
        if (options.query?.format) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return commissionAnswer(options);
      },
    });
    await screen.findByRole('table', { name: 'Commission by insurer' }, slow);
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be made: Network error, please try again');
    expect(saved).toEqual([]);
    expect(screen.getByRole('table', { name: 'Commission by insurer' })).toBeInTheDocument();
  });

  it('says there is nothing to report for a period without lines', async () => {
    open(COMMISSION_SCREEN, { [COMMISSION_PATH]: (options) => emptyCommissionAnswer(options) });
    expect(await screen.findByText('Nothing to report for this period', {}, slow)).toBeInTheDocument();
    expect(screen.getByText('No line from 2026-10-01 to 2026-11-25. Choose another period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  it('shows why it could not be read, and asks again on Try again', async () => {
    let fail = true;
    const { api, user } = open(COMMISSION_SCREEN, {
      [COMMISSION_PATH]: (options) => {
        if (fail) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return commissionAnswer(options);
      },
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Commission by insurer' })).toBeInTheDocument();
    expect(api.callsTo(COMMISSION_PATH)).toHaveLength(2);
  });

  it('shows a long return a page at a time, keeps the page in the address, and starts again at page 1 for another period', async () => {
    const { api, user, location } = open(CLIENT_POLICIES_SCREEN, { [CLIENT_POLICIES_PATH]: (options) => clientPoliciesAnswer(options) });
    const clients = await screen.findByRole('table', { name: 'Clients' }, slow);
    expect(within(clients).getByRole('link', { name: 'Adaeze Okafor' })).toBeInTheDocument();
    expect(api.callsTo(CLIENT_POLICIES_PATH).at(-1)!.query).toEqual({ startDate: '2026-10-01', endDate: '2026-11-25' });
    const pages = screen.getByRole('navigation', { name: 'Clients pages' });
    expect(pages).toHaveTextContent('Page 1 of 2 · 3 lines, totals over every page');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('link', { name: 'Zenith Foods Ltd' });
    expect(second).toHaveAttribute('href', '/clients/corporate/corp-1');
    expect(api.callsTo(CLIENT_POLICIES_PATH).at(-1)!.query).toEqual({ startDate: '2026-10-01', endDate: '2026-11-25', page: '2' });
    expect(location()).toBe(`${CLIENT_POLICIES_SCREEN}?page=2`);
    expect(within(screen.getByRole('table', { name: 'Clients' })).getByRole('row', { name: /^3 clients/ })).toHaveTextContent(
      '₦570,000.00',
    );
    expect(screen.getByRole('navigation', { name: 'Clients pages' })).toHaveTextContent('Page 2 of 2');

    await user.click(preset('Last quarter'));
    await waitFor(() =>
      expect(api.callsTo(CLIENT_POLICIES_PATH).at(-1)!.query).toEqual({ startDate: '2026-07-01', endDate: '2026-09-30' }),
    );
    expect(location()).toBe(`${CLIENT_POLICIES_SCREEN}?startDate=2026-07-01&endDate=2026-09-30`);
    expect(await screen.findByRole('link', { name: 'Adaeze Okafor' })).toBeInTheDocument();
  });
});
