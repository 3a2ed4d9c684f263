import { sql } from 'drizzle-orm';
import { DIRECT_TO_INSURER, ENDORSEMENT_REMITTANCE } from '../../../domain/invoices';
import { collectedShareSql } from '../../invoices/money-sql';
import type { Transaction } from '../../db/client';

// Where each invoice's premium stood at the end of a day, from its payments and remittances up to
// that day: collected from the client, remitted to the insurer, and what the brokerage still holds.

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

/**
 * Each invoice billed (its issue posted) by the end of `day`, where its premium stood that evening,
 * in one set-based query: its payments in order with the running total paid, and its remittances.
 * A deleted invoice's issue entry is reversed on the day of its deletion.
 */
function positionsAt(tenantId: string, day: string) {
  const net = sql`(i.premium_kobo - i.commission_kobo - i.vat_kobo)`;
  const after = sql`x.paid_after`;
  const before = sql`(x.paid_after - x.amount_kobo)`;
  return sql`
    with billed as (
      select i.id, i.invoice_no, i.insurance_provider_id, i.individual_client_id, i.corporate_client_id,
             i.transaction_type = ${ENDORSEMENT_REMITTANCE} as returned, i.premium_kobo, ${net} as net_kobo, i.commission_kobo, i.vat_kobo
        from invoices i
       where i.tenant_id = ${tenantId} and i.issue_entry_id is not null and i.issue_date <= ${day}
         and (i.deleted_at is null or (i.deleted_at at time zone 'Africa/Lagos')::date > ${day})),
    payments as (
      select p.invoice_id, p.amount_kobo, p.payment_date, p.mode_of_payment = ${DIRECT_TO_INSURER} as direct, p.commission_kobo,
             p.debit_account_id, p.credit_account_id,
             sum(p.amount_kobo) over (partition by p.invoice_id order by p.payment_date, p.created_at, p.id) as paid_after
        from invoice_payments p
       where p.tenant_id = ${tenantId} and p.payment_date <= ${day}),
    payables as (
      select a.id, a.insurance_provider_id from ledger_accounts a
       where a.tenant_id = ${tenantId} and a.parent_id = (select id from ledger_accounts where tenant_id = ${tenantId} and system_key = 'premium_payable')),
    paid as (
      select x.invoice_id, sum(x.amount_kobo) as paid,
             coalesce(sum(x.amount_kobo) filter (where x.direct), 0) as direct,
             coalesce(sum(${collectedShareSql(sql`i.net_kobo`, after, sql`i.premium_kobo`)} - ${collectedShareSql(sql`i.net_kobo`, before, sql`i.premium_kobo`)}) filter (where x.direct), 0) as direct_share,
             coalesce(sum(${collectedShareSql(sql`i.commission_kobo`, after, sql`i.premium_kobo`)} - ${collectedShareSql(sql`i.commission_kobo`, before, sql`i.premium_kobo`)}) filter (where not x.direct), 0) as kept,
             coalesce(sum(x.commission_kobo) filter (where x.direct), 0) as captured,
             -- A captured commission posted against the insurer's payable (the insurer paying over what it held) moves what is owed.
             coalesce(sum(case when x.credit_account_id = a.id then x.commission_kobo else 0 end - case when x.debit_account_id = a.id then x.commission_kobo else 0 end)
               filter (where x.direct and x.commission_kobo > 0), 0) as captured_on_payable
        from payments x join billed i on i.id = x.invoice_id left join payables a on a.insurance_provider_id = i.insurance_provider_id
       group by x.invoice_id),
    remitted as (
      select r.invoice_id, sum(r.amount_kobo) as remitted from premium_remittances r
       where r.tenant_id = ${tenantId} and r.remittance_date <= ${day} group by r.invoice_id),
    figures as (
      select i.*, coalesce(p.paid, 0) as paid, coalesce(p.direct, 0) as direct, coalesce(p.direct_share, 0) as direct_share,
             coalesce(p.kept, 0) as kept, coalesce(p.captured, 0) as captured, coalesce(p.captured_on_payable, 0) as captured_on_payable,
             coalesce(r.remitted, 0) as remitted,
             case when i.returned then 0 else ${collectedShareSql(sql`i.net_kobo`, sql`coalesce(p.paid, 0)`, sql`i.premium_kobo`)} end as collected
        from billed i left join paid p on p.invoice_id = i.id left join remitted r on r.invoice_id = i.id),
    positions as (
      select f.*,
             case when f.returned then 0 else greatest(0, f.collected - f.remitted - f.direct_share) end as unremitted,
             case when f.returned then 0 else f.kept end as commission_kept,
             case when f.returned then 0 else least(f.captured, f.commission_kobo) end as commission_captured,
             case when f.returned then f.paid else 0 end as received_back,
             case when f.returned then f.paid - f.net_kobo else f.net_kobo - f.remitted - f.direct + f.captured_on_payable end as owed
        from figures f)`;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A row as read, its kobo figures (sent as text: sums and bigints) and insurer id as numbers. */
const inKobo = <T>(row: Record<string, unknown>): T =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, key.endsWith('Kobo') || key === 'insurerId' ? Number(value) : value]),
  ) as T;

