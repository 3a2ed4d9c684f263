import { and, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/invoices/dates';
import { accountTotals, journalEntries, journalLines } from '../../server/db/schema';
import { movementsByAccount, movementsToDate, openingAndPeriodMovements, reverseEntry } from '../../server/ledger';
import { bearer, demoTenantId } from './support/accounts';
import { issueInvoice } from './support/invoices';
import { buildRegulatoryBook, type RegulatoryBook } from './support/regulatory-books';
import { post } from './support/statement-books';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

// The all-time totals the statements start from are kept by the database as the monthly totals
// change. After invoices issued, paid in full and in part, remitted in part and by a schedule,
// deleted, an entry reversed and entries back-dated into an earlier year, they must equal the
// posted lines added up again, and a balance to any day must equal the lines up to that day.

type Sums = Map<string, { debit: number; credit: number; lines: number }>;

describe.each(databaseKinds())('the all-time account totals on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let data: RegulatoryBook;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    const admin = await signInAs(server, 'admin@demo.ng');
    const accountant = await signInAs(server, 'accounts@demo.ng');
    data = await buildRegulatoryBook(server, tenantId, admin, accountant);

    const doomed = await issueInvoice(server, admin, data.book, { issueDate: data.day(30), startDate: data.day(30) });
    const call = (token: string, method: 'PATCH', url: string, payload: object) =>
      server.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
    const asked = await call(accountant, 'PATCH', `/invoice/deletion/request/${doomed.invoice_id}`, { reasonForDeletion: 'Raised twice' });
    expect(asked.statusCode, asked.body).toBe(200);
    const accepted = await call(admin, 'PATCH', `/invoice/accept/deletion/request/${doomed.invoice_id}`, {});
    expect(accepted.statusCode, accepted.body).toBe(200);

    await post(server, tenantId, [
      [
        data.day(99),
        'Back-dated office supplies',
        [
          ['5500', '2500.00', null],
          [data.bank.code, null, '2500.00'],
        ],
      ],
    ]);
    const [charges] = await server.db
      .select({ id: journalEntries.id })
      .from(journalEntries)
      .where(and(eq(journalEntries.tenantId, tenantId), eq(journalEntries.description, 'Bank charges')));
    await server.ctx.database.asTenant(tenantId, (tx) =>
      reverseEntry(tx, tenantId, charges!.id, { date: data.day(2), by: null, approval: 'post' }),
    );
  }, 180_000);
  afterAll(() => server?.close());

  /** The posted lines up to a day (all of them without one), added up by account. */
  async function fromLines(upTo?: string): Promise<Sums> {
    const rows = await server.db
      .select({
        accountId: journalLines.accountId,
        debit: sql<string>`sum(${journalLines.debitKobo})`,
        credit: sql<string>`sum(${journalLines.creditKobo})`,
        lines: sql<string>`count(*)`,
      })
      .from(journalLines)
      .where(and(eq(journalLines.tenantId, tenantId), upTo ? lte(journalLines.entryDate, upTo) : undefined))
      .groupBy(journalLines.accountId);
    return new Map(rows.map((row) => [row.accountId, { debit: Number(row.debit), credit: Number(row.credit), lines: Number(row.lines) }]));
  }

  it('equal the posted lines added up again', async () => {
    const kept = await server.db.select().from(accountTotals).where(eq(accountTotals.tenantId, tenantId));
    const sums = await fromLines();
    expect(sums.size).toBeGreaterThan(5);
    expect(new Map(kept.map((row) => [row.accountId, { debit: row.debitKobo, credit: row.creditKobo, lines: row.lineCount }]))).toEqual(
      sums,
    );
  });

  it('give each account’s balance to any day, before, inside and after the book', async () => {
    for (const day of [data.day(101), data.day(100), data.day(96), data.day(30), data.day(2), data.today, addDays(data.today, 40)]) {
      const toDate = await server.ctx.database.asTenant(tenantId, (tx) => movementsToDate(tx, tenantId, day));
      expect(toDate, day).toEqual(await fromLines(day));
    }
  });

  it('give the balances before a period and the movements inside it', async () => {
    const dates = { startDate: data.day(96), endDate: data.day(10) };
    const { opening, period } = await server.ctx.database.asTenant(tenantId, (tx) => openingAndPeriodMovements(tx, tenantId, dates));
    expect(opening).toEqual(await fromLines(data.day(97)));
    expect(period).toEqual(
      await server.ctx.database.asTenant(tenantId, (tx) => movementsByAccount(tx, tenantId, { from: dates.startDate, to: dates.endDate })),
    );
  });
});
