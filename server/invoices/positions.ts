import { sql } from 'drizzle-orm';
import { tenants } from '../db/schema';
import { changeDays, everyInvoiceOn, inSet, positionsOn, type InvoiceSet } from './position-rules';
import type { Database, Transaction } from '../db/client';

// The maintained positions: each invoice's spans, rebuilt whole from its source rows in the
// transaction that changes it (a payment may be back-dated), and the per-insurer daily and monthly
// moves of their sums, adjusted by the old spans going and the new ones coming.

/** The figures the insurers' moves sum, as columns of the spans and of the moves. */
export const POSITION_TOTAL_FIGURES = [
  'collected_kobo',
  'unremitted_kobo',
  'owed_kobo',
  'commission_kobo',
  'vat_kobo',
  'commission_kept_kobo',
  'commission_captured_kobo',
  'commission_receivable_kobo',
] as const;

/** Adds (sign 1) or takes away (sign -1) the spans of the named `with` query to the daily and monthly moves. */
function movesOf(spans: string, sign: 1 | -1) {
  const moved = ['invoice_count', ...POSITION_TOTAL_FIGURES];
  const figures = moved.join(', ');
  const signed = (by: number) =>
    [`${by} as invoice_count`, ...POSITION_TOTAL_FIGURES.map((figure) => `${by} * ${figure} as ${figure}`)].join(', ');
  const summed = moved.map((figure) => `sum(${figure})`).join(', ');
  const added = (table: string) => moved.map((figure) => `${figure} = ${table}.${figure} + excluded.${figure}`).join(', ');
  return sql.raw(`
    moves as (
      select tenant_id, insurance_provider_id, returned, valid_from as day, ${signed(sign)} from ${spans}
      union all
      select tenant_id, insurance_provider_id, returned, valid_to, ${signed(-sign)} from ${spans} where valid_to is not null),
    daily as (
      insert into position_daily_moves (tenant_id, insurance_provider_id, returned, day, ${figures})
      select tenant_id, insurance_provider_id, returned, day, ${summed} from moves group by 1, 2, 3, 4
      on conflict (tenant_id, day, insurance_provider_id, returned) do update set ${added('position_daily_moves')})
    insert into position_monthly_moves (tenant_id, insurance_provider_id, returned, month, ${figures})
    select tenant_id, insurance_provider_id, returned, date_trunc('month', day)::date, ${summed} from moves group by 1, 2, 3, 4
    on conflict (tenant_id, month, insurance_provider_id, returned) do update set ${added('position_monthly_moves')}`);
}

const SPAN_COLUMNS =
  sql.raw(`tenant_id, invoice_id, insurance_provider_id, returned, valid_from, valid_to, net_kobo, commission_kobo, vat_kobo,
  collected_kobo, remitted_kobo, direct_kobo, direct_share_kobo, unremitted_kobo, paid_on, commission_kept_kobo,
  commission_captured_kobo, commission_receivable_kobo, received_back_kobo, owed_kobo`);

/** Rebuilds the positions of these invoices (or all the tenant's) from their invoices, payments and remittances. */
export async function rebuildPositions(tx: Transaction, tenantId: string, invoices: InvoiceSet): Promise<void> {
  if (invoices !== 'all' && invoices.length === 0) return;
  await tx.execute(sql`
    with gone as (delete from invoice_positions where tenant_id = ${tenantId} and ${inSet(sql`invoice_id`, invoices)} returning *),
    ${movesOf('gone', -1)}`);
  await tx.execute(sql`${positionsOn(tenantId, invoices, changeDays(tenantId, invoices))},
    spans as (
      insert into invoice_positions (${SPAN_COLUMNS})
      select tenant_id, id, insurance_provider_id, returned, day, coalesce(lead(day) over (partition by id order by day), deleted_on),
             net_kobo, commission_kobo, vat_kobo, collected, remitted, direct, direct_share, unremitted, paid_on, commission_kept,
             commission_captured, commission_receivable, received_back, owed
        from positions
      returning *),
    ${movesOf('spans', 1)}`);
}

/** Gives every brokerage's invoices their positions (a database from before they were kept); safe to repeat. */
export async function rebuildPositionsEverywhere(owner: Database): Promise<void> {
  const all = await owner.select({ id: tenants.id }).from(tenants);
  for (const tenant of all) await owner.transaction((tx) => rebuildPositions(tx, tenant.id, 'all'));
}

/** Every position at the end of `day` recomputed from the source rows: what the maintained spans must equal. */
export async function recomputedPositions(tx: Transaction, tenantId: string, day: string) {
  const result = await tx.execute(sql`${positionsOn(tenantId, 'all', everyInvoiceOn(tenantId, 'all', day))}
    select ${SPAN_COLUMNS} from (
      select tenant_id, id as invoice_id, insurance_provider_id, returned, day as valid_from, null::date as valid_to, net_kobo,
             commission_kobo, vat_kobo, collected as collected_kobo, remitted as remitted_kobo, direct as direct_kobo,
             direct_share as direct_share_kobo, unremitted as unremitted_kobo, paid_on::text as paid_on, commission_kept as commission_kept_kobo,
             commission_captured as commission_captured_kobo, commission_receivable as commission_receivable_kobo,
             received_back as received_back_kobo, owed as owed_kobo
        from positions) p`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
