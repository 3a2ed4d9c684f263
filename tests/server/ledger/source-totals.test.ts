import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSourceDailyTotals, accountSourceMonthlyTotals, invoices } from '../../../server/db/schema';
import { approveEntry, postEntry, reverseEntry } from '../../../server/ledger';
import { movementsBySource } from '../../../server/reports/regulatory/ledger-movements';
import { demoTenantId, userByEmail } from '../support/accounts';
import { buildRegulatoryBook, type RegulatoryBook } from '../support/regulatory-books';
import { databaseKinds, signInAs, startTestServer, type TestServer } from '../support/test-server';
import { accountByCode, accountByKey } from './support';

// The totals the ledger keeps by account, day or month, and source equal the lines summed again,
// after a premium book (issued, paid, part-paid, remitted, paid direct, back-dated), an invoice's
// billing reversed on its deletion, and a manual journal reversed through approval.

type Totals = Map<string, { debit: number; credit: number; lines: number }>;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const MIGRATION = new URL('../../../server/db/migrations/0021_account_source_totals.sql', import.meta.url);

describe.each(databaseKinds())('totals by source on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let data: RegulatoryBook;

  /** The lines summed by account, day (or month) and the source they count under: a reversal's is the entry it reverses. */
  async function fromLines(period: 'day' | 'month'): Promise<Totals> {
    const when = period === 'day' ? sql`l.entry_date` : sql`date_trunc('month', l.entry_date)::date`;
    const result = await server.db.execute(sql`
      select l.account_id, ${when}::text as "when", coalesce(o.source, e.source) as source,
             sum(l.debit_kobo)::text as debit, sum(l.credit_kobo)::text as credit, count(*)::int as lines
        from journal_lines l join journal_entries e on e.id = l.entry_id left join journal_entries o on o.id = e.reverses_entry_id
       where l.tenant_id = ${tenantId}
       group by 1, 2, 3`);
    return new Map(
      rowsOf<{ account_id: string; when: string; source: string; debit: string; credit: string; lines: number }>(result).map((row) => [
        `${row.account_id}|${row.when}|${row.source}`,
        { debit: Number(row.debit), credit: Number(row.credit), lines: row.lines },
      ]),
    );
  }

  async function kept(): Promise<{ days: Totals; months: Totals }> {
    const days = await server.db.select().from(accountSourceDailyTotals).where(eq(accountSourceDailyTotals.tenantId, tenantId));
    const months = await server.db.select().from(accountSourceMonthlyTotals).where(eq(accountSourceMonthlyTotals.tenantId, tenantId));
    const totals = (
      rows: { accountId: string; when: string; source: string; debitKobo: number; creditKobo: number; lineCount: number }[],
    ) =>
      new Map(
        rows.map((row) => [
          `${row.accountId}|${row.when}|${row.source}`,
          { debit: row.debitKobo, credit: row.creditKobo, lines: row.lineCount },
        ]),
      );
    return {
      days: totals(days.map((row) => ({ ...row, when: row.day }))),
      months: totals(months.map((row) => ({ ...row, when: row.month }))),
    };
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    const admin = await signInAs(server, 'admin@demo.ng');
    data = await buildRegulatoryBook(server, tenantId, admin, await signInAs(server, 'accounts@demo.ng'));
    const maker = (await userByEmail(server, 'admin@demo.ng')).id;
    const checker = (await userByEmail(server, 'accounts@demo.ng')).id;
    const [unpaid] = await server.db.select({ entryId: invoices.issueEntryId }).from(invoices).where(eq(invoices.id, data.invoices.L3.id));
    const rent = await accountByCode(server, tenantId, '5000');
    const cash = await accountByKey(server, tenantId, 'cash_in_hand');
    await server.ctx.database.asTenant(tenantId, async (tx) => {
      // L3's billing turned around as its deletion does, dated today.
      await reverseEntry(tx, tenantId, unpaid!.entryId!, { date: data.today, by: maker, approval: 'post', source: 'invoice_deletion' });
      const journal = await postEntry(tx, tenantId, {
        date: data.day(70),
        description: 'Office rent',
        source: 'manual',
        lines: [
          { accountId: rent.id, debit: 250_000_00 },
          { accountId: cash.id, credit: 250_000_00 },
        ],
        by: maker,
      });
      const reversal = await reverseEntry(tx, tenantId, journal.id, { date: data.day(2), by: maker, approval: 'propose' });
      await approveEntry(tx, tenantId, reversal.id, checker);
    });
  }, 120_000);
  afterAll(() => server?.close());

  it('equal the lines summed again, by day and by month', async () => {
    const { days, months } = await kept();
    expect(days).toEqual(await fromLines('day'));
    expect(months).toEqual(await fromLines('month'));
    // The deletion's reversal counts as billing, and the journal's reversal as a manual entry.
    expect([...days.keys()].some((key) => key.endsWith('|invoice_deletion') || key.endsWith('|reversal'))).toBe(false);
  });

  it('are what the migration fills from the lines already posted', async () => {
    const before = await kept();
    const backfill = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint').slice(-2);
    await server.db.execute(sql`delete from account_source_monthly_totals`);
    await server.db.execute(sql`delete from account_source_daily_totals`);
    for (const statement of backfill) await server.db.execute(sql.raw(statement));
    expect(await kept()).toEqual(before);
  });

  it('give each account’s movements by source over any range as the lines do', async () => {
    const accounts = rowsOf<{ account_id: string }>(
      await server.db.execute(sql`select distinct account_id from journal_lines where tenant_id = ${tenantId}`),
    ).map((row) => row.account_id);
    for (const range of [
      { from: null, to: data.today },
      { from: data.startDate, to: data.today },
      { from: data.day(45), to: data.day(3) },
      { from: data.day(9), to: data.day(8) },
    ]) {
      const moved = await server.ctx.database.asTenant(tenantId, (tx) => movementsBySource(tx, tenantId, accounts, range));
      const result = await server.db.execute(sql`
        select l.account_id, coalesce(o.source, e.source) as source, sum(l.debit_kobo)::text as debit, sum(l.credit_kobo)::text as credit
          from journal_lines l join journal_entries e on e.id = l.entry_id left join journal_entries o on o.id = e.reverses_entry_id
         where l.tenant_id = ${tenantId} and l.entry_date between ${range.from ?? '1900-01-01'} and ${range.to}
         group by 1, 2`);
      const expected = new Map<string, Map<string, { debit: number; credit: number }>>();
      for (const row of rowsOf<{ account_id: string; source: string; debit: string; credit: string }>(result)) {
        const bySource = expected.get(row.account_id) ?? new Map();
        bySource.set(row.source, { debit: Number(row.debit), credit: Number(row.credit) });
        expected.set(row.account_id, bySource);
      }
      expect(moved, `${range.from} to ${range.to}`).toEqual(expected);
    }
  });
});
