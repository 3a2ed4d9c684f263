import { describe, expect, it } from 'vitest';
import { accountingMessages } from '../../domain/accounting';
import {
  selectCanDecide,
  selectCanRemoveLine,
  selectCanReverse,
  selectCanSubmit,
  selectDraftTotals,
  selectSlot,
} from '../../machines/transaction-approval/transaction-approval.selectors';
import { emptyDraft } from '../../machines/transaction-approval/transaction-draft';
import { MY_PENDING_RENT } from '../../stories/transactions/fixtures';
import { ACCOUNTS, createTransactionHarness, FAILURES, line, RENT_DRAFT, TRANSACTIONS } from './support/transaction-approval-harness';

const drafting = (draft = RENT_DRAFT) => createTransactionHarness({ draft }).start();
const opening = (refNo = 'JV-000014') => createTransactionHarness({ refNo }).start();

async function openedAs(details: (typeof TRANSACTIONS)[keyof typeof TRANSACTIONS]) {
  const harness = opening(details.ref_no);
  await harness.resolve('loadTransaction', details);
  return harness;
}

describe('transaction approval: drafting', () => {
  it('starts a new transaction as a draft that may be sent only once its lines balance', () => {
    const harness = drafting(emptyDraft('2026-03-01'));
    expect(harness.state().value).toEqual({ draft: 'editing' });
    expect(selectCanSubmit(harness.state())).toBe(false);
    harness.send({ type: 'draft.editLine', index: 0, changes: { accountId: ACCOUNTS.rent, debit: '1,500.00' } });
    harness.send({ type: 'draft.editLine', index: 1, changes: { accountId: ACCOUNTS.cash, credit: '1,499.99' } });
    expect(selectDraftTotals(harness.state())).toEqual({ debit: 150_000, credit: 149_999, difference: 1 });
    expect(selectCanSubmit(harness.state())).toBe(false);
    harness.send({ type: 'draft.submit' });
    expect(harness.state().value).toEqual({ draft: 'editing' });
    expect(harness.invocations).toEqual([]);

    harness.send({ type: 'draft.editLine', index: 1, changes: { credit: '1,500.00' } });
    expect(selectDraftTotals(harness.state())).toEqual({ debit: 150_000, credit: 150_000, difference: 0 });
    expect(selectCanSubmit(harness.state())).toBe(true);
  });

  it.each([
    ['one account on both sides of two lines', [line(1, ACCOUNTS.rent, '100', ''), line(2, ACCOUNTS.rent, '', '100')]],
    [
      'a line with both a debit and a credit',
      [line(1, ACCOUNTS.rent, '100', '100'), line(2, ACCOUNTS.cash, '', '100'), line(3, ACCOUNTS.utilities, '', '100')],
    ],
    ['a line without an account', [line(1, ACCOUNTS.rent, '100', ''), line(2, '', '', '100')]],
    [
      'a line without an amount',
      [line(1, ACCOUNTS.rent, '100', ''), line(2, ACCOUNTS.cash, '', '100'), line(3, ACCOUNTS.utilities, '', '')],
    ],
  ])('will not send %s', (_name, lines) => {
    const harness = drafting({ ...RENT_DRAFT, lines });
    expect(selectCanSubmit(harness.state())).toBe(false);
    harness.send({ type: 'draft.submit' });
    expect(harness.invocations).toEqual([]);
  });

  it('keeps at least two lines, and gives each new line its own key', () => {
    const harness = drafting();
    expect(selectCanRemoveLine(harness.state())).toBe(false);
    harness.send({ type: 'draft.removeLine', index: 1 });
    expect(harness.state().context.draft.lines).toHaveLength(2);
    harness.send({ type: 'draft.addLine' });
    harness.send({ type: 'draft.addLine' });
    expect(harness.state().context.draft.lines.map((l) => l.key)).toEqual([1, 2, 3, 4]);
    // Empty lines stop the submit until they are filled or removed.
    expect(selectCanSubmit(harness.state())).toBe(false);
    harness.send({ type: 'draft.removeLine', index: 2 });
    harness.send({ type: 'draft.removeLine', index: 2 });
    expect(harness.state().context.draft.lines.map((l) => l.key)).toEqual([1, 2]);
    expect(selectCanSubmit(harness.state())).toBe(true);
  });

  it('shows what the form refuses once the lines balance, without sending', () => {
    const harness = drafting({ ...RENT_DRAFT, description: ' ', refNo: 'JV 1' });
    harness.send({ type: 'draft.submit' });
    expect(harness.state().value).toEqual({ draft: 'failed' });
    expect(harness.state().context.failure?.fieldErrors).toEqual({
      refNo: 'Use up to 40 letters, digits, / - or _',
      description: 'This field is required',
    });
    expect(harness.invocations).toEqual([]);
    harness.send({ type: 'draft.edit', changes: { description: 'March rent' } });
    expect(harness.state().context.failure?.fieldErrors).toEqual({ refNo: 'Use up to 40 letters, digits, / - or _' });
    harness.send({ type: 'draft.edit', changes: { refNo: '' } });
    harness.send({ type: 'draft.submit' });
    expect(harness.state().value).toBe('submitting');
  });

  it('sends the draft as the API’s payload and waits for approval once the server has it', async () => {
    const harness = drafting();
    harness.send({ type: 'draft.submit' });
    expect(selectSlot(harness.state())).toBe('submitting');
    expect(harness.state().hasTag('busy')).toBe(true);
    expect(harness.inputOf('submitTransaction')).toEqual({
      payload: {
        refNo: null,
        transactionDate: '2026-03-01',
        description: 'Office rent for March, 14 Creek Road',
        currency: 'NGN',
        exchangeRate: null,
        lines: [
          { accountId: ACCOUNTS.rent, debit: '250000.00', credit: null, description: 'March rent' },
          { accountId: ACCOUNTS.cash, debit: null, credit: '250000.00', description: null },
        ],
      },
    });
    await harness.resolve('submitTransaction', MY_PENDING_RENT);
    expect(harness.state().value).toEqual({ pendingApproval: 'idle' });
    expect(harness.state().context.refNo).toBe('JV-000014');
    expect(harness.actions).toEqual([{ type: 'announceSubmitted', transaction: MY_PENDING_RENT }]);
    // The maker may never decide their own.
    expect(selectCanDecide(harness.state())).toBe(false);
  });

  it('sends a foreign currency with the rate shown', () => {
    const harness = drafting({
      ...RENT_DRAFT,
      currency: 'USD',
      exchangeRate: '1530.25',
      lines: [line(1, ACCOUNTS.utilities, '100.01', ''), line(2, ACCOUNTS.cash, '', '100.01')],
    });
    harness.send({ type: 'draft.submit' });
    expect(harness.inputOf('submitTransaction')).toMatchObject({ payload: { currency: 'USD', exchangeRate: '1530.25' } });
  });

  it('keeps the draft when the server refuses it, and clears an error once its field is changed', async () => {
    const harness = drafting();
    harness.send({ type: 'draft.submit' });
    await harness.reject('submitTransaction', FAILURES.closedPeriod);
    expect(harness.state().value).toEqual({ draft: 'failed' });
    expect(harness.state().context.draft).toEqual(RENT_DRAFT);
    expect(harness.state().context.failure).toMatchObject({ code: 'PERIOD_CLOSED', fieldErrors: { transactionDate: expect.any(String) } });
    harness.send({ type: 'draft.edit', changes: { transactionDate: '2026-03-02' } });
    expect(harness.state().context.failure?.fieldErrors).toEqual({});
    harness.send({ type: 'draft.submit' });
    expect(harness.state().value).toBe('submitting');
    expect(harness.state().context.failure).toBeNull();
  });

  it('forgets the errors of a line once that line changes', async () => {
    const harness = drafting();
    harness.send({ type: 'draft.submit' });
    await harness.reject('submitTransaction', {
      message: 'Please correct the highlighted fields',
      status: 400,
      fieldErrors: { 'lines.1.accountId': accountingMessages.accountInactive, description: 'Too long' },
    });
    harness.send({ type: 'draft.editLine', index: 1, changes: { accountId: ACCOUNTS.utilities } });
    expect(harness.state().context.failure?.fieldErrors).toEqual({ description: 'Too long' });
  });
});

