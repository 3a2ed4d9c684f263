import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { newIdempotencyKey } from '../../../src/api/idempotency-key';
import { addPayment, fetchInvoices, remitPremium, uploadPremiumReceipt } from '../../../src/api/invoices';
import { HALF_REMITTED_INVOICE, INVOICE_ID, PAID_INVOICE, PENDING_INVOICE, PREMIUM_REMITTANCE } from '../../../stories/invoices/fixtures';
import { localApi } from '../support/local-api';
import type { IncomingMessage, ServerResponse } from 'node:http';

// The invoice calls over the real client (fetch for JSON, XMLHttpRequest for receipts) against a
// real HTTP server: the headers and bodies as they leave the browser.

interface Received {
  method: string;
  url: string;
  key: string | undefined;
  contentType: string | undefined;
  body: string;
}

const received: Received[] = [];
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
  'access-control-allow-headers': 'authorization, accept, content-type, idempotency-key',
};

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { ...CORS, 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS);
    return res.end();
  }
  received.push({
    method: req.method ?? '',
    url: req.url ?? '',
    key: req.headers['idempotency-key'] as string | undefined,
    contentType: req.headers['content-type'],
    body,
  });
  const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (pathname === '/api/v1/invoice/')
    return json(res, { success: true, data: { invoices: [PENDING_INVOICE] }, meta: { page: 1, limit: 20, total: 1, pages: 1 } });
  if (pathname === `/api/v1/invoice/${INVOICE_ID}`)
    return json(res, { success: true, message: 'Action completed successfully', data: PAID_INVOICE });
  if (pathname === `/api/v1/invoice/remitted/${INVOICE_ID}`)
    return json(res, { success: true, message: 'Premium is successfully remitted!', data: [PREMIUM_REMITTANCE, HALF_REMITTED_INVOICE] });
  if (pathname === `/api/v1/invoice/uploadDocument/${INVOICE_ID}`)
    return json(res, { success: true, message: 'Upload was successful!', data: PREMIUM_REMITTANCE });
  res.writeHead(404, { ...CORS, 'content-type': 'application/json' });
  res.end(JSON.stringify({ success: false, code: 'ROUTE_NOT_FOUND', message: 'Not found', errors: [] }));
}

const local = localApi(answer);

beforeEach(() => {
  received.length = 0;
});

const client = () => createApiClient({ baseURL: local.url(), getToken: () => 'session-token', onInvalidSession: () => {} });

describe('the invoice calls on the wire', () => {
  it('lists with only the filters given, the words trimmed', async () => {
    await fetchInvoices(client(), { page: 2, limit: 20, status: '', search: '  Dangote ', startDate: '2026-03-01' });
    expect(received[0]?.url).toBe('/api/v1/invoice/?page=2&limit=20&startDate=2026-03-01&search=Dangote');
  });

  it('sends a payment with its Idempotency-Key', async () => {
    const key = newIdempotencyKey();
    const invoice = await addPayment(
      client(),
      INVOICE_ID,
      { amount: '1250000.00', modeOfPayment: 'Cash', dateOfActualPayment: '2026-03-04' },
      key,
    );
    expect(invoice.status).toBe('PAID');
    expect(received[0]).toMatchObject({ method: 'PUT', url: `/api/v1/invoice/${INVOICE_ID}`, key });
    expect(JSON.parse(received[0]!.body)).toEqual({ amount: '1250000.00', modeOfPayment: 'Cash', dateOfActualPayment: '2026-03-04' });
  });

  it('answers the invoice of a premium remittance from data[1]', async () => {
    const key = newIdempotencyKey();
    const { log, invoice } = await remitPremium(
      client(),
      INVOICE_ID,
      {
        remittanceType: 'FULL REMITTANCE',
        date: '2026-03-05',
        amountToRemit: '1093750.00',
        remittanceMode: 'Other',
        otherRemitDescription: 'Set off',
      },
      key,
    );
    expect(log.remittance_log_id).toBe(PREMIUM_REMITTANCE.remittance_log_id);
    expect(invoice.remitted_status).toBe('Partial Remittance');
    expect(received[0]).toMatchObject({ method: 'PUT', key });
  });

  it('uploads a receipt as form data with its Idempotency-Key', async () => {
    const key = newIdempotencyKey();
    const file = new File(['%PDF-1.7\n'], 'Leadway receipt.pdf', { type: 'application/pdf' });
    await uploadPremiumReceipt(
      client(),
      INVOICE_ID,
      { remittanceId: PREMIUM_REMITTANCE.remittance_log_id, underwriterReceiptNumber: 'LW-2026-0200', file },
      key,
    );
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: `/api/v1/invoice/uploadDocument/${INVOICE_ID}`, key });
    expect(request!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.body).toContain('name="underwriterReceiptNumber"\r\n\r\nLW-2026-0200');
    expect(request!.body).toContain('filename="Leadway receipt.pdf"');
  });

  it('makes a new random version-4 key each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
