import { and, eq } from 'drizzle-orm';
import { accountingPeriods, currencies, ledgerAccounts } from '../../../server/db/schema';
import { openClientAccount, proposeEntry, systemAccount } from '../../../server/ledger';
import { userByEmail } from './accounts';
import type { TestServer } from './test-server';

/**
 * Records of the demo brokerage's books for another brokerage to reach for: a client's account, the
 * open period, a dollar rate and a manual transaction waiting for approval (reference DEMO-XT-1).
 */
export async function demoBooks(server: TestServer, tenantId: string, individualClientId: string) {
  const maker = (await userByEmail(server, 'accounts@demo.ng')).id;
  const [period] = await server.db.select({ id: accountingPeriods.id }).from(accountingPeriods).where(eq(accountingPeriods.tenantId, tenantId)).limit(1);
  const [currency] = await server.db
    .insert(currencies)
    .values({ tenantId, code: 'USD', name: 'US Dollar', symbol: '$', rate: '1530.25', rateDate: new Date().toISOString().slice(0, 10) })
    .returning({ id: currencies.id });
  const ledgerAccount = await server.ctx.database.asTenant(tenantId, async (tx) => {
    const { account } = await openClientAccount(tx, tenantId, individualClientId, 'INDIVIDUAL');
    const cash = await systemAccount(tx, tenantId, 'cash_in_hand');
    await proposeEntry(tx, tenantId, {
      date: new Date().toISOString().slice(0, 10),
      description: 'Premium received in cash',
      source: 'manual',
      refNo: 'DEMO-XT-1',
      lines: [
        { accountId: cash.id, debit: 50_000_00 },
        { accountId: account.id, credit: 50_000_00 },
      ],
      by: maker,
    });
    return account.id;
  });
  const [account] = await server.db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.id, ledgerAccount)));
  return { ledgerAccount: account!.id, period: period!.id, currency: currency!.id, refNo: 'DEMO-XT-1' };
}
