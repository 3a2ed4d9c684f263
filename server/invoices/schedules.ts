import { and, asc, desc, eq, gte, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { assign, refine, type } from 'superstruct';
import { isValidDateString } from '../../domain/date-input';
import { CHOOSE_INSURER } from '../../domain/insurers';
import { ENDORSEMENT_REMITTANCE, premiumRemittanceRefusals, remittanceDueDate, unremittedPremiumKobo } from '../../domain/invoices';
import { ONE_INSURER_PER_SCHEDULE, type RemittanceSchedulePayload } from '../../domain/invoices/schedule';
import { REMITTED_SORTS } from '../../domain/list-sort';
import { INVALID_DATE } from '../../domain/messages';
import { koboToNaira } from '../../domain/money';
import { todayInLagos } from '../../domain/today';
import { corporateClients, individualClients, insuranceProviders, invoices, journalEntries, premiumRemittances } from '../db/schema';
import { conflict, invalidInput } from '../http/errors';
import { sortedTerms, sortQuery, type SortFields } from '../http/list-sort';
import { filterText, PageQuery } from '../http/params';
import { insurerPayableAccount, postEntry, type PostingLine } from '../ledger';
import { unremittedKobo } from './money-sql';
import { recordPremiumRemittance, remittableFacts, remittanceBank, remittanceMeans } from './premium-remittance';
import { lockInvoice, presentInvoices, type InvoiceRow, type PresentedInvoice } from './read';
import { lastPaymentOf, premiumRemittanceLogsById, presentPremiumRemittances, type RemittanceLogView } from './remittance-logs';
import type { Transaction } from '../db/client';
import type { OrderKey } from '../http/keyset';
import type { Paging } from '../http/paging';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';

// Remittance schedules (/remit-premium, /premium-remitted): the paid premium still owed to insurers,
// a schedule that remits several invoices' whole premium in one journal entry, and what went.

export interface ScheduleFilters {
  /** yyyy-mm-dd, inclusive: the payment date for paid premium, the remittance date for what went. */
  from: string | null;
  to: string | null;
  insuranceProvider: number | null;
}

const day = (field: 'from' | 'to') => refine(filterText(), field, (value) => !value || isValidDateString(value) || INVALID_DATE);

/** The list query of GET /paidpremium and GET /all-remitted: paging and the filters. */
export const ScheduleListQuery = assign(
  PageQuery,
  type({
    from: day('from'),
    to: day('to'),
    insuranceProvider: refine(filterText(), 'insuranceProvider', (value) => {
      const id = Number(value);
      return !value || (Number.isSafeInteger(id) && id > 0) || CHOOSE_INSURER;
    }),
  }),
);
export type ScheduleListQuery = Infer<typeof ScheduleListQuery>;

/** GET /all-remitted's query: the schedules' list query, sortable. */
export const RemittedListQuery = assign(ScheduleListQuery, sortQuery(REMITTED_SORTS));

const REMITTED_SORT_KEYS: Record<(typeof REMITTED_SORTS)[number], OrderKey> = {
  remittance_date: { column: premiumRemittances.remittanceDate, kind: 'date' },
  invoice_no: { column: invoices.invoiceNo, kind: 'text' },
  amount: { column: premiumRemittances.amountKobo, kind: 'bigint' },
};

export function scheduleFilters(query: ScheduleListQuery): ScheduleFilters {
  return {
    from: query.from ?? null,
    to: query.to ?? null,
    insuranceProvider: query.insuranceProvider ? Number(query.insuranceProvider) : null,
  };
}

// The net premium (netPremiumKobo) less what went: once an invoice is paid its whole net premium is collected.

export type PaidPremiumInvoice = PresentedInvoice & { paid_on: string | null; remit_by: string | null };

/** GET /paidpremium: paid invoices whose premium is still (partly) to remit, the longest-paid first. */
export async function paidPremium(tx: Transaction, tenantId: string, filters: ScheduleFilters, paging: Paging) {
  const lastPayment = lastPaymentOf(tx);
  const where = and(
    eq(invoices.tenantId, tenantId),
    eq(invoices.status, 'paid'),
    // Remit Premium is not offered on endorsement-remittance invoices, so no schedule can take them.
    ne(invoices.transactionType, ENDORSEMENT_REMITTANCE),
    sql`${unremittedKobo} > 0`,
    filters.from ? sql`${lastPayment.paidOn} >= ${filters.from}` : undefined,
    filters.to ? sql`${lastPayment.paidOn} <= ${filters.to}` : undefined,
    filters.insuranceProvider ? eq(invoices.insuranceProviderId, filters.insuranceProvider) : undefined,
  );
  const rows = await tx
    .select({ invoice: invoices, paidOn: lastPayment.paidOn })
    .from(invoices)
    .leftJoinLateral(lastPayment, sql`true`)
    .where(where)
    .orderBy(sql`${lastPayment.paidOn} asc nulls last`, asc(invoices.invoiceNo))
    .limit(paging.limit)
    .offset(paging.offset);
  const summed = tx
    .select({ total: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${unremittedKobo}), 0)::text` })
    .from(invoices)
    .$dynamic();
  // The last payment is looked up for the total only when the payment dates filter it.
  const [summary] = await (filters.from || filters.to ? summed.leftJoinLateral(lastPayment, sql`true`) : summed).where(where);
  const presented = await presentInvoices(
    tx,
    tenantId,
    rows.map((row) => row.invoice),
  );
  const data: PaidPremiumInvoice[] = presented.map((invoice, index) => {
    const paidOn = rows[index]!.paidOn;
    return { ...invoice, paid_on: paidOn, remit_by: paidOn ? remittanceDueDate(paidOn) : null };
  });
  return { invoices: data, total: summary!.total, totals: { amount_unremitted: koboToNaira(Number(summary!.amount)) } };
}

const scheduleRefusal = (row: InvoiceRow, message: string) => conflict(`Invoice ${row.invoiceNo}: ${message}`);

/**
 * POST /remittance-schedules: every invoice remits its whole unremitted premium as a full
 * remittance, in one journal entry (Dr each insurer's payable, Cr the bank), or nothing happens.
 */
export async function createSchedule(
  tx: Transaction,
  tenantId: string,
  payload: RemittanceSchedulePayload,
  by: string,
): Promise<{ ref_no: string; remittances: RemittanceLogView[] }> {
  const today = todayInLagos();
  const date = payload.date!;
  // Always in the same order, so two schedules sharing invoices cannot wait on each other.
  const ids = [...new Set(payload.invoiceIds.map((id) => id.trim().toLowerCase()))].sort();
  const rows: InvoiceRow[] = [];
  for (const id of ids) rows.push(await lockInvoice(tx, tenantId, id));
  if (new Set(rows.map((row) => row.insuranceProviderId)).size > 1)
    throw invalidInput([{ field: 'invoiceIds', message: ONE_INSURER_PER_SCHEDULE }], ONE_INSURER_PER_SCHEDULE);

  const amounts = new Map<string, number>();
  for (const row of rows) {
    const facts = remittableFacts(row);
    const left = unremittedPremiumKobo(facts);
    const full = { ...payload, remittanceType: 'FULL REMITTANCE', amountToRemit: koboToNaira(left), dateToRemitBalance: date };
    const [refusal] = premiumRemittanceRefusals(full, facts, today);
    if (refusal) throw scheduleRefusal(row, refusal.message);
    amounts.set(row.id, left);
  }

  const bank = await remittanceBank(tx, tenantId);
  const lines: PostingLine[] = [];
  for (const row of rows) {
    const payable = await insurerPayableAccount(tx, tenantId, row.insuranceProviderId);
    lines.push({ accountId: payable.id, debit: amounts.get(row.id)!, description: `Invoice ${row.invoiceNo}` });
  }
  const total = rows.reduce((sum, row) => sum + amounts.get(row.id)!, 0);
  lines.push({ accountId: bank.id, credit: total });
  const single = rows.length === 1 ? rows[0]! : null;
  const entry = await postEntry(tx, tenantId, {
    date,
    description: single
      ? `Premium remitted to the insurer for invoice ${single.invoiceNo}`
      : `Premium remittance schedule of ${rows.length} invoices`,
    source: 'premium_remittance',
    // A schedule of several invoices belongs to none of them alone: its remittance rows point at it.
    sourceId: single?.id ?? null,
    lines,
    by,
  });

  const means = remittanceMeans(payload);
  const remittanceIds = new Map<string, string>();
  for (const row of rows) {
    const id = await recordPremiumRemittance(tx, tenantId, row, {
      type: 'FULL REMITTANCE',
      date,
      amountKobo: amounts.get(row.id)!,
      balanceDueDate: date,
      remark: payload.remark ?? null,
      means,
      bankAccountId: bank.id,
      entryId: entry.id,
      by,
    });
    remittanceIds.set(row.id, id);
  }
  const logs = await premiumRemittanceLogsById(tx, tenantId, [...remittanceIds.values()]);
  const byId = new Map(logs.map((log) => [log.remittance_log_id, log]));
  // In the order the invoices were sent.
  const inOrder = payload.invoiceIds
    .map((id) => remittanceIds.get(id.trim().toLowerCase()))
    .filter((id, index, all): id is string => !!id && all.indexOf(id) === index);
  return { ref_no: entry.refNo, remittances: inOrder.map((id) => byId.get(id)!) };
}

export type RemittedRow = RemittanceLogView & {
  invoice_id: string;
  invoice_no: string;
  client_name: string;
  insurer: string;
  insurance_provider_id: number;
};

/** GET /all-remitted: premium remittances with their invoice, client and insurer, the latest first, and their total. */
export async function allRemitted(tx: Transaction, tenantId: string, filters: ScheduleFilters, paging: Paging, sort: SortFields = {}) {
  const where: SQL | undefined = and(
    eq(premiumRemittances.tenantId, tenantId),
    filters.from ? gte(premiumRemittances.remittanceDate, filters.from) : undefined,
    filters.to ? lte(premiumRemittances.remittanceDate, filters.to) : undefined,
    filters.insuranceProvider ? eq(invoices.insuranceProviderId, filters.insuranceProvider) : undefined,
  );
  const order = sortedTerms(
    [desc(premiumRemittances.remittanceDate), desc(premiumRemittances.createdAt), desc(premiumRemittances.id)],
    REMITTED_SORT_KEYS,
    premiumRemittances.id,
    sort,
  );
  // The invoice is read only to filter by insurer or sort by its number: otherwise the page's
  // remittances are found from their own index, and only those twenty are joined to the rest.
  const byInvoice = filters.insuranceProvider !== null || sort.sort === 'invoice_no';
  const withInvoice = <Q extends PgSelect>(query: Q) =>
    byInvoice ? query.innerJoin(invoices, eq(invoices.id, premiumRemittances.invoiceId)) : query;
  const page = withInvoice(tx.select({ id: premiumRemittances.id }).from(premiumRemittances).$dynamic())
    .where(where)
    .orderBy(...order)
    .limit(paging.limit)
    .offset(paging.offset);
  const rows = await tx
    .select({
      remittance: premiumRemittances,
      refNo: journalEntries.refNo,
      invoiceNo: invoices.invoiceNo,
      insuranceProviderId: invoices.insuranceProviderId,
      insurer: insuranceProviders.name,
      firstname: individualClients.firstname,
      lastname: individualClients.lastname,
      company: corporateClients.corporateName,
    })
    .from(premiumRemittances)
    .innerJoin(invoices, eq(invoices.id, premiumRemittances.invoiceId))
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, invoices.insuranceProviderId))
    .leftJoin(individualClients, eq(individualClients.id, invoices.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, invoices.corporateClientId))
    .leftJoin(journalEntries, eq(journalEntries.id, premiumRemittances.entryId))
    .where(inArray(premiumRemittances.id, page))
    .orderBy(...order);
  const [summary] = await withInvoice(
    tx
      .select({ total: sql<number>`count(*)::int`, amount: sql<string>`coalesce(sum(${premiumRemittances.amountKobo}), 0)::text` })
      .from(premiumRemittances)
      .$dynamic(),
  ).where(where);
  const logs = await presentPremiumRemittances(
    tx,
    tenantId,
    rows.map((row) => ({ ...row.remittance, refNo: row.refNo })),
  );
  const data: RemittedRow[] = logs.map((log, index) => {
    const row = rows[index]!;
    return {
      ...log,
      invoice_id: row.remittance.invoiceId,
      invoice_no: row.invoiceNo,
      client_name: row.company ?? `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim(),
      insurer: row.insurer,
      insurance_provider_id: row.insuranceProviderId,
    };
  });
  return { data, total: summary!.total, totals: { amount: koboToNaira(Number(summary!.amount)) } };
}
