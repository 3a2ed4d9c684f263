import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ledgerAccounts } from '../db/schema';
import { conflict, invalidInput } from '../http/errors';
import { systemAccount, type LedgerAccountRow } from '../ledger';
import type { Transaction } from '../db/client';

// The cash or bank account money passes through when a client pays or the brokerage remits.

export const CHOOSE_CASH_OR_BANK_ACCOUNT = 'Choose a cash or bank account from the chart of accounts';
export const NO_BANK_ACCOUNT = 'There is no bank account in the chart of accounts yet: add a premium account in Settings, then try again';

/** Whether an account takes postings: active, with no sub-accounts of its own. */
const postable = sql<boolean>`not exists (select 1 from ${ledgerAccounts} sub where sub.parent_id = "ledger_accounts"."id")`;

/**
 * The account the user chose (an active cash or bank account, under Cash and Bank), or else Cash in
 * Hand for cash and the brokerage's first bank account for everything else.
 */
export async function moneyAccount(
  tx: Transaction,
  tenantId: string,
  choice: { mode: string; accountId?: string | null; field: string },
): Promise<LedgerAccountRow> {
  const cashAndBank = await systemAccount(tx, tenantId, 'cash_and_bank');
  if (choice.accountId) {
    const [chosen] = await tx
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.tenantId, tenantId),
          sql`${ledgerAccounts.id}::text = ${choice.accountId}`,
          eq(ledgerAccounts.parentId, cashAndBank.id),
          eq(ledgerAccounts.active, true),
          postable,
        ),
      );
    if (!chosen) throw invalidInput([{ field: choice.field, message: CHOOSE_CASH_OR_BANK_ACCOUNT }]);
    return chosen;
  }
  if (choice.mode === 'Cash') return systemAccount(tx, tenantId, 'cash_in_hand');
  const cashInHand = await systemAccount(tx, tenantId, 'cash_in_hand');
  const [bank] = await tx
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.tenantId, tenantId),
        eq(ledgerAccounts.parentId, cashAndBank.id),
        ne(ledgerAccounts.id, cashInHand.id),
        eq(ledgerAccounts.active, true),
        postable,
      ),
    )
    .orderBy(asc(ledgerAccounts.code))
    .limit(1);
  if (!bank) throw conflict(NO_BANK_ACCOUNT);
  return bank;
}
