import {
  InvoiceEntriesResponse,
  PaymentsResponse,
  PremiumReceiptResponse,
  PremiumRemittancesResponse,
  PremiumRemittedResponse,
  PremiumToRemitResponse,
  VatReceiptResponse,
  VatRemittancesResponse,
  VatRemittedResponse,
  VatToRemitResponse,
  type InvoiceEntry,
  type Payment,
  type PremiumRemittance,
  type PremiumToRemit,
  type VatRemittance,
  type VatToRemit,
} from '../../domain/api/invoices';
import {
  DeletionRequestDetailResponse,
  InvoiceListResponse,
  InvoiceResponse,
  type AddPaymentPayload,
  type DeletionRequestDetail,
  type Invoice,
  type InvoicePayload,
  type InvoiceUpdatePayload,
  type PremiumRemittancePayload,
  type VatRemittancePayload,
} from '../../domain/invoices';
import { sortParams, type SortFields } from '../../domain/list-sort';
import type { ApiClient } from './client';
import type { UploadTransfer } from './uploads';

// The invoice calls of the API contract (invoices, payments, deletion, remittance and receipts);
// documents and remittance schedules have their own files. The answers' shapes are in domain/api.
export {
  InvoiceEntry,
  InvoiceEntryLine,
  Payment,
  PremiumRemittance,
  PremiumToRemit,
  VatRemittance,
  VatToRemit,
} from '../../domain/api/invoices';

const InvoiceSaved = InvoiceResponse;

const id = (value: string) => encodeURIComponent(value);
/** "Writes that a double click or a retry could repeat take an idempotency key." */
const once = (key: string) => ({ 'Idempotency-Key': key });

export interface InvoiceFilter {
  status?: string;
  startDate?: string;
  endDate?: string;
  search?: string;
  clientId?: string;
  page: number;
  limit: number;
}

export type InvoiceListQuery = InvoiceFilter & SortFields;

export interface InvoicePage {
  invoices: Invoice[];
  page: number;
  pages: number;
  total: number;
  totalIsEstimate: boolean;
}

/** GET /invoice/'s query from the page's filters: empty ones left out, the words trimmed (its export sends the same). */
export const invoiceListQuery = (filter: InvoiceListQuery) => ({
  page: filter.page,
  limit: filter.limit,
  status: filter.status || undefined,
  startDate: filter.startDate || undefined,
  endDate: filter.endDate || undefined,
  search: filter.search?.trim() || undefined,
  clientId: filter.clientId || undefined,
  ...sortParams(filter),
});

/** GET /invoice/: newest first. */
export async function fetchInvoices(api: ApiClient, filter: InvoiceListQuery, signal?: AbortSignal): Promise<InvoicePage> {
  const answer = await api.request('/invoice/', { query: invoiceListQuery(filter), signal, response: InvoiceListResponse });
  return {
    invoices: answer.data.invoices,
    page: answer.meta.page,
    pages: answer.meta.pages,
    total: answer.meta.total,
    totalIsEstimate: answer.meta.totalIsEstimate === true,
  };
}

export async function fetchInvoice(api: ApiClient, invoiceId: string, signal?: AbortSignal): Promise<Invoice> {
  return (await api.request(`/invoice/${id(invoiceId)}`, { signal, response: InvoiceResponse })).data;
}

/** POST /invoice: a blank invoice number gets the next one. */
export async function createInvoice(api: ApiClient, payload: InvoicePayload, signal?: AbortSignal): Promise<Invoice> {
  return (await api.request('/invoice', { method: 'POST', body: { ...payload }, signal, response: InvoiceSaved })).data;
}

/** PATCH /invoice/{id}: the update call. */
export async function updateInvoice(
  api: ApiClient,
  invoiceId: string,
  payload: InvoiceUpdatePayload,
  signal?: AbortSignal,
): Promise<Invoice> {
  return (await api.request(`/invoice/${id(invoiceId)}`, { method: 'PATCH', body: { ...payload }, signal, response: InvoiceSaved })).data;
}

