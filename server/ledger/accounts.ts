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
 * The number of the last sub-account code under a main account: 1100-0001, 1100-0002, …,
 * 1100-10000 (four digits at least). Only codes of that exact shape count: a code a person chose,
 * such as 1100-ABCD, must not stop the numbering. (Account codes are letters, digits and -, so the
 * parent's code is safe inside the pattern.)
 */
const lastSubNumber = (tenantId: string, parentCode: string) => sql<number>`(
  select coalesce(max(substring(a.code from '[0-9]+$')::bigint), 0) from ledger_accounts a
   where a.tenant_id = ${tenantId} and a.code ~ ${`^${parentCode}-[0-9]{4,}$`})`;

const subCode = (parentCode: string, number: number) => `${parentCode}-${String(number).padStart(4, '0')}`;

async function nextSubCode(tx: Transaction, tenantId: string, parent: LedgerAccountRow): Promise<string> {
  const [row] = await tx.select({ last: lastSubNumber(tenantId, parent.code) }).from(sql`(select 1) as one`);
  return subCode(parent.code, Number(row?.last ?? 0) + 1);
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

/**
 * The client's receivable account, or CLIENT_ACCOUNT_MISSING. It opens with the client; a client
 * that came in around the services gets it at the next start or from the chart of accounts.
 */
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

/**
 * Opens a receivable account for every client of the brokerage that has none (clients added before
 * accounts were opened with them), numbered in the order the clients were added. Answers how many.
 */
export async function openMissingClientAccounts(tx: Transaction, tenantId: string): Promise<number> {
  await lockAccountCodes(tx, tenantId);
  const parent = await systemAccount(tx, tenantId, 'client_receivables');
  const result = await tx.execute(sql`
    with missing as (
      select c.id, 'INDIVIDUAL' as client_type, c.firstname || ' ' || c.lastname as name, c.created_at from individual_clients c
       where c.tenant_id = ${tenantId} and not exists (select 1 from ledger_accounts a where a.tenant_id = ${tenantId} and a.client_id = c.id)
      union all
      select c.id, 'CORPORATE', c.corporate_name, c.created_at from corporate_clients c
       where c.tenant_id = ${tenantId} and not exists (select 1 from ledger_accounts a where a.tenant_id = ${tenantId} and a.client_id = c.id))
    insert into ledger_accounts (tenant_id, code, name, account_type, parent_id, client_id, client_type)
    select ${tenantId}, ${parent.code} || '-' || lpad(n.number::text, greatest(4, length(n.number::text)), '0'),
           n.name, ${parent.accountType}, ${parent.id}, n.id, n.client_type
      from (select m.*, ${lastSubNumber(tenantId, parent.code)} + row_number() over (order by m.created_at, m.id) as number from missing m) n
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
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
