import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePeriod } from '../../../server/accounting/periods';
import {
  accountDailyTotals,
  accountingPeriods,
  accountMonthlyTotals,
  journalEntries,
  journalLines,
  ledgerAccounts,
  tenants,
  users,
} from '../../../server/db/schema';
import { approveEntry, ensureBooks, postEntry, proposeEntry, rejectEntry, reverseEntry } from '../../../server/ledger';
import { startTestServer, type TestServer } from '../support/test-server';

// Random sequences of postings, proposals, approvals, rejections, reversals and period closes on a
// fresh brokerage each run. After every step: each entry balances, only approved entries have
// lines, the maintained daily totals equal the lines, the balances equal what the accepted steps
// add up to, and nothing dated in a closed period changes.

const YEAR = 2025;
const QUARTERS = [
  ['Q1', `${YEAR}-01-01`, `${YEAR}-03-31`],
  ['Q2', `${YEAR}-04-01`, `${YEAR}-06-30`],
  ['Q3', `${YEAR}-07-01`, `${YEAR}-09-30`],
  ['Q4', `${YEAR}-10-01`, `${YEAR}-12-31`],
] as const;
const POSTABLE_CODES = ['1010', '1200', '1300', '2100', '2300', '3000', '4000', '5000', '5100'];

type Line = { account: number; debit: number; credit: number };
type Command =
  | { kind: 'post' | 'propose'; day: number; lines: Line[] }
  | { kind: 'approve' | 'reject'; pick: number; byMaker: boolean }
  | { kind: 'reverse'; pick: number; day: number }
  | { kind: 'close'; quarter: number };

const amount = fc.integer({ min: 1, max: 5_000_000_00 });
/** Mostly balanced lines; sometimes deliberately not, which must be refused. */
const linesArb: fc.Arbitrary<Line[]> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.tuple(fc.nat(8), fc.nat(8), amount).map(([a, b, kobo]) => [
      { account: a, debit: kobo, credit: 0 },
      { account: b, debit: 0, credit: kobo },
    ]),
  },
  {
    weight: 3,
    arbitrary: fc.tuple(fc.nat(8), fc.nat(8), fc.nat(8), amount, amount).map(([a, b, c, x, y]) => [
      { account: a, debit: x, credit: 0 },
      { account: b, debit: y, credit: 0 },
      { account: c, debit: 0, credit: x + y },
    ]),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.nat(8), fc.nat(8), amount).map(([a, b, kobo]) => [
      { account: a, debit: kobo + 1, credit: 0 },
      { account: b, debit: 0, credit: kobo },
    ]),
  },
);
// Days 0..400 from 1 January: past 364 there is no period at all.
const day = fc.nat(400);
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('post' as const), day, lines: linesArb }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('propose' as const), day, lines: linesArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('approve' as const), pick: fc.nat(), byMaker: fc.nat(3).map((n) => n === 0) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reject' as const), pick: fc.nat(), byMaker: fc.nat(3).map((n) => n === 0) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reverse' as const), pick: fc.nat(), day }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const), quarter: fc.nat(3) }) },
);

const dateOf = (offset: number) => new Date(Date.UTC(YEAR, 0, 1 + offset)).toISOString().slice(0, 10);

