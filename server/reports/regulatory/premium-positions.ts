import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client';

// Where each invoice's premium stood at the end of a day, read from the maintained positions
// (server/invoices/positions.ts): the spans of that day, or the moves of the insurers' sums up to it.

export interface InvoicePosition {
  invoiceId: string;
  invoiceNo: string;
  insurerId: number;
  insurer: string;
  client: string;
  /** A return premium: the insurer owes its share back, nothing is remitted on it. */
  returned: boolean;
  /** Premium less commission and VAT: what the issue entry credits to the insurer's payable. */
  netKobo: number;
  commissionKobo: number;
  vatKobo: number;
  /** The net premium the client's payments so far have collected (all of it once paid). */
  collectedKobo: number;
  /** Premium remittances to the insurer. */
  remittedKobo: number;
  /** Paid by the client straight to the insurer: the whole amount, and its net premium share. */
  directKobo: number;
  directShareKobo: number;
  /** Collected by the brokerage and not yet remitted (section 41's premium in hand). */
  unremittedKobo: number;
  /** The payment day of the oldest collection still unremitted (remittances settle the oldest first). */
  paidOn: string | null;
  /** Commission on the premium the brokerage collected (kept from it before remitting the net). */
  commissionKeptKobo: number;
  /** Commission the insurer paid over on direct payments (captured with the payment), the VAT it may carry left out. */
  commissionCapturedKobo: number;
  /** On a return premium: the insurer's share received back so far. */
  receivedBackKobo: number;
  /** What the invoice leaves on the insurer's payable account (credit side). */
  owedKobo: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A row as read, its kobo figures (sent as text: sums and bigints) and insurer id as numbers. */
const inKobo = <T>(row: Record<string, unknown>): T =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, key.endsWith('Kobo') || key === 'insurerId' ? Number(value) : value]),
  ) as T;

/** Which unremitted lines to read: every one, a window of them in the schedule's order, or those of some invoices. */
export type LineChoice = { every: true } | { offset: number; limit: number } | { invoiceIds: string[] };

/**
 * The spans holding premium in hand at the end of `day`. The open end is tested with IS NULL, not
 * coalesce: under the tenant wall a coalesce is not trusted to run before it, so it could not reach the index.
 */
const inHandAt = (tenantId: string, day: string) => sql`o.tenant_id = ${tenantId} and o.unremitted_kobo > 0
  and (o.valid_to is null or o.valid_to > ${day}::date) and o.valid_from <= ${day}::date`;

/** The schedule's order: by insurer, the longest unpaid-over first. */
const scheduleOrder = sql`ip.name, o.insurance_provider_id, o.paid_on nulls last, o.invoice_id`;

/**
 * The invoices whose collected premium is still in the brokerage's hands at the end of `day`, by
 * insurer, oldest payment first. The lines are chosen from the spans alone and their invoices looked
 * up by id after: joined directly, the planner expects ten times the spans there are and reads every
 * invoice of the brokerage to match them.
 */
export async function unremittedPositions(
  tx: Transaction,
  tenantId: string,
  day: string,
  choice: LineChoice = { every: true },
): Promise<InvoicePosition[]> {
  const ofInvoices = 'invoiceIds' in choice ? sql` and o.invoice_id = any(${sql.param(choice.invoiceIds)}::uuid[])` : sql``;
  const window = 'limit' in choice ? sql` limit ${choice.limit} offset ${choice.offset}` : sql``;
  const result = await tx.execute(sql`
    with o as materialized (
      select o.*, ip.name as insurer from invoice_positions o join insurance_providers ip on ip.id = o.insurance_provider_id
       where ${inHandAt(tenantId, day)}${ofInvoices}
       order by ${scheduleOrder}${window})
    select o.invoice_id as "invoiceId", i.invoice_no as "invoiceNo", o.insurance_provider_id as "insurerId", o.insurer,
           coalesce(cc.corporate_name, ic.firstname || ' ' || ic.lastname, '') as client, o.returned,
           o.net_kobo::text as "netKobo", o.commission_kobo::text as "commissionKobo", o.vat_kobo::text as "vatKobo",
           o.collected_kobo::text as "collectedKobo", o.remitted_kobo::text as "remittedKobo", o.direct_kobo::text as "directKobo",
           o.direct_share_kobo::text as "directShareKobo", o.unremitted_kobo::text as "unremittedKobo", o.paid_on::text as "paidOn",
           o.commission_kept_kobo::text as "commissionKeptKobo", o.commission_captured_kobo::text as "commissionCapturedKobo",
           o.received_back_kobo::text as "receivedBackKobo", o.owed_kobo::text as "owedKobo"
      from o join invoices i on i.id = o.invoice_id
      left join individual_clients ic on ic.id = i.individual_client_id
      left join corporate_clients cc on cc.id = i.corporate_client_id
     where i.id = any(array(select invoice_id from o))
     order by o.insurer, o.insurance_provider_id, o.paid_on nulls last, o.invoice_id`);
  return rowsOf<Record<string, unknown>>(result).map((row) => inKobo<InvoicePosition>(row));
}

/** An age band of premium in hand, in whole days since the payment it came with (null: no upper end). */
export interface AgeBand {
  key: string;
  header: string;
  minDays: number | null;
  maxDays: number | null;
}

