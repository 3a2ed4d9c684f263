import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalLines, ledgerAccounts, tenants } from '../../../server/db/schema';
import { ensureBooks, movementsByAccount, postEntry } from '../../../server/ledger';
import { splitRange } from '../../../server/ledger/balances';
import { startTestServer, type TestServer } from '../support/test-server';

const dateOf = (offset: number) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);

describe('splitting a range into whole months and loose days', () => {
  it('reads whole months monthly and the ends daily', () => {
    expect(splitRange('2026-01-15', '2026-03-10')).toEqual({
      months: { from: '2026-02-01', to: '2026-02-01' },
      days: [
        { from: '2026-01-15', to: '2026-01-31' },
        { from: '2026-03-01', to: '2026-03-10' },
      ],
    });
    expect(splitRange('2026-01-01', '2026-12-31')).toEqual({ months: { from: '2026-01-01', to: '2026-12-01' }, days: [] });
    expect(splitRange(null, '2026-02-28')).toEqual({ months: { from: null, to: '2026-02-01' }, days: [] });
    expect(splitRange('2026-02-10', '2026-02-20')).toEqual({ months: null, days: [{ from: '2026-02-10', to: '2026-02-20' }] });
    expect(splitRange('2026-01-20', '2026-02-05')).toEqual({ months: null, days: [{ from: '2026-01-20', to: '2026-02-05' }] });
    expect(splitRange('2026-03-02', null)).toEqual({
      months: { from: '2026-04-01', to: null },
      days: [{ from: '2026-03-02', to: '2026-03-31' }],
    });
  });
});

describe('movements from the maintained totals equal the lines (PGlite)', () => {
  let server: TestServer;
  let tenantId: string;
  let accountIds: string[];
  beforeAll(async () => {
    server = await startTestServer('pglite', { seedDemo: false });
    const [tenant] = await server.db
      .insert(tenants)
      .values({ name: 'Movements Ltd', email: `${randomBytes(4).toString('hex')}@mv.ng` })
      .returning();
    tenantId = tenant!.id;
    await server.db.transaction((tx) => ensureBooks(tx, tenantId, '2026-06-01'));
    const accounts = await server.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.tenantId, tenantId));
    accountIds = ['1010', '3000', '5000', '4000'].map((code) => accounts.find((account) => account.code === code)!.id);
    // Two postings a week across the year.
    for (let offset = 0; offset < 365; offset += 3) {
      await server.ctx.database.asTenant(tenantId, (tx) =>
        postEntry(tx, tenantId, {
          date: dateOf(offset),
          description: `Day ${offset}`,
          source: 'manual',
          lines: [
            { accountId: accountIds[offset % 4]!, debit: 100 + offset },
            { accountId: accountIds[(offset + 1) % 4]!, credit: 100 + offset },
          ],
          by: null,
        }),
      );
    }
  }, 120_000);
  afterAll(() => server?.close());

  it('for any range', async () => {
    const lines = await server.db.select().from(journalLines).where(eq(journalLines.tenantId, tenantId));
    await fc.assert(
      fc.asyncProperty(fc.option(fc.nat(380)), fc.option(fc.nat(380)), async (start, end) => {
        const from = start === null ? null : dateOf(start);
        const to = end === null ? null : dateOf(end);
        const expected = new Map<string, { debit: number; credit: number; lines: number }>();
        for (const line of lines) {
          if ((from && line.entryDate < from) || (to && line.entryDate > to)) continue;
          const total = expected.get(line.accountId) ?? { debit: 0, credit: 0, lines: 0 };
          expected.set(line.accountId, {
            debit: total.debit + line.debitKobo,
            credit: total.credit + line.creditKobo,
            lines: total.lines + 1,
          });
        }
        const got = await server.ctx.database.asTenant(tenantId, (tx) => movementsByAccount(tx, tenantId, { from, to }));
        expect(got).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
