import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/invoices/dates';
import { CLAIM_SORTS, INVOICE_SORTS, POLICY_SORTS, SORT_DIRECTIONS, USER_SORTS } from '../../domain/list-sort';
import { todayInLagos } from '../../domain/today';
import { caller } from './support/access';
import { createUser, demoTenantId } from './support/accounts';
import { claimPayload } from './support/claims';
import { issueInvoice, type InvoiceBook } from './support/invoices';
import { activePolicy, proposedPolicy } from './support/policies';
import { placingBook } from './support/quotes';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

interface Meta {
  page: number;
  pages: number;
  total: number;
  next: string | null;
}

type IdsOf = (data: unknown) => string[];

// Sorted lists: every sort key, both ways, walked page by page meets each row once, in the key's
// order (the issue date's: then the number's) with ties by id in the same direction; bad sorts are
// field errors; no sort keeps the list's order.
describe.each(databaseKinds())('sorted lists on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let tenantId: string;
  let book: InvoiceBook;

  const ids = async (query: SQL) => ((await server.db.execute(query)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);

  /** Every page from the first, by `meta.next` (or by page number where the list has none), as ids. */
  const walk = async (path: string, idsOf: IdsOf) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let page = 1;
    let pages = 0;
    for (;;) {
      const answer = await call(admin, 'GET', `${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : `&page=${page}`}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json() as { data: unknown; meta: Meta };
      seen.push(...idsOf(body.data));
      pages += 1;
      if (body.meta.next === undefined ? page >= body.meta.pages : body.meta.next === null) break;
      cursor = body.meta.next ?? null;
      page += 1;
    }
    return { seen, pages };
  };

  /** The list walked three rows a page under `sort` both ways equals `rows` in that order of `columns`, ties by id. */
  const expectSorted = async (path: string, idsOf: IdsOf, sort: string, rows: SQL, columns: SQL | SQL[]) => {
    for (const direction of SORT_DIRECTIONS) {
      const way = sql.raw(direction);
      const terms = sql.join(
        [...[columns].flat(), sql`id`].map((column) => sql`${column} ${way}`),
        sql`, `,
      );
      const want = await ids(sql`select id from ${rows} order by ${terms}`);
      const { seen, pages } = await walk(`${path}limit=3&sort=${sort}&direction=${direction}`, idsOf);
      expect(pages, `${sort} ${direction}`).toBeGreaterThanOrEqual(2);
      expect(seen, `${sort} ${direction}`).toEqual(want);
      expect(new Set(seen).size).toBe(seen.length);
    }
  };

  const expectFieldError = async (path: string, query: string, field: string) => {
    const answer = await call(admin, 'GET', `${path}${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ success: false, errors: [expect.objectContaining({ field })] });
  };

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    tenantId = await demoTenantId(server);
    // The insurer's desk receives the placement slips that put the claims' policy on cover.
    book = await placingBook(server, tenantId);
    // Equal premiums and dates, so ties fall to the id.
    for (const premiumAmount of ['90000.00', '90000.00', '250000.00', '90000.00'])
      await issueInvoice(server, admin, book, { premiumAmount });
    const cover = { startDate: addDays(todayInLagos(), -30), endDate: addDays(todayInLagos(), 334) };
    const { policy } = await activePolicy(server, admin, book, cover);
    for (let n = 0; n < 3; n += 1) await proposedPolicy(server, admin, book);
    for (const estimatedLoss of ['450,000', '450,000', '120,000', '450,000']) {
      const made = await call(admin, 'POST', '/claims', claimPayload(policy.policy_id, { estimatedLoss }));
      expect(made.statusCode, made.body).toBe(201);
    }
    for (const name of ['zainab', 'abel', 'Musa']) await createUser(server, { tenantId, email: `${name}.${kind}@sorted.ng` });
  }, 120_000);
  afterAll(() => server?.close());

  const invoiceIds: IdsOf = (data) => (data as { invoices: { invoice_id: string }[] }).invoices.map((row) => row.invoice_id);
  // Sorting by issue date is the list's own order: a day's invoices by number.
  const invoiceColumn: Record<(typeof INVOICE_SORTS)[number], SQL | SQL[]> = {
    issue_date: [sql`issue_date`, sql`invoice_no`],
    invoice_no: sql`invoice_no`,
    client: sql`coalesce((select firstname || ' ' || lastname from individual_clients c where c.id = individual_client_id),
      (select corporate_name from corporate_clients c where c.id = corporate_client_id), '')`,
    amount: sql`premium_kobo`,
    status: sql`status`,
  };

  it.each(INVOICE_SORTS)('walks the invoices by %s both ways', async (sort) => {
    await expectSorted('/invoice/?', invoiceIds, sort, sql`invoices where tenant_id = ${tenantId}`, invoiceColumn[sort]);
  });

  it('walks a filtered invoice list sorted by amount, page numbers agreeing with the cursor', async () => {
    const want = await ids(
      sql`select id from invoices where tenant_id = ${tenantId} and status = 'payment pending' order by premium_kobo desc, id desc`,
    );
    const { seen } = await walk('/invoice/?status=payment%20pending&limit=2&sort=amount&direction=desc', invoiceIds);
    expect(seen).toEqual(want);
    const second = await call(admin, 'GET', '/invoice/?status=payment%20pending&limit=2&page=2&sort=amount&direction=desc');
    expect(invoiceIds((second.json() as { data: unknown }).data)).toEqual(want.slice(2, 4));
  });

  const policyIds: IdsOf = (data) => (data as { policy_id: string }[]).map((row) => row.policy_id);
  const policyColumn: Record<(typeof POLICY_SORTS)[number], SQL> = {
    policy_no: sql`policy_no`,
    insured: sql`name_of_insured`,
    end_date: sql`end_date`,
    amount: sql`premium_kobo`,
    status: sql`status`,
  };

  it.each(POLICY_SORTS)('walks the policies by %s both ways', async (sort) => {
    await expectSorted('/policies?', policyIds, sort, sql`policies where tenant_id = ${tenantId}`, policyColumn[sort]);
  });

  const claimIds: IdsOf = (data) => (data as { claim_id: string }[]).map((row) => row.claim_id);
  const claimColumn: Record<(typeof CLAIM_SORTS)[number], SQL> = {
    claim_no: sql`claim_no`,
    loss_date: sql`loss_date`,
    amount: sql`estimated_loss_kobo`,
    status: sql`status`,
  };

  it.each(CLAIM_SORTS)('walks the claims by %s both ways', async (sort) => {
    await expectSorted('/claims?', claimIds, sort, sql`claims where tenant_id = ${tenantId}`, claimColumn[sort]);
  });

  const userIds: IdsOf = (data) => (data as { user_id: string }[]).map((row) => row.user_id);
  const userColumn: Record<(typeof USER_SORTS)[number], SQL> = {
    username: sql`lower(username)`,
    email: sql`lower(email)`,
    status: sql`case when suspended then 'suspended' when email_verified_at is null then 'invited' else 'active' end`,
  };

  it.each(USER_SORTS)('pages the users by %s both ways', async (sort) => {
    await expectSorted('/user?', userIds, sort, sql`users where tenant_id = ${tenantId} and deleted_at is null`, userColumn[sort]);
  });

  it.each(['/invoice/?', '/policies?', '/claims?', '/user?'])(
    'refuses an unknown sort or direction on %s as a field error',
    async (path) => {
      await expectFieldError(path, 'sort=premium_kobo', 'sort');
      await expectFieldError(path, 'sort=status&direction=up', 'direction');
    },
  );

  it('keeps each list in its own order without a sort', async () => {
    const invoices = await walk('/invoice/?limit=5', invoiceIds);
    expect(invoices.seen).toEqual(
      await ids(sql`select id from invoices where tenant_id = ${tenantId} order by issue_date desc, invoice_no desc, id desc`),
    );
    const policies = await walk('/policies?limit=5&direction=asc', policyIds);
    expect(policies.seen).toEqual(await ids(sql`select id from policies where tenant_id = ${tenantId} order by created_at desc, id desc`));
    const users = await walk('/user?limit=5', userIds);
    expect(users.seen).toEqual(
      await ids(sql`select id from users where tenant_id = ${tenantId} and deleted_at is null order by lower(username), id`),
    );
  });
});
