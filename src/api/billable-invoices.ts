import {
  billsPolicyFor,
  BillableInvoiceListResponse,
  BillableInvoiceResponse,
  type BillableInvoice,
} from '../../domain/policies/billable-invoice';
import type { ApiClient } from './client';

// The invoice calls a policy proposal makes: the invoice it is billed on, and the client's invoices
// it could be billed on. Both read GET /invoice with the keys the proposal sends back.

/** GET /invoice/{id}, with the client, product and share parties' keys. */
export async function fetchBillableInvoice(api: ApiClient, invoiceId: string, signal?: AbortSignal): Promise<BillableInvoice> {
  return (await api.request(`/invoice/${encodeURIComponent(invoiceId)}`, { signal, response: BillableInvoiceResponse })).data;
}

/** The client's invoices for the product not yet billed on a policy (GET /invoice/?clientId), newest first. */
export async function fetchInvoicesToBill(
  api: ApiClient,
  { clientId, productId }: { clientId: string; productId: string },
  signal?: AbortSignal,
): Promise<BillableInvoice[]> {
  const query = { clientId, page: 1, limit: 50 };
  const answer = await api.request('/invoice/', { query, signal, response: BillableInvoiceListResponse });
  return answer.data.invoices.filter((invoice) => billsPolicyFor(invoice, productId));
}
