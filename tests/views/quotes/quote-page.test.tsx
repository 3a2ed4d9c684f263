import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { PRICED_COMPARISON, pricedQuote, QUOTE_ID, quoteAnswer, REJECTION_REASON } from '../../../stories/quotes/fixtures';
import * as pageStories from '../../../stories/quotes/quote-page.stories';
import { liveToken } from '../../machines/support/session-token';
import { pretendSocket } from '../notifications/pretend-socket';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import type { NotificationItem } from '../../../domain/notifications';
import type { QuoteDetails } from '../../../domain/quotes';

// Toasts live in a module-wide store: start every test without the last one's.
beforeEach(() => {
  toast.remove();
});

// Lazy screens take a moment to load the first time.
beforeAll(async () => {
  await import('../../../src/features/quotes/quote-page');
});

const slow = { timeout: 5000 };
const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
/** user-1 without the admin role: what they may do comes from GET /user/permission/user-1. */
const CLERK = liveToken({ roles: [{ id: 'r-clerk', name: 'underwriting clerk' }] });
/** The signed-in user (user-1) prepared the quote. */
const ME = { user_id: 'user-1', name: 'Ada Obi' };
const PATH = `/quote/${QUOTE_ID}`;

function openQuote(handlers: Record<string, Handler>, options: { token?: string; socket?: ReturnType<typeof pretendSocket> } = {}) {
  return renderApp({ path: `/quotes/${QUOTE_ID}`, token: options.token ?? ADMIN, handlers, notifications: options.socket?.link });
}

const showing = (quote: QuoteDetails): Record<string, Handler> => ({ [PATH]: () => quoteAnswer(quote) });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Quote QT/2026/000042' }, slow);
const badge = () => screen.getByRole('status', { name: 'Quote status' });
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

/** The cells of a table's row, by the row's header, as text. */
function line(table: HTMLElement, label: string | RegExp): string[] {
  const row = within(table).getByRole('rowheader', { name: label }).closest('tr')!;
  return [...row.children].map((cell) => cell.textContent ?? '');
}

