import { sql } from 'drizzle-orm';
import { ENDORSEMENT_REMITTANCE } from '../../../domain/invoices/vocabulary';
import type { DayRange } from '../../../domain/reports/periods';
import type { Transaction } from '../../db/client';

// What the books recorded for the business returns' checks, read from the posted journal lines
// dated in the period: an entry of the given source, or the reversal of one (an invoice updated or
// deleted reverses its issue entry; a reversal keeps the record's id as its source).

export interface InvoiceBilling {
  /** Net debit on each client's receivable account: premium billed less premium returned. */
  premiumByClient: Map<string, number>;
  /** Net credit on Commission Income. */
  commissionKobo: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The lines dated in the period of the entries of a source (an invoice's issue, a refund's payment) and of their reversals. */
const linesOf = (tenantId: string, period: DayRange, source: 'invoice' | 'refund') => sql`
      from journal_lines l
      join journal_entries e on e.id = l.entry_id and e.tenant_id = ${tenantId}
      join ledger_accounts a on a.id = l.account_id and a.tenant_id = ${tenantId}
     where l.tenant_id = ${tenantId}
       and l.entry_date between ${period.startDate} and ${period.endDate}
       -- the entries found first, by their (tenant, source, date) index, then their lines by entry
       and e.id in (
         select s.id from journal_entries s
          where s.tenant_id = ${tenantId} and s.source = ${source} and s.entry_date between ${period.startDate} and ${period.endDate}
         union all
         select r.id from journal_entries r
          where r.tenant_id = ${tenantId} and r.entry_date between ${period.startDate} and ${period.endDate}
            and r.reverses_entry_id is not null and r.source <> ${source}
            and exists (select 1 from journal_entries o where o.id = r.reverses_entry_id and o.tenant_id = ${tenantId} and o.source = ${source}))`;

/** What the invoices issued (and updated or deleted) posted in the period, by client, and the commission on them. */
export async function invoiceBillingInLedger(tx: Transaction, tenantId: string, period: DayRange): Promise<InvoiceBilling> {
  const result = await tx.execute(sql`
    select a.client_id as client_id,
           coalesce(sum(l.debit_kobo - l.credit_kobo) filter (where a.client_id is not null), 0)::text as premium,
           coalesce(sum(l.credit_kobo - l.debit_kobo) filter (where a.system_key = 'commission_income'), 0)::text as commission
    ${linesOf(tenantId, period, 'invoice')}
     group by a.client_id`);
  const billing: InvoiceBilling = { premiumByClient: new Map(), commissionKobo: 0 };
  for (const row of rowsOf<{ client_id: string | null; premium: string; commission: string }>(result)) {
    if (row.client_id) billing.premiumByClient.set(row.client_id, Number(row.premium));
    billing.commissionKobo += Number(row.commission);
  }
  return billing;
}

/** The premium returned on credit notes in the period: their credits to client accounts, net of reversals. */
export async function returnedInLedger(tx: Transaction, tenantId: string, period: DayRange): Promise<number> {
  const result = await tx.execute(sql`
    select coalesce(sum(l.credit_kobo - l.debit_kobo), 0)::text as returned
    ${linesOf(tenantId, period, 'invoice')}
       and a.client_id is not null
       and e.source_id in (select i.id::text from invoices i where i.tenant_id = ${tenantId} and i.transaction_type = ${ENDORSEMENT_REMITTANCE})`);
  return Number(rowsOf<{ returned: string }>(result)[0]?.returned ?? 0);
}

export const totalBilled = (billing: InvoiceBilling) => [...billing.premiumByClient.values()].reduce((sum, kobo) => sum + kobo, 0);

/** The refunds paid to clients in the period: the debits of refund entries (net of reversals) on client accounts. */
export async function refundsPaidInLedger(tx: Transaction, tenantId: string, period: DayRange): Promise<number> {
  const result = await tx.execute(sql`
    select coalesce(sum(l.debit_kobo - l.credit_kobo), 0)::text as paid
    ${linesOf(tenantId, period, 'refund')}
       and a.client_id is not null`);
  return Number(rowsOf<{ paid: string }>(result)[0]?.paid ?? 0);
}
