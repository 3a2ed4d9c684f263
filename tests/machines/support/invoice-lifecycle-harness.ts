import { assign, createActor } from 'xstate';
import { invoiceLifecycleMachine } from '../../../machines/invoice-lifecycle/invoice-lifecycle.machine';
import { INVOICE_ID } from '../../../stories/invoices/fixtures';
import { TODAY, type InvoiceActorName } from '../../../stories/machines/invoice-lifecycle.model';
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

export { FAILURES, RECEIPT_FILE, TODAY, type InvoiceActorName } from '../../../stories/machines/invoice-lifecycle.model';

type Outputs = Record<Exclude<InvoiceActorName, 'loadDeletionRequest'>, Invoice> & { loadDeletionRequest: DeletionRequestDetail };

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