describe('transaction approval: deciding', () => {
  it.each([
    ['a pending one', TRANSACTIONS.pending, { pendingApproval: 'idle' }, 'pending'],
    ['an approved one', TRANSACTIONS.approved, { approved: 'idle' }, 'approved'],
    ['a rejected one', TRANSACTIONS.rejected, 'rejected', 'rejected'],
  ] as const)('opens %s in the state its status says', async (_name, details, value, slot) => {
    const harness = opening(details.ref_no);
    expect(harness.state().value).toBe('loading');
    expect(harness.inputOf('loadTransaction')).toEqual({ refNo: 'JV-000014' });
    await harness.resolve('loadTransaction', details);
    expect(harness.state().value).toEqual(value);
    expect(selectSlot(harness.state())).toBe(slot);
  });

  it('says when the transaction could not be loaded, and tries again', async () => {
    const harness = opening();
    await harness.reject('loadTransaction', FAILURES.notFound);
    expect(harness.state().value).toBe('loadFailed');
    expect(harness.state().context.failure?.message).toBe('Transaction not found');
    harness.send({ type: 'transaction.retry' });
    expect(harness.state().value).toBe('loading');
    expect(harness.state().context.failure).toBeNull();
  });

  it('lets a checker approve: the transaction is posted and they are told', async () => {
    const harness = await openedAs(TRANSACTIONS.pending);
    expect(selectCanDecide(harness.state())).toBe(true);
    harness.send({ type: 'transaction.approve' });
    expect(selectSlot(harness.state())).toBe('approving');
    expect(harness.inputOf('approveTransaction')).toEqual({ refNo: 'JV-000014' });
    await harness.resolve('approveTransaction', TRANSACTIONS.approved);
    expect(harness.state().value).toEqual({ approved: 'idle' });
    expect(harness.actions).toEqual([{ type: 'announceDecided', transaction: TRANSACTIONS.approved }]);
  });

  it('stays pending with the reason when an approval fails, and may be tried again', async () => {
    const harness = await openedAs(TRANSACTIONS.pending);
    harness.send({ type: 'transaction.approve' });
    await harness.reject('approveTransaction', FAILURES.network);
    expect(harness.state().value).toEqual({ pendingApproval: 'failed' });
    expect(harness.state().context.transaction?.status).toBe('pending');
    expect(harness.state().context.failure?.message).toBe('Network error, please try again');
    harness.send({ type: 'transaction.dismiss' });
    expect(harness.state().value).toEqual({ pendingApproval: 'idle' });
    harness.send({ type: 'transaction.approve' });
    expect(harness.isRunning('approveTransaction')).toBe(true);
  });

  it('rejects only with a reason, sent trimmed', async () => {
    const harness = await openedAs(TRANSACTIONS.pending);
    harness.send({ type: 'transaction.reject', reason: '   ' });
    expect(harness.state().value).toEqual({ pendingApproval: 'idle' });
    harness.send({ type: 'transaction.reject', reason: 'x'.repeat(251) });
    expect(harness.state().value).toEqual({ pendingApproval: 'idle' });
    harness.send({ type: 'transaction.reject', reason: '  The invoice says ₦240,000 ' });
    expect(harness.inputOf('rejectTransaction')).toEqual({ refNo: 'JV-000014', reason: 'The invoice says ₦240,000' });
    await harness.resolve('rejectTransaction', TRANSACTIONS.rejected);
    expect(harness.state().value).toBe('rejected');
  });

  it('will not let the maker decide their own', async () => {
    const harness = await openedAs(MY_PENDING_RENT);
    harness.send({ type: 'transaction.approve' });
    harness.send({ type: 'transaction.reject', reason: 'Mine' });
    expect(harness.state().value).toEqual({ pendingApproval: 'idle' });
    expect(harness.invocations.map((call) => call.id)).toEqual(['loadTransaction']);
  });

  it('stays pending when the period closed while it waited', async () => {
    const harness = await openedAs(TRANSACTIONS.pending);
    harness.send({ type: 'transaction.approve' });
    await harness.reject('approveTransaction', FAILURES.closedPeriod);
    expect(harness.state().value).toEqual({ pendingApproval: 'failed' });
    expect(harness.state().context.failure?.code).toBe('PERIOD_CLOSED');
  });

  it('shows what another checker decided when the server says it is decided already', async () => {
    const harness = await openedAs(TRANSACTIONS.pending);
    harness.send({ type: 'transaction.approve' });
    await harness.reject('approveTransaction', FAILURES.decided);
    expect(harness.state().value).toBe('loading');
    await harness.resolve('loadTransaction', TRANSACTIONS.rejected);
    expect(harness.state().value).toBe('rejected');
  });

  it('reloads when a live decision for this reference number arrives, whatever its case', async () => {
    const harness = await openedAs(MY_PENDING_RENT);
    harness.send({ type: 'transaction.decided', refNo: 'JV-000099' });
    expect(harness.state().value).toEqual({ pendingApproval: 'idle' });
    harness.send({ type: 'transaction.decided', refNo: 'jv-000014' });
    expect(harness.state().value).toBe('loading');
    await harness.resolve('loadTransaction', TRANSACTIONS.approved);
    expect(harness.state().value).toEqual({ approved: 'idle' });
  });

  it('does not interrupt the checker’s own decision for a live one', async () => {
    const harness = await openedAs(TRANSACTIONS.pending);
    harness.send({ type: 'transaction.approve' });
    harness.send({ type: 'transaction.decided', refNo: 'JV-000014' });
    expect(selectSlot(harness.state())).toBe('approving');
  });
});

