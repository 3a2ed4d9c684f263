import { and, eq } from 'drizzle-orm';
import { accountDailyTotals, journalLines, ledgerAccounts, users } from '../../../server/db/schema';
import type { SystemAccountKey } from '../../../domain/accounting';
import type { TestServer } from '../support/test-server';

/** The demo brokerage's account with this system key. */
export async function accountByKey(server: TestServer, tenantId: string, key: SystemAccountKey) {
  const [row] = await server.db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.systemKey, key)));
  if (!row) throw new Error(`No ${key} account`);
  return row;
}

export async function accountByCode(server: TestServer, tenantId: string, code: string) {
  const [row] = await server.db
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.code, code)));
  if (!row) throw new Error(`No account ${code}`);
  return row;
}

export async function userIdOf(server: TestServer, email: string): Promise<string> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** An account's debits and credits two ways: summed from its lines, and from the maintained daily totals. */
export async function bothWays(server: TestServer, accountId: string) {
  const lines = await server.db.select().from(journalLines).where(eq(journalLines.accountId, accountId));
  const days = await server.db.select().from(accountDailyTotals).where(eq(accountDailyTotals.accountId, accountId));
  const sum = (rows: { debitKobo: number; creditKobo: number }[]) =>
    rows.reduce((t, r) => ({ debit: t.debit + r.debitKobo, credit: t.credit + r.creditKobo }), { debit: 0, credit: 0 });
  return { fromLines: sum(lines), fromTotals: sum(days) };
}
