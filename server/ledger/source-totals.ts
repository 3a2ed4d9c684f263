import { sql, type SQL } from 'drizzle-orm';
import { splitRange } from './balances';
import type { EntrySource } from '../../domain/accounting';

export interface SourceTotalsRange {
  /** First day, inclusive; none means from the beginning. */
  from?: string | null;
  /** Last day, inclusive; none means to date. */
  to?: string | null;
  accountIds?: string[];
  sources?: EntrySource[];
}

const listOf = (values: string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

function narrowed(range: SourceTotalsRange): SQL {
  return sql`${range.accountIds ? sql` and account_id in (${listOf(range.accountIds)})` : sql``}${
    range.sources ? sql` and source in (${listOf(range.sources)})` : sql``
  }`;
}

/**
 * The maintained totals by source over a range of days, as rows of (account_id, source,
 * debit_kobo, credit_kobo) to be summed: the whole months from the monthly totals, the days left
 * over at either end from the daily ones.
 */
export function sourceTotalsOver(tenantId: string, range: SourceTotalsRange): SQL {
  const { months, days } = splitRange(range.from, range.to);
  const parts: SQL[] = [];
  if (range.accountIds?.length === 0 || range.sources?.length === 0) return nothing;
  if (months)
    parts.push(sql`select account_id, source, debit_kobo, credit_kobo from account_source_monthly_totals
      where tenant_id = ${tenantId}${months.from ? sql` and month >= ${months.from}` : sql``}${
        months.to ? sql` and month <= ${months.to}` : sql``
      }${narrowed(range)}`);
  for (const stretch of days)
    parts.push(sql`select account_id, source, debit_kobo, credit_kobo from account_source_daily_totals
      where tenant_id = ${tenantId}${stretch.from ? sql` and day >= ${stretch.from}` : sql``}${
        stretch.to ? sql` and day <= ${stretch.to}` : sql``
      }${narrowed(range)}`);
  return parts.length === 0 ? nothing : sql.join(parts, sql` union all `);
}

const nothing = sql`select null::uuid as account_id, null::text as source, 0::bigint as debit_kobo, 0::bigint as credit_kobo where false`;
