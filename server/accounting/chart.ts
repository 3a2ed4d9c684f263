import { and, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACCOUNT_TYPES, classOf, normalBalance, type AccountClass, type AccountSubTypeCode } from '../../domain/accounting';
import { accountTypeName, type LedgerAccount, type LedgerAccountDetail } from '../../domain/chart';
import { isUuid } from '../../domain/ids';
import { koboToNaira } from '../../domain/money';
import { ledgerAccounts } from '../db/schema';
import { notFound } from '../http/errors';
import { movementsByAccount, type LedgerAccountRow, type Movement } from '../ledger';
import { matching } from '../reference/insurance';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';

export interface AccountFilter {
  search?: string;
  accountType?: AccountSubTypeCode | null;
  accountClass?: AccountClass | null;
  /** Only what lines may post to: active and without sub-accounts. */
  postable?: boolean;
  includeInactive?: boolean;
}

const parent = alias(ledgerAccounts, 'parent');
const hasSubAccounts = sql<boolean>`exists (select 1 from ${ledgerAccounts} sub where sub.parent_id = ${ledgerAccounts.id})`;
// Codes compare byte by byte, so PGlite and PostgreSQL order the chart alike.
const mainCode = sql`lower(coalesce(${parent.code}, ${ledgerAccounts.code})) collate "C"`;
const ownCode = sql`lower(${ledgerAccounts.code}) collate "C"`;

const NOTHING: Movement = { debit: 0, credit: 0, lines: 0 };
// Up to this many accounts their totals are read by id; beyond, the whole brokerage's in one go.
const BY_ID_LIMIT = 500;

export type Listed = { account: LedgerAccountRow; parentCode: string | null; hasSubs: boolean };

export function presentAccount({ account, parentCode, hasSubs }: Listed, movement: Movement): LedgerAccount {
  const type = account.accountType;
  return {
    account_code_pk: account.id,
    account_code: account.code,
    account_name: account.name,
    account_type: type,
    account_type_name: accountTypeName(type),
    account_class: classOf(type),
    normal_balance: ACCOUNT_TYPES.find((cls) => cls.code === classOf(type))!.normal_balance,
    is_main_account: account.parentId === null,
    parent_account_id: account.parentId,
    parent_account_code: parentCode,
    system_key: account.systemKey,
    client_id: account.clientId,
    client_type: account.clientType,
    insurance_provider_id: account.insuranceProviderId,
    premium_account_id: account.premiumAccountId,
    active: account.active,
    description: account.description,
    has_sub_accounts: hasSubs,
    postable: account.active && !hasSubs,
    debit_total: koboToNaira(movement.debit),
    credit_total: koboToNaira(movement.credit),
    balance: koboToNaira(normalBalance(type, movement.debit, movement.credit)),
    created_at: account.createdAt.toISOString(),
  };
}

/** Each listed account's debits and credits to date; a main account's include its sub-accounts'. */
async function withBalances(tx: Transaction, tenantId: string, listed: Listed[]): Promise<LedgerAccount[]> {
  const mains = listed.filter((row) => row.hasSubs).map((row) => row.account.id);
  const subs =
    mains.length === 0
      ? []
      : await tx
          .select({ id: ledgerAccounts.id, parentId: ledgerAccounts.parentId })
          .from(ledgerAccounts)
          .where(and(eq(ledgerAccounts.tenantId, tenantId), isNotNull(ledgerAccounts.parentId)));
  const subsOf = new Map<string, string[]>();
  for (const sub of subs) subsOf.set(sub.parentId!, [...(subsOf.get(sub.parentId!) ?? []), sub.id]);
  const ids = [...new Set([...listed.map((row) => row.account.id), ...mains.flatMap((id) => subsOf.get(id) ?? [])])];
  if (ids.length === 0) return [];
  const movements = await movementsByAccount(tx, tenantId, ids.length <= BY_ID_LIMIT ? { accountIds: ids } : {});
  const total = (id: string): Movement =>
    [id, ...(subsOf.get(id) ?? [])].reduce((sum, one) => {
      const movement = movements.get(one) ?? NOTHING;
      return { debit: sum.debit + movement.debit, credit: sum.credit + movement.credit, lines: sum.lines + movement.lines };
    }, NOTHING);
  return listed.map((row) => presentAccount(row, total(row.account.id)));
}

