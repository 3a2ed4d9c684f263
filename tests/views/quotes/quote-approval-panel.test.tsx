import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { MAKER_CANNOT_APPROVE } from '../../../domain/quotes';
import { quoteApprovalMachine } from '../../../machines/quote-approval/quote-approval.machine';
import { QuoteApprovalPanel } from '../../../src/features/quotes/quote-approval-panel';
import { quoteEventOf } from '../../../src/features/quotes/use-live-quote-events';
import { useQuoteApprovalOf, type QuoteApprovalActor } from '../../../src/features/quotes/use-quote-approval';
import * as approvalStories from '../../../stories/machines/quote-approval.stories';
import { CHECKER, MAKER, QUOTE_ID, QUOTES, REJECTION_REASON } from '../../../stories/quotes/fixtures';
import type { QuoteDetails } from '../../../domain/quotes';
import type { DecideQuoteInput } from '../../../machines/quote-approval/quote-approval.types';

const stories = composeStories(approvalStories);
const panel = () => screen.findByRole('region', { name: 'Quote QT/2026/000042' });
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the quote approval panel in its stories', () => {
  it('previews the premium while drafting', async () => {
    render(<stories.Editing />);
    const preview = await screen.findByRole('group', { name: 'Premium preview' });
    expect(preview).toHaveTextContent(/Premium\s*₦312,500\.00/);
    expect(preview).toHaveTextContent(/Net to insurer\s*₦278,906\.25/);
    expect(button('Submit for approval')).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says which fields the form refused', async () => {
    render(<stories.DraftFailed />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Please correct the highlighted fields');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['This field is required', 'Enter a valid amount']);
  });

  it('lets a checker approve or reject with a reason, and tells the maker to wait', async () => {
    const { unmount } = render(<stories.Pending />);
    await panel();
    expect(button('Approve')).toBeEnabled();
    expect(button('Reject')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Reason for rejection' })).toBeEnabled();
    unmount();
    render(<stories.PendingForMaker />);
    await panel();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.getByText(/You prepared this quote/)).toBeInTheDocument();
  });

  it('shows a refused decision as a notice, the quote still pending', async () => {
    render(<stories.DecisionFailed />);
    expect(await screen.findByRole('alert')).toHaveTextContent(MAKER_CANNOT_APPROVE);
    expect(screen.getByRole('status', { name: 'Status' })).toHaveTextContent('pending approval');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('offers Try again after a network failure', async () => {
    render(<stories.ApprovedFailed />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again');
    expect(button('Send to client')).toBeEnabled();
  });

  it('shows the prices of other insurers side by side to choose one', async () => {
    render(<stories.Choosing />);
    const table = await screen.findByRole('table', { name: 'Comparison of insurers' });
    expect(within(table).getByRole('row', { name: /^Premium/ })).toHaveTextContent(/₦312,500\.00\s*₦281,250\.00/);
    expect(within(table).getByRole('button', { name: 'Choose this quote from AXA Mansard' })).toBeEnabled();
  });

  it('converts an accepted quote and says it became an invoice', async () => {
    const { unmount } = render(<stories.Accepted />);
    expect(await screen.findByRole('button', { name: 'Convert to invoice' })).toBeEnabled();
    unmount();
    render(<stories.Converted />);
    expect(await screen.findByText('The client accepted and this quote has become an invoice.')).toBeInTheDocument();
  });

  it('shows the checker’s reason on a rejected quote, which its maker may edit', async () => {
    render(<stories.Rejected />);
    expect(await screen.findByText(new RegExp(REJECTION_REASON))).toBeInTheDocument();
    expect(button('Edit the quote')).toBeEnabled();
  });
});

/** A panel over a live actor whose decisions and loads answer from the given functions. */
function renderLive(viewer: typeof CHECKER, load: () => QuoteDetails, decide: (input: DecideQuoteInput) => QuoteDetails) {
  const decisions: DecideQuoteInput[] = [];
  const machine = quoteApprovalMachine.provide({
    actors: {
      loadQuote: fromPromise(async () => load()),
      decideQuote: fromPromise<QuoteDetails, DecideQuoteInput>(async ({ input }) => {
        decisions.push(input);
        return decide(input);
      }),
    },
    actions: { announce: () => {} },
  });
  const actor: QuoteApprovalActor = createActor(machine, { input: { viewer, quoteId: QUOTE_ID } }).start();
  function Live() {
    return <QuoteApprovalPanel state={useQuoteApprovalOf(actor)} />;
  }
  render(<Live />);
  return { actor, decisions, user: userEvent.setup() };
}

describe('the quote approval panel, live', () => {
  it('sends the checker’s rejection with the reason typed', async () => {
    const { user, decisions } = renderLive(
      CHECKER,
      () => QUOTES.pending,
      () => QUOTES.rejected,
    );
    await panel();
    await user.type(screen.getByRole('textbox', { name: 'Reason for rejection' }), REJECTION_REASON);
    await user.click(button('Reject'));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Status' })).toHaveTextContent('rejected'));
    expect(decisions).toEqual([{ quoteId: QUOTE_ID, decision: 'reject', reason: REJECTION_REASON }]);
  });

  it('moves the maker’s open page from pending to approved when the live response arrives', async () => {
    let current = QUOTES.pending;
    const { actor } = renderLive(
      MAKER,
      () => current,
      () => current,
    );
    await panel();
    expect(screen.getByRole('status', { name: 'Status' })).toHaveTextContent('pending approval');
    current = QUOTES.approved;
    const event = quoteEventOf({
      notification_id: 'n-1',
      offset: 12,
      kind: 'quote_approval_response',
      title: 'Quote QT/2026/000042 approved',
      message: 'Bola Adeyemi approved QT/2026/000042; it can be sent to the client',
      link: `/quotes/${QUOTE_ID}`,
      created_at: '2026-03-20T11:00:00.000Z',
      receipts: { is_read: false },
    });
    expect(event).toEqual({ type: 'quote.approvalAnswered', quoteId: QUOTE_ID });
    actor.send(event!);
    await waitFor(() => expect(screen.getByRole('status', { name: 'Status' })).toHaveTextContent('approved'));
    expect(button('Send to client')).toBeEnabled();
  });
});
