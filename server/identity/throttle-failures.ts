import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import { signInAddressFailures, signInFailures } from '../db/schema';
import { tooManyAttempts } from '../http/errors';
import type { DatabaseHandle } from '../db/client';

/**
 * Failed sign-ins are counted per account and address together, and per address across accounts.
 * An attacker's failures slow, then block, the attacker's address for that account; the owner
 * signing in from anywhere else is never refused. One address failing on many accounts (password
 * spraying) is blocked on every account for a while.
 */
export const SIGN_IN_POLICY = {
  windowMs: 15 * 60_000,
  /** Failures from one address on one account before each answer is slowed down. */
  slowAfter: 3,
  /** The failure from one address on one account that tells the owner (once per window). */
  tellOwnerAt: 5,
  /** Failures from one address on one account that block that address for that account. */
  blockAfter: 8,
  /** Failures from one address on any accounts that block that address on every account. */
  addressBlockAfter: 20,
  blockMs: 15 * 60_000,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
} as const;

export interface SignInStanding {
  /** Recent failures from this address on this account. */
  failures: number;
  /** The address may not try this account, or any account, before then. */
  blockedUntil: Date | null;
  /** The block covers every account (password spraying), not only this one. */
  everyAccount: boolean;
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** Where this address stands with this account, and with every account, right now. */
export async function standingOf(database: DatabaseHandle, email: string, address: string, now: Date): Promise<SignInStanding> {
  const windowStart = new Date(now.getTime() - SIGN_IN_POLICY.windowMs);
  const { account, everywhere } = await database.asSystem(async (tx) => {
    const [account] = await tx
      .select()
      .from(signInFailures)
      .where(and(eq(signInFailures.email, email), eq(signInFailures.address, address)));
    const [everywhere] = await tx.select().from(signInAddressFailures).where(eq(signInAddressFailures.address, address));
    return { account, everywhere };
  });
  const accountBlock = account?.blockedUntil && account.blockedUntil > now ? account.blockedUntil : null;
  const addressBlock = everywhere?.blockedUntil && everywhere.blockedUntil > now ? everywhere.blockedUntil : null;
  return {
    failures: account && account.windowStartedAt > windowStart ? account.failures : 0,
    blockedUntil: later(accountBlock, addressBlock),
    everyAccount: addressBlock !== null && (accountBlock === null || addressBlock >= accountBlock),
  };
}

/** The answer to an address that is blocked: 429 with Retry-After, in the spec's error shape. */
export function blockedAnswer(standing: SignInStanding, now: Date) {
  const seconds = Math.max(1, Math.ceil((standing.blockedUntil!.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = `Try again in ${minutes} minute${minutes > 1 ? 's' : ''}.`;
  return tooManyAttempts(
    standing.everyAccount
      ? `Too many failed sign-in attempts from your network on several accounts. ${wait}`
      : `Too many failed sign-in attempts. ${wait}`,
    seconds,
  );
}

/** How long to hold the answer after this many recent failures: nothing at first, then doubling up to a cap. */
export function delayFor(failures: number): number {
  if (failures < SIGN_IN_POLICY.slowAfter) return 0;
  return Math.min(SIGN_IN_POLICY.baseDelayMs * 2 ** (failures - SIGN_IN_POLICY.slowAfter), SIGN_IN_POLICY.maxDelayMs);
}

/** A counted failure: how many this address has now made on this account within the window. */
export interface CountedFailure {
  failures: number;
  firstFailedAt: Date;
}

/**
 * Counts one failure for the account and address and one for the address, each in one statement
 * so that concurrent failures from several processes are all counted.
 */
export async function recordFailure(database: DatabaseHandle, email: string, address: string, now: Date): Promise<CountedFailure> {
  const windowStart = new Date(now.getTime() - SIGN_IN_POLICY.windowMs);
  const blockedUntil = new Date(now.getTime() + SIGN_IN_POLICY.blockMs);
  return database.asSystem(async (tx) => {
    const stale = sql`${signInFailures.windowStartedAt} < ${windowStart}`;
    const [counted] = await tx
      .insert(signInFailures)
      .values({ email, address, failures: 1, windowStartedAt: now, lastFailedAt: now })
      .onConflictDoUpdate({
        target: [signInFailures.email, signInFailures.address],
        set: {
          failures: sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${stale} then ${now} else ${signInFailures.windowStartedAt} end`,
          lastFailedAt: now,
          blockedUntil: sql`case when not ${stale} and ${signInFailures.failures} + 1 >= ${SIGN_IN_POLICY.blockAfter} then ${blockedUntil} else ${signInFailures.blockedUntil} end`,
          ownerToldAt: sql`case when ${stale} then null else ${signInFailures.ownerToldAt} end`,
        },
      })
      .returning({ failures: signInFailures.failures, firstFailedAt: signInFailures.windowStartedAt });
    const staleHere = sql`${signInAddressFailures.windowStartedAt} < ${windowStart}`;
    await tx
      .insert(signInAddressFailures)
      .values({ address, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: signInAddressFailures.address,
        set: {
          failures: sql`case when ${staleHere} then 1 else ${signInAddressFailures.failures} + 1 end`,
          windowStartedAt: sql`case when ${staleHere} then ${now} else ${signInAddressFailures.windowStartedAt} end`,
          blockedUntil: sql`case when not ${staleHere} and ${signInAddressFailures.failures} + 1 >= ${SIGN_IN_POLICY.addressBlockAfter} then ${blockedUntil} else ${signInAddressFailures.blockedUntil} end`,
        },
      });
    return counted!;
  });
}

/**
 * Claims the telling of the owner about this address's failures: true for exactly one caller per
 * window, whichever process it runs in.
 */
export async function claimOwnerTelling(database: DatabaseHandle, email: string, address: string, now: Date): Promise<boolean> {
  const claimed = await database.asSystem((tx) =>
    tx
      .update(signInFailures)
      .set({ ownerToldAt: now })
      .where(and(eq(signInFailures.email, email), eq(signInFailures.address, address), isNull(signInFailures.ownerToldAt)))
      .returning({ email: signInFailures.email }),
  );
  return claimed.length > 0;
}

/** The right password from this address: its failures on this account are forgiven (not its failures elsewhere). */
export async function forgiveFailures(database: DatabaseHandle, email: string, address: string): Promise<void> {
  await database.asSystem((tx) =>
    tx.delete(signInFailures).where(and(eq(signInFailures.email, email), eq(signInFailures.address, address))),
  );
}

const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/** Rows whose window and block are both over say nothing any more; they go at most once a minute per process. */
export async function sweepOldFailures(database: DatabaseHandle, now: Date): Promise<void> {
  if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now.getTime();
  const windowStart = new Date(now.getTime() - SIGN_IN_POLICY.windowMs);
  await database.asSystem(async (tx) => {
    await tx
      .delete(signInFailures)
      .where(
        and(lt(signInFailures.windowStartedAt, windowStart), or(isNull(signInFailures.blockedUntil), lt(signInFailures.blockedUntil, now))),
      );
    await tx
      .delete(signInAddressFailures)
      .where(
        and(
          lt(signInAddressFailures.windowStartedAt, windowStart),
          or(isNull(signInAddressFailures.blockedUntil), lt(signInAddressFailures.blockedUntil, now)),
        ),
      );
  });
}
