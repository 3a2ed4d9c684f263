import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { newIdempotencyKey } from '../../../src/api/idempotency-key';
import { createRemittanceSchedule, fetchPaidPremium, fetchRemitted } from '../../../src/api/remittance-schedules';
import {
  allRemittedAnswer,
  DANGOTE_MOTOR,
  DANGOTE_REMITTED,
  paidPremiumAnswer,
  scheduleCreatedAnswer,
} from '../../../stories/remittance/fixtures';
import { localApi } from '../support/local-api';
import type { IncomingHttpHeaders } from 'node:http';

// The real client over HTTP: what the schedule calls put on the wire.

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const received: Received[] = [];
const local = localApi((req, res, body) => {
  received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
  const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
  const answers: Record<string, [number, unknown]> = {
    '/api/v1/remittance-schedules': [201, scheduleCreatedAnswer([DANGOTE_MOTOR])],
    '/api/v1/paidpremium': [200, paidPremiumAnswer([DANGOTE_MOTOR], 2, 3, 41, '1093750.00')],
    '/api/v1/all-remitted': [200, allRemittedAnswer([DANGOTE_REMITTED], 1, 1, 1, '1093750.00')],
  };
  const [status, answer] = answers[pathname] ?? [404, { success: false, code: 'ROUTE_NOT_FOUND', message: 'Not found' }];
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(answer));
});

beforeEach(() => {
  received.splice(0);
});

const api = () => createApiClient({ baseURL: local.url(), getToken: () => 'token-123', onInvalidSession: () => {} });

const SCHEDULE = {
  invoiceIds: [DANGOTE_MOTOR.invoice_id],
  date: '2026-03-09',
  remittanceMode: 'Bank Transfer',
  remittanceBankName: 'Zenith Bank',
  remittanceChequeNumber: null,
  otherRemitDescription: null,
  remark: null,
};

describe('the remittance schedule calls', () => {
  it('posts a schedule with its Idempotency-Key beside the session token', async () => {
    const created = await createRemittanceSchedule(api(), SCHEDULE, 'schedule-key-1');
    expect(created).toMatchObject({ message: 'Premium is successfully remitted!', refNo: 'RS-000003' });
    expect(created.remittances).toHaveLength(1);
    const [call] = received;
    expect(call).toMatchObject({ method: 'POST', url: '/api/v1/remittance-schedules' });
    expect(call!.headers['idempotency-key']).toBe('schedule-key-1');
    expect(call!.headers.authorization).toBe('Bearer token-123');
    expect(JSON.parse(call!.body)).toEqual(SCHEDULE);
  });

  it('asks for paid premium and remittances with only the filters given', async () => {
    const page = await fetchPaidPremium(api(), { insuranceProvider: 7, from: '2026-01-01', to: '', page: 2, limit: 20 });
    expect(page).toMatchObject({ page: 2, pages: 3, total: 41, totalAmount: '1093750.00' });
    expect(page.rows.map((invoice) => invoice.invoice_no)).toEqual(['DN-2026-0142']);
    expect(received[0]!.url).toBe('/api/v1/paidpremium?insuranceProvider=7&from=2026-01-01&page=2&limit=20');
    expect(received[0]!.headers['idempotency-key']).toBeUndefined();

    const remitted = await fetchRemitted(api(), { insuranceProvider: '', page: 1, limit: 20 });
    expect(remitted).toMatchObject({ total: 1, totalAmount: '1093750.00' });
    expect(received[1]!.url).toBe('/api/v1/all-remitted?page=1&limit=20');
  });
});

describe('the schedule form’s Idempotency-Key', () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a fresh random UUID each time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('is one too where the page is not a secure context and crypto.randomUUID is missing', () => {
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
