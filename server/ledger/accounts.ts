import { and, eq, sql } from 'drizzle-orm';
import { CLIENT_ACCOUNT_MISSING, CLIENT_ACCOUNT_MISSING_MESSAGE, type SystemAccountKey } from '../../domain/accounting';
import { banks, corporateClients, individualClients, insuranceProviders, ledgerAccounts, premiumAccounts } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import type { ClientType } from '../../domain/clients';
import type { Transaction } from '../db/client';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;

/** One of the accounts the product posts to by itself; every brokerage's chart has them. */
export async function systemAccount(tx: Transaction, tenantId: string, key: SystemAccountKey): Promise<LedgerAccountRow> {
  const [row] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.systemKey, key)));
  if (!row) throw new Error(`The chart of accounts of ${tenantId} has no ${key} account`);
  return row;
}

/**
 * Account codes are handed out, and chosen by people in the chart of accounts, one at a time per
 * brokerage until the transaction ends, so a handed-out code never collides with a chosen one.
 */
export async function lockAccountCodes(tx: Transaction, tenantId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ledger-sub-codes:${tenantId}`}))`);
}

/**
 * The next free sub-account code under a main account: 1100-0001, 1100-0002, … Only codes of that
 * exact shape count: a code a person chose, such as 1100-ABCD, must not stop the numbering.
 * (Account codes are letters, digits and -, so the parent's code is safe inside the pattern.)
 */
async function nextSubCode(tx: Transaction, tenantId: string, parent: LedgerAccountRow): Promise<string> {
  const [row] = await tx
    .select({ last: sql<string | null>`max(${ledgerAccounts.code})` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), sql`${ledgerAccounts.code} ~ ${`^${parent.code}-[0-9]{4}$`}`));
  const next = row?.last ? Number(row.last.slice(-4)) + 1 : 1;
  return `${parent.code}-${String(next).padStart(4, '0')}`;
}

/**
 * The sub-account `find` answers, or a new one under the system account `parentKey`. Looked for
 * again once the code lock is held: two postings opening the same insurer's or bank's account at
 * the same moment then share one account instead of colliding.
 */
async function findOrAddSubAccount(
  tx: Transaction,
  tenantId: string,
  parentKey: SystemAccountKey,
  find: () => Promise<LedgerAccountRow | null>,
  values: () => Promise<
    Pick<typeof ledgerAccounts.$inferInsert, 'name' | 'clientId' | 'clientType' | 'insuranceProviderId' | 'premiumAccountId'>
  >,
): Promise<{ account: LedgerAccountRow; created: boolean }> {
  const existing = await find();
  if (existing) return { account: existing, created: false };
  const parent = await systemAccount(tx, tenantId, parentKey);
  const wanted = await values();
  await lockAccountCodes(tx, tenantId);
  const opened = await find();
  if (opened) return { account: opened, created: false };
  const [row] = await tx
    .insert(ledgerAccounts)
    .values({ tenantId, code: await nextSubCode(tx, tenantId, parent), accountType: parent.accountType, parentId: parent.id, ...wanted })
    .returning();
  return { account: row!, created: true };
}

const firstOf = (rows: LedgerAccountRow[]) => rows[0] ?? null;

/** The client's receivable account, or CLIENT_ACCOUNT_MISSING: a client account is opened on purpose, from the chart of accounts. */
export async function clientAccount(tx: Transaction, tenantId: string, clientId: string): Promise<LedgerAccountRow> {
  const [row] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.clientId, clientId)));
  if (!row) throw new ApiError(409, CLIENT_ACCOUNT_MISSING, CLIENT_ACCOUNT_MISSING_MESSAGE);
  return row;
}

export async function findClientAccount(tx: Transaction, tenantId: string, clientId: string): Promise<LedgerAccountRow | null> {
  const [row] = await tx
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.clientId, clientId)));
  return row ?? null;
}

/** Opens the client's receivable account under Client Receivables; answers the existing one when it is already open. */
export async function openClientAccount(
  tx: Transaction,
  tenantId: string,
  clientId: string,
  clientType: ClientType,
): Promise<{ account: LedgerAccountRow; created: boolean }> {
  return findOrAddSubAccount(
    tx,
    tenantId,
    'client_receivables',
    () => findClientAccount(tx, tenantId, clientId),
    async () => ({
      name: await clientName(tx, tenantId, clientId, clientType),
      clientId,
      clientType,
    }),
  );
}

async function clientName(tx: Transaction, tenantId: string, clientId: string, clientType: ClientType): Promise<string> {
  if (clientType === 'INDIVIDUAL') {
    const [client] = await tx
      .select({ first: individualClients.firstname, last: individualClients.lastname })
      .from(individualClients)
      .where(and(eq(individualClients.tenantId, tenantId), eq(individualClients.id, clientId)));
    if (!client) throw notFound('Client');
    return `${client.first} ${client.last}`;
  }
  const [client] = await tx
    .select({ name: corporateClients.corporateName })
    .from(corporateClients)
    .where(and(eq(corporateClients.tenantId, tenantId), eq(corporateClients.id, clientId)));
  if (!client) throw notFound('Client');
  return client.name;
}

/** The premium payable to one insurer, opened under Premium Payable to Insurers the first time it is needed. */
export async function insurerPayableAccount(tx: Transaction, tenantId: string, insuranceProviderId: number): Promise<LedgerAccountRow> {
  const find = async () =>
    firstOf(
      await tx
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.insuranceProviderId, insuranceProviderId))),
    );
  const opened = await findOrAddSubAccount(tx, tenantId, 'premium_payable', find, async () => {
    const [insurer] = await tx
      .select({ name: insuranceProviders.name })
      .from(insuranceProviders)
      .where(eq(insuranceProviders.id, insuranceProviderId));
    if (!insurer) throw notFound('Insurer');
    return { name: `Premium payable: ${insurer.name}`, insuranceProviderId };
  });
  return opened.account;
}

/** The ledger account of a premium (bank) account, opened under Cash and Bank the first time it is needed. */
export async function bankAccountFor(tx: Transaction, tenantId: string, premiumAccountId: string): Promise<LedgerAccountRow> {
  const find = async () =>
    firstOf(
      await tx
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.premiumAccountId, premiumAccountId))),
    );
  const opened = await findOrAddSubAccount(tx, tenantId, 'cash_and_bank', find, async () => {
    const [bankAccount] = await tx
      .select({ number: premiumAccounts.accountNumber, bank: banks.name })
      .from(premiumAccounts)
      .innerJoin(banks, eq(banks.id, premiumAccounts.bankId))
      .where(and(eq(premiumAccounts.tenantId, tenantId), eq(premiumAccounts.id, premiumAccountId)));
    if (!bankAccount) throw notFound('Premium account');
    return { name: `${bankAccount.bank} ${bankAccount.number}`, premiumAccountId };
  });
  return opened.account;
}
