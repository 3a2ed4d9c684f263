import { type DeletionRequestDetail, type Invoice } from '../../domain/invoices';
import {
  deletionProblems,
  paymentProblems,
  premiumProblems,
  receiptProblems,
  updateProblems,
  vatProblems,
} from '../../machines/invoice-lifecycle/invoice-forms';
import { ApiFailure } from '../../src/api/errors';
import {
  DELETED_INVOICE,
  DELETION_REQUEST,
  INVOICE_ID,
  PAID_INVOICE,
  PARTLY_PAID_INVOICE,
  PENDING_DELETION_INVOICE,
  PENDING_INVOICE,
} from '../invoices/fixtures';
import type { InvoiceLifecycleMachine } from '../../machines/invoice-lifecycle/invoice-lifecycle.machine';
import type { InvoiceLifecycleEvent, InvoiceLifecycleInput } from '../../machines/invoice-lifecycle/invoice-lifecycle.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The invoice lifecycle's model: the event cases its model-based tests walk, which the walker and
// the paths on its Diagram page offer too.

export type InvoiceActorName =
  | 'loadInvoice'
  | 'addPayment'
  | 'remitPremium'
  | 'remitVat'
  | 'uploadReceipt'
  | 'uploadVatReceipt'
  | 'updateInvoice'
  | 'requestDeletion'
  | 'deleteInvoice'
  | 'loadDeletionRequest'
  | 'acceptDeletion'
  | 'rejectDeletion';

type Snapshot = SnapshotFrom<InvoiceLifecycleMachine>;
type Output = Invoice | DeletionRequestDetail;
type DoneEvent = { type: `xstate.done.actor.${InvoiceActorName}`; output: Output };
type ErrorEvent = { type: `xstate.error.actor.${InvoiceActorName}`; error: unknown };
export type InvoiceModelEvent = InvoiceLifecycleEvent | DoneEvent | ErrorEvent;

export const TODAY = '2026-03-10';

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  clientAccountMissing: new ApiFailure('Client account has not been created', 409, 'CLIENT_ACCOUNT_MISSING'),
  notFound: new ApiFailure('Invoice not found', 404, 'NOT_FOUND'),
  conflict: new ApiFailure('This invoice has changed; reload it', 409, 'CONFLICT'),
};

/** A receipt as a broker scans it. */
export const RECEIPT_FILE = new File(['%PDF-1.7\n% Leadway receipt\n'], 'Leadway receipt 0142.pdf', { type: 'application/pdf' });

const done = (id: InvoiceActorName, output: Output): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: InvoiceActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

export const ENDORSED_PAID: Invoice = { ...PAID_INVOICE, transaction_type: 'POLICY_EDORSEMENT' };
export const REMITTED: Invoice = {
  ...PAID_INVOICE,
  amount_unremitted: '0.00',
  remitted: '1093750.00',
  remitted_status: 'Fully Remitted',
  vat_remitted: '11718.75',
};
const ARCHIVED: Invoice = { ...PENDING_INVOICE, status: 'archived' };
export const FIXTURES = new Map<Invoice, string>([
  [PENDING_INVOICE, 'pending'],
  [PARTLY_PAID_INVOICE, 'partly'],
  [PAID_INVOICE, 'paid'],
  [ENDORSED_PAID, 'endorsedPaid'],
  [REMITTED, 'remitted'],
  [PENDING_DELETION_INVOICE, 'pendingDeletion'],
  [DELETED_INVOICE, 'deleted'],
  [ARCHIVED, 'archived'],
]);

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly InvoiceModelEvent[] = [
  ...[PENDING_INVOICE, PARTLY_PAID_INVOICE, PAID_INVOICE, PENDING_DELETION_INVOICE, DELETED_INVOICE, ARCHIVED].map((invoice) =>
    done('loadInvoice', invoice),
  ),
  failed('loadInvoice', FAILURES.notFound),
  { type: 'invoice.retry' },
  { type: 'invoice.pay' },
  { type: 'invoice.remitPremium' },
  { type: 'invoice.remitVat' },
  { type: 'invoice.uploadReceipt', remittanceId: 'rl-1' },
  { type: 'invoice.uploadVatReceipt', vatRemitId: 'vl-1' },
  { type: 'invoice.update' },
  { type: 'invoice.delete' },
  { type: 'invoice.editPayment', changes: { modeOfPayment: 'Cash', amount: '1000.00' } },
  { type: 'invoice.editPayment', changes: { amount: 'abc' } },
  { type: 'invoice.choosePaymentMode', mode: 'Direct to Insurer' },
  {
    type: 'invoice.editPremiumRemittance',
    changes: { remittanceType: 'Full Remittance', remittanceMode: 'Bank Transfer', remittanceBankName: 'Access Bank' },
  },
  { type: 'invoice.editPremiumRemittance', changes: { remittanceMode: '' } },
  {
    type: 'invoice.editVatRemittance',
    changes: { remittanceType: 'Full Remittance', remittanceMode: 'Bank Transfer', remittanceBankName: 'GTBank' },
  },
  { type: 'invoice.editVatRemittance', changes: { remittanceMode: 'Other' } },
  { type: 'invoice.editReceipt', receiptNumber: 'LW-2026-0142' },
  { type: 'invoice.editReceipt', receiptNumber: '' },
  { type: 'invoice.chooseReceiptFile', file: RECEIPT_FILE },
  { type: 'invoice.editUpdate', changes: { endDate: '2027-02-28' } },
  { type: 'invoice.editUpdate', changes: { endDate: '2026-01-01' } },
  { type: 'invoice.editReason', reason: 'Raised twice' },
  { type: 'invoice.editReason', reason: '' },
  { type: 'invoice.submit' },
  { type: 'invoice.close' },
  { type: 'invoice.createPolicy' },
  { type: 'invoice.skipPolicy' },
  { type: 'invoice.acceptDeletion' },
  { type: 'invoice.rejectDeletion' },
  done('addPayment', PAID_INVOICE),
  done('addPayment', ENDORSED_PAID),
  failed('addPayment', FAILURES.clientAccountMissing),
  failed('addPayment', FAILURES.network),
  done('remitPremium', REMITTED),
  failed('remitPremium', FAILURES.network),
  done('remitVat', REMITTED),
  failed('remitVat', FAILURES.network),
  done('uploadReceipt', PAID_INVOICE),
  failed('uploadReceipt', FAILURES.network),
  done('uploadVatReceipt', PAID_INVOICE),
  failed('uploadVatReceipt', FAILURES.network),
  done('updateInvoice', PENDING_INVOICE),
  failed('updateInvoice', FAILURES.conflict),
  done('requestDeletion', PENDING_DELETION_INVOICE),
  failed('requestDeletion', FAILURES.network),
  done('deleteInvoice', DELETED_INVOICE),
  failed('deleteInvoice', FAILURES.network),
  done('loadDeletionRequest', DELETION_REQUEST),
  failed('loadDeletionRequest', FAILURES.network),
  done('acceptDeletion', DELETED_INVOICE),
  failed('acceptDeletion', FAILURES.network),
  done('rejectDeletion', PENDING_INVOICE),
  failed('rejectDeletion', FAILURES.network),
];

