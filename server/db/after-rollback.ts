import type { Transaction } from './client';

// Work outside the database that a transaction's rollback must undo: bytes already put into a
// storage that is not the database (S3), for a record that will now never exist.
const steps = new WeakMap<Transaction, (() => Promise<void>)[]>();

/** Runs `step` if `tx` rolls back (see `rolledBack`); a commit forgets it. */
export function afterRollback(tx: Transaction, step: () => Promise<void>): void {
  const list = steps.get(tx);
  if (list) list.push(step);
  else steps.set(tx, [step]);
}

/** Called by whoever opened `tx` once it has rolled back: its steps run, each failure only logged. */
export async function rolledBack(tx: Transaction, log: (error: unknown) => void): Promise<void> {
  const list = steps.get(tx) ?? [];
  steps.delete(tx);
  for (const step of list) await step().catch(log);
}
