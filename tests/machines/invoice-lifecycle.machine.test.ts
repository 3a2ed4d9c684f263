import { describe, expect, it } from 'vitest';
import {
  ADD_PAYMENT_FAILED,
  CLIENT_ACCOUNT_MISSING,
  DELETION_NEEDS_ADMIN_APPROVAL,
  DELETION_REQUEST_APPROVED,
  DELETION_REQUEST_REJECTED,
  DELETION_REQUEST_SUBMITTED,
  INVALID_AMOUNT,
  INVOICE_DELETED,
  PREMIUM_REMITTED,
  RECEIPT_NUMBER_REQUIRED,
  UPLOAD_SUCCEEDED,
  VAT_REMITTANCE_FAILED,
  VAT_REMITTED,
} from '../../domain/messages';
import {
  selectCanDelete,
  selectCanPay,
  selectCanRemitPremium,
  selectCanUpdate,
  selectClientAccountBanner,
  selectCreatePolicyPrompt,
  selectDeletionNotice,
  selectDeletionRequest,
  selectMenu,
  selectModalStep,
  selectSlot,
  selectStatusLabel,
} from '../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import {
  DELETED_INVOICE,
  DELETION_REQUEST,
  INVOICE_ID,
  PAID_INVOICE,
  PARTLY_PAID_INVOICE,
  PENDING_DELETION_INVOICE,
  PENDING_INVOICE,
  QUOTE_ID,
} from '../../stories/invoices/fixtures';
import { createInvoiceHarness, FAILURES, RECEIPT_FILE, TODAY } from './support/invoice-lifecycle-harness';
import type { Invoice } from '../../domain/invoices';

async function opened(invoice: Invoice, viewerIsAdmin = false) {
  const harness = createInvoiceHarness({ viewerIsAdmin }).start();
  await harness.resolve('loadInvoice', invoice);
  return harness;
}

describe('invoice lifecycle: loading', () => {
  it('loads the invoice by id and rests in the state its status says, whatever its case', async () => {
    const harness = createInvoiceHarness().start();
    expect(harness.state().value).toBe('loading');
    expect(harness.state().hasTag('busy')).toBe(true);
    expect(harness.inputOf('loadInvoice')).toEqual({ invoiceId: INVOICE_ID });
    await harness.resolve('loadInvoice', { ...PENDING_INVOICE, status: 'PAYMENT PENDING' });
    expect(harness.state().value).toEqual({ viewing: 'paymentPending' });
    expect(selectStatusLabel(harness.state())).toBe('PAYMENT PENDING');
  });

  it.each([
    [PARTLY_PAID_INVOICE, 'partialPayment'],
    [PAID_INVOICE, 'paid'],
    [DELETED_INVOICE, 'deactivated'],
    [{ ...PENDING_INVOICE, status: 'archived' }, 'unknownStatus'],
  ] as const)('rests a %# invoice in %s', async (invoice, state) => {
    const harness = await opened(invoice);
    expect(harness.state().value).toEqual({ viewing: state });
  });

  it('shows a failed load and tries again', async () => {
    const harness = createInvoiceHarness().start();
    await harness.reject('loadInvoice', FAILURES.notFound);
    expect(harness.state().value).toBe('loadFailed');
    expect(harness.state().context.failure?.message).toBe('Invoice not found');
    harness.send({ type: 'invoice.retry' });
    expect(harness.state().value).toBe('loading');
    expect(harness.state().context.failure).toBeNull();
  });
});

