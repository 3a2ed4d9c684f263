import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/invoices/dates';
import { todayInLagos } from '../../domain/today';
import { UNKNOWN_ID } from './support/access';
import { demoTenantId } from './support/accounts';
import { claimPayload } from './support/claims';
import { issueInvoice, payInvoice, postedTo } from './support/invoices';
import { activePolicy, callApi } from './support/policies';
import { placingBook, type QuoteBook } from './support/quotes';
import { emptyBrokerageAdmin } from './support/tenants';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { Report, ReportTable } from '../../domain/reports/report';

// One client whole, worked by hand: a policy on cover billed 150,000.00 and paid, a debit note of
// 80,000.00 with 20,000.00 paid, and a claim of 450,000.00 on the policy. Their account in the
// books: 230,000.00 billed, 170,000.00 received, 60,000.00 owed.

describe.each(oneDatabase())('the client report on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let agent: string;
  let stranger: string;
  let book: QuoteBook;
  const today = todayInLagos();
  const period = `startDate=${addDays(today, -5)}&endDate=${today}`;
  const reportOf = (clientId = book.individualClientId) => `/reports/client-report?clientType=INDIVIDUAL&clientId=${clientId}&${period}`;
  const table = (report: Report, title: string) => report.tables.find((found) => found.title === title) as ReportTable;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signInAs(server, 'admin@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
    const tenantId = await demoTenantId(server);
    book = await placingBook(server, tenantId);
    const { policy } = await activePolicy(server, admin, book);
    const debitNote = await issueInvoice(server, admin, book, { premiumAmount: '80000.00' });
    await payInvoice(server, admin, debitNote.invoice_id, { amount: '20000.00' });
    const claim = await callApi(server, admin, 'POST', '/claims', claimPayload(policy.policy_id));
    expect(claim.statusCode, claim.body).toBe(201);

    stranger = await emptyBrokerageAdmin(server, 'admin@client-report-second.ng', 'client-report-second');
  });
  afterAll(() => server?.close());

  it("shows the client's policies, premium, claims and statement of account, each total worked by hand", async () => {
    const answer = await callApi(server, admin, 'GET', reportOf());
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json().data as Report;
    expect(report.title).toMatch(/^Client Report: Adaeze Okafor/);
    expect(report).toMatchObject({ kind: 'client-report', start_date: addDays(today, -5), end_date: today });

    const policies = table(report, 'Policies');
    expect(policies.rows).toHaveLength(1);
    expect(policies.rows[0]!.link).toMatch(/^\/policies\//);
    expect(policies.totals).toEqual({ sum_insured: '5000000.00', premium: '150000.00' });

    const premium = table(report, 'Premium billed, paid and outstanding');
    expect(premium.rows).toHaveLength(2);
    expect(premium.totals).toEqual({ billed: '230000.00', paid: '170000.00', outstanding: '60000.00' });

    const claims = table(report, 'Claims');
    expect(claims.rows.map((row) => row.cells.status)).toEqual(['registered']);
    expect(claims.totals).toEqual({ estimated_loss: '450000.00', settled: '0.00' });

    const statement = table(report, 'Statement of account');
    expect(statement.rows[0]!.cells).toMatchObject({ description: 'Opening balance', balance: '0.00' });
    expect(statement.totals).toEqual({ debit: '230000.00', credit: '170000.00', balance: '60000.00' });
    expect(report.checks).toEqual([
      { name: 'Opening balance + debits − credits = closing balance', holds: true, left: '60000.00', right: '60000.00' },
    ]);
    // The books, read behind the report's back.
    expect((await postedTo(server, book.individualClientAccountId)).balance).toBe(6_000_000);
  });

  it('downloads the same report as CSV, Excel and PDF', async () => {
    const csv = await callApi(server, admin, 'GET', `${reportOf()}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="client-report-${addDays(today, -5)}-to-${today}.csv"`);
    expect(csv.body).toContain('Statement of account');
    expect(csv.body).toContain('Total,,,,230000.00,170000.00,60000.00');
    const xlsx = await callApi(server, admin, 'GET', `${reportOf()}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('answers 404 for a client of no one or of another brokerage, 400 without one, 403 without the permission', async () => {
    expect((await callApi(server, admin, 'GET', reportOf(UNKNOWN_ID))).statusCode).toBe(404);
    const theirs = await callApi(server, stranger, 'GET', reportOf());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('Okafor');
    const missing = await callApi(server, admin, 'GET', `/reports/client-report?${period}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(['clientId']));
    expect((await callApi(server, agent, 'GET', reportOf())).statusCode).toBe(403);
  });
});