/** One insurer's premium in hand: how many invoices, how much, and how much in each age band (by key). */
export interface UnremittedByInsurer {
  insurerId: number;
  insurer: string;
  lines: number;
  unremittedKobo: number;
  bands: Record<string, number>;
}

const withinBand = (age: SQL, band: AgeBand) =>
  sql.join(
    [
      sql`true`,
      ...(band.minDays === null ? [] : [sql`${age} >= ${band.minDays}`]),
      ...(band.maxDays === null ? [] : [sql`${age} <= ${band.maxDays}`]),
    ],
    sql` and `,
  );

/** The premium in hand at the end of `day` by insurer, in the schedule's order, summed in the database. */
export async function unremittedByInsurer(
  tx: Transaction,
  tenantId: string,
  day: string,
  bands: readonly AgeBand[],
): Promise<UnremittedByInsurer[]> {
  const age = sql`coalesce(${day}::date - o.paid_on, 0)`;
  const banded = bands.map(
    (band, at) =>
      sql`, coalesce(sum(o.unremitted_kobo) filter (where ${withinBand(age, band)}), 0)::text as ${sql.identifier(`band${at}Kobo`)}`,
  );
  const result = await tx.execute(sql`
    select o.insurance_provider_id as "insurerId", ip.name as insurer, count(*)::int as lines,
           sum(o.unremitted_kobo)::text as "unremittedKobo"${sql.join(banded)}
      from invoice_positions o join insurance_providers ip on ip.id = o.insurance_provider_id
     where ${inHandAt(tenantId, day)}
     group by o.insurance_provider_id, ip.name
     order by ip.name, o.insurance_provider_id`);
  return rowsOf<Record<string, unknown>>(result).map((row) => {
    const figures = inKobo<Record<string, number> & { insurer: string; lines: number }>(row);
    return {
      insurerId: figures.insurerId!,
      insurer: figures.insurer,
      lines: figures.lines,
      unremittedKobo: figures.unremittedKobo!,
      bands: Object.fromEntries(bands.map((band, at) => [band.key, figures[`band${at}Kobo`]!])),
    };
  });
}

/** The positions of one insurer's invoices (returns premiums apart) summed. */
export interface PositionTotals {
  insurerId: number;
  insurer: string;
  returned: boolean;
  collectedKobo: number;
  unremittedKobo: number;
  owedKobo: number;
  commissionKobo: number;
  vatKobo: number;
  commissionKeptKobo: number;
  commissionCapturedKobo: number;
  /** The commission neither deducted nor received yet (none on a return premium). */
  commissionReceivableKobo: number;
}

/** The positions at the end of `day` summed by insurer, return premiums apart, in the insurers' order by name. */
export async function positionTotals(tx: Transaction, tenantId: string, day: string): Promise<PositionTotals[]> {
  const total = (figure: string) => sql.raw(`sum(m.${figure})::text`);
  const moved = sql.raw(
    'insurance_provider_id, returned, invoice_count, collected_kobo, unremitted_kobo, owed_kobo, commission_kobo, vat_kobo, commission_kept_kobo, commission_captured_kobo, commission_receivable_kobo',
  );
  // The months before the day's month, then that month's days up to the day.
  const result = await tx.execute(sql`
    select m.insurance_provider_id as "insurerId", ip.name as insurer, m.returned,
           ${total('collected_kobo')} as "collectedKobo", ${total('unremitted_kobo')} as "unremittedKobo", ${total('owed_kobo')} as "owedKobo",
           ${total('commission_kobo')} as "commissionKobo", ${total('vat_kobo')} as "vatKobo",
           ${total('commission_kept_kobo')} as "commissionKeptKobo", ${total('commission_captured_kobo')} as "commissionCapturedKobo",
           ${total('commission_receivable_kobo')} as "commissionReceivableKobo"
      from (select ${moved} from position_monthly_moves
             where tenant_id = ${tenantId} and month < date_trunc('month', ${day}::date)::date
            union all
            select ${moved} from position_daily_moves
             where tenant_id = ${tenantId} and day >= date_trunc('month', ${day}::date)::date and day <= ${day}::date) m
      join insurance_providers ip on ip.id = m.insurance_provider_id
     group by m.insurance_provider_id, ip.name, m.returned
    having sum(m.invoice_count) > 0
     order by ip.name, m.insurance_provider_id, m.returned`);
  return rowsOf<Record<string, unknown>>(result).map((row) => inKobo<PositionTotals>(row));
}

/** Sums a figure of the positions by insurer. */
export function byInsurer<T extends { insurerId: number; insurer: string }>(rows: T[]): Map<number, { insurer: string; rows: T[] }> {
  const groups = new Map<number, { insurer: string; rows: T[] }>();
  for (const row of rows) {
    const group = groups.get(row.insurerId) ?? { insurer: row.insurer, rows: [] };
    group.rows.push(row);
    groups.set(row.insurerId, group);
  }
  return groups;
}

export const sumOf = <T>(rows: T[], figure: (row: T) => number) => rows.reduce((total, row) => total + figure(row), 0);

/** Whole days from `from` to `to` (yyyy-mm-dd). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