describe('the quote page', { timeout: 20_000 }, () => {
  it('shows the header, the terms and the premium line by line with its totals', async () => {
    openQuote(showing(pricedQuote('pending approval')));
    await heading();
    expect(badge()).toHaveTextContent('Pending approval');
    expect(screen.getByText(/^Client/, { selector: 'p' })).toHaveTextContent('Client Chinedu Okafor · Insured Chinedu Okafor');
    expect(fact('Kind of quote')).toHaveTextContent('Motor');
    expect(fact('Insurer')).toHaveTextContent('Leadway Assurance');
    expect(fact('Period')).toHaveTextContent('2026-04-01 to 2027-03-31');
    expect(fact('Sum insured')).toHaveTextContent('₦12,500,000.00');
    expect(fact('Commission rate')).toHaveTextContent('10%');
    expect(within(fact('Request') as HTMLElement).getByRole('link', { name: 'The request it answers' })).toHaveAttribute(
      'href',
      '/requested-quote/request-0007',
    );

    const breakdown = screen.getByRole('table', { name: 'Premium breakdown' });
    expect(line(breakdown, 'Base premium')).toEqual(['Base premium', '2.5% of ₦12,500,000.00', '₦312,500.00']);
    expect(line(breakdown, 'Flood extension')).toEqual(['Flood extension', '0.25%', '₦31,250.00']);
    expect(line(breakdown, 'Riot and strike')).toEqual(['Riot and strike', '0.1%', '₦12,500.00']);
    expect(line(breakdown, 'Gross premium')).toEqual(['Gross premium', '', '₦356,250.00']);
    expect(line(breakdown, /^Discount/)).toEqual(['Discount: No claims for three years', '10%', '-₦35,625.00']);
    expect(line(breakdown, /^Loading/)).toEqual(['Loading: Driver under 25', '5%', '₦17,812.50']);
    expect(within(breakdown).queryByRole('rowheader', { name: 'Minimum premium top-up' })).not.toBeInTheDocument();
    expect(line(breakdown, 'Premium payable')).toEqual(['Premium payable', '', '₦338,437.50']);
    expect(line(breakdown, 'Commission')).toEqual(['Commission', '10%', '₦33,843.75']);
    expect(line(breakdown, 'VAT on commission')).toEqual(['VAT on commission', '7.5%', '₦2,538.28']);
    expect(line(breakdown, 'Net to insurer')).toEqual(['Net to insurer', '', '₦302,055.47']);

    const items = screen.getByRole('table', { name: 'Insured items' });
    expect(within(items).getByRole('columnheader', { name: 'Registration number' })).toBeInTheDocument();
    expect(line(items, 'Toyota Corolla 2019, silver')).toContain('LSD-123-XY');
    expect(
      within(screen.getByRole('table', { name: 'Co-brokers' })).getByRole('row', { name: 'Hamilton Brokers Ltd 20%' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Co-insurers' })).getByRole('row', { name: 'AXA Mansard 30%' })).toBeInTheDocument();
  });

  it('tops the premium up to the minimum when the rate falls short (a draft, to a reader who may not edit it)', async () => {
    openQuote({ ...showing(PRICED_COMPARISON[1]!), ...holding('View Quotes') }, { token: CLERK });
    await screen.findByRole('heading', { level: 1, name: 'Quote QT/2026/000043' }, slow);
    const breakdown = screen.getByRole('table', { name: 'Premium breakdown' });
    expect(line(breakdown, 'Minimum premium top-up')).toEqual(['Minimum premium top-up', '', '₦1,500.00']);
    expect(line(breakdown, 'Premium payable')).toEqual(['Premium payable', '', '₦301,500.00']);
    expect(fact('Commission rate')).toHaveTextContent('12.5%');
  });

  it('lists who did what and when, oldest first, with the checker’s reason', async () => {
    openQuote(showing(pricedQuote('rejected')));
    await heading();
    const history = screen.getByRole('table', { name: 'History' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['20/03/2026 10:00:00 AM', 'Ada Obi', 'drafted', ''],
      ['20/03/2026 10:30:05 AM', 'Ada Obi', 'submitted', ''],
      ['20/03/2026 12:00:00 PM', 'Bola Adeyemi', 'rejected', REJECTION_REASON],
    ]);
  });

  it('lets a checker approve, and the page shows the quote approved', async () => {
    const decisions: unknown[] = [];
    const { user } = openQuote({
      ...showing(pricedQuote('pending approval')),
      [`${PATH}/approve`]: (options) => {
        decisions.push(options.body);
        return quoteAnswer(pricedQuote('approved'));
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(badge()).toHaveTextContent('Approved'));
    expect(decisions).toEqual([{ decision: 'approve' }]);
    expect(screen.getByRole('button', { name: 'Send to client' })).toBeEnabled();
    expect(within(screen.getByRole('table', { name: 'History' })).getByRole('cell', { name: 'approved' })).toBeInTheDocument();
  });

  it('shows the maker no approve button, and a clerk without Approve Quote neither', async () => {
    const { unmount } = openQuote(showing(pricedQuote('pending approval', ME)));
    await heading();
    expect(screen.getByText(/You prepared this quote/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    unmount();
    openQuote({ ...showing(pricedQuote('pending approval')), ...holding('Create Quote') }, { token: CLERK });
    await heading();
    expect(screen.getByText(/Waiting for approval by a person who may approve quotes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('moves the maker’s open page to Approved when the live approval response arrives', async () => {
    const socket = pretendSocket(5);
    let answer = pricedQuote('pending approval', ME);
    const { api } = openQuote({ [PATH]: () => quoteAnswer(answer) }, { socket });
    await heading();
    expect(badge()).toHaveTextContent('Pending approval');
    await waitFor(() => expect(socket.isOpen()).toBe(true));
    socket.say({ type: 'notifications.connected' });
    // A response about another quote changes nothing here.
    socket.say({ type: 'notifications.received', notification: approvalResponse(6, 'ffffffff-0000-4000-8000-000000000000') });
    answer = pricedQuote('approved', ME);
    socket.say({ type: 'notifications.received', notification: approvalResponse(7, QUOTE_ID) });
    await waitFor(() => expect(badge()).toHaveTextContent('Approved'));
    expect(api.callsTo(PATH)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Send to client' })).toBeEnabled();
  });

  it('converts an accepted quote and links the invoice it became', async () => {
    const { user } = openQuote({
      ...showing(pricedQuote('accepted')),
      [`${PATH}/invoice`]: () => quoteAnswer(pricedQuote('converted')),
    });
    await heading();
    expect(fact('Invoice')).toHaveTextContent('—');
    await user.click(screen.getByRole('button', { name: 'Convert to invoice' }));
    const invoice = await screen.findByRole('link', { name: 'View invoice' });
    expect(invoice).toHaveAttribute('href', '/account/invoice/INV%2F2026%2F000108');
    expect(badge()).toHaveTextContent('Converted');
  });

  it('copies an expired quote into a new draft and opens it', async () => {
    const COPY_ID = '0c0c0c0c-1111-4222-8333-444444444444';
    const copy = pricedQuote('draft', ME, { quote_id: COPY_ID, quote_number: 'QT/2026/000050', revision_of: QUOTE_ID });
    const { user, api, location } = openQuote({
      ...showing(pricedQuote('expired')),
      '/quotes/motor': () => quoteAnswer(copy),
      [`/quote/${COPY_ID}`]: () => quoteAnswer(copy),
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Copy into a new draft' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote QT/2026/000050' }, slow)).toBeInTheDocument();
    expect(location()).toBe(`/quotes/${COPY_ID}`);
    expect(api.callsTo('/quotes/motor')).toEqual([expect.objectContaining({ method: 'POST', query: { quoteId: QUOTE_ID } })]);
    expect(screen.getByText('Draft QT/2026/000050 copies the quote: check its terms and submit it')).toBeInTheDocument();
  });

  it('offers no copy to a reader who may not prepare quotes', async () => {
    openQuote({ ...showing(pricedQuote('expired')), ...holding('View Quotes') }, { token: CLERK });
    await heading();
    expect(screen.getByText('This quote has expired; copy it into a new draft to quote again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy into a new draft' })).not.toBeInTheDocument();
  });

  it('says a quote that is not there is not found, with the way back', async () => {
    openQuote({
      [PATH]: () => {
        throw new ApiFailure('Quote not found', 404, 'NOT_FOUND');
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote not found' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to quotes' })).toHaveAttribute('href', '/quotes');
  });

  it('offers Try again after a failed load', async () => {
    let fail = true;
    const { user } = openQuote({
      [PATH]: () => {
        if (fail) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return quoteAnswer(pricedQuote('sent'));
      },
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading();
    expect(badge()).toHaveTextContent('Sent');
  });
});

const stories = composeStories(pageStories);

describe('the quote page in its stories', { timeout: 20_000 }, () => {
  it('sets two insurers side by side, either of which may be chosen', async () => {
    render(<stories.Comparison />);
    const table = await screen.findByRole('table', { name: 'Comparison of insurers' });
    expect(line(table, 'Premium')).toEqual(['Premium', '₦338,437.50', '₦301,500.00']);
    expect(line(table, 'Covers')).toEqual(['Covers', 'Flood extension (0.25%), Riot and strike (0.1%)', 'Flood extension (0.15%)']);
    expect(line(table, 'Commission')).toEqual(['Commission', '₦33,843.75 (10%)', '₦37,687.50 (12.5%)']);
    expect(within(table).getByRole('button', { name: 'Choose this quote from Leadway Assurance' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'Choose this quote from AXA Mansard' })).toBeEnabled();
  });

  it('marks the quote chosen once the comparison is decided', async () => {
    render(<stories.ComparisonChosen />);
    const table = await screen.findByRole('table', { name: 'Comparison of insurers' });
    expect(within(table).getByRole('columnheader', { name: 'AXA Mansard Chosen' })).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });
});

function approvalResponse(offset: number, quoteId: string): NotificationItem {
  return {
    notification_id: `9b1f6a2c-3d4e-4f50-8a6b-${String(offset).padStart(12, '0')}`,
    offset,
    kind: 'quote_approval_response',
    title: 'Quote QT/2026/000042 approved',
    message: 'Bola Adeyemi approved QT/2026/000042; it can be sent to the client',
    link: `/quotes/${quoteId}`,
    created_at: new Date().toISOString(),
    receipts: { is_read: false },
  };
}