/** The invoices whose collected premium is still in the brokerage's hands at the end of `day`, by insurer and invoice number. */
export async function unremittedPositions(tx: Transaction, tenantId: string, day: string): Promise<InvoicePosition[]> {
  const result = await tx.execute(sql`${positionsAt(tenantId, day)},
    -- The payment day of the oldest collection still unremitted (remittances settle the oldest first).
    unsettled as (
      select x.invoice_id, min(x.payment_date)::text as paid_on
        from payments x join positions o on o.id = x.invoice_id
       where o.unremitted > 0 and ${collectedShareSql(sql`o.net_kobo`, sql`x.paid_after`, sql`o.premium_kobo`)} > o.remitted + o.direct_share
       group by x.invoice_id)
    select o.id as "invoiceId", o.invoice_no as "invoiceNo", o.insurance_provider_id as "insurerId", ip.name as insurer,
           coalesce(cc.corporate_name, ic.firstname || ' ' || ic.lastname, '') as client, o.returned,
           o.net_kobo::text as "netKobo", o.commission_kobo::text as "commissionKobo", o.vat_kobo::text as "vatKobo",
           o.collected::text as "collectedKobo", o.remitted::text as "remittedKobo", o.direct::text as "directKobo",
           o.direct_share::text as "directShareKobo", o.unremitted::text as "unremittedKobo", u.paid_on as "paidOn",
           o.commission_kept::text as "commissionKeptKobo", o.commission_captured::text as "commissionCapturedKobo",
           o.received_back::text as "receivedBackKobo", o.owed::text as "owedKobo"
      from positions o join insurance_providers ip on ip.id = o.insurance_provider_id
      left join unsettled u on u.invoice_id = o.id
      left join individual_clients ic on ic.id = o.individual_client_id
      left join corporate_clients cc on cc.id = o.corporate_client_id
     where o.unremitted > 0
     order by ip.name, o.invoice_no`);
  return rowsOf<Record<string, unknown>>(result).map((row) => inKobo<InvoicePosition>(row));
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
  const total = (figure: string) => sql.raw(`coalesce(sum(${figure}), 0)::text`);
  const result = await tx.execute(sql`${positionsAt(tenantId, day)}
    select o.insurance_provider_id as "insurerId", ip.name as insurer, o.returned,
           ${total('o.collected')} as "collectedKobo", ${total('o.unremitted')} as "unremittedKobo", ${total('o.owed')} as "owedKobo",
           ${total('o.commission_kobo')} as "commissionKobo", ${total('o.vat_kobo')} as "vatKobo",
           ${total('o.commission_kept')} as "commissionKeptKobo", ${total('o.commission_captured')} as "commissionCapturedKobo",
           ${total('case when o.returned then 0 else greatest(0, o.commission_kobo - o.commission_kept - o.commission_captured) end')} as "commissionReceivableKobo"
      from positions o join insurance_providers ip on ip.id = o.insurance_provider_id
     group by o.insurance_provider_id, ip.name, o.returned
     order by ip.name, o.insurance_provider_id, o.returned`);
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