/** PUT /invoice/{id}: add payment; answers the invoice with its new status. */
export async function addPayment(
  api: ApiClient,
  invoiceId: string,
  payload: AddPaymentPayload,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<Invoice> {
  return (
    await api.request(`/invoice/${id(invoiceId)}`, {
      method: 'PUT',
      body: { ...payload },
      headers: once(idempotencyKey),
      signal,
      response: InvoiceSaved,
    })
  ).data;
}

/** GET /invoice/{invoiceNo}/payments (the id works too): the payments and the invoice they pay. */
export async function fetchInvoicePayments(
  api: ApiClient,
  invoiceNoOrId: string,
  signal?: AbortSignal,
): Promise<{ payments: Payment[]; invoice: Invoice }> {
  const answer = await api.request(`/invoice/${id(invoiceNoOrId)}/payments`, { signal, response: PaymentsResponse });
  return { payments: answer.data, invoice: answer.invoice };
}

/** GET /invoice/{id}/transactions: the journal entries the invoice posted, oldest first. */
export async function fetchInvoiceTransactions(api: ApiClient, invoiceId: string, signal?: AbortSignal): Promise<InvoiceEntry[]> {
  return (await api.request(`/invoice/${id(invoiceId)}/transactions`, { signal, response: InvoiceEntriesResponse })).data;
}

// ---- deletion ---------------------------------------------------------------------------------

/** PATCH /invoice/deletion/request/{id}: the invoice becomes pending deletion until an admin decides. */
export async function requestDeletion(
  api: ApiClient,
  invoiceId: string,
  reasonForDeletion: string,
  signal?: AbortSignal,
): Promise<Invoice> {
  return (
    await api.request(`/invoice/deletion/request/${id(invoiceId)}`, {
      method: 'PATCH',
      body: { reasonForDeletion },
      signal,
      response: InvoiceSaved,
    })
  ).data;
}

/** DELETE /invoice/{id}: an admin deletes at once (deactivated, shown as DELETED). */
export async function deleteInvoice(api: ApiClient, invoiceId: string, signal?: AbortSignal): Promise<Invoice> {
  return (await api.request(`/invoice/${id(invoiceId)}`, { method: 'DELETE', signal, response: InvoiceSaved })).data;
}

/** GET /invoice/deletion/request-detail/{id}: "reads data[0] with initiator_reason_for_deletion and username". */
export async function fetchDeletionRequest(api: ApiClient, invoiceId: string, signal?: AbortSignal): Promise<DeletionRequestDetail> {
  const [request] = (
    await api.request(`/invoice/deletion/request-detail/${id(invoiceId)}`, { signal, response: DeletionRequestDetailResponse })
  ).data;
  if (!request) throw new Error('This invoice has no deletion request waiting');
  return request;
}

export async function acceptDeletion(api: ApiClient, invoiceId: string, signal?: AbortSignal): Promise<Invoice> {
  return (
    await api.request(`/invoice/accept/deletion/request/${id(invoiceId)}`, { method: 'PATCH', body: {}, signal, response: InvoiceSaved })
  ).data;
}

export async function rejectDeletion(api: ApiClient, invoiceId: string, signal?: AbortSignal): Promise<Invoice> {
  return (
    await api.request(`/invoice/reject/deletion/request/${id(invoiceId)}`, { method: 'PATCH', body: {}, signal, response: InvoiceSaved })
  ).data;
}

// ---- remittance -------------------------------------------------------------------------------

/** PUT /invoice/remitted/{id}: answers data:[log, invoice]; the invoice carries the new remitted_status. */
export async function remitPremium(
  api: ApiClient,
  invoiceId: string,
  payload: PremiumRemittancePayload,
  idempotencyKey: string,
  signal?: AbortSignal,
) {
  const [log, invoice] = (
    await api.request(`/invoice/remitted/${id(invoiceId)}`, {
      method: 'PUT',
      body: { ...payload },
      headers: once(idempotencyKey),
      signal,
      response: PremiumRemittedResponse,
    })
  ).data;
  return { log, invoice };
}

/** PUT /invoice/vatremit/{id}: answers data:[log, invoice]. */
export async function remitVat(
  api: ApiClient,
  invoiceId: string,
  payload: VatRemittancePayload,
  idempotencyKey: string,
  signal?: AbortSignal,
) {
  const [log, invoice] = (
    await api.request(`/invoice/vatremit/${id(invoiceId)}`, {
      method: 'PUT',
      body: { ...payload },
      headers: once(idempotencyKey),
      signal,
      response: VatRemittedResponse,
    })
  ).data;
  return { log, invoice };
}

/** GET /invoice/remitHistory/{id}: the premium remittances, oldest first, with their receipts. */
export async function fetchRemittanceHistory(api: ApiClient, invoiceId: string, signal?: AbortSignal): Promise<PremiumRemittance[]> {
  return (await api.request(`/invoice/remitHistory/${id(invoiceId)}`, { signal, response: PremiumRemittancesResponse })).data;
}

/** GET /invoice/allVatRemitted/{id}: the VAT remittances with their receipts. */
export async function fetchVatRemittances(api: ApiClient, invoiceId: string, signal?: AbortSignal): Promise<VatRemittance[]> {
  return (await api.request(`/invoice/allVatRemitted/${id(invoiceId)}`, { signal, response: VatRemittancesResponse })).data;
}

/** GET /invoice/getRemitted/{id}: the net premium, what was collected and remitted, and when it is due. */
export async function fetchPremiumToRemit(api: ApiClient, invoiceId: string, signal?: AbortSignal): Promise<PremiumToRemit> {
  return (await api.request(`/invoice/getRemitted/${id(invoiceId)}`, { signal, response: PremiumToRemitResponse })).data;
}

/** GET /invoice/getVatToRemit/{id}. */
export async function fetchVatToRemit(api: ApiClient, invoiceId: string, signal?: AbortSignal): Promise<VatToRemit> {
  return (await api.request(`/invoice/getVatToRemit/${id(invoiceId)}`, { signal, response: VatToRemitResponse })).data;
}

// ---- receipts ---------------------------------------------------------------------------------

export interface PremiumReceipt {
  remittanceId: string;
  underwriterReceiptNumber: string;
  file: File;
}

export interface VatReceipt {
  vatRemitId: string;
  vatReceiptNumber: string;
  file: File;
}

const formOf = (fields: Record<string, string | File>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

/** POST /invoice/uploadDocument/{id} (multipart remittanceId, underwriterReceiptNumber, file): answers the remittance with its receipts. */
export async function uploadPremiumReceipt(
  api: ApiClient,
  invoiceId: string,
  receipt: PremiumReceipt,
  idempotencyKey: string,
  transfer: UploadTransfer = {},
): Promise<PremiumRemittance> {
  const body = formOf({
    remittanceId: receipt.remittanceId,
    underwriterReceiptNumber: receipt.underwriterReceiptNumber,
    file: receipt.file,
  });
  return (
    await api.upload(`/invoice/uploadDocument/${id(invoiceId)}`, {
      body,
      headers: once(idempotencyKey),
      ...transfer,
      response: PremiumReceiptResponse,
    })
  ).data;
}

/** POST /invoice/uploadvat/{id} (multipart vatRemitId, vatReceiptNumber, file). */
export async function uploadVatReceipt(
  api: ApiClient,
  invoiceId: string,
  receipt: VatReceipt,
  idempotencyKey: string,
  transfer: UploadTransfer = {},
): Promise<VatRemittance> {
  const body = formOf({ vatRemitId: receipt.vatRemitId, vatReceiptNumber: receipt.vatReceiptNumber, file: receipt.file });
  return (
    await api.upload(`/invoice/uploadvat/${id(invoiceId)}`, {
      body,
      headers: once(idempotencyKey),
      ...transfer,
      response: VatReceiptResponse,
    })
  ).data;
}
