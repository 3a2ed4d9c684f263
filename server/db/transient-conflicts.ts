import { setTimeout as sleep } from 'node:timers/promises';
import { isTransientConflict } from './pg-errors';

const ATTEMPTS = 3;
/** Up to this many milliseconds before the second attempt, twice as many before the third. */
const FIRST_PAUSE_MS = 20;

/**
 * Runs a whole transaction, and again (up to three times in all) when PostgreSQL rolled it back in
 * a deadlock or a serialization failure; the pause is random, so the two sides do not meet again.
 */
export async function retryingTransientConflicts<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransientConflict(error)) throw error;
      await sleep(Math.random() * FIRST_PAUSE_MS * 2 ** (attempt - 1));
    }
  }
}