/** Who opens the invoice: a broker asks for deletion, an admin deletes and decides. */
export const ENTRIES: Record<string, InvoiceLifecycleInput> = {
  'a broker': { invoiceId: INVOICE_ID, viewerIsAdmin: false, today: TODAY },
  'an admin': { invoiceId: INVOICE_ID, viewerIsAdmin: true, today: TODAY },
};

/** Whether the open modal's form passes the domain's rules (null when no modal is open). */
function formReady(snapshot: Snapshot): boolean | null {
  const { context } = snapshot;
  if (context.paymentForm) return paymentProblems(context).length === 0;
  if (context.premiumForm) return premiumProblems(context).length === 0;
  if (context.vatForm) return vatProblems(context).length === 0;
  if (context.updateForm) return updateProblems(context).length === 0;
  if (context.receipt) return receiptProblems(context).length === 0;
  if (snapshot.matches('deletion')) return deletionProblems(context).length === 0;
  return null;
}

export function describeInvoice(snapshot: Snapshot) {
  const {
    invoice,
    failure,
    clientAccountMissing,
    deletionRequest,
    paymentForm,
    premiumForm,
    vatForm,
    updateForm,
    receipt,
    deletionReason,
  } = snapshot.context;
  return {
    value: snapshot.value,
    invoice: invoice ? (FIXTURES.get(invoice) ?? 'other') : null,
    // The forms as typed decide what a submit does next.
    forms: {
      paymentForm,
      premiumForm,
      vatForm,
      updateForm,
      receipt: receipt && { ...receipt, file: receipt.file?.name ?? null },
      deletionReason,
    },
    ready: formReady(snapshot),
    failure: failure ? (failure.code ?? 'form') : null,
    clientAccountMissing,
    request: deletionRequest !== null,
  };
}

export const eventName = (event: InvoiceModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('output' in event) return `${base}(${'invoice_id' in event.output ? FIXTURES.get(event.output) : 'request'})`;
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if ('changes' in event) return `${base}(${JSON.stringify(event.changes)})`;
  if (event.type === 'invoice.editReceipt') return `${base}(${event.receiptNumber || 'blank'})`;
  if (event.type === 'invoice.choosePaymentMode') return `${base}(${event.mode})`;
  if (event.type === 'invoice.editReason') return `${base}(${event.reason || 'blank'})`;
  return base;
};

export const invoiceLifecycleModel: MachineModel<InvoiceModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeInvoice(snapshot as Snapshot),
  entries: ENTRIES,
  labels: {
    'xstate.done.actor.loadInvoice': 'the invoice loads',
    'xstate.error.actor.loadInvoice': 'the invoice fails to load',
    'invoice.pay': 'add payment',
    'invoice.submit': 'submit',
    'invoice.close': 'close',
    'xstate.done.actor.addPayment': 'payment succeeds',
    'xstate.error.actor.addPayment': 'payment fails',
    'xstate.done.actor.remitPremium': 'premium remittance succeeds',
    'xstate.done.actor.remitVat': 'VAT remittance succeeds',
    'invoice.skipPolicy': 'skip creating the policy',
    'invoice.createPolicy': 'create the policy',
  },
};