describe('invoice lifecycle: the action menu', () => {
  it('opens only the modals the menu rules offer', async () => {
    const pending = await opened(PENDING_INVOICE);
    expect([selectCanPay, selectCanUpdate, selectCanDelete, selectCanRemitPremium].map((select) => select(pending.state()))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    pending.send({ type: 'invoice.remitPremium' });
    expect(pending.state().value).toEqual({ viewing: 'paymentPending' });

    const paid = await opened(PAID_INVOICE);
    expect([selectCanPay, selectCanUpdate, selectCanDelete, selectCanRemitPremium].map((select) => select(paid.state()))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    paid.send({ type: 'invoice.pay' });
    expect(paid.state().value).toEqual({ viewing: 'paid' });

    const deleted = await opened(DELETED_INVOICE);
    expect(selectMenu(deleted.state())?.disabled).toBe(true);
    deleted.send({ type: 'invoice.pay' });
    deleted.send({ type: 'invoice.update' });
    expect(deleted.state().value).toEqual({ viewing: 'deactivated' });
  });
});

describe('invoice lifecycle: add payment', () => {
  it('starts from the outstanding balance, refuses a payment above it without calling, and sends a valid one', async () => {
    const harness = await opened(PARTLY_PAID_INVOICE);
    harness.send({ type: 'invoice.pay' });
    expect(harness.state().value).toEqual({ addPayment: 'editing' });
    expect(harness.state().context.paymentForm).toMatchObject({
      amount: '750000.00',
      modeOfPayment: 'Bank Transfer',
      dateOfActualPayment: TODAY,
    });
    harness.send({ type: 'invoice.editPayment', changes: { amount: '750000.01' } });
    harness.send({ type: 'invoice.submit' });
    expect(harness.state().value).toEqual({ addPayment: 'failed' });
    expect(harness.state().context.failure?.fieldErrors).toEqual({
      amount: 'Amount can not be more than the outstanding balance of ₦750,000.00',
    });
    expect(harness.invocations.map((call) => call.id)).toEqual(['loadInvoice']);

    harness.send({ type: 'invoice.editPayment', changes: { amount: '750,000.00' } });
    harness.send({ type: 'invoice.submit' });
    expect(harness.state().value).toEqual({ addPayment: 'submitting' });
    expect(harness.inputOf('addPayment')).toMatchObject({
      invoiceId: INVOICE_ID,
      payload: { amount: '750000.00', modeOfPayment: 'Bank Transfer' },
    });
  });

  it('gives each opened modal its own Idempotency-Key, kept for every retry of its submit', async () => {
    const harness = await opened(PARTLY_PAID_INVOICE);
    harness.send({ type: 'invoice.pay' });
    expect(harness.state().context.idempotencyKey).toBe('key-1');
    harness.send({ type: 'invoice.submit' });
    expect(harness.inputOf('addPayment')).toMatchObject({ idempotencyKey: 'key-1' });
    await harness.reject('addPayment', FAILURES.network);
    harness.send({ type: 'invoice.submit' });
    expect(harness.inputOf('addPayment')).toMatchObject({ idempotencyKey: 'key-1' });
    await harness.reject('addPayment', FAILURES.network);
    harness.send({ type: 'invoice.close' });
    expect(harness.state().context.idempotencyKey).toBeNull();
    harness.send({ type: 'invoice.pay' });
    expect(harness.state().context.idempotencyKey).toBe('key-2');
  });

  it('clears the amount for Direct to Insurer', async () => {
    const harness = await opened(PENDING_INVOICE);
    harness.send({ type: 'invoice.pay' });
    harness.send({ type: 'invoice.choosePaymentMode', mode: 'Direct to Insurer' });
    expect(harness.state().context.paymentForm?.amount).toBe('');
  });

  it('asks to create a policy proposal after a payment, and Yes names the invoice route', async () => {
    const harness = await opened(PENDING_INVOICE);
    harness.send({ type: 'invoice.pay' });
    harness.send({ type: 'invoice.choosePaymentMode', mode: 'Cash' });
    harness.send({ type: 'invoice.submit' });
    await harness.resolve('addPayment', PAID_INVOICE);
    expect(harness.state().value).toEqual({ addPayment: 'createPolicyPrompt' });
    expect(harness.emitted).toContainEqual({
      type: 'invoice.succeeded',
      step: 'addPayment',
      message: 'Payment of ₦1,250,000.00 recorded: PAID',
    });
    expect(selectCreatePolicyPrompt(harness.state())).toEqual({
      title: 'Create Policy Proposal',
      question: 'You wish to create policy proposal?',
    });
    expect(harness.state().context.invoice).toBe(PAID_INVOICE);
    harness.send({ type: 'invoice.createPolicy' });
    expect(harness.emitted).toContainEqual({ type: 'invoice.createPolicy', route: `/account/invoices/${INVOICE_ID}/createPolicy` });
    expect(harness.state().value).toEqual({ viewing: 'paid' });
  });

  it('leads to the quote’s create-policy route when the invoice has a quote; Cancel goes nowhere', async () => {
    const withQuote = { ...PENDING_INVOICE, quote_id: QUOTE_ID };
    const harness = await opened(withQuote);
    harness.send({ type: 'invoice.pay' });
    harness.send({ type: 'invoice.choosePaymentMode', mode: 'Cash' });
    harness.send({ type: 'invoice.submit' });
    await harness.resolve('addPayment', { ...PAID_INVOICE, quote_id: QUOTE_ID });
    harness.send({ type: 'invoice.createPolicy' });
    expect(harness.emitted).toContainEqual({ type: 'invoice.createPolicy', route: `/quotes/${QUOTE_ID}/createPolicy` });

    const cancelled = await opened(PENDING_INVOICE);
    cancelled.send({ type: 'invoice.pay' });
    cancelled.send({ type: 'invoice.choosePaymentMode', mode: 'Cash' });
    cancelled.send({ type: 'invoice.submit' });
    await cancelled.resolve('addPayment', PARTLY_PAID_INVOICE);
    expect(cancelled.emitted).toContainEqual({
      type: 'invoice.succeeded',
      step: 'addPayment',
      message: 'Payment of ₦500,000.00 recorded: PARTIAL PAYMENT',
    });
    cancelled.send({ type: 'invoice.skipPolicy' });
    expect(cancelled.state().value).toEqual({ viewing: 'partialPayment' });
    expect(cancelled.emitted.some((event) => event.type === 'invoice.createPolicy')).toBe(false);
  });

  it.each(['POLICY_EDORSEMENT', 'POLICY_EDORSEMENT_REMITTANCE'])('skips the create-policy prompt for %s', async (transaction_type) => {
    const harness = await opened({ ...PENDING_INVOICE, transaction_type });
    harness.send({ type: 'invoice.pay' });
    harness.send({ type: 'invoice.choosePaymentMode', mode: 'Cash' });
    harness.send({ type: 'invoice.submit' });
    await harness.resolve('addPayment', { ...PAID_INVOICE, transaction_type });
    expect(harness.state().value).toEqual({ addPayment: 'done' });
    harness.send({ type: 'invoice.close' });
    expect(harness.state().value).toEqual({ viewing: 'paid' });
  });

  it('keeps CLIENT_ACCOUNT_MISSING apart, with the banner, and forgets it on the next try', async () => {
    const harness = await opened(PENDING_INVOICE);
    harness.send({ type: 'invoice.pay' });
    harness.send({ type: 'invoice.choosePaymentMode', mode: 'Cash' });
    harness.send({ type: 'invoice.submit' });
    await harness.reject('addPayment', FAILURES.clientAccountMissing);
    expect(harness.state().value).toEqual({ addPayment: 'failed' });
    expect(harness.state().context.clientAccountMissing).toBe(true);
    expect(selectClientAccountBanner(harness.state())).toEqual({
      message: CLIENT_ACCOUNT_MISSING,
      link: 'Create client account',
      to: `/account/general-ledger?client=1&find=Dangote+Cement+Plc&clientType=CORPORATE&returnTo=%2Faccount%2Finvoice%2F${PENDING_INVOICE.invoice_id}`,
    });
    expect(harness.emitted).toContainEqual({ type: 'invoice.failed', step: 'addPayment', message: ADD_PAYMENT_FAILED });
    harness.send({ type: 'invoice.submit' });
    expect(harness.state().context.clientAccountMissing).toBe(false);
    await harness.reject('addPayment', FAILURES.network);
    expect(harness.state().context.clientAccountMissing).toBe(false);
    expect(selectClientAccountBanner(harness.state())).toBeNull();
  });

  it('closes without calling', async () => {
    const harness = await opened(PENDING_INVOICE);
    harness.send({ type: 'invoice.pay' });
    harness.send({ type: 'invoice.close' });
    expect(harness.state().value).toEqual({ viewing: 'paymentPending' });
    expect(harness.state().context.paymentForm).toBeNull();
  });
});

describe('invoice lifecycle: remittance', () => {
  it('remits the whole premium for Full Remittance, in upper case, and rests with the answer', async () => {
    const harness = await opened(PAID_INVOICE);
    harness.send({ type: 'invoice.remitPremium' });
    harness.send({
      type: 'invoice.editPremiumRemittance',
      changes: { remittanceType: 'Full Remittance', remittanceMode: 'Bank Transfer', remittanceBankName: 'Access Bank' },
    });
    harness.send({ type: 'invoice.submit' });
    expect(harness.inputOf('remitPremium')).toMatchObject({
      payload: { remittanceType: 'FULL REMITTANCE', amountToRemit: '1093750.00', dateToRemitBalance: TODAY },
    });
    const remitted = { ...PAID_INVOICE, amount_unremitted: '0.00', remitted: '1093750.00', remitted_status: 'Fully Remitted' };
    await harness.resolve('remitPremium', remitted);
    expect(harness.state().value).toEqual({ remitPremium: 'done' });
    expect(harness.emitted).toContainEqual({ type: 'invoice.succeeded', step: 'remitPremium', message: PREMIUM_REMITTED });
    harness.send({ type: 'invoice.close' });
    expect(selectStatusLabel(harness.state())).toBe('PAID - Fully Remitted');
  });

  it('refuses a partial remittance without a balance date', async () => {
    const harness = await opened(PAID_INVOICE);
    harness.send({ type: 'invoice.remitPremium' });
    harness.send({
      type: 'invoice.editPremiumRemittance',
      changes: { remittanceType: 'Partial Remittance', amountToRemit: 'abc', remittanceMode: 'Other', otherRemitDescription: 'Set-off' },
    });
    harness.send({ type: 'invoice.submit' });
    expect(harness.state().context.failure?.fieldErrors).toEqual({
      amountToRemit: INVALID_AMOUNT,
      dateToRemitBalance: 'Please select a date',
    });
    expect(harness.isRunning('remitPremium')).toBe(false);
  });

  it('refuses VAT once it has been fully remitted, and remits what remains otherwise', async () => {
    const done = await opened({ ...PAID_INVOICE, vat_remitted: '11718.75' });
    done.send({ type: 'invoice.remitVat' });
    done.send({
      type: 'invoice.editVatRemittance',
      changes: { remittanceType: 'Full Remittance', remittanceMode: 'Bank Transfer', remittanceBankName: 'GTBank' },
    });
    done.send({ type: 'invoice.submit' });
    expect(done.state().value).toEqual({ remitVat: 'failed' });
    expect(done.state().context.failure?.message).toBe(VAT_REMITTANCE_FAILED);

    const harness = await opened(PAID_INVOICE);
    harness.send({ type: 'invoice.remitVat' });
    harness.send({
      type: 'invoice.editVatRemittance',
      changes: { remittanceType: 'Full Remittance', remittanceMode: 'Bank Transfer', remittanceBankName: 'GTBank' },
    });
    harness.send({ type: 'invoice.submit' });
    expect(harness.inputOf('remitVat')).toMatchObject({ payload: { vatAmountToRemit: '11718.75', remittanceType: 'FULL REMITTANCE' } });
    await harness.resolve('remitVat', { ...PAID_INVOICE, vat_remitted: '11718.75' });
    expect(harness.emitted).toContainEqual({ type: 'invoice.succeeded', step: 'remitVat', message: VAT_REMITTED });
  });
});

describe('invoice lifecycle: receipts', () => {
  it('needs a receipt number and a file, then uploads them for the remittance', async () => {
    const harness = await opened(PAID_INVOICE);
    harness.send({ type: 'invoice.uploadReceipt', remittanceId: 'rl-1' });
    harness.send({ type: 'invoice.submit' });
    expect(harness.state().context.failure?.fieldErrors).toEqual({
      underwriterReceiptNumber: RECEIPT_NUMBER_REQUIRED,
      file: 'This field is required',
    });
    harness.send({ type: 'invoice.editReceipt', receiptNumber: ' LW-2026-0142 ' });
    harness.send({ type: 'invoice.chooseReceiptFile', file: RECEIPT_FILE });
    harness.send({ type: 'invoice.submit' });
    expect(harness.inputOf('uploadReceipt')).toEqual({
      invoiceId: INVOICE_ID,
      idempotencyKey: 'key-1',
      remittanceId: 'rl-1',
      underwriterReceiptNumber: 'LW-2026-0142',
      file: RECEIPT_FILE,
    });
    await harness.resolve('uploadReceipt', PAID_INVOICE);
    expect(harness.state().value).toEqual({ uploadReceipt: 'done' });
    expect(harness.emitted).toContainEqual({ type: 'invoice.succeeded', step: 'uploadReceipt', message: UPLOAD_SUCCEEDED });
  });

  it('uploads a VAT receipt under its own names', async () => {
    const harness = await opened(PAID_INVOICE);
    harness.send({ type: 'invoice.uploadVatReceipt', vatRemitId: 'vl-1' });
    harness.send({ type: 'invoice.editReceipt', receiptNumber: 'FIRS-000981' });
    harness.send({ type: 'invoice.chooseReceiptFile', file: RECEIPT_FILE });
    harness.send({ type: 'invoice.submit' });
    expect(harness.inputOf('uploadVatReceipt')).toEqual({
      invoiceId: INVOICE_ID,
      idempotencyKey: 'key-1',
      vatRemitId: 'vl-1',
      vatReceiptNumber: 'FIRS-000981',
      file: RECEIPT_FILE,
    });
    await harness.reject('uploadVatReceipt', FAILURES.network);
    expect(harness.state().value).toEqual({ uploadVatReceipt: 'failed' });
    expect(harness.emitted).toContainEqual({ type: 'invoice.failed', step: 'uploadVatReceipt', message: 'Could not upload!' });
  });

  it('takes no receipts before the invoice is paid', async () => {
    const harness = await opened(PARTLY_PAID_INVOICE);
    harness.send({ type: 'invoice.uploadReceipt', remittanceId: 'rl-1' });
    expect(harness.state().value).toEqual({ viewing: 'partialPayment' });
  });
});

describe('invoice lifecycle: update', () => {
  it('starts from the invoice, refuses an end before the start, and sends the update', async () => {
    const harness = await opened(PENDING_INVOICE);
    harness.send({ type: 'invoice.update' });
    harness.send({ type: 'invoice.editUpdate', changes: { endDate: '2026-02-01' } });
    harness.send({ type: 'invoice.submit' });
    expect(harness.state().context.failure?.fieldErrors).toEqual({ endDate: 'End date can not be before start date' });
    harness.send({ type: 'invoice.editUpdate', changes: { endDate: '2027-02-28', narration: 'Fleet policy, 14 trucks' } });
    harness.send({ type: 'invoice.submit' });
    expect(harness.inputOf('updateInvoice')).toMatchObject({
      payload: { narration: 'Fleet policy, 14 trucks', commissionType: 'Percentage', commissionRate: '12.5' },
    });
    await harness.reject('updateInvoice', FAILURES.conflict);
    expect(selectModalStep(harness.state())).toBe('failed');
    harness.send({ type: 'invoice.submit' });
    await harness.resolve('updateInvoice', { ...PENDING_INVOICE, narration: 'Fleet policy, 14 trucks' });
    expect(harness.emitted).toContainEqual({ type: 'invoice.succeeded', step: 'updateInvoice', message: 'Invoice DN-2026-0142 updated' });
    harness.send({ type: 'invoice.close' });
    expect(harness.state().context.invoice?.narration).toBe('Fleet policy, 14 trucks');
  });
});

describe('invoice lifecycle: deletion', () => {
  it('lets a non-admin ask, with a reason of at most 250 characters, and then waits with the notice', async () => {
    const harness = await opened(PENDING_INVOICE);
    harness.send({ type: 'invoice.delete' });
    harness.send({ type: 'invoice.editReason', reason: 'x'.repeat(251) });
    harness.send({ type: 'invoice.submit' });
    expect(harness.state().context.failure?.fieldErrors).toEqual({
      reasonForDeletion: 'Reason for deletion must be at most 250 characters',
    });
    harness.send({ type: 'invoice.editReason', reason: DELETION_REQUEST.initiator_reason_for_deletion });
    harness.send({ type: 'invoice.submit' });
    expect(harness.state().value).toEqual({ deletion: { submitting: 'requesting' } });
    expect(harness.inputOf('requestDeletion')).toEqual({
      invoiceId: INVOICE_ID,
      reasonForDeletion: DELETION_REQUEST.initiator_reason_for_deletion,
    });
    await harness.resolve('requestDeletion', PENDING_DELETION_INVOICE);
    expect(harness.emitted).toContainEqual({ type: 'invoice.succeeded', step: 'deletion', message: DELETION_REQUEST_SUBMITTED });
    harness.send({ type: 'invoice.close' });
    expect(harness.state().value).toEqual({ viewing: { pendingDeletion: 'awaitingApproval' } });
    expect(selectDeletionNotice(harness.state())).toBe(DELETION_NEEDS_ADMIN_APPROVAL);
    expect(selectMenu(harness.state())?.disabled).toBe(true);
  });

  it('lets an admin delete directly', async () => {
    const harness = await opened(PENDING_INVOICE, true);
    harness.send({ type: 'invoice.delete' });
    harness.send({ type: 'invoice.editReason', reason: 'Raised twice' });
    harness.send({ type: 'invoice.submit' });
    expect(harness.state().value).toEqual({ deletion: { submitting: 'deleting' } });
    await harness.resolve('deleteInvoice', DELETED_INVOICE);
    expect(harness.emitted).toContainEqual({ type: 'invoice.succeeded', step: 'deletion', message: INVOICE_DELETED });
    harness.send({ type: 'invoice.close' });
    expect(harness.state().value).toEqual({ viewing: 'deactivated' });
    expect(selectStatusLabel(harness.state())).toBe('DELETED');
  });

  it('shows an admin the requester and reason, and accepts', async () => {
    const harness = await opened(PENDING_DELETION_INVOICE, true);
    expect(harness.state().value).toEqual({ viewing: { pendingDeletion: 'loadingRequest' } });
    await harness.resolve('loadDeletionRequest', DELETION_REQUEST);
    expect(selectDeletionRequest(harness.state())).toEqual(DELETION_REQUEST);
    harness.send({ type: 'invoice.acceptDeletion' });
    await harness.resolve('acceptDeletion', DELETED_INVOICE);
    expect(harness.state().value).toEqual({ viewing: 'deactivated' });
    expect(harness.emitted).toContainEqual({ type: 'invoice.succeeded', step: 'acceptDeletion', message: DELETION_REQUEST_APPROVED });
  });

  it('rejects back to payment pending, after a failed try', async () => {
    const harness = await opened(PENDING_DELETION_INVOICE, true);
    await harness.reject('loadDeletionRequest', FAILURES.network);
    expect(harness.state().value).toEqual({ viewing: { pendingDeletion: 'requestLoadFailed' } });
    harness.send({ type: 'invoice.retry' });
    await harness.resolve('loadDeletionRequest', DELETION_REQUEST);
    harness.send({ type: 'invoice.rejectDeletion' });
    await harness.reject('rejectDeletion', FAILURES.network);
    expect(harness.state().value).toEqual({ viewing: { pendingDeletion: 'decisionFailed' } });
    expect(harness.emitted).toContainEqual({
      type: 'invoice.failed',
      step: 'rejectDeletion',
      message: 'An error occured while rejecting deletion request',
    });
    harness.send({ type: 'invoice.rejectDeletion' });
    await harness.resolve('rejectDeletion', PENDING_INVOICE);
    expect(harness.state().value).toEqual({ viewing: 'paymentPending' });
    expect(harness.emitted).toContainEqual({ type: 'invoice.succeeded', step: 'rejectDeletion', message: DELETION_REQUEST_REJECTED });
  });

  it('offers deletion only while payment is pending, and no decision to a non-admin', async () => {
    const partly = await opened(PARTLY_PAID_INVOICE);
    partly.send({ type: 'invoice.delete' });
    expect(partly.state().value).toEqual({ viewing: 'partialPayment' });
    const waiting = await opened(PENDING_DELETION_INVOICE);
    waiting.send({ type: 'invoice.acceptDeletion' });
    expect(waiting.state().value).toEqual({ viewing: { pendingDeletion: 'awaitingApproval' } });
    expect(waiting.invocations.map((call) => call.id)).toEqual(['loadInvoice']);
  });
});

describe('invoice lifecycle: placeholders', () => {
  it('names each call that was not provided', async () => {
    const { invoiceLifecycleMachine } = await import('../../machines/invoice-lifecycle/invoice-lifecycle.machine');
    const { createActor } = await import('xstate');
    const actor = createActor(invoiceLifecycleMachine, { input: { invoiceId: INVOICE_ID, viewerIsAdmin: false, today: TODAY } }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().context.failure?.message).toBe('loadInvoice was not provided');
    expect(selectSlot(actor.getSnapshot())).toBe('loadFailed');
  });
});

describe('invoice lifecycle: opened from the list with an intent', () => {
  it('opens the intended modal as soon as the invoice is read, and says when it closes and whether anything changed', async () => {
    const harness = createInvoiceHarness({ open: 'addPayment' }).start();
    await harness.resolve('loadInvoice', PARTLY_PAID_INVOICE);
    expect(harness.state().value).toEqual({ addPayment: 'editing' });
    expect(harness.state().context.open).toBeNull();
    harness.send({ type: 'invoice.close' });
    expect(harness.state().value).toEqual({ viewing: 'partialPayment' });
    expect(harness.emitted).toContainEqual({ type: 'invoice.closed', step: 'addPayment', changed: false });
    harness.send({ type: 'invoice.pay' });
    harness.send({ type: 'invoice.submit' });
    await harness.resolve('addPayment', PAID_INVOICE);
    harness.send({ type: 'invoice.skipPolicy' });
    expect(harness.emitted).toContainEqual({ type: 'invoice.closed', step: 'addPayment', changed: true });
  });

  it('rests where the status says and tells the list when the intended action is not offered', async () => {
    const harness = createInvoiceHarness({ open: 'updateInvoice' }).start();
    await harness.resolve('loadInvoice', PAID_INVOICE);
    expect(harness.state().value).toEqual({ viewing: 'paid' });
    expect(harness.state().context.open).toBeNull();
    expect(harness.emitted).toContainEqual({ type: 'invoice.unavailable', message: 'This action is not available for this invoice' });
  });

  it('tells the list when the invoice cannot be read', async () => {
    const harness = createInvoiceHarness({ open: 'remitPremium' }).start();
    await harness.reject('loadInvoice', FAILURES.notFound);
    expect(harness.state().value).toBe('loadFailed');
    expect(harness.emitted).toContainEqual({ type: 'invoice.unavailable', message: 'Invoice not found' });
  });
});