function selectListed(tx: Transaction, where: SQL | undefined) {
  return tx
    .select({ account: ledgerAccounts, parentCode: parent.code, hasSubs: hasSubAccounts })
    .from(ledgerAccounts)
    .leftJoin(parent, eq(parent.id, ledgerAccounts.parentId))
    .where(where)
    .orderBy(mainCode, sql`${ledgerAccounts.parentId} is not null`, ownCode, ledgerAccounts.id);
}

function filtered(tenantId: string, filter: AccountFilter): SQL {
  const types = filter.accountClass
    ? ACCOUNT_TYPES.find((cls) => cls.code === filter.accountClass)!.sub_types.map((sub) => sub.code)
    : null;
  return and(
    eq(ledgerAccounts.tenantId, tenantId),
    filter.includeInactive || filter.postable ? undefined : eq(ledgerAccounts.active, true),
    filter.postable ? and(eq(ledgerAccounts.active, true), sql`not ${hasSubAccounts}`) : undefined,
    filter.accountType ? eq(ledgerAccounts.accountType, filter.accountType) : undefined,
    types ? inArray(ledgerAccounts.accountType, types) : undefined,
    matching(filter.search, ledgerAccounts.code, ledgerAccounts.name),
  )!;
}

/** The chart ordered by code, each main account followed by its sub-accounts; every account when `paging` is null. */
export async function listAccounts(tx: Transaction, tenantId: string, filter: AccountFilter, paging: Paging | null) {
  const where = filtered(tenantId, filter);
  const select = selectListed(tx, where);
  const rows = await (paging ? select.limit(paging.limit).offset(paging.offset) : select);
  const total = paging ? await tx.$count(ledgerAccounts, where) : rows.length;
  return { data: await withBalances(tx, tenantId, rows), total };
}

/** One account of the brokerage with its main account's code and whether it has sub-accounts; 404 for an id it does not have. */
export async function listedAccount(tx: Transaction, tenantId: string, id: string): Promise<Listed> {
  const [row] = isUuid(id) ? await selectListed(tx, and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.id, id))) : [];
  if (!row) throw notFound('Account');
  return row;
}

/** One account of the brokerage as the API shows it; 404 for an id it does not have. */
export async function readAccount(tx: Transaction, tenantId: string, id: string): Promise<LedgerAccount> {
  const [account] = await withBalances(tx, tenantId, [await listedAccount(tx, tenantId, id)]);
  return account!;
}

/** The account and its sub-accounts (inactive ones too). */
export async function accountDetail(tx: Transaction, tenantId: string, id: string): Promise<LedgerAccountDetail> {
  const account = await readAccount(tx, tenantId, id);
  const subs = account.has_sub_accounts
    ? await selectListed(tx, and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.parentId, id)))
    : [];
  return { ...account, sub_accounts: await withBalances(tx, tenantId, subs) };
}

/** The account row locked for a change, or 404. */
export async function lockAccount(tx: Transaction, tenantId: string, id: string): Promise<LedgerAccountRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.id, id)))
        .for('update')
    : [];
  if (!row) throw notFound('Account');
  return row;
}

/** The account's own and its sub-accounts' movements, all to date. */
export async function scopeMovement(tx: Transaction, tenantId: string, account: LedgerAccountRow): Promise<Movement> {
  const subs = await tx
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.parentId, account.id)));
  const movements = await movementsByAccount(tx, tenantId, { accountIds: [account.id, ...subs.map((sub) => sub.id)] });
  return [...movements.values()].reduce(
    (sum, m) => ({ debit: sum.debit + m.debit, credit: sum.credit + m.credit, lines: sum.lines + m.lines }),
    NOTHING,
  );
}
