import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/invoices/dates';
import { todayInLagos } from '../../domain/today';
import { claims } from '../../server/db/schema';
import { demoTenantId } from './support/accounts';
import { claimPayload } from './support/claims';
import { issueInvoice, payInvoice } from './support/invoices';
import { activePolicy, callApi, proposedPolicy } from './support/policies';
import { placingBook, quotePayload, type QuoteBook } from './support/quotes';
import { emptyBrokerageAdmin } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

// The dashboard on a book built by hand through the API: every figure is worked out below from
// the records made, in kobo, and another brokerage's dashboard shows none of them.

describe.each(databaseKinds())('the dashboard on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let agent: string;
  let stranger: string;
  let book: QuoteBook;
  const today = todayInLagos();
  // The tiles' period: the last six days, so the invoices issued and paid weeks ago fall outside it.
  const period = `startDate=${addDays(today, -5)}&endDate=${today}`;
  const get = async (url: string, token = admin) => {
    const answer = await callApi(server, token, 'GET', url);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signInAs(server, 'admin@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
    const tenantId = await demoTenantId(server);
    book = await placingBook(server, tenantId);

    // In the period: two policies on cover (150,000.00 each, paid), a proposal (150,000.00, unpaid) and
    // a plain debit note of 80,000.00 with 20,000.00 paid. Commission is 12.5 % of each premium.
    const onCover = await activePolicy(server, admin, book, { sumInsured: '5000000.00' });
    await activePolicy(server, admin, book, { sumInsured: '1234567.89', endDate: addDays(today, 20) });
    await proposedPolicy(server, admin, book);
    const partial = await issueInvoice(server, admin, book, { premiumAmount: '80000.00' });
    await payInvoice(server, admin, partial.invoice_id, { amount: '20000.00' });

    // Before the period, premium of 100,000.00 collected 40 days ago and 25 days ago, not remitted.
    for (const daysAgo of [40, 25]) {
      const old = await issueInvoice(server, admin, book, { premiumAmount: '100000.00', issueDate: addDays(today, -daysAgo - 1) });
      await payInvoice(server, admin, old.invoice_id, { dateOfActualPayment: addDays(today, -daysAgo) });
    }

    // Two open claims on the policy, one reported 95 days ago.
    const policyId = onCover.policy.policy_id;
    for (const reportedDate of [today, addDays(today, -95)]) {
      const answer = await callApi(server, admin, 'POST', '/claims', claimPayload(policyId));
      expect(answer.statusCode, answer.body).toBe(201);
      await server.db.update(claims).set({ reportedDate }).where(eq(claims.id, answer.json().data.claim_id));
    }

    // A quote sent for approval.
    const drafted = await callApi(server, admin, 'POST', '/quotes/motor', quotePayload(book, today));
    expect(drafted.statusCode, drafted.body).toBe(201);
    expect((await callApi(server, admin, 'PUT', `/quote/${drafted.json().data.quote_id}/save`)).statusCode).toBe(200);

    // Another brokerage, empty, with its own admin.
    stranger = await emptyBrokerageAdmin(server, `admin-${kind}@dashboard-second.ng`, `dash-${kind}`);
  });
  afterAll(() => server?.close());

  it('answers the four tiles of the spec over the period asked', async () => {
    expect(await get(`/count/policies?${period}`)).toEqual({ policyCount: 2 });
    expect(await get(`/sumAssured/policies?${period}`)).toEqual({ sumAssured: '6234567.89' });
    // 3 × 150,000.00 + 80,000.00; the two older debit notes were issued before the period.
    expect(await get(`/fetch/underWrittenPremium?${period}`)).toEqual({ premiumUnderwritten: '530000.00' });
    // Earned 3 × 18,750.00 + 10,000.00 = 66,250.00; collected 2 × 18,750.00 + a quarter of 10,000.00.
    expect(await get(`/accounting/fetch/comissionDue?${period}`)).toEqual({ balance_after: '26250.00' });
  });

  it('reads a wider period and this month by default', async () => {
    const wide = `startDate=${addDays(today, -60)}&endDate=${today}`;
    expect(await get(`/fetch/underWrittenPremium?${wide}`)).toEqual({ premiumUnderwritten: '730000.00' });
    const month = await get('/reports/dashboard');
    expect(month.start_date).toBe(`${today.slice(0, 8)}01`);
    expect(month.end_date).toBe(today);
  });

  it('refuses a period that ends before it starts, and a date that is not one', async () => {
    const backwards = await callApi(server, admin, 'GET', `/count/policies?startDate=${today}&endDate=${addDays(today, -1)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].field).toBe('endDate');
    expect((await callApi(server, admin, 'GET', '/sumAssured/policies?startDate=2026-02-30')).statusCode).toBe(400);
    // A start after today with no end: this month would end before it begins.
    const future = await callApi(server, admin, 'GET', `/reports/dashboard?startDate=${addDays(today, 3)}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0].field).toBe('endDate');
  });

  it('fills the panels from the same book', async () => {
    const panels = await get(`/reports/dashboard?${period}`);
    expect(panels.premium_by_month).toEqual([{ month: today.slice(0, 7), premium: '530000.00', invoices: 4 }]);
    expect(panels.premium_by_insurer).toEqual([{ insurer_id: book.insurerId, insurer_name: expect.any(String), premium: '530000.00' }]);
    expect(panels.premium_by_class).toHaveLength(1);
    expect(panels.premium_by_class[0].premium).toBe('530000.00');
    expect(panels.commission).toEqual({ earned: '66250.00', received: '40000.00', due: '26250.00' });
    // Net of commission (12,500.00) and its VAT (937.50): 86,562.50 each, one due within 7 days, one past 30.
    expect(panels.remittance_clock).toEqual({
      due_soon: { count: 1, amount: '86562.50' },
      overdue: { count: 1, amount: '86562.50' },
      days_ahead: 7,
    });
    expect(panels.expiring_policies).toMatchObject({ count: 1, within_days: 30 });
    expect(panels.expiring_policies.policies[0].end_date).toBe(addDays(today, 20));
    expect(panels.open_claims).toEqual({
      total: 2,
      overdue: 1,
      age_limit_days: 90,
      buckets: [
        { label: 'Up to 30 days', min_days: 0, max_days: 30, count: 1 },
        { label: '31 to 60 days', min_days: 31, max_days: 60, count: 0 },
        { label: '61 to 90 days', min_days: 61, max_days: 90, count: 0 },
        { label: 'Over 90 days', min_days: 91, max_days: null, count: 1 },
      ],
    });
    expect(panels.quotes_awaiting_approval.count).toBe(1);
    expect(panels.quotes_awaiting_approval.quotes[0].name_of_insured).toBe('Adaeze Okafor');
  });

  it('shows a user only the figures their grants allow, and refuses the tiles they may not read', async () => {
    const panels = await get(`/reports/dashboard?${period}`, agent);
    expect(panels.commission).toBeNull();
    expect(panels.remittance_clock).toBeNull();
    expect(panels.premium_by_month).toBeNull();
    expect(panels.expiring_policies.count).toBe(1);
    const refused = await callApi(server, agent, 'GET', `/accounting/fetch/comissionDue?${period}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().success).toBe(false);
    expect((await callApi(server, agent, 'GET', `/fetch/underWrittenPremium?${period}`)).statusCode).toBe(403);
    expect(await get(`/count/policies?${period}`, agent)).toEqual({ policyCount: 2 });
  });

  it("never shows another brokerage's business", async () => {
    expect(await get(`/count/policies?${period}`, stranger)).toEqual({ policyCount: 0 });
    expect(await get(`/sumAssured/policies?${period}`, stranger)).toEqual({ sumAssured: '0.00' });
    expect(await get(`/fetch/underWrittenPremium?${period}`, stranger)).toEqual({ premiumUnderwritten: '0.00' });
    expect(await get(`/accounting/fetch/comissionDue?${period}`, stranger)).toEqual({ balance_after: '0.00' });
    const panels = await get(`/reports/dashboard?${period}`, stranger);
    expect(panels).toMatchObject({
      premium_by_month: [],
      premium_by_insurer: [],
      premium_by_class: [],
      commission: { earned: '0.00', received: '0.00', due: '0.00' },
      remittance_clock: { due_soon: { count: 0, amount: '0.00' }, overdue: { count: 0, amount: '0.00' } },
      expiring_policies: { count: 0, policies: [] },
      open_claims: { total: 0, overdue: 0 },
      quotes_awaiting_approval: { count: 0, quotes: [] },
    });
  });
});
