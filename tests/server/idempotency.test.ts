import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../server/db/schema';
import { ApiError, conflict } from '../../server/http/errors';
import { forgetOldIdempotencyKeys, hashOf, IDEMPOTENCY_KEY_REUSED, once, type IdempotencyClaim } from '../../server/http/idempotency';
import { demoTenantId, userByEmail } from './support/accounts';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server';

describe('a body hash', () => {
  it('ignores the order of fields but not their values', () => {
    expect(hashOf({ amount: '10.00', mode: 'Cash' })).toBe(hashOf({ mode: 'Cash', amount: '10.00' }));
    expect(hashOf({ amount: '10.00', mode: 'Cash' })).not.toBe(hashOf({ amount: '10.01', mode: 'Cash' }));
    expect(hashOf({ lines: [{ a: 1, b: 2 }] })).toBe(hashOf({ lines: [{ b: 2, a: 1 }] }));
    expect(hashOf({ lines: [1, 2] })).not.toBe(hashOf({ lines: [2, 1] }));
  });
});

describe.each(databaseKinds())('Idempotency-Key claims on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let userId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    userId = (await userByEmail(server, 'accounts@demo.ng')).id;
  });
  afterAll(() => server.close());

  const claim = (key: string, body: unknown = { amount: '10.00' }, scope = 'PUT /invoice/:id {"id":"a"}'): IdempotencyClaim => ({
    tenantId,
    userId,
    key,
    scope,
    requestHash: hashOf(body),
  });
  const run = (key: string, work: () => Promise<{ status: number; body: unknown }>, body?: unknown, scope?: string) =>
    server.ctx.database.asTenant(tenantId, (tx) => once(tx, claim(key, body, scope), work));

  it('does the work once and answers a repeat with the first answer', async () => {
    let runs = 0;
    const work = async () => ({ status: 200, body: { success: true, data: { run: ++runs } } });
    const first = await run('pay-1', work);
    const second = await run('pay-1', work);
    expect(runs).toBe(1);
    expect(first).toEqual({ status: 200, body: { success: true, data: { run: 1 } } });
    expect(second).toEqual({ status: 200, body: { success: true, data: { run: 1 } }, replayed: true });
  });

  it('refuses the key with another body, or on another call, with a 409', async () => {
    await run('pay-2', async () => ({ status: 200, body: { ok: true } }));
    const otherBody = run('pay-2', async () => ({ status: 200, body: { ok: true } }), { amount: '99.00' });
    await expect(otherBody).rejects.toMatchObject({ status: 409, message: IDEMPOTENCY_KEY_REUSED });
    const otherCall = run('pay-2', async () => ({ status: 200, body: { ok: true } }), undefined, 'PUT /invoice/remitted/:id {"id":"a"}');
    await expect(otherCall).rejects.toBeInstanceOf(ApiError);
  });

  it('keeps nothing when the work fails, so a retry does the work', async () => {
    await expect(run('pay-3', async () => Promise.reject(conflict('not now')))).rejects.toMatchObject({ status: 409, message: 'not now' });
    const stored = await server.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, 'pay-3')));
    expect(stored).toEqual([]);
    const retried = await run('pay-3', async () => ({ status: 201, body: { done: true } }));
    expect(retried).toEqual({ status: 201, body: { done: true } });
  });

  it('forgets answers older than a day, so an old key does the work again', async () => {
    await run('pay-old', async () => ({ status: 200, body: { first: true } }));
    await run('pay-recent', async () => ({ status: 200, body: { recent: true } }));
    await server.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, 'pay-old')));
    const forgotten = await server.ctx.database.asSystem((tx) => forgetOldIdempotencyKeys(tx));
    expect(forgotten).toBeGreaterThanOrEqual(1);
    const again = await run('pay-old', async () => ({ status: 200, body: { second: true } }));
    expect(again).toEqual({ status: 200, body: { second: true } });
    const kept = await run('pay-recent', async () => ({ status: 200, body: { other: true } }));
    expect(kept).toEqual({ status: 200, body: { recent: true }, replayed: true });
  });

  it('runs without a key every time', async () => {
    let runs = 0;
    const work = async () => ({ status: 200, body: ++runs });
    await server.ctx.database.asTenant(tenantId, (tx) => once(tx, null, work));
    await server.ctx.database.asTenant(tenantId, (tx) => once(tx, null, work));
    expect(runs).toBe(2);
  });

  it('does the work once when twenty requests with one key arrive together', async () => {
    let runs = 0;
    const work = async () => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { status: 200, body: { paid: runs } };
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => run('pay-together', work)));
    expect(runs).toBe(1);
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body)))).toEqual(new Set([JSON.stringify({ paid: 1 })]));
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
  });
});
