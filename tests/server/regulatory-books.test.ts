import { and, between, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/invoices/dates';
import { journalLines, ledgerAccounts } from '../../server/db/schema';
import { plainUser } from './support/access';
import { bearer, demoTenantId } from './support/accounts';
import { systemAccountId } from './support/invoices';
import { buildRegulatoryBook, otherBrokerageInvoice, type RegulatoryBook } from './support/regulatory-books';
import { createTenantWithUser } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { Report } from '../../domain/reports/report';

// The returns whose figures come from the books, on the hand-built book of support/regulatory-books.ts.
// Every figure below is worked out by hand from that book; each total is read again from the posted lines.

const link = (id: string) => `/account/invoice/${id}`;

describe.each(databaseKinds())('regulatory returns from the books, on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let admin: string;
  let data: RegulatoryBook;
  let foreignInvoice: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    admin = await signInAs(server, 'admin@demo.ng');
    data = await buildRegulatoryBook(server, tenantId, admin, await signInAs(server, 'accounts@demo.ng'));
    const other = await createTenantWithUser(server, { email: `other-${kind}@example.ng`, password: 'Ikoyi#2026x', url: `other-${kind}` });
    foreignInvoice = await otherBrokerageInvoice(server, other.tenantId, other.userId);
  }, 120_000);
  afterAll(() => server?.close());

  const report = async (kind: string, query = `startDate=${data.startDate}&endDate=${data.today}`, token = admin): Promise<Report> => {
    const answer = await server.app.inject({ method: 'GET', url: `/api/v1/reports/regulatory/${kind}?${query}`, headers: bearer(token) });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json().data as Report;
    expect(JSON.stringify(body)).not.toContain(foreignInvoice);
    for (const check of body.checks) expect(check, check.name).toMatchObject({ holds: true });
    return body;
  };

  /** Credit − debit of the posted lines of some accounts, up to a day (from a day when given), in naira text. */
  const creditOf = async (accountIds: string[], to: string, from = '1900-01-01') => {
    const [row] = await server.db
      .select({ net: sql<string>`coalesce(sum(${journalLines.creditKobo} - ${journalLines.debitKobo}), 0)::text` })
      .from(journalLines)
      .where(and(inArray(journalLines.accountId, accountIds), between(journalLines.entryDate, from, to)));
    return (Number(row!.net) / 100).toFixed(2);
  };
  const insurerPayables = async () =>
    (
      await server.db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.tenantId, tenantId), isNotNull(ledgerAccounts.insuranceProviderId)))
    ).map((row) => row.id);

  it('crr-premium: the register by insurer adds up to the insurers’ payable accounts', async () => {
    const body = await report('crr-premium');
    expect(body).toMatchObject({ kind: 'crr-premium', title: 'CRR Premium', start_date: data.startDate, end_date: data.today });
    const [table] = body.tables;
    expect(table!.rows.map((row) => row.cells)).toEqual([
      {
        insurer: data.leadway,
        opening: '29843.75',
        // L2 and L3 and D1; D1 was paid to the insurer direct: 150,000.00 less the 20,156.25 it paid over.
        billed: '389531.25',
        collected: '259687.50',
        remitted: '0.00',
        direct: '129843.75',
        other: '0.00',
        closing: '289531.25',
        to_remit: '159687.50',
        uncollected: '129843.75',
      },
      {
        insurer: data.aiico,
        opening: '0.00',
        billed: '535500.00',
        collected: '401625.00',
        remitted: '178500.00',
        direct: '0.00',
        other: '0.00',
        closing: '357000.00',
        to_remit: '223125.00',
        uncollected: '133875.00',
      },
    ]);
    expect(table!.totals).toEqual({
      insurer: 'Total',
      opening: '29843.75',
      billed: '925031.25',
      collected: '661312.50',
      remitted: '178500.00',
      direct: '129843.75',
      other: '0.00',
      closing: '646531.25',
      to_remit: '382812.50',
      uncollected: '263718.75',
    });
    expect(await creditOf(await insurerPayables(), data.today)).toBe('646531.25');
    expect(await creditOf(await insurerPayables(), addDays(data.startDate, -1))).toBe('29843.75');
    expect(body.checks).toHaveLength(4);
  });

  it('schedule-of-unremitted: each invoice’s premium in hand, aged against the 30 days, by insurer', async () => {
    const body = await report('schedule-of-unremitted');
    const [detail, bands] = body.tables;
    const { L1, L2, A2, A3 } = data.invoices;
    expect(detail!.rows).toEqual([
      {
        cells: {
          insurer: data.aiico,
          invoice: A2.no,
          client: expect.stringMatching(/^Adaeze Okafor/),
          paid_on: data.day(20),
          days: 20,
          amount: '44625.00',
          over_limit: 'No',
        },
        link: link(A2.id),
      },
      {
        cells: expect.objectContaining({ invoice: A3.no, paid_on: data.day(5), days: 5, amount: '178500.00', over_limit: 'No' }),
        link: link(A3.id),
      },
      { cells: { insurer: `${data.aiico} sub-total`, amount: '223125.00' } },
      {
        cells: expect.objectContaining({ invoice: L1.no, paid_on: data.day(100), days: 100, amount: '29843.75', over_limit: 'Yes' }),
        link: link(L1.id),
      },
      // Paid in two parts, nothing remitted: aged from the first payment.
      {
        cells: expect.objectContaining({ invoice: L2.no, paid_on: data.day(40), days: 40, amount: '129843.75', over_limit: 'Yes' }),
        link: link(L2.id),
      },
      { cells: { insurer: `${data.leadway} sub-total`, amount: '159687.50' } },
    ]);
    expect(detail!.totals).toEqual({ insurer: 'Total', amount: '382812.50' });
    expect(bands!.rows.map((row) => row.cells)).toEqual([
      { insurer: data.aiico, days_0_15: '178500.00', days_16_30: '44625.00', over_30: '0.00', total: '223125.00' },
      { insurer: data.leadway, days_0_15: '0.00', days_16_30: '0.00', over_30: '159687.50', total: '159687.50' },
    ]);
    expect(bands!.totals).toEqual({
      insurer: 'Total',
      days_0_15: '178500.00',
      days_16_30: '44625.00',
      over_30: '159687.50',
      total: '382812.50',
    });
    // The ledger holds it with the net premium not yet collected: L3 129,843.75 and A2's 133,875.00.
    expect(body.checks).toEqual([expect.objectContaining({ holds: true, left: '382812.50', right: '382812.50' })]);
    expect((Number(await creditOf(await insurerPayables(), data.today)) - 129843.75 - 133875).toFixed(2)).toBe('382812.50');
  });

  it('schedule-of-unremitted: on screen a page of the lines and sub-totals, the totals over all; the file holds every line', async () => {
    const period = `startDate=${data.startDate}&endDate=${data.today}`;
    const body = await report('schedule-of-unremitted', `${period}&page=2&limit=2`);
    const [detail] = body.tables;
    const { L1, L2, A2, A3 } = data.invoices;
    expect(detail!.rows.map((row) => row.cells.invoice ?? row.cells.insurer)).toEqual([`${data.aiico} sub-total`, L1.no]);
    expect(detail!.page).toEqual({ page: 2, limit: 2, total: 6, pages: 3 });
    expect(detail!.totals).toEqual({ insurer: 'Total', amount: '382812.50' });
    const pages = await Promise.all([1, 2, 3].map((page) => report('schedule-of-unremitted', `${period}&page=${page}&limit=2`)));
    expect(pages.flatMap((paged) => paged.tables[0]!.rows)).toEqual((await report('schedule-of-unremitted', period)).tables[0]!.rows);

    const csv = await server.app.inject({
      method: 'GET',
      url: `/api/v1/reports/regulatory/schedule-of-unremitted?${period}&page=2&limit=2&format=csv`,
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    for (const invoice of [L1, L2, A2, A3]) expect(csv.body).toContain(invoice.no);
  });

  it('schedule-of-unremitted: as at an earlier day, before L2 was paid off and A1 remitted', async () => {
    const body = await report('schedule-of-unremitted', `startDate=${data.day(30)}&endDate=${data.day(15)}`);
    // L1 29,843.75 (85 days); L2 51,937.50 collected by its first 60,000.00 (25 days); A1 178,500.00 (10 days); A2 44,625.00 (5 days).
    expect(body.tables[0]!.totals).toEqual({ insurer: 'Total', amount: '304906.25' });
    expect(body.tables[1]!.totals).toMatchObject({ days_0_15: '223125.00', days_16_30: '51937.50', over_30: '29843.75' });
  });

  it('scheduled-unremitted: the balance a partial remittance scheduled, with its number, dates and status', async () => {
    const body = await report('scheduled-unremitted');
    const [detail, summary] = body.tables;
    expect(detail!.rows).toEqual([
      {
        cells: expect.objectContaining({
          insurer: data.leadway,
          schedule: data.scheduleRef,
          scheduled_on: data.day(95),
          balance_due_on: addDays(data.today, 14),
          status: 'Scheduled',
          invoice: data.invoices.L1.no,
          days: 100,
          amount: '29843.75',
          over_limit: 'Yes',
        }),
        link: link(data.invoices.L1.id),
      },
      { cells: { insurer: `${data.leadway} sub-total`, amount: '29843.75' } },
    ]);
    expect(detail!.totals).toEqual({ insurer: 'Total', amount: '29843.75' });
    expect(summary!.rows.map((row) => row.cells)).toEqual([
      { insurer: data.aiico, scheduled: '0.00', unscheduled: '223125.00', total: '223125.00' },
      { insurer: data.leadway, scheduled: '29843.75', unscheduled: '129843.75', total: '159687.50' },
    ]);
    expect(summary!.totals).toEqual({ insurer: 'Total', scheduled: '29843.75', unscheduled: '352968.75', total: '382812.50' });
  });

  it('biannual-client-account: the client bank account from opening to closing, tied to the ledger', async () => {
    const body = await report('biannual-client-account');
    const [table] = body.tables;
    const used = table!.rows.find((row) => row.cells.code === data.bank.code)!;
    expect(used.cells).toMatchObject({
      opening: '50000.00',
      received: '600000.00',
      remitted: '178500.00',
      refunds: '0.00',
      other: '-1000.00',
      closing: '470500.00',
    });
    // The invoice book's own premium account took nothing.
    for (const row of table!.rows.filter((row) => row.cells.code !== data.bank.code))
      expect(row.cells).toMatchObject({ opening: '0.00', received: '0.00', closing: '0.00' });
    expect(table!.totals).toMatchObject({
      opening: '50000.00',
      received: '600000.00',
      remitted: '178500.00',
      other: '-1000.00',
      closing: '470500.00',
    });
    expect(await creditOf([data.bank.id], data.today)).toBe('-470500.00');
    expect(await creditOf([data.bank.id], addDays(data.startDate, -1))).toBe('-50000.00');
  });

  it('commission-income: earned, deducted at source, received and receivable by insurer, with the VAT, tied to 4000 and 2100', async () => {
    const body = await report('commission-income');
    const [table] = body.tables;
    expect(table!.rows.map((row) => row.cells)).toEqual([
      {
        insurer: data.aiico,
        earned: '60000.00',
        vat: '4500.00',
        deducted: '45000.00',
        from_insurers: '0.00',
        received: '45000.00',
        receivable: '15000.00',
      },
      {
        insurer: data.leadway,
        // L2, L3 and D1; D1's commission came from the insurer (its VAT left out).
        earned: '56250.00',
        vat: '4218.75',
        deducted: '18750.00',
        from_insurers: '18750.00',
        received: '37500.00',
        receivable: '18750.00',
      },
    ]);
    expect(table!.totals).toEqual({
      insurer: 'Total',
      earned: '116250.00',
      vat: '8718.75',
      deducted: '63750.00',
      from_insurers: '18750.00',
      received: '82500.00',
      receivable: '33750.00',
    });
    expect(await creditOf([await systemAccountId(server, tenantId, 'commission_income')], data.today, data.startDate)).toBe('116250.00');
    expect(await creditOf([await systemAccountId(server, tenantId, 'vat_output')], data.today, data.startDate)).toBe('8718.75');
  });

  it('refuses a user without View Regulatory Reports', async () => {
    const { token } = await plainUser(server, tenantId);
    for (const kind of ['crr-premium', 'schedule-of-unremitted', 'scheduled-unremitted', 'biannual-client-account', 'commission-income']) {
      const answer = await server.app.inject({ method: 'GET', url: `/api/v1/reports/regulatory/${kind}`, headers: bearer(token) });
      expect(answer.statusCode, kind).toBe(403);
      expect(answer.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });
});
