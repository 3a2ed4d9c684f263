import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { ledgerAccounts } from '../../db/schema';
import { systemAccount } from '../../ledger';
import { movementsByAccount } from '../../ledger/balances';
import { sourceTotalsOver } from '../../ledger/source-totals';
import type { EntrySource } from '../../../domain/accounting';
import type { Transaction } from '../../db/client';

// The ledger as the returns read it: the sub-accounts of a system account, their balances from
// the maintained totals, and their movements told apart by the event that posted them.

export interface SubAccount {
  id: string;
  code: string;
  name: string;
  insuranceProviderId: number | null;
  premiumAccountId: string | null;
}

const subAccountColumns = {
  id: ledgerAccounts.id,
  code: ledgerAccounts.code,
  name: ledgerAccounts.name,
  insuranceProviderId: ledgerAccounts.insuranceProviderId,
  premiumAccountId: ledgerAccounts.premiumAccountId,
};

/** Each insurer's premium payable account (the sub-accounts of 2000 Premium Payable to Insurers). */
export async function insurerPayableAccounts(tx: Transaction, tenantId: string): Promise<SubAccount[]> {
  const parent = await systemAccount(tx, tenantId, 'premium_payable');
  return tx
    .select(subAccountColumns)
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.parentId, parent.id)))
    .orderBy(asc(ledgerAccounts.code));
}

/** The ledger accounts of the premium (client) bank accounts kept under Settings, all under 1000 Cash and Bank. */
export async function premiumBankAccounts(tx: Transaction, tenantId: string): Promise<SubAccount[]> {
  return tx
    .select(subAccountColumns)
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), isNotNull(ledgerAccounts.premiumAccountId)))
    .orderBy(asc(ledgerAccounts.code));
}

/** Each account's balance on its debit side (debit − credit) at the end of `day`, in kobo, from the maintained totals. */
export async function debitBalancesAt(tx: Transaction, tenantId: string, accountIds: string[], day: string): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const movements = await movementsByAccount(tx, tenantId, { to: day, accountIds });
  return new Map(accountIds.map((id) => [id, (movements.get(id)?.debit ?? 0) - (movements.get(id)?.credit ?? 0)]));
}

const rowsOf = (result: unknown) => (result as { rows: { account_id: string; source: EntrySource; debit: string; credit: string }[] }).rows;

export interface SourceMovement {
  debit: number;
  credit: number;
}

/**
 * Each account's debits and credits over the days `from` to `to` (inclusive; no `from` means from
 * the beginning), by the event that posted them. A reversal counts as the event it turns around
 * (an invoice updated or deleted reverses its billing), so a column keeps one meaning. Read from
 * the totals the ledger keeps by source, not from the lines.
 */
export async function movementsBySource(
  tx: Transaction,
  tenantId: string,
  accountIds: string[],
  range: { from: string | null; to: string },
): Promise<Map<string, Map<EntrySource, SourceMovement>>> {
  const result = new Map<string, Map<EntrySource, SourceMovement>>();
  if (accountIds.length === 0) return result;
  const rows = await tx.execute(sql`
    select account_id, source, sum(debit_kobo)::text as debit, sum(credit_kobo)::text as credit
      from (${sourceTotalsOver(tenantId, { from: range.from, to: range.to, accountIds })}) totals
     group by account_id, source`);
  for (const row of rowsOf(rows)) {
    const bySource = result.get(row.account_id) ?? new Map<EntrySource, SourceMovement>();
    bySource.set(row.source, { debit: Number(row.debit), credit: Number(row.credit) });
    result.set(row.account_id, bySource);
  }
  return result;
}

/** The credit − debit of the listed sources in one account's movements (all sources when none are listed). */
export function netCredit(movements: Map<EntrySource, SourceMovement> | undefined, sources?: EntrySource[]): number {
  let total = 0;
  for (const [source, movement] of movements ?? []) if (!sources || sources.includes(source)) total += movement.credit - movement.debit;
  return total;
}

/** An identity between a figure of the return and the ledger, both sides in kobo. */
