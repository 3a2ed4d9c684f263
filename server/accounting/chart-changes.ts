import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { CLIENT_ACCOUNT_MISSING, normalBalance } from '../../domain/accounting';
import { ERROR_CODES } from '../../domain/api';
import {
  accountPayloadErrors,
  chartMessages,
  type AccountChanges,
  type AccountPayload,
  type ClientAccountPayload,
  type LedgerAccount,
} from '../../domain/chart';
import { isUuid } from '../../domain/ids';
import { formatNaira } from '../../domain/money';
import { isUniqueViolation } from '../db/pg-errors';
import { accountDailyTotals, journalEntries, ledgerAccounts } from '../db/schema';
import { ApiError, conflict, invalidInput } from '../http/errors';
import { findClientAccount, lockAccountCodes, openClientAccount, type LedgerAccountRow } from '../ledger';
import { lockAccount, readAccount, scopeMovement } from './chart';
import type { Transaction } from '../db/client';

const codeTaken = (code: string) => {
  const message = chartMessages.codeTaken(code);
  return new ApiError(409, ERROR_CODES.conflict, message, [{ field: 'accountCode', message }]);
};

/**
 * Two saves racing for one code (or two openings of one client's account) both pass the checks on
 * PGlite's and PostgreSQL's snapshots alike; the unique indexes stop the second with the same answer.
 */
export async function chartRace<T>(code: string | undefined, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, 'ledger_accounts_tenant_code_key') && code) throw codeTaken(code);
    if (isUniqueViolation(error, 'ledger_accounts_tenant_client_key')) throw conflict(chartMessages.clientAccountExists);
    throw error;
  }
}

async function assertCodeFree(tx: Transaction, tenantId: string, code: string, except?: string): Promise<void> {
  await lockAccountCodes(tx, tenantId);
  const [taken] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.tenantId, tenantId),
        sql`lower(${ledgerAccounts.code}) = ${code.toLowerCase()}`,
        except ? ne(ledgerAccounts.id, except) : undefined,
      ),
    );
  if (taken) throw codeTaken(code);
}

/** The main account a new sub-account goes under: this brokerage's, itself no sub-account, active. */
async function mainAccountFor(tx: Transaction, tenantId: string, id: string): Promise<LedgerAccountRow> {
  const [row] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.id, id)))
    .for('share');
  const field = 'parentAccountId';
  if (!row) throw invalidInput([{ field, message: 'Choose a main account' }]);
  if (row.parentId) throw invalidInput([{ field, message: chartMessages.parentNotMain }]);
  if (!row.active) throw invalidInput([{ field, message: chartMessages.parentInactive }]);
  return row;
}

export async function createAccount(tx: Transaction, tenantId: string, payload: AccountPayload): Promise<LedgerAccount> {
  const missing = accountPayloadErrors(payload);
  if (missing.length > 0) throw invalidInput(missing);
  const main = payload.parentAccountId ? await mainAccountFor(tx, tenantId, payload.parentAccountId) : null;
  await assertCodeFree(tx, tenantId, payload.accountCode);
  const [row] = await tx
    .insert(ledgerAccounts)
    .values({
      tenantId,
      code: payload.accountCode,
      name: payload.accountName,
      // A sub-account is part of its main account: it takes the main account's type.
      accountType: main ? main.accountType : payload.accountType!,
      parentId: main?.id ?? null,
      description: payload.description ?? null,
    })
    .returning({ id: ledgerAccounts.id });
  return readAccount(tx, tenantId, row!.id);
}

/** An account goes out of use only empty: not one the product posts to, no active sub-account, a balance of zero. */
async function assertMayDeactivate(tx: Transaction, tenantId: string, account: LedgerAccountRow): Promise<void> {
  if (account.systemKey) throw conflict(chartMessages.systemStaysActive);
  const [activeSub] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.parentId, account.id), eq(ledgerAccounts.active, true)))
    .limit(1);
  if (activeSub) throw conflict(chartMessages.hasActiveSubAccounts);
  const movement = await scopeMovement(tx, tenantId, account);
  const balance = normalBalance(account.accountType, movement.debit, movement.credit);
  if (balance !== 0) throw conflict(chartMessages.hasBalance(formatNaira(balance)));
}

