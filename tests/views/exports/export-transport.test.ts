import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { clientListQuery } from '../../../src/api/clients';
import { ApiFailure } from '../../../src/api/errors';
import { exportFileName, exportList } from '../../../src/api/exports';
import { policyListQuery } from '../../../src/api/policies';
import { localApi } from '../support/local-api';
import type { ExportProgress } from '../../../domain/list-export';

// Exports over the real client and a real HTTP server sending the file in chunks, as the browser reads it.

const received: { url: string; authorization: string | undefined }[] = [];
const ROWS = ['Client,Address\r\n', 'Ade Bello,"1 Broad St\r\nLagos"\r\n', 'Dangote Plc,"Ikoyi, ""HQ"""\r\n', 'Chi Obi,Enugu\r\n'];

const local = localApi((req, res) => {
  received.push({ url: req.url ?? '', authorization: req.headers.authorization });
  const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (pathname === '/api/v1/exports/clients') {
    res.writeHead(200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="clients-2026-11-27.csv"',
      'x-export-rows': '3',
    });
    // One row at a time, a moment apart, so that the browser receives them as separate chunks.
    ROWS.forEach((row, index) => setTimeout(() => (index === ROWS.length - 1 ? res.end(row) : res.write(row)), index * 30));
    return;
  }
  if (pathname === '/api/v1/exports/quotes') {
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8', 'x-export-rows': '90000', 'x-export-rows-estimated': 'true' });
    res.write('Quote\r\nQ-1\r\n');
    return; // and never ends
  }
  const refusal =
    pathname === '/api/v1/exports/users'
      ? { status: 401, body: { success: false, code: 'INVALID_SESSION', message: 'Your session has expired' } }
      : { status: 403, body: { success: false, code: 'FORBIDDEN', message: 'You do not have permission to view policies', errors: [] } };
  res.writeHead(refusal.status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(refusal.body));
});

function client() {
  const onInvalidSession = vi.fn();
  return { api: createApiClient({ baseURL: local.url(), getToken: () => 'token-123', onInvalidSession }), onInvalidSession };
}

beforeEach(() => {
  received.length = 0;
});

describe('a list export over HTTP', () => {
  it('sends the token and the list’s own query without paging, reports rows as they stream in, and keeps the bytes as sent', async () => {
    const seen: ExportProgress[] = [];
    const query = clientListQuery({ searchQuery: ' Dangote ', status: '', clientType: 'CORPORATE', page: 3, limit: 20 });
    const exported = await exportList(client().api, 'clients', 'csv', query, { onProgress: (progress) => seen.push(progress) });
    expect(received).toEqual([
      { url: '/api/v1/exports/clients?searchQuery=Dangote&clientType=CORPORATE&format=csv', authorization: 'Bearer token-123' },
    ]);
    expect(exported.fileName).toBe('clients-2026-11-27.csv');
    expect(exported.rows).toBe(3);
    expect(exported.file.type).toBe('text/csv; charset=utf-8');
    expect(await exported.file.text()).toBe(ROWS.join(''));
    const rowsSeen = seen.map((progress) => progress.rows);
    expect(rowsSeen[0]).toBe(0);
    expect(rowsSeen.at(-1)).toBe(3);
    expect(new Set(rowsSeen).size).toBeGreaterThan(2);
    expect(seen.every((progress) => progress.expectedRows === 3 && !progress.estimated)).toBe(true);
    expect(seen.at(-1)?.bytes).toBe(new TextEncoder().encode(ROWS.join('')).byteLength);
  });

  it("turns a refusal into the server's message, with the words sent as the list's own call names them", async () => {
    const query = policyListQuery({ status: 'active', search: ' AXA ', page: 2, limit: 20 });
    const refused = exportList(client().api, 'policies', 'xlsx', query);
    await expect(refused).rejects.toBeInstanceOf(ApiFailure);
    await expect(refused).rejects.toMatchObject({ status: 403, message: 'You do not have permission to view policies' });
    expect(received[0]?.url).toBe('/api/v1/exports/policies?status=active&searchQuery=AXA&format=xlsx');
  });

  it('tells the session when it has expired', async () => {
    const { api, onInvalidSession } = client();
    await expect(exportList(api, 'users', 'csv', {})).rejects.toMatchObject({ code: 'INVALID_SESSION' });
    expect(onInvalidSession).toHaveBeenCalledOnce();
  });

  it('stops reading when aborted mid-stream', async () => {
    const controller = new AbortController();
    const seen: ExportProgress[] = [];
    const exporting = exportList(
      client().api,
      'quotes',
      'csv',
      {},
      {
        signal: controller.signal,
        onProgress: (progress) => {
          seen.push(progress);
          if (progress.rows === 1) controller.abort();
        },
      },
    );
    await expect(exporting).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen.at(-1)).toMatchObject({ rows: 1, expectedRows: 90000, estimated: true });
  });
});

describe("an export's file name", () => {
  it("is the server's, encoded or plain, else the list's and today's in Lagos", () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T23:30:00Z') });
    try {
      expect(exportFileName(`attachment; filename="x.csv"; filename*=UTF-8''Cr%C3%A8me%20clients.csv`, 'clients', 'csv')).toBe(
        'Crème clients.csv',
      );
      expect(exportFileName(`attachment; filename="clients.csv"; filename*=UTF-8''%E0%A4%A`, 'clients', 'csv')).toBe('clients.csv');
      expect(exportFileName('attachment; filename="users-2026-11-27.xlsx"', 'users', 'xlsx')).toBe('users-2026-11-27.xlsx');
      expect(exportFileName(null, 'expiring-policies', 'xlsx')).toBe('expiring-policies-2026-11-28.xlsx');
    } finally {
      vi.useRealTimers();
    }
  });
});
