import { fromPromise } from 'xstate';
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
 * `idempotencyKey` names the open modal's key: payments, remittances and receipts send it, so a
 * retry of the same submit is answered once.
 */
export function createInvoiceActors(api: ApiClient, idempotencyKey: () => string) {
  return {
    loadInvoice: fromPromise<Invoice, InvoiceRef>(({ input, signal }) => fetchInvoice(api, input.invoiceId, signal)),
    addPayment: fromPromise<Invoice, AddPaymentInput>(({ input, signal }) =>
      addPayment(api, input.invoiceId, input.payload, idempotencyKey(), signal),
    ),
    remitPremium: fromPromise<Invoice, RemitPremiumInput>(
      async ({ input, signal }) => (await remitPremium(api, input.invoiceId, input.payload, idempotencyKey(), signal)).invoice,
    ),
    remitVat: fromPromise<Invoice, RemitVatInput>(
      async ({ input, signal }) => (await remitVat(api, input.invoiceId, input.payload, idempotencyKey(), signal)).invoice,
    ),
    // An upload answers the remittance; the invoice is read again for the page.
    uploadReceipt: fromPromise<Invoice, UploadReceiptInput>(async ({ input, signal }) => {
      const { invoiceId, ...receipt } = input;
      await uploadPremiumReceipt(api, invoiceId, receipt, idempotencyKey(), { signal });
      return fetchInvoice(api, invoiceId, signal);
    }),
    uploadVatReceipt: fromPromise<Invoice, UploadVatReceiptInput>(async ({ input, signal }) => {
      const { invoiceId, ...receipt } = input;
      await uploadVatReceipt(api, invoiceId, receipt, idempotencyKey(), { signal });
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
