import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import { conflict, invalidInput } from './errors';
import type { Transaction } from '../db/client';
import type { FastifyRequest } from 'fastify';

// Writes a double click or a retry could repeat (payments, remittances, receipt uploads) take an
// `Idempotency-Key` header. The key is claimed inside the write's own transaction, so a second
// request with the key waits on the first one's row: when that commits, the second gets the first
// answer; when it fails (nothing written), the second does the work itself.

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for another request';
const KEY_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/;

export interface IdempotencyClaim {
  tenantId: string;
  userId: string;
  key: string;
  /** Method and path, so a key cannot answer for another call. */
  scope: string;
  requestHash: string;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  /** True when this is the stored answer of an earlier request. */
  replayed?: boolean;
}

/** A stable hash of a body: object keys sorted, so the same fields in another order are the same request. */
export function hashOf(value: unknown): string {
  const canonical = (input: unknown): unknown => {
    if (Array.isArray(input)) return input.map(canonical);
    if (input && typeof input === 'object')
      return Object.fromEntries(
        Object.keys(input)
          .sort()
          .map((key) => [key, canonical((input as Record<string, unknown>)[key])]),
      );
    return input;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value ?? null)))
    .digest('hex');
}

/**
 * The request's claim on its Idempotency-Key, or null when it sent none. `body` is what identifies
 * the request (for uploads, the fields and the file's hash).
 */
export function idempotencyClaim(
  request: FastifyRequest,
  who: { tenantId: string; userId: string },
  body: unknown = request.body,
): IdempotencyClaim | null {
  const header = request.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header)?.trim();
  if (key === undefined || key === '') return null;
  if (!KEY_PATTERN.test(key))
    throw invalidInput([{ field: 'Idempotency-Key', message: 'Use 1 to 200 letters, digits, dots, dashes, colons or underscores' }]);
  const path = request.routeOptions.url ?? request.url;
  const params = JSON.stringify(request.params ?? {});
  return { ...who, key, scope: `${request.method} ${path} ${params}`, requestHash: hashOf(body) };
}

/**
 * Runs `work` once per claim. Must be called inside the transaction that does the work, before it
 * changes anything; the answer is stored in that same transaction.
 */
export async function once<T>(tx: Transaction, claim: IdempotencyClaim | null, work: () => Promise<Answer<T>>): Promise<Answer<T>> {
  if (!claim) return work();
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({
      tenantId: claim.tenantId,
      userId: claim.userId,
      key: claim.key,
      scope: claim.scope,
      requestHash: claim.requestHash,
      statusCode: 0,
      response: sql`'null'::jsonb`,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [earlier] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.tenantId, claim.tenantId), eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)),
      );
    if (!earlier || earlier.scope !== claim.scope || earlier.requestHash !== claim.requestHash) throw conflict(IDEMPOTENCY_KEY_REUSED);
    return { status: earlier.statusCode, body: earlier.response as T, replayed: true };
  }
  const answer = await work();
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.status, response: answer.body as object })
    .where(and(eq(idempotencyKeys.tenantId, claim.tenantId), eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  return answer;
}

/** How long an answer is kept for its key: long past any retry or double click. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Forgets the answers older than `hours`, in every brokerage; answers how many. */
export async function forgetOldIdempotencyKeys(tx: Transaction, hours = IDEMPOTENCY_KEY_HOURS, now = new Date()): Promise<number> {
  const removed = await tx
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - hours * 3_600_000)))
    .returning({ key: idempotencyKeys.key });
  return removed.length;
}
