import { and, eq, isNull } from 'drizzle-orm';
import { todayInLagos } from '../../domain/today';
import { accountingPeriods, currencies, ledgerAccounts, premiumAccounts, tenants } from '../db/schema';
import { bankAccountFor, openMissingClientAccounts } from './accounts';
import { STARTING_CHART } from './chart';
import type { Database, Transaction } from '../db/client';

type Work = Transaction | Database;

/**
 * What every brokerage's books start with, added where missing: the starting chart, the naira,
 * the current financial year as an open period, and a bank account for each premium account.
 */
export async function ensureBooks(tx: Work, tenantId: string, today = todayInLagos()): Promise<void> {
  const existing = await tx
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.tenantId, tenantId));
  const idByCode = new Map(existing.map((row) => [row.code.toLowerCase(), row.id]));
  for (const account of STARTING_CHART) {
    if (idByCode.has(account.code.toLowerCase())) continue;
    const [row] = await tx
      .insert(ledgerAccounts)
      .values({
        tenantId,
        code: account.code,
        name: account.name,
        accountType: account.type,
        systemKey: account.key ?? null,
        parentId: account.parent ? (idByCode.get(account.parent.toLowerCase()) ?? null) : null,
      })
      .returning({ id: ledgerAccounts.id });
    idByCode.set(account.code.toLowerCase(), row!.id);
  }

  const [naira] = await tx
    .select({ id: currencies.id })
    .from(currencies)
    .where(and(eq(currencies.tenantId, tenantId), eq(currencies.code, 'NGN')));
  if (!naira)
    await tx
      .insert(currencies)
      .values({ tenantId, code: 'NGN', name: 'Nigerian Naira', symbol: '₦', isBase: true, rate: '1', rateDate: today });

  const [anyPeriod] = await tx
    .select({ id: accountingPeriods.id })
    .from(accountingPeriods)
    .where(eq(accountingPeriods.tenantId, tenantId))
    .limit(1);
  if (!anyPeriod) {
    const year = today.slice(0, 4);
    await tx.insert(accountingPeriods).values({ tenantId, name: `FY ${year}`, periodStart: `${year}-01-01`, periodEnd: `${year}-12-31` });
  }

  const unbooked = await tx
    .select({ id: premiumAccounts.id })
    .from(premiumAccounts)
    .leftJoin(ledgerAccounts, eq(ledgerAccounts.premiumAccountId, premiumAccounts.id))
    .where(and(eq(premiumAccounts.tenantId, tenantId), isNull(ledgerAccounts.id)));
  for (const account of unbooked) await bankAccountFor(tx as Transaction, tenantId, account.id);
}

/**
 * At start: brokerages created before the books existed get theirs, and clients added before their
 * receivable accounts were opened with them get one, so every client can be billed.
 */
export async function ensureBooksEverywhere(owner: Database): Promise<void> {
  const all = await owner.select({ id: tenants.id }).from(tenants);
  for (const tenant of all)
    await owner.transaction(async (tx) => {
      await ensureBooks(tx, tenant.id);
      await openMissingClientAccounts(tx, tenant.id);
    });
}
