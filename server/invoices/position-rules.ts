import { sql, type SQL } from 'drizzle-orm';
import { DIRECT_TO_INSURER, ENDORSEMENT_REMITTANCE } from '../../domain/invoices';
import { collectedShareSql } from './money-sql';

// Where an invoice's premium stood at the end of a day, from its payments and remittances up to that
// day: collected from the client, remitted to the insurer, and what the brokerage still holds. The one
// statement of these rules; the maintained positions (positions.ts) are rebuilt through it.

/** The invoices a position is asked of: all the tenant's, or these. */
export type InvoiceSet = string[] | 'all';

export const inSet = (column: SQL, invoices: InvoiceSet) =>
  invoices === 'all'
    ? sql`true`
    : sql`${column} in (${sql.join(
        invoices.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;

/**
 * A `with` clause ending in `positions`: for each moment (`moments` answers rows of invoice `id` and
 * `day`) at which the invoice was billed (its issue posted by that day, not deleted by then), where its
 * premium stood that evening. A deleted invoice's issue entry is reversed on the day of its deletion.
 * Figures: net_kobo, commission_kobo, vat_kobo, collected, remitted, direct, direct_share, unremitted,
 * paid_on, commission_kept, commission_captured, commission_receivable, received_back, owed.
 */
// Also answered: deleted_on, the day the invoice stopped billing anyone.
export function positionsOn(tenantId: string, invoices: InvoiceSet, moments: SQL) {
  const net = sql`(i.premium_kobo - i.commission_kobo - i.vat_kobo)`;
  const after = sql`x.paid_after`;
  const before = sql`(x.paid_after - x.amount_kobo)`;
  return sql`
    with moments as (${moments}),
    billed as (
      select m.day, i.tenant_id, i.id, i.insurance_provider_id, i.transaction_type = ${ENDORSEMENT_REMITTANCE} as returned,
             i.premium_kobo, ${net} as net_kobo, i.commission_kobo, i.vat_kobo, (i.deleted_at at time zone 'Africa/Lagos')::date as deleted_on
        from moments m join invoices i on i.id = m.id
       where i.tenant_id = ${tenantId} and i.issue_entry_id is not null and i.issue_date <= m.day
         and (i.deleted_at is null or (i.deleted_at at time zone 'Africa/Lagos')::date > m.day)),
    payments as (
      select p.invoice_id, p.amount_kobo, p.payment_date, p.mode_of_payment = ${DIRECT_TO_INSURER} as direct, p.commission_kobo,
             p.debit_account_id, p.credit_account_id,
             sum(p.amount_kobo) over (partition by p.invoice_id order by p.payment_date, p.created_at, p.id) as paid_after
        from invoice_payments p
       where p.tenant_id = ${tenantId} and ${inSet(sql`p.invoice_id`, invoices)}),
    payables as (
      select a.id, a.insurance_provider_id from ledger_accounts a
       where a.tenant_id = ${tenantId} and a.parent_id = (select id from ledger_accounts where tenant_id = ${tenantId} and system_key = 'premium_payable')),
    paid as (
      select i.id, i.day, sum(x.amount_kobo) as paid,
             coalesce(sum(x.amount_kobo) filter (where x.direct), 0) as direct,
             coalesce(sum(${collectedShareSql(sql`i.net_kobo`, after, sql`i.premium_kobo`)} - ${collectedShareSql(sql`i.net_kobo`, before, sql`i.premium_kobo`)}) filter (where x.direct), 0) as direct_share,
             coalesce(sum(${collectedShareSql(sql`i.commission_kobo`, after, sql`i.premium_kobo`)} - ${collectedShareSql(sql`i.commission_kobo`, before, sql`i.premium_kobo`)}) filter (where not x.direct), 0) as kept,
             coalesce(sum(x.commission_kobo) filter (where x.direct), 0) as captured,
             -- A captured commission posted against the insurer's payable (the insurer paying over what it held) moves what is owed.
             coalesce(sum(case when x.credit_account_id = a.id then x.commission_kobo else 0 end - case when x.debit_account_id = a.id then x.commission_kobo else 0 end)
               filter (where x.direct and x.commission_kobo > 0), 0) as captured_on_payable
        from payments x join billed i on i.id = x.invoice_id and x.payment_date <= i.day
        left join payables a on a.insurance_provider_id = i.insurance_provider_id
       group by i.id, i.day),
    remitted as (
      select i.id, i.day, sum(r.amount_kobo) as remitted
        from premium_remittances r join billed i on i.id = r.invoice_id and r.remittance_date <= i.day
       where r.tenant_id = ${tenantId} and ${inSet(sql`r.invoice_id`, invoices)}
       group by i.id, i.day),
    figures as (
      select i.*, coalesce(p.paid, 0) as paid, coalesce(p.direct, 0) as direct, coalesce(p.direct_share, 0) as direct_share,
             coalesce(p.kept, 0) as kept, coalesce(p.captured, 0) as captured, coalesce(p.captured_on_payable, 0) as captured_on_payable,
             coalesce(r.remitted, 0) as remitted,
             case when i.returned then 0 else ${collectedShareSql(sql`i.net_kobo`, sql`coalesce(p.paid, 0)`, sql`i.premium_kobo`)} end as collected
        from billed i left join paid p on p.id = i.id and p.day = i.day left join remitted r on r.id = i.id and r.day = i.day),
    settled as (
      select f.*,
             case when f.returned then 0 else greatest(0, f.collected - f.remitted - f.direct_share) end as unremitted,
             case when f.returned then 0 else f.kept end as commission_kept,
             case when f.returned then 0 else least(f.captured, f.commission_kobo) end as commission_captured,
             case when f.returned then f.paid else 0 end as received_back,
             case when f.returned then f.paid - f.net_kobo else f.net_kobo - f.remitted - f.direct + f.captured_on_payable end as owed
        from figures f),
    -- The payment day of the oldest collection still unremitted (remittances settle the oldest first).
    unsettled as (
      select o.id, o.day, min(x.payment_date) as paid_on
        from payments x join settled o on o.id = x.invoice_id and x.payment_date <= o.day
       where o.unremitted > 0 and ${collectedShareSql(sql`o.net_kobo`, sql`x.paid_after`, sql`o.premium_kobo`)} > o.remitted + o.direct_share
       group by o.id, o.day),
    positions as (
      select o.*, u.paid_on,
             case when o.returned then 0 else greatest(0, o.commission_kobo - o.commission_kept - o.commission_captured) end as commission_receivable
        from settled o left join unsettled u on u.id = o.id and u.day = o.day)`;
}

/** Every invoice of the set at the end of `day`. */
export const everyInvoiceOn = (tenantId: string, invoices: InvoiceSet, day: string) =>
  sql`select i.id, ${day}::date as day from invoices i where i.tenant_id = ${tenantId} and ${inSet(sql`i.id`, invoices)}`;

/**
 * Each day the invoices' positions may change: their issue, each payment and remittance (those dated
 * before the issue count from it). Deletion ends the last span (positions.ts).
 */
export const changeDays = (tenantId: string, invoices: InvoiceSet) => sql`
  select i.id, i.issue_date as day from invoices i
   where i.tenant_id = ${tenantId} and i.issue_entry_id is not null and ${inSet(sql`i.id`, invoices)}
  union
  select i.id, greatest(i.issue_date, p.payment_date) from invoice_payments p join invoices i on i.id = p.invoice_id
   where p.tenant_id = ${tenantId} and i.issue_entry_id is not null and ${inSet(sql`p.invoice_id`, invoices)}
  union
  select i.id, greatest(i.issue_date, r.remittance_date) from premium_remittances r join invoices i on i.id = r.invoice_id
   where r.tenant_id = ${tenantId} and i.issue_entry_id is not null and ${inSet(sql`r.invoice_id`, invoices)}`;