async function assertMainActive(tx: Transaction, tenantId: string, account: LedgerAccountRow): Promise<void> {
  if (!account.parentId) return;
  const [main] = await tx
    .select({ active: ledgerAccounts.active })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.id, account.parentId)));
  if (main && !main.active) throw conflict(chartMessages.parentOfInactive);
}

export async function updateAccount(tx: Transaction, tenantId: string, id: string, changes: AccountChanges): Promise<LedgerAccount> {
  const current = await lockAccount(tx, tenantId, id);
  const newType = changes.accountType !== undefined && changes.accountType !== current.accountType ? changes.accountType : undefined;
  if (newType && current.parentId) throw invalidInput([{ field: 'accountType', message: chartMessages.subTakesParentType }]);
  if (newType && current.systemKey) throw conflict(chartMessages.systemKeepsType);
  const code = changes.accountCode;
  if (code !== undefined && code.toLowerCase() !== current.code.toLowerCase()) await assertCodeFree(tx, tenantId, code, current.id);
  if (changes.active === false && current.active) await assertMayDeactivate(tx, tenantId, current);
  if (changes.active === true && !current.active) await assertMainActive(tx, tenantId, current);
  await tx
    .update(ledgerAccounts)
    .set({
      code,
      name: changes.accountName,
      description: changes.description,
      active: changes.active,
      accountType: newType,
      updatedAt: new Date(),
    })
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.id, current.id)));
  // Sub-accounts always share their main account's type.
  if (newType)
    await tx
      .update(ledgerAccounts)
      .set({ accountType: newType, updatedAt: new Date() })
      .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.parentId, current.id)));
  return readAccount(tx, tenantId, current.id);
}

/** Removes an account that was never used; one with history is deactivated instead (409 says why). */
export async function deleteAccount(tx: Transaction, tenantId: string, id: string): Promise<void> {
  const current = await lockAccount(tx, tenantId, id);
  if (current.systemKey || current.clientId || current.insuranceProviderId || current.premiumAccountId)
    throw conflict(chartMessages.linked);
  const [sub] = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.parentId, current.id)))
    .limit(1);
  if (sub) throw conflict(chartMessages.hasSubAccounts);
  const [posted] = await tx
    .select({ day: accountDailyTotals.day })
    .from(accountDailyTotals)
    .where(and(eq(accountDailyTotals.tenantId, tenantId), eq(accountDailyTotals.accountId, current.id)))
    .limit(1);
  if (posted) throw conflict(chartMessages.hasPostings);
  // Approved entries have posted lines (above); waiting and rejected ones keep their lines as proposed.
  const [named] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.tenantId, tenantId),
        inArray(journalEntries.status, ['pending', 'rejected']),
        sql`${journalEntries.proposedLines} @> ${JSON.stringify([{ account_id: current.id }])}::jsonb`,
      ),
    )
    .limit(1);
  if (named) throw conflict(chartMessages.namedOnEntries);
  await tx.delete(ledgerAccounts).where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.id, current.id)));
}

/** Opens the client's receivable account under Client Receivables; 409 when it is already open. */
export async function createClientAccount(tx: Transaction, tenantId: string, payload: ClientAccountPayload): Promise<LedgerAccount> {
  const { account, created } = await openClientAccount(tx, tenantId, payload.clientId, payload.clientType);
  if (!created) throw conflict(chartMessages.clientAccountExists);
  return readAccount(tx, tenantId, account.id);
}

export async function clientAccountOf(tx: Transaction, tenantId: string, clientId: string): Promise<LedgerAccount> {
  const account = isUuid(clientId) ? await findClientAccount(tx, tenantId, clientId) : null;
  if (!account) throw new ApiError(404, CLIENT_ACCOUNT_MISSING, chartMessages.clientAccountNotFound);
  return readAccount(tx, tenantId, account.id);
}
