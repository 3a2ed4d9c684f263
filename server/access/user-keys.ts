import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { userKeys, users } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Database } from '../db/client';

export type KeyPurpose = (typeof userKeys.$inferSelect)['purpose'];

export const KEY_LIFETIME_SECONDS: Record<KeyPurpose, number> = {
  'verify-email': 48 * 3600,
  'reset-password': 3600,
};

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new single-use key for the user; earlier unused keys of the same purpose stop working. */
export async function issueKey(db: Database, user: { id: string; tenantId: string }, purpose: KeyPurpose): Promise<string> {
  const key = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .update(userKeys)
    .set({ usedAt: now })
    .where(and(eq(userKeys.userId, user.id), eq(userKeys.purpose, purpose), isNull(userKeys.usedAt)));
  await db.insert(userKeys).values({
    tenantId: user.tenantId,
    userId: user.id,
    purpose,
    keyHash: hashOf(key),
    expiresAt: new Date(now.getTime() + KEY_LIFETIME_SECONDS[purpose] * 1000),
  });
  return key;
}

const MESSAGES: Record<KeyPurpose, { invalid: string; used: string; expired: string }> = {
  'verify-email': {
    invalid: 'This verification link is not valid. Check that you copied the whole link, or ask for a new one.',
    used: 'This verification link has already been used.',
    expired: 'This verification link has expired. Ask for a new one.',
  },
  'reset-password': {
    invalid: 'This password reset link is not valid. Ask for a new one.',
    used: 'This password reset link has already been used. Ask for a new one.',
    expired: 'This password reset link has expired. Ask for a new one.',
  },
};

/**
 * Uses up a key inside the caller's transaction and answers its user. The update is conditional,
 * so two requests racing with the same key cannot both succeed.
 */
export async function consumeKey(db: Database, key: string | undefined, purpose: KeyPurpose) {
  const messages = MESSAGES[purpose];
  if (!key) throw new ApiError(400, 'INVALID_KEY', messages.invalid);
  const [found] = await db
    .select()
    .from(userKeys)
    .where(and(eq(userKeys.keyHash, hashOf(key)), eq(userKeys.purpose, purpose)));
  if (!found) throw new ApiError(400, 'INVALID_KEY', messages.invalid);
  if (found.usedAt) throw new ApiError(409, 'KEY_USED', messages.used);
  if (found.expiresAt <= new Date()) throw new ApiError(410, 'KEY_EXPIRED', messages.expired);
  const [claimed] = await db
    .update(userKeys)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userKeys.id, found.id), isNull(userKeys.usedAt)))
    .returning({ id: userKeys.id });
  if (!claimed) throw new ApiError(409, 'KEY_USED', messages.used);
  const [user] = await db.select().from(users).where(eq(users.id, found.userId));
  if (!user) throw new ApiError(400, 'INVALID_KEY', messages.invalid);
  return user;
}