describe('ledger invariants under random sequences (PGlite)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { seedDemo: false });
  });
  afterAll(() => server?.close());

  async function freshBrokerage() {
    const [tenant] = await server.db
      .insert(tenants)
      .values({ name: `Prop ${randomBytes(3).toString('hex')}`, email: `${randomBytes(4).toString('hex')}@prop.ng` })
      .returning();
    const tenantId = tenant!.id;
    await server.db.transaction((tx) => ensureBooks(tx, tenantId));
    await server.db.delete(accountingPeriods).where(eq(accountingPeriods.tenantId, tenantId));
    const periods = await server.db
      .insert(accountingPeriods)
      .values(QUARTERS.map(([name, periodStart, periodEnd]) => ({ tenantId, name: `${name} ${YEAR}`, periodStart, periodEnd })))
      .returning();
    const people = await server.db
      .insert(users)
      .values(
        ['maker', 'checker'].map((who) => ({
          tenantId,
          email: `${who}-${randomBytes(4).toString('hex')}@prop.ng`,
          username: who,
          userType: 'admin-role' as const,
        })),
      )
      .returning({ id: users.id });
    const accounts = await server.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.tenantId, tenantId));
    const byCode = new Map(accounts.map((account) => [account.code, account.id]));
    return { tenantId, periods, maker: people[0]!.id, checker: people[1]!.id, accountIds: POSTABLE_CODES.map((code) => byCode.get(code)!) };
  }

  /** Everything dated inside a period, as text, to compare before and after. */
  async function contentsOf(tenantId: string, start: string, end: string) {
    const rows = async (query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    const lines = await rows(
      sql`select entry_id, line_no, account_id, debit_kobo, credit_kobo from journal_lines where tenant_id = ${tenantId} and entry_date between ${start} and ${end} order by id`,
    );
    const entries = await rows(
      sql`select id, status, decided_at from journal_entries where tenant_id = ${tenantId} and entry_date between ${start} and ${end} order by id`,
    );
    const totals = await rows(
      sql`select account_id, day, debit_kobo, credit_kobo from account_daily_totals where tenant_id = ${tenantId} and day between ${start} and ${end} order by account_id, day`,
    );
    return JSON.stringify([lines, entries, totals]);
  }

  async function checkInvariants(tenantId: string, expected: Map<string, number>) {
    const entries = await server.db.select().from(journalEntries).where(eq(journalEntries.tenantId, tenantId));
    const lines = await server.db.select().from(journalLines).where(eq(journalLines.tenantId, tenantId));
    for (const entry of entries) {
      const own = lines.filter((line) => line.entryId === entry.id);
      if (entry.status !== 'approved') expect(own).toEqual([]);
      else {
        expect(own.length).toBeGreaterThanOrEqual(2);
        expect(own.reduce((sum, line) => sum + line.debitKobo, 0)).toBe(own.reduce((sum, line) => sum + line.creditKobo, 0));
        expect(own.reduce((sum, line) => sum + line.debitKobo, 0)).toBe(entry.totalKobo);
      }
    }
    const fromLines = new Map<string, { debit: number; credit: number; count: number }>();
    for (const line of lines) {
      const key = `${line.accountId}|${line.entryDate}`;
      const total = fromLines.get(key) ?? { debit: 0, credit: 0, count: 0 };
      fromLines.set(key, { debit: total.debit + line.debitKobo, credit: total.credit + line.creditKobo, count: total.count + 1 });
    }
    const totals = await server.db.select().from(accountDailyTotals).where(eq(accountDailyTotals.tenantId, tenantId));
    const fromTotals = new Map(
      totals.map((row) => [`${row.accountId}|${row.day}`, { debit: row.debitKobo, credit: row.creditKobo, count: row.lineCount }]),
    );
    expect(fromTotals).toEqual(fromLines);
    const byMonth = new Map<string, { debit: number; credit: number; count: number }>();
    for (const [key, total] of fromLines) {
      const [account, date] = key.split('|') as [string, string];
      const monthKey = `${account}|${date.slice(0, 7)}-01`;
      const sum = byMonth.get(monthKey) ?? { debit: 0, credit: 0, count: 0 };
      byMonth.set(monthKey, { debit: sum.debit + total.debit, credit: sum.credit + total.credit, count: sum.count + total.count });
    }
    const months = await server.db.select().from(accountMonthlyTotals).where(eq(accountMonthlyTotals.tenantId, tenantId));
    expect(
      new Map(
        months.map((row) => [`${row.accountId}|${row.month}`, { debit: row.debitKobo, credit: row.creditKobo, count: row.lineCount }]),
      ),
    ).toEqual(byMonth);
    const balances = new Map<string, number>();
    for (const row of totals) balances.set(row.accountId, (balances.get(row.accountId) ?? 0) + row.debitKobo - row.creditKobo);
    for (const [account, balance] of [...balances]) if (balance === 0) balances.delete(account);
    expect(balances).toEqual(expected);
  }

  it('keeps every invariant', async () => {
    // Counted across runs, so the property is known to have exercised each kind of step.
    const seen = { posted: 0, refused: 0, approved: 0, rejected: 0, reversed: 0, closed: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(commandArb, { minLength: 4, maxLength: 22 }), async (commands) => {
        const books = await freshBrokerage();
        const { tenantId, maker, checker } = books;
        const asTenant = <T>(work: Parameters<TestServer['ctx']['database']['asTenant']>[1]) =>
          server.ctx.database.asTenant(tenantId, work) as Promise<T>;
        const expected = new Map<string, number>();
        const apply = (lines: { accountId: string; debit: number; credit: number }[]) => {
          for (const line of lines) {
            const next = (expected.get(line.accountId) ?? 0) + line.debit - line.credit;
            if (next === 0) expected.delete(line.accountId);
            else expected.set(line.accountId, next);
          }
        };
        const proposals: { id: string; lines: { accountId: string; debit: number; credit: number }[] }[] = [];
        const approved: { id: string; lines: { accountId: string; debit: number; credit: number }[] }[] = [];
        const frozen = new Map<string, string>();

        for (const command of commands) {
          if (command.kind === 'post' || command.kind === 'propose') {
            const lines = command.lines.map((line) => ({
              accountId: books.accountIds[line.account]!,
              debit: line.debit,
              credit: line.credit,
            }));
            const input = { date: dateOf(command.day), description: 'random', source: 'manual' as const, lines, by: maker };
            const outcome = await asTenant<{ id: string }>((tx) =>
              command.kind === 'post' ? postEntry(tx, tenantId, input) : proposeEntry(tx, tenantId, input),
            ).then(
              (entry) => entry,
              (error: { status?: number }) => {
                expect([400, 409]).toContain(error.status);
                return null;
              },
            );
            if (outcome) seen.posted += 1;
            else seen.refused += 1;
            if (outcome && command.kind === 'post') {
              apply(lines);
              approved.push({ id: outcome.id, lines });
            }
            if (outcome && command.kind === 'propose') proposals.push({ id: outcome.id, lines });
          } else if (command.kind === 'approve' || command.kind === 'reject') {
            if (proposals.length === 0) continue;
            const [proposal] = proposals.splice(command.pick % proposals.length, 1);
            const by = command.byMaker ? maker : checker;
            const decided = await asTenant((tx) =>
              command.kind === 'approve' ? approveEntry(tx, tenantId, proposal!.id, by) : rejectEntry(tx, tenantId, proposal!.id, by, 'no'),
            ).then(
              () => true,
              (error: { status?: number }) => {
                expect([403, 409]).toContain(error.status);
                return false;
              },
            );
            if (decided) seen[command.kind === 'approve' ? 'approved' : 'rejected'] += 1;
            if (!decided) proposals.push(proposal!);
            else if (command.kind === 'approve') {
              apply(proposal!.lines);
              approved.push(proposal!);
            }
          } else if (command.kind === 'reverse') {
            if (approved.length === 0) continue;
            const original = approved[command.pick % approved.length]!;
            const reversal = await asTenant<{ id: string }>((tx) =>
              reverseEntry(tx, tenantId, original.id, { date: dateOf(command.day), by: maker, approval: 'post' }),
            ).catch((error: { status?: number }) => {
              expect(error.status).toBe(409);
              return null;
            });
            if (reversal) {
              seen.reversed += 1;
              const swapped = original.lines.map((line) => ({ accountId: line.accountId, debit: line.credit, credit: line.debit }));
              apply(swapped);
            }
          } else if (command.kind === 'close') {
            const period = books.periods[command.quarter]!;
            const closed = await asTenant((tx) => closePeriod(tx, tenantId, period.id, checker, '2026-11-21')).then(
              () => true,
              (error: { status?: number }) => {
                expect(error.status).toBe(409);
                return false;
              },
            );
            if (closed) seen.closed += 1;
            if (closed && !frozen.has(period.id)) frozen.set(period.id, await contentsOf(tenantId, period.periodStart, period.periodEnd));
          }
          await checkInvariants(tenantId, expected);
          for (const period of books.periods) {
            const before = frozen.get(period.id);
            if (before !== undefined) expect(await contentsOf(tenantId, period.periodStart, period.periodEnd)).toBe(before);
          }
        }
        const [closedCount] = await server.db
          .select({ n: sql<number>`count(*)::int` })
          .from(accountingPeriods)
          .where(and(eq(accountingPeriods.tenantId, tenantId), eq(accountingPeriods.status, 'closed')));
        expect(closedCount!.n).toBe(frozen.size);
      }),
      { numRuns: 30 },
    );
    // Each kind is expected about ten times or more; none at all would mean the property tested nothing of it.
    for (const [kind, count] of Object.entries(seen)) expect(count, kind).toBeGreaterThan(0);
  }, 240_000);
});