describe('transaction approval: reversing', () => {
  it('reverses an approved manual transaction once, and the page moves to the reversal', async () => {
    const harness = await openedAs(TRANSACTIONS.approved);
    expect(selectCanReverse(harness.state())).toBe(true);
    harness.send({ type: 'transaction.reverse', transactionDate: '2026-03-31' });
    expect(selectSlot(harness.state())).toBe('reversing');
    expect(harness.inputOf('reverseTransaction')).toEqual({ refNo: 'JV-000014', transactionDate: '2026-03-31' });
    await harness.resolve('reverseTransaction', TRANSACTIONS.reversal);
    expect(harness.state().value).toEqual({ approved: 'idle' });
    expect(harness.state().context.transaction?.reversed_by_ref_no).toBe('REV-000001');
    expect(harness.actions).toEqual([{ type: 'announceReversed', reversal: TRANSACTIONS.reversal }]);
    expect(selectCanReverse(harness.state())).toBe(false);
  });

  it('keeps the transaction as it was when the reversal fails', async () => {
    const harness = await openedAs(TRANSACTIONS.approved);
    harness.send({ type: 'transaction.reverse' });
    await harness.reject('reverseTransaction', FAILURES.closedPeriod);
    expect(harness.state().value).toEqual({ approved: 'reverseFailed' });
    expect(harness.state().context.transaction).toEqual(TRANSACTIONS.approved);
    harness.send({ type: 'transaction.dismiss' });
    expect(harness.state().value).toEqual({ approved: 'idle' });
  });

  it('does not reverse the product’s own entries, nor a reversal', async () => {
    const harness = await openedAs({ ...TRANSACTIONS.reversal, status: 'approved' });
    expect(selectCanReverse(harness.state())).toBe(false);
    const invoice = await openedAs({ ...TRANSACTIONS.approved, source: 'invoice' });
    expect(selectCanReverse(invoice.state())).toBe(false);
  });
});
