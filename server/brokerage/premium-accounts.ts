import { and, asc, eq } from 'drizzle-orm';
import {
  checksNubanDigit,
  normaliseAccountNumber,
  premiumAccountPayload,
  type Bank,
  type PremiumAccount,
  type PremiumAccountFields,
} from '../../domain/banks';
import { PREMIUM_ACCOUNT_EXISTS } from '../../domain/brokerage';
import { isUuid } from '../../domain/ids';
import { banks, branches, premiumAccounts } from '../db/schema';
import { conflict, invalidInput, notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { bankAccountFor } from '../ledger';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';

export async function listBanks(tx: Transaction): Promise<Bank[]> {
  const rows = await tx.select().from(banks).orderBy(asc(banks.name));
  return rows.map((bank) => ({ bank_id: bank.id, code: bank.code, name: bank.name, nuban_check_digit: checksNubanDigit(bank.code) }));
}

/** The fields checked against the banks table: the NUBAN check digit depends on the bank's code. */
export async function checkedAgainstBanks(tx: Transaction, fields: PremiumAccountFields) {
  const codes = new Map((await tx.select({ id: banks.id, code: banks.code }).from(banks)).map((bank) => [bank.id, bank.code]));
  const payload = parseBody(
    premiumAccountPayload((id) => codes.get(id)),
    fields,
  );
  return { ...payload, accountNumber: normaliseAccountNumber(payload.accountNumber), accountName: payload.accountName.trim() };
}

const withNames = (tx: Transaction) =>
  tx
    .select({ account: premiumAccounts, bankName: banks.name, bankCode: banks.code, branchName: branches.name })
    .from(premiumAccounts)
    .innerJoin(banks, eq(banks.id, premiumAccounts.bankId))
    .leftJoin(branches, eq(branches.id, premiumAccounts.branchId));

type Row = { account: typeof premiumAccounts.$inferSelect; bankName: string; bankCode: string; branchName: string | null };

function toPremiumAccount({ account, bankName, bankCode, branchName }: Row): PremiumAccount {
  return {
    premium_account_id: account.id,
    bank_id: account.bankId,
    bank_code: bankCode,
    bank_name: bankName,
    account_number: account.accountNumber,
    account_name: account.accountName,
    branch_id: account.branchId,
    branch_name: branchName,
    currency: account.currency,
    created_at: account.createdAt.toISOString(),
  };
}

export async function listPremiumAccounts(tx: Transaction, tenantId: string, paging: Paging) {
  const mine = eq(premiumAccounts.tenantId, tenantId);
  const rows = await withNames(tx)
    .where(mine)
    .orderBy(asc(banks.name), asc(premiumAccounts.accountNumber))
    .limit(paging.limit)
    .offset(paging.offset);
  return { data: rows.map(toPremiumAccount), total: await tx.$count(premiumAccounts, mine) };
}

async function readPremiumAccount(tx: Transaction, tenantId: string, id: string): Promise<PremiumAccount> {
  const [row] = isUuid(id) ? await withNames(tx).where(and(eq(premiumAccounts.tenantId, tenantId), eq(premiumAccounts.id, id))) : [];
  if (!row) throw notFound('Premium account');
  return toPremiumAccount(row);
}

type Payload = Awaited<ReturnType<typeof checkedAgainstBanks>>;

async function checkBranchAndDuplicate(tx: Transaction, tenantId: string, payload: Payload, except: string | null) {
  if (payload.branchId) {
    const [branch] = isUuid(payload.branchId)
      ? await tx
          .select({ id: branches.id })
          .from(branches)
          .where(and(eq(branches.tenantId, tenantId), eq(branches.id, payload.branchId)))
      : [];
    if (!branch) throw invalidInput([{ field: 'branchId', message: 'Choose a branch of your brokerage' }]);
  }
  const [same] = await tx
    .select({ id: premiumAccounts.id })
    .from(premiumAccounts)
    .where(
      and(
        eq(premiumAccounts.tenantId, tenantId),
        eq(premiumAccounts.bankId, payload.bankId),
        eq(premiumAccounts.accountNumber, payload.accountNumber),
      ),
    );
  if (same && same.id !== except) throw conflict(PREMIUM_ACCOUNT_EXISTS);
}

function isDuplicate(error: unknown): boolean {
  const text = `${(error as Error).message ?? ''} ${String((error as { cause?: unknown }).cause ?? '')}`;
  return text.includes('premium_accounts_tenant_account_key');
}

export async function createPremiumAccount(tx: Transaction, tenantId: string, payload: Payload): Promise<PremiumAccount> {
  await checkBranchAndDuplicate(tx, tenantId, payload, null);
  try {
    const [row] = await tx
      .insert(premiumAccounts)
      .values({
        tenantId,
        bankId: payload.bankId,
        accountNumber: payload.accountNumber,
        accountName: payload.accountName,
        branchId: payload.branchId ?? null,
      })
      .returning({ id: premiumAccounts.id });
    // Money paid into the account is booked to its own ledger account under Cash and Bank.
    await bankAccountFor(tx, tenantId, row!.id);
    return readPremiumAccount(tx, tenantId, row!.id);
  } catch (error) {
    // Two people adding the same account at the same moment.
    if (isDuplicate(error)) throw conflict(PREMIUM_ACCOUNT_EXISTS);
    throw error;
  }
}

/** PUT: the account's bank, number, name and branch as given (branch left out stays). */
export async function updatePremiumAccount(tx: Transaction, tenantId: string, id: string, payload: Payload): Promise<PremiumAccount> {
  const [current] = isUuid(id)
    ? await tx
        .select({ id: premiumAccounts.id })
        .from(premiumAccounts)
        .where(and(eq(premiumAccounts.tenantId, tenantId), eq(premiumAccounts.id, id)))
        .for('update')
    : [];
  if (!current) throw notFound('Premium account');
  await checkBranchAndDuplicate(tx, tenantId, payload, id);
  try {
    await tx
      .update(premiumAccounts)
      .set({
        bankId: payload.bankId,
        accountNumber: payload.accountNumber,
        accountName: payload.accountName,
        branchId: payload.branchId,
        updatedAt: new Date(),
      })
      .where(and(eq(premiumAccounts.tenantId, tenantId), eq(premiumAccounts.id, id)));
  } catch (error) {
    if (isDuplicate(error)) throw conflict(PREMIUM_ACCOUNT_EXISTS);
    throw error;
  }
  return readPremiumAccount(tx, tenantId, id);
}

export async function deletePremiumAccount(tx: Transaction, tenantId: string, id: string): Promise<void> {
  const deleted = isUuid(id)
    ? await tx
        .delete(premiumAccounts)
        .where(and(eq(premiumAccounts.tenantId, tenantId), eq(premiumAccounts.id, id)))
        .returning({ id: premiumAccounts.id })
    : [];
  if (deleted.length === 0) throw notFound('Premium account');
}
