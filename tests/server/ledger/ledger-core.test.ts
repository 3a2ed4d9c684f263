import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingPeriods, journalEntries, journalLines } from '../../../server/db/schema';
import { approveEntry, postEntry, proposeEntry, rejectEntry, reverseEntry } from '../../../server/ledger';
import { demoTenantId } from '../support/accounts';
import { databaseKinds, startTestServer, type TestServer } from '../support/test-server';
import { accountByCode, accountByKey, bothWays, userIdOf } from './support';

describe.each(databaseKinds())('the ledger service on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let maker: string;
  let checker: string;
  let cash: string;
  let rent: string;
  let capital: string;
  const year = new Date().getFullYear();
  const inYear = (monthDay: string) => `${year}-${monthDay}`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    maker = await userIdOf(server, 'accounts@demo.ng');
    checker = await userIdOf(server, 'admin@demo.ng');
    cash = (await accountByKey(server, tenantId, 'cash_in_hand')).id;
    rent = (await accountByCode(server, tenantId, '5100')).id;
    capital = (await accountByKey(server, tenantId, 'share_capital')).id;
  });
  afterAll(() => server?.close());

  const asTenant = <T>(work: Parameters<TestServer['ctx']['database']['asTenant']>[1]) =>
    server.ctx.database.asTenant(tenantId, work) as Promise<T>;

  it('posts a balanced entry at once and keeps the daily totals equal to the lines', async () => {
    const entry = await asTenant<{ refNo: string; status: string }>((tx) =>
      postEntry(tx, tenantId, {
        date: inYear('02-01'),
        description: 'Capital paid in',
        source: 'opening_balance',
        lines: [
          { accountId: cash, debit: 500_000_00 },
          { accountId: capital, credit: 500_000_00 },
        ],
        by: maker,
      }),
    );
    expect(entry.status).toBe('approved');
    expect(entry.refNo).toBe('OB-000001');
    expect(await bothWays(server, cash)).toEqual({
      fromLines: { debit: 500_000_00, credit: 0 },
      fromTotals: { debit: 500_000_00, credit: 0 },
    });
  });

  it('refuses unbalanced lines, one account on both sides and a missing period, writing nothing', async () => {
    const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
    const unbalanced = asTenant((tx) =>
      postEntry(tx, tenantId, {
        date: inYear('02-02'),
        description: 'x',
        source: 'manual',
        lines: [
          { accountId: rent, debit: 100 },
          { accountId: cash, credit: 99 },
        ],
        by: maker,
      }),
    );
    await expect(unbalanced).rejects.toMatchObject({
      status: 400,
      errors: [{ field: 'lines', message: 'Debits and credits must be equal' }],
    });
    const same = asTenant((tx) =>
      postEntry(tx, tenantId, {
        date: inYear('02-02'),
        description: 'x',
        source: 'manual',
        lines: [
          { accountId: rent, debit: 100 },
          { accountId: rent, credit: 100 },
        ],
        by: maker,
      }),
    );
    await expect(same).rejects.toMatchObject({ status: 400, errors: [{ field: 'lines.1.accountId' }] });
    const noPeriod = asTenant((tx) =>
      postEntry(tx, tenantId, {
        date: `${year + 5}-01-01`,
        description: 'x',
        source: 'manual',
        lines: [
          { accountId: rent, debit: 100 },
          { accountId: cash, credit: 100 },
        ],
        by: maker,
      }),
    );
    await expect(noPeriod).rejects.toMatchObject({ status: 409, code: 'PERIOD_MISSING' });
    const after = await server.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
    expect(after).toEqual(before);
  });

  it('keeps a manual entry out of the ledger until another person approves it', async () => {
    const pending = await asTenant<{ id: string; status: string }>((tx) =>
      proposeEntry(tx, tenantId, {
        date: inYear('03-01'),
        description: 'March rent',
        source: 'manual',
        lines: [
          { accountId: rent, debit: 250_000_00 },
          { accountId: cash, credit: 250_000_00 },
        ],
        by: maker,
      }),
    );
    expect(pending.status).toBe('pending');
    expect(await server.db.select().from(journalLines).where(eq(journalLines.entryId, pending.id))).toEqual([]);
    await expect(asTenant((tx) => approveEntry(tx, tenantId, pending.id, maker))).rejects.toMatchObject({ status: 403 });
    await asTenant((tx) => approveEntry(tx, tenantId, pending.id, checker));
    expect(await bothWays(server, rent)).toEqual({
      fromLines: { debit: 250_000_00, credit: 0 },
      fromTotals: { debit: 250_000_00, credit: 0 },
    });
    await expect(asTenant((tx) => rejectEntry(tx, tenantId, pending.id, checker, 'late'))).rejects.toMatchObject({ status: 409 });
  });

  it('converts another currency at the recorded rate and stays balanced in naira', async () => {
    await server.db.execute(
      sql`insert into currencies (tenant_id, code, name, rate, rate_date) values (${tenantId}, 'USD', 'US Dollar', '1530.333333', ${inYear('01-01')})`,
    );
    const entry = await asTenant<{ id: string; totalKobo: number }>((tx) =>
      postEntry(tx, tenantId, {
        date: inYear('03-02'),
        description: 'Dollar expenses',
        source: 'manual',
        currency: 'USD',
        lines: [
          { accountId: rent, debit: 1_01 },
          { accountId: capital, debit: 1_01 },
          { accountId: cash, credit: 2_02 },
        ],
        by: maker,
      }),
    );
    const lines = await server.db.select().from(journalLines).where(eq(journalLines.entryId, entry.id));
    const debit = lines.reduce((sum, line) => sum + line.debitKobo, 0);
    const credit = lines.reduce((sum, line) => sum + line.creditKobo, 0);
    expect(debit).toBe(credit);
    // $2.02 at ₦1,530.333333 is ₦3,091.27 (309,127.33 kobo, rounded).
    expect(credit).toBe(309_127);
    expect(entry.totalKobo).toBe(309_127);
  });

  it('reverses an approved entry once, and never lets the app change or delete posted lines', async () => {
    const original = await asTenant<{ id: string }>((tx) =>
      postEntry(tx, tenantId, {
        date: inYear('03-03'),
        description: 'Wrong',
        source: 'manual',
        lines: [
          { accountId: rent, debit: 10_00 },
          { accountId: cash, credit: 10_00 },
        ],
        by: maker,
      }),
    );
    const reversal = await asTenant<{ reversesEntryId: string; status: string }>((tx) =>
      reverseEntry(tx, tenantId, original.id, { date: inYear('03-04'), by: maker, approval: 'post' }),
    );
    expect(reversal).toMatchObject({ reversesEntryId: original.id, status: 'approved' });
    await expect(
      asTenant((tx) => reverseEntry(tx, tenantId, original.id, { date: inYear('03-04'), by: maker, approval: 'post' })),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      asTenant((tx) => tx.execute(sql`update journal_lines set debit_kobo = 1 where entry_id = ${original.id}`)),
    ).rejects.toThrow();
    await expect(asTenant((tx) => tx.execute(sql`delete from journal_lines where entry_id = ${original.id}`))).rejects.toThrow();
    await expect(
      asTenant((tx) => tx.execute(sql`update journal_entries set description = 'edited' where id = ${original.id}`)),
    ).rejects.toThrow();
  });

  it('posts nothing into a closed period', async () => {
    await server.db.update(accountingPeriods).set({ status: 'closed' }).where(eq(accountingPeriods.tenantId, tenantId));
    const closed = asTenant((tx) =>
      postEntry(tx, tenantId, {
        date: inYear('04-01'),
        description: 'x',
        source: 'manual',
        lines: [
          { accountId: rent, debit: 100 },
          { accountId: cash, credit: 100 },
        ],
        by: maker,
      }),
    );
    await expect(closed).rejects.toMatchObject({ status: 409, code: 'PERIOD_CLOSED' });
    const sneaky = server.db.execute(
      sql`insert into journal_entries (tenant_id, ref_no, entry_date, description, status, source, period_id, proposed_lines) select ${tenantId}, 'X-1', ${inYear('04-01')}, 'x', 'approved', 'manual', id, '[]' from accounting_periods where tenant_id = ${tenantId}`,
    );
    await expect(sneaky).rejects.toThrow();
    const reopen = server.db.update(accountingPeriods).set({ status: 'open' }).where(eq(accountingPeriods.tenantId, tenantId));
    await expect(reopen).rejects.toThrow();
  });
});
