import { assign, fromPromise } from 'xstate';
import { newIdempotencyKey } from '../../api/idempotency-key';
import {
  acceptDeletion,
  addPayment,
  deleteInvoice,
  fetchDeletionRequest,
  fetchInvoice,
  rejectDeletion,
  remitPremium,
  remitVat,
  requestDeletion,
  updateInvoice,
  uploadPremiumReceipt,
  uploadVatReceipt,
} from '../../api/invoices';
import type { DeletionRequestDetail, Invoice } from '../../../domain/invoices';
import type {
  AddPaymentInput,
  DeletionInput,
  InvoiceLifecycleContext,
  InvoiceLifecycleEvent,
  InvoiceRef,
  RemitPremiumInput,
  RemitVatInput,
  UpdateInvoiceInput,
  UploadReceiptInput,
  UploadVatReceiptInput,
} from '../../../machines/invoice-lifecycle/invoice-lifecycle.types';
import type { ApiClient } from '../../api/client';

/**
 * The invoice lifecycle machine's calls, bound to the real API; leaving a state aborts its request.
 * Payments, remittances and receipts send the open modal's Idempotency-Key, so a retry of the same
 * submit is answered once.
 */
export function createInvoiceActors(api: ApiClient) {
  return {
    loadInvoice: fromPromise<Invoice, InvoiceRef>(({ input, signal }) => fetchInvoice(api, input.invoiceId, signal)),
    addPayment: fromPromise<Invoice, AddPaymentInput>(({ input, signal }) =>
      addPayment(api, input.invoiceId, input.payload, input.idempotencyKey, signal),
    ),
    remitPremium: fromPromise<Invoice, RemitPremiumInput>(
      async ({ input, signal }) => (await remitPremium(api, input.invoiceId, input.payload, input.idempotencyKey, signal)).invoice,
    ),
    remitVat: fromPromise<Invoice, RemitVatInput>(
      async ({ input, signal }) => (await remitVat(api, input.invoiceId, input.payload, input.idempotencyKey, signal)).invoice,
    ),
    // An upload answers the remittance; the invoice is read again for the page.
    uploadReceipt: fromPromise<Invoice, UploadReceiptInput>(async ({ input, signal }) => {
      const { invoiceId, idempotencyKey, ...receipt } = input;
      await uploadPremiumReceipt(api, invoiceId, receipt, idempotencyKey, { signal });
      return fetchInvoice(api, invoiceId, signal);
    }),
    uploadVatReceipt: fromPromise<Invoice, UploadVatReceiptInput>(async ({ input, signal }) => {
      const { invoiceId, idempotencyKey, ...receipt } = input;
      await uploadVatReceipt(api, invoiceId, receipt, idempotencyKey, { signal });
      return fetchInvoice(api, invoiceId, signal);
    }),
    updateInvoice: fromPromise<Invoice, UpdateInvoiceInput>(({ input, signal }) =>
      updateInvoice(api, input.invoiceId, input.payload, signal),
    ),
    requestDeletion: fromPromise<Invoice, DeletionInput>(({ input, signal }) =>
      requestDeletion(api, input.invoiceId, input.reasonForDeletion, signal),
    ),
    deleteInvoice: fromPromise<Invoice, DeletionInput>(({ input, signal }) => deleteInvoice(api, input.invoiceId, signal)),
    loadDeletionRequest: fromPromise<DeletionRequestDetail, InvoiceRef>(({ input, signal }) =>
      fetchDeletionRequest(api, input.invoiceId, signal),
    ),
    acceptDeletion: fromPromise<Invoice, InvoiceRef>(({ input, signal }) => acceptDeletion(api, input.invoiceId, signal)),
    rejectDeletion: fromPromise<Invoice, InvoiceRef>(({ input, signal }) => rejectDeletion(api, input.invoiceId, signal)),
  };
}

/** The machine's own side effects that are not calls: each opened modal gets a fresh key. */
export const invoiceActions = {
  issueIdempotencyKey: assign<InvoiceLifecycleContext, InvoiceLifecycleEvent, unknown, InvoiceLifecycleEvent, never>({
    idempotencyKey: () => newIdempotencyKey(),
  }),
};
