import { sql } from 'drizzle-orm';
import { ENDORSEMENT_REMITTANCE } from '../../../domain/invoices/vocabulary';
import { sourceTotalsOver } from '../../ledger/source-totals';
import type { DayRange } from '../../../domain/reports/periods';
import type { Transaction } from '../../db/client';

// What the books recorded for the business returns' checks over a period: the movements of an
// event (an invoice's issue, a refund's payment) and of its reversals (an invoice updated or
// deleted reverses its issue entry), read from the totals the ledger keeps by source.

export interface InvoiceBilling {
  /** Net debit on each client's receivable account: premium billed less premium returned. */
  premiumByClient: Map<string, number>;
  /** Net credit on Commission Income. */
  commissionKobo: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Each account's movements of one event in the period, joined to the account. */
const movementsOf = (tenantId: string, period: DayRange, source: 'invoice' | 'refund') => sql`
      from (${sourceTotalsOver(tenantId, { from: period.startDate, to: period.endDate, sources: [source] })}) t
      join ledger_accounts a on a.id = t.account_id and a.tenant_id = ${tenantId}`;

/** What the invoices issued (and updated or deleted) posted in the period, by client, and the commission on them. */
export async function invoiceBillingInLedger(tx: Transaction, tenantId: string, period: DayRange): Promise<InvoiceBilling> {
  const result = await tx.execute(sql`
    select a.client_id as client_id,
           coalesce(sum(t.debit_kobo - t.credit_kobo) filter (where a.client_id is not null), 0)::text as premium,
           coalesce(sum(t.credit_kobo - t.debit_kobo) filter (where a.system_key = 'commission_income'), 0)::text as commission
    ${movementsOf(tenantId, period, 'invoice')}
     group by a.client_id`);
  const billing: InvoiceBilling = { premiumByClient: new Map(), commissionKobo: 0 };
  for (const row of rowsOf<{ client_id: string | null; premium: string; commission: string }>(result)) {
    if (row.client_id) billing.premiumByClient.set(row.client_id, Number(row.premium));
    billing.commissionKobo += Number(row.commission);
  }
  return billing;
}

/**
 * The premium returned on credit notes in the period: their credits to client accounts, net of
 * reversals. The totals cannot tell a credit note's lines from a debit note's, so these are read
 * from the entries of the credit notes (few among the invoices), found by their source id.
 */
export async function returnedInLedger(tx: Transaction, tenantId: string, period: DayRange): Promise<number> {
  const result = await tx.execute(sql`
    with credit_notes as (
      select i.id::text as id from invoices i where i.tenant_id = ${tenantId} and i.transaction_type = '${sql.raw(ENDORSEMENT_REMITTANCE)}'),
    entries as (
      select e.id from journal_entries e
       where e.tenant_id = ${tenantId} and e.source = 'invoice' and e.entry_date between ${period.startDate} and ${period.endDate}
         and e.source_id in (select id from credit_notes)
      union all
      select r.id from journal_entries r
       where r.tenant_id = ${tenantId} and r.entry_date between ${period.startDate} and ${period.endDate}
         and r.reverses_entry_id is not null and r.source <> 'invoice'
         and r.source_id in (select id from credit_notes)
         and exists (select 1 from journal_entries o where o.id = r.reverses_entry_id and o.tenant_id = ${tenantId} and o.source = 'invoice'))
    select coalesce(sum(l.credit_kobo - l.debit_kobo), 0)::text as returned
      from entries x
      join journal_lines l on l.entry_id = x.id and l.tenant_id = ${tenantId}
      join ledger_accounts a on a.id = l.account_id and a.tenant_id = ${tenantId}
     where a.client_id is not null`);
  return Number(rowsOf<{ returned: string }>(result)[0]?.returned ?? 0);
}

export const totalBilled = (billing: InvoiceBilling) => [...billing.premiumByClient.values()].reduce((sum, kobo) => sum + kobo, 0);

/** The refunds paid to clients in the period: the debits of refund entries (net of reversals) on client accounts. */
export async function refundsPaidInLedger(tx: Transaction, tenantId: string, period: DayRange): Promise<number> {
  const result = await tx.execute(sql`
    select coalesce(sum(t.debit_kobo - t.credit_kobo), 0)::text as paid
    ${movementsOf(tenantId, period, 'refund')}
     where a.client_id is not null`);
  return Number(rowsOf<{ paid: string }>(result)[0]?.paid ?? 0);
}
