import { todayInLagos } from '../../../domain/today';
import { bearer } from './accounts';
import { issueInvoice, payInvoice, type InvoiceBook } from './invoices';
import type { PolicyDetails } from '../../../domain/policies';
import type { TestServer } from './test-server';

// Arranging policies for tests: proposals go through the real API, billed on invoices issued and
// paid through it too.

const nextYear = (day: string) => `${Number(day.slice(0, 4)) + 1}${day.slice(4)}`;

/** A POST /policies body for the book's individual client and product, billed on `invoiceId` when given. */
export function policyPayload(book: InvoiceBook, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const today = todayInLagos();
  return {
    clientType: 'INDIVIDUAL',
    clientId: book.individualClientId,
    productId: book.productId,
    nameOfInsured: 'Adaeze Okafor',
    sumInsured: '5000000.00',
    startDate: today,
    endDate: nextYear(today),
    items: [{ description: 'Toyota Camry 2021, LSD 123 XY', sumInsured: '5000000' }],
    ...overrides,
  };
}

export async function callApi(server: TestServer, token: string, method: string, url: string, payload?: object) {
  return server.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A proposal billed on a fresh invoice of 150,000.00, paid in full when `paid`. */
export async function proposedPolicy(server: TestServer, token: string, book: InvoiceBook, options: { paid?: boolean } = {}) {
  const invoice = await issueInvoice(server, token, book);
  if (options.paid) await payInvoice(server, token, invoice.invoice_id);
  const made = await callApi(server, token, 'POST', '/policies', policyPayload(book, { invoiceId: invoice.invoice_id }));
  if (made.statusCode !== 201) throw new Error(`POST /policies failed (${made.statusCode}): ${made.body}`);
  return { policy: made.json().data as PolicyDetails, invoice };
}

/** A policy put on cover through the API: billed, paid, placed, confirmed and numbered; `overrides` change its terms. */
export async function activePolicy(server: TestServer, token: string, book: InvoiceBook, overrides: Record<string, unknown> = {}) {
  const dates = Object.fromEntries(Object.entries(overrides).filter(([key]) => key === 'startDate' || key === 'endDate'));
  const invoice = await issueInvoice(server, token, book, dates);
  await payInvoice(server, token, invoice.invoice_id);
  const made = await callApi(server, token, 'POST', '/policies', policyPayload(book, { invoiceId: invoice.invoice_id, ...overrides }));
  if (made.statusCode !== 201) throw new Error(`POST /policies failed (${made.statusCode}): ${made.body}`);
  const id = made.json().data.policy_id as string;
  await callApi(server, token, 'GET', `/policy/${id}/sendPlacementSlip`);
  await callApi(server, token, 'GET', `/policy/${id}/sendPlacementSlip?confirmed=true`);
  const active = await callApi(server, token, 'PATCH', `/policies/${id}`, {
    insurerPolicyNumber: `LW/${id.slice(0, 8)}`,
    status: 'active',
  });
  if (active.statusCode !== 200) throw new Error(`Activating policy ${id} failed (${active.statusCode}): ${active.body}`);
  return { policy: active.json().data as PolicyDetails, invoice };
}
