import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectedShareKobo, netPremiumKobo } from '../../domain/invoices/money';
import { invoices } from '../../server/db/schema';
import { collectedShareSql, unremittedKobo } from '../../server/invoices/money-sql';
import { databaseKinds, startTestServer, type TestServer } from './support/test-server';

// The invoice rules written in SQL give, row by row, what their domain functions give.

interface Amounts {
  premium: number;
  commission: number;
  vat: number;
  paid: number;
  remitted: number;
}

const premiums = [1, 3, 7, 42_500_000, 99_999_999_99];
const AMOUNTS: Amounts[] = premiums.flatMap((premium) =>
  [0, 1, Math.floor(premium / 3), premium - 1, premium, premium + 5].map((paid) => {
    const commission = Math.floor((premium * 15) / 100);
    const vat = Math.floor((commission * 75) / 1000);
    return { premium, commission, vat, paid, remitted: Math.floor(paid / 2) };
  }),
);

describe.each(databaseKinds())('invoice rules in SQL on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** Each expression over the amounts, as rows named like the invoices table's columns. */
  async function evaluated(expression: ReturnType<typeof sql>): Promise<number[]> {
    const rows = sql.join(
      AMOUNTS.map((a) => sql`(${a.premium}::bigint, ${a.commission}::bigint, ${a.vat}::bigint, ${a.paid}::bigint, ${a.remitted}::bigint)`),
      sql`, `,
    );
    const result = (await server.ctx.database.asTenant(randomUUID(), (tx) =>
      tx.execute(sql`select (${expression})::text as value from (values ${rows})
        as ${invoices}(premium_kobo, commission_kobo, vat_kobo, paid_kobo, premium_remitted_kobo)`),
    )) as unknown as { rows: { value: string }[] };
    return result.rows.map((row) => Number(row.value));
  }

  it('the premium still to remit is the net premium less what was remitted', async () => {
    const expected = AMOUNTS.map(
      (a) => netPremiumKobo({ premiumKobo: a.premium, commissionKobo: a.commission, vatKobo: a.vat }) - a.remitted,
    );
    expect(await evaluated(unremittedKobo)).toEqual(expected);
  });

  it('the commission collected by part payments is rounded down as collectedShareKobo rounds it', async () => {
    const expected = AMOUNTS.map((a) => collectedShareKobo(a.commission, a.paid, a.premium));
    expect(await evaluated(collectedShareSql(invoices.commissionKobo, invoices.paidKobo, invoices.premiumKobo))).toEqual(expected);
    expect(expected.some((share, at) => share > 0 && share < AMOUNTS[at]!.commission)).toBe(true);
  });
});
