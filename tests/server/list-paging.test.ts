import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLagos } from '../../domain/today';
import { listInvoices } from '../../server/invoices/list';
import { caller } from './support/access';
import { demoTenantId } from './support/accounts';
import { invoiceBook, issueInvoice, type InvoiceBook } from './support/invoices';
import { createTenantWithUser } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

interface Meta {
  page: number;
  limit: number;
  total: number;
  pages: number;
  totalIsEstimate: boolean;
  next: string | null;
}

// Lists page by key: walking by cursor meets every row once, in order, whatever shares an issue date;
// page numbers still work; past LIST_EXACT_TOTAL (3 here) a filtered total is an estimate, said so.
describe.each(databaseKinds())('lists paged by key on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let tenantId: string;
  let book: InvoiceBook;

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
  const invoicePage = async (query: string) => {
    const answer = await call(admin, 'GET', `/invoice/?${query}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json() as { data: { invoices: { invoice_id: string }[] }; meta: Meta };
    return { ids: body.data.invoices.map((invoice) => invoice.invoice_id), meta: body.meta };
  };
  /** Every page from the first, following meta.next. */
  const walk = async (path: string, idsOf: (body: { data: unknown }) => string[]) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const answer = await call(admin, 'GET', `${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(answer.statusCode).toBe(200);
      const body = answer.json() as { data: unknown; meta: Meta };
      seen.push(...idsOf(body));
      cursor = body.meta.next;
      pages += 1;
    } while (cursor && pages < 100);
    return seen;
  };
  const invoiceIds = (body: { data: unknown }) => (body.data as { invoices: { invoice_id: string }[] }).invoices.map((i) => i.invoice_id);

  /** The Camry invoices: four issued on one day, their numbers typed out of the order they were entered in. */
  const CAMRY: [issueDate: string, number: number][] = [
    ['03-02', 2],
    ['03-02', 7],
    ['02-01', 9],
    ['03-02', 4],
    ['03-02', 1],
    ['01-15', 5],
    ['02-01', 3],
  ];
  const camryNo = (number: number) => `CAM-${kind}-${number}`;
  const year = todayInLagos().slice(0, 4);

  beforeAll(async () => {
    server = await startTestServer(kind, { env: { LIST_EXACT_TOTAL: '3' } });
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    tenantId = await demoTenantId(server);
    book = await invoiceBook(server, tenantId);
    for (const [n, [day, number]] of CAMRY.entries())
      await issueInvoice(server, admin, book, {
        issueDate: `${year}-${day}`,
        invoiceNo: camryNo(number),
        insured: `Toyota Camry KJA-${n}`,
      });
  });
  afterAll(() => server?.close());

  /** The invoices' ids in the list's natural order: newest issue date first, then number, then id. */
  const naturalOrder = async (where = sql`true`) =>
    (
      await rows<{ id: string }>(
        sql`select id from invoices where tenant_id = ${tenantId} and ${where} order by issue_date desc, invoice_no desc, id desc`,
      )
    ).map((row) => row.id);
  const expectedOrder = () => naturalOrder();
  const numbersOf = async (ids: string[]) => {
    const found = await rows<{ id: string; invoice_no: string }>(sql`select id, invoice_no from invoices where tenant_id = ${tenantId}`);
    const numberOf = new Map(found.map((row) => [row.id, row.invoice_no]));
    return ids.map((id) => numberOf.get(id));
  };

  it('walks the invoices by cursor, each once, newest issue date first, a day’s invoices by number', async () => {
    const expected = await expectedOrder();
    expect(expected.length).toBeGreaterThanOrEqual(7);
    const seen = await walk('/invoice/?limit=2', invoiceIds);
    expect(seen).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
    // Pages of two cut through the four issued on one day; neither the order they were entered in nor their ids decide.
    const camry = (await numbersOf(seen)).filter((number) => number?.startsWith('CAM-'));
    expect(camry).toEqual([7, 4, 2, 1, 9, 3, 5].map(camryNo));
  });

  it('still answers page numbers, near and far, with the exact total of the whole list', async () => {
    const expected = await expectedOrder();
    const pages = Math.ceil(expected.length / 2);
    // Sorting by issue date, newest first, is the list's own order: its pages are the same.
    for (const sort of ['', '&sort=issue_date&direction=desc'])
      for (const page of [1, 2, Math.ceil(pages / 2), pages]) {
        const { ids, meta } = await invoicePage(`limit=2&page=${page}${sort}`);
        expect(ids).toEqual(expected.slice((page - 1) * 2, page * 2));
        expect(meta).toMatchObject({ page, limit: 2, total: expected.length, pages, totalIsEstimate: false });
        expect(meta.next === null).toBe(page === pages);
      }
    const cursorPage = await invoicePage(`limit=2&page=2&cursor=${(await invoicePage('limit=2')).meta.next}`);
    expect(cursorPage.ids).toEqual(expected.slice(2, 4));
  });

  it('labels a filtered total past the threshold as an estimate, and counts a small one exactly', async () => {
    const pending = await invoicePage('status=payment%20pending&limit=2');
    expect(pending.meta.totalIsEstimate).toBe(true);
    expect(pending.meta.total).toBeGreaterThan(3);
    const one = await invoicePage('search=KJA-3');
    expect(one.meta).toMatchObject({ total: 1, totalIsEstimate: false, next: null });
  });

  it('filters and searches in the natural order, walking each filter by cursor', async () => {
    const [{ id: adminId }] = (await rows<{ id: string }>(sql`select id from users where email = 'admin@demo.ng'`)) as [{ id: string }];
    const walks: [query: string, where: ReturnType<typeof sql>][] = [
      ['limit=3&search=camry', sql`insured ilike '%camry%'`],
      ['limit=2&status=payment%20pending', sql`status = 'payment pending'`],
      [`limit=2&clientId=${book.individualClientId}`, sql`individual_client_id = ${book.individualClientId}`],
      [`limit=2&userId=${adminId}`, sql`created_by = ${adminId}`],
      [`limit=2&startDate=${year}-02-01&endDate=${year}-03-02`, sql`issue_date between ${`${year}-02-01`} and ${`${year}-03-02`}`],
    ];
    for (const [query, where] of walks) {
      const expected = await naturalOrder(where);
      expect(expected.length, query).toBeGreaterThan(2);
      expect(await walk(`/invoice/?${query}`, invoiceIds), query).toEqual(expected);
    }
  });

  it('finds a rare term through the trigram index among many invoices', async () => {
    // Three hundred more, so one insured is under 1% of the newest and goes through matching_invoices.
    await server.db.execute(sql`
      insert into invoices (tenant_id, invoice_no, status, client_type, individual_client_id, corporate_client_id, product_id, insurance_provider_id,
        issue_date, start_date, end_date, premium_kobo, commission_type, commission_rate, insured, created_at)
      select tenant_id, 'INV/BULK/' || g, status, client_type, individual_client_id, corporate_client_id, product_id, insurance_provider_id,
        issue_date, start_date, end_date, premium_kobo, commission_type, commission_rate,
        case when g = 150 then 'Peugeot 406 LND-77' else 'Kia Rio ' || g end, created_at - make_interval(secs => g)
      from (select * from invoices where tenant_id = ${tenantId} limit 1) one, generate_series(1, 300) g`);
    const rare = await invoicePage('search=peugeot%20406');
    expect(rare.ids).toHaveLength(1);
    expect(rare.meta).toMatchObject({ total: 1, totalIsEstimate: false });
    const [row] = await rows<{ id: string }>(sql`select id from invoices where invoice_no = 'INV/BULK/150'`);
    expect(rare.ids).toEqual([row!.id]);
    const unfiltered = await invoicePage('limit=20&page=1');
    const [{ n }] = (await rows<{ n: number }>(sql`select count(*)::int as n from invoices where tenant_id = ${tenantId}`)) as [
      { n: number },
    ];
    expect(unfiltered.meta).toMatchObject({ total: n, totalIsEstimate: false });
  });

  it('keeps the day counts by issue date as invoices are added and removed', async () => {
    const counted = () =>
      rows<{ day: string; n: number }>(
        sql`select day::text as day, n::int as n from list_day_counts where tenant_id = ${tenantId} and list = 'invoices' and n > 0 order by day`,
      );
    const issued = () =>
      rows<{ day: string; n: number }>(
        sql`select issue_date::text as day, count(*)::int as n from invoices where tenant_id = ${tenantId} group by 1 order by 1`,
      );
    expect((await counted()).map((row) => row.day)).toEqual(expect.arrayContaining([`${year}-01-15`, `${year}-02-01`, `${year}-03-02`]));
    expect(await counted()).toEqual(await issued());
    await server.db.execute(sql`delete from invoices where tenant_id = ${tenantId} and invoice_no in ('INV/BULK/1', 'INV/BULK/2')`);
    expect(await counted()).toEqual(await issued());
  });

  it('refuses a cursor it did not give out', async () => {
    for (const cursor of [
      'nonsense',
      Buffer.from('["2026-01-01T00:00:00Z"]').toString('base64url'),
      // Where the list's order was the entry time: such a cursor names no place in today's order.
      Buffer.from('["2026-01-01T00:00:00Z", "4f8a5c1e-2b7d-4e9a-8c3f-1d2e3f4a5b6c"]').toString('base64url'),
      Buffer.from('[1, 2]').toString('base64url'),
    ]) {
      const answer = await call(admin, 'GET', `/invoice/?cursor=${cursor}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual([{ field: 'cursor', message: 'cursor is not one this list gave out' }]);
    }
  });

  it('shows nothing of one brokerage to another, whatever cursor or search it is given', async () => {
    const other = await createTenantWithUser(server, { email: `other-${kind}@second.ng`, password: 'Second#2026' });
    const demoCursor = (await invoicePage('limit=2')).meta.next!;
    const theirs = await server.ctx.database.asTenant(other.tenantId, (tx) =>
      listInvoices(tx, other.tenantId, { limit: 20, cursor: demoCursor, search: 'camry' }, 3),
    );
    expect(theirs.invoices).toEqual([]);
    expect(theirs.meta).toMatchObject({ total: 0, next: null });
    const matched = await server.ctx.database.asTenant(other.tenantId, (tx) =>
      tx.execute(sql`select id from matching_invoices('%peugeot%', 10) as id`),
    );
    expect((matched as unknown as { rows: unknown[] }).rows).toEqual([]);
    const [{ n }] = (await server.ctx.database.asTenant(
      other.tenantId,
      async (tx) => ((await tx.execute(sql`select count(*)::int as n from list_day_counts`)) as unknown as { rows: { n: number }[] }).rows,
    )) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('walks the clients (both kinds), the transactions and the notifications by cursor, each once and in order', async () => {
    await server.db.execute(sql`
      insert into individual_clients (tenant_id, firstname, lastname, created_at)
      select ${tenantId}::uuid, 'Walk', 'Person ' || g, now() - make_interval(secs => g / 2) from generate_series(1, 5) g`);
    await server.db.execute(sql`
      insert into corporate_clients (tenant_id, corporate_name, created_at)
      select ${tenantId}::uuid, 'Walk Company ' || g, now() - make_interval(secs => g / 2) from generate_series(1, 4) g`);
    const clients = (
      await rows<{ id: string }>(sql`
        select id from (select id, created_at from individual_clients where tenant_id = ${tenantId}
          union all select id, created_at from corporate_clients where tenant_id = ${tenantId}) c order by created_at desc, id desc`)
    ).map((row) => row.id);
    const clientIds = (body: { data: unknown }) => (body.data as { client_id: string }[]).map((c) => c.client_id);
    expect(await walk('/client/allClients?limit=3', clientIds)).toEqual(clients);
    const lastPage = Math.ceil(clients.length / 3);
    expect(clientIds((await call(admin, 'GET', `/client/allClients?limit=3&page=${lastPage}`)).json())).toEqual(
      clients.slice((lastPage - 1) * 3),
    );

    const entries = (
      await rows<{ id: string }>(
        sql`select id from journal_entries where tenant_id = ${tenantId} order by entry_date desc, created_at desc, id desc`,
      )
    ).map((row) => row.id);
    const entryIds = (body: { data: unknown }) => (body.data as { transaction_id: string }[]).map((e) => e.transaction_id);
    expect(entries.length).toBeGreaterThan(3);
    expect(await walk('/accounting/transactions?limit=2', entryIds)).toEqual(entries);

    const [me] = await rows<{ id: string }>(sql`select id from users where email = 'admin@demo.ng'`);
    await server.db.execute(sql`
      with made as (insert into notifications (tenant_id, kind, title, message) select ${tenantId}::uuid, 'note', 'Note ' || g, 'Note ' || g
        from generate_series(1, 5) g returning id)
      insert into notification_receipts (notification_id, user_id, tenant_id) select id, ${me!.id}::uuid, ${tenantId}::uuid from made`);
    const notes = (
      await rows<{ id: string }>(sql`
        select n.id from notification_receipts r join notifications n on n.id = r.notification_id
        where r.user_id = ${me!.id} and r.removed_at is null order by n."offset" desc`)
    ).map((row) => row.id);
    const noteIds = (body: { data: unknown }) => (body.data as { notification_id: string }[]).map((n) => n.notification_id);
    expect(await walk('/notification?limit=2', noteIds)).toEqual(notes);
  });
});
