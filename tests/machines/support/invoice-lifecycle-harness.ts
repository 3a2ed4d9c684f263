import { assign, createActor } from 'xstate';
import { invoiceLifecycleMachine } from '../../../machines/invoice-lifecycle/invoice-lifecycle.machine';
import { ApiFailure } from '../../../src/api/errors';
import { INVOICE_ID } from '../../../stories/invoices/fixtures';
import { controlledActors, harnessOf, settle } from './controlled-actors';
import type { DeletionRequestDetail, Invoice } from '../../../domain/invoices';
import type {
  AddPaymentInput,
  DeletionInput,
  InvoiceLifecycleEmitted,
  InvoiceLifecycleInput,
  InvoiceRef,
  RemitPremiumInput,
  RemitVatInput,
  UpdateInvoiceInput,
  UploadReceiptInput,
  UploadVatReceiptInput,
} from '../../../machines/invoice-lifecycle/invoice-lifecycle.types';

export { settle };

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

type Outputs = Record<Exclude<InvoiceActorName, 'loadDeletionRequest'>, Invoice> & { loadDeletionRequest: DeletionRequestDetail };

export const TODAY = '2026-03-10';

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  clientAccountMissing: new ApiFailure('Client account has not been created', 409, 'CLIENT_ACCOUNT_MISSING'),
  notFound: new ApiFailure('Invoice not found', 404, 'NOT_FOUND'),
  conflict: new ApiFailure('This invoice has changed; reload it', 409, 'CONFLICT'),
};

/** A receipt as a broker scans it. */
export const RECEIPT_FILE = new File(['%PDF-1.7\n% Leadway receipt\n'], 'Leadway receipt 0142.pdf', { type: 'application/pdf' });

/** An invoice lifecycle actor whose calls stay pending until the test settles them, and whose announcements are recorded. */
export function createInvoiceHarness(input: Partial<InvoiceLifecycleInput> = {}) {
  const stand = controlledActors<InvoiceActorName, Outputs>();
  const { controlled } = stand;
  let keys = 0;
  const machine = invoiceLifecycleMachine.provide({
    actors: {
      loadInvoice: controlled<Invoice, InvoiceRef>('loadInvoice'),
      addPayment: controlled<Invoice, AddPaymentInput>('addPayment'),
      remitPremium: controlled<Invoice, RemitPremiumInput>('remitPremium'),
      remitVat: controlled<Invoice, RemitVatInput>('remitVat'),
      uploadReceipt: controlled<Invoice, UploadReceiptInput>('uploadReceipt'),
      uploadVatReceipt: controlled<Invoice, UploadVatReceiptInput>('uploadVatReceipt'),
      updateInvoice: controlled<Invoice, UpdateInvoiceInput>('updateInvoice'),
      requestDeletion: controlled<Invoice, DeletionInput>('requestDeletion'),
      deleteInvoice: controlled<Invoice, DeletionInput>('deleteInvoice'),
      loadDeletionRequest: controlled<DeletionRequestDetail, InvoiceRef>('loadDeletionRequest'),
      acceptDeletion: controlled<Invoice, InvoiceRef>('acceptDeletion'),
      rejectDeletion: controlled<Invoice, InvoiceRef>('rejectDeletion'),
    },
    actions: {
      // Numbered, so a test can tell one modal's key from the next.
      issueIdempotencyKey: assign({ idempotencyKey: () => `key-${++keys}` }),
    },
  });
  const fullInput: InvoiceLifecycleInput = { invoiceId: INVOICE_ID, viewerIsAdmin: false, today: TODAY, ...input };
  const actor = createActor(machine, { input: fullInput });
  const emitted: InvoiceLifecycleEmitted[] = [];
  actor.on('*', (event) => void emitted.push(event));
  return harnessOf(machine, actor, stand, { input: fullInput, emitted });
}

export type InvoiceHarness = ReturnType<typeof createInvoiceHarness>;
