import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, userPermissions } from '../../server/db/schema';
import { KeptAnswers } from '../../server/http/answer-cache';
import { caller, grantDirectly, permissionId, plainUser } from './support/access';
import { demoTenantId } from './support/accounts';
import { invoiceBook, issueInvoice, payInvoice, type InvoiceBook } from './support/invoices';
import { emptyBrokerageAdmin } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

// The tables that say nothing an answer is built from: they do not move a brokerage's data version.
const PROCESS_TABLES = [
  'idempotency_keys',
  'job_runs',
  'rate_limit_hits',
  'seed_runs',
  'sign_in_address_failures',
  'sign_in_failures',
  'socket_io_attachments',
  'tenant_data_versions',
];

// A repeated read of a cached route is answered from what was kept while nothing it was built from
// has moved; anything that moves it, through the app or behind its back, is seen at the next call.
describe.each(databaseKinds())('kept answers on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let tenantId: string;
  let book: InvoiceBook;

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signInAs(server, 'admin@demo.ng');
    tenantId = await demoTenantId(server);
    book = await invoiceBook(server, tenantId);
  });
  afterAll(() => server?.close());

  const rows = async <T>(query: ReturnType<typeof sql>) => ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
  const dataVersion = async (tenant: string) => {
    const [row] = await rows<{ version: string | number }>(
      sql`select coalesce((select version from tenant_data_versions where tenant_id = ${tenant}), 0) as version`,
    );
    return Number(row!.version);
  };

  it('answers a repeat without opening a transaction, with the same answer', async () => {
    const call = caller(server);
    const invoice = await issueInvoice(server, admin, book);
    const doors = server.ctx.database;
    const opened: string[] = [];
    server.ctx.database = {
      ...doors,
      asTenant: (id, work) => (opened.push('tenant'), doors.asTenant(id, work)),
      asSystem: (work) => (opened.push('system'), doors.asSystem(work)),
    };
    try {
      const first = await call(admin, 'GET', `/invoice/${invoice.invoice_id}`);
      const again = await call(admin, 'GET', `/invoice/${invoice.invoice_id}`);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.json()).toEqual(first.json());
      expect(opened).toEqual(['tenant']);
    } finally {
      server.ctx.database = doors;
    }
  });

  it('builds the answer again after a payment through the API', async () => {
    const call = caller(server);
    const invoice = await issueInvoice(server, admin, book);
    await call(admin, 'GET', `/invoice/${invoice.invoice_id}`);
    expect((await call(admin, 'GET', `/invoice/${invoice.invoice_id}`)).json().data.amount_paid).toBe('0.00');
    const paid = await payInvoice(server, admin, invoice.invoice_id);
    const read = (await call(admin, 'GET', `/invoice/${invoice.invoice_id}`)).json().data;
    expect(read.amount_paid).toBe(paid.amount_paid);
    expect(read.amount_paid).not.toBe('0.00');
  });

  it('builds it again after a change behind the app, as another process or a job would make it', async () => {
    const call = caller(server);
    const invoice = await issueInvoice(server, admin, book);
    await call(admin, 'GET', `/invoice/${invoice.invoice_id}`);
    await call(admin, 'GET', `/invoice/${invoice.invoice_id}`);
    await server.db.update(invoices).set({ narration: 'Changed behind the app' }).where(eq(invoices.id, invoice.invoice_id));
    expect((await call(admin, 'GET', `/invoice/${invoice.invoice_id}`)).json().data.narration).toBe('Changed behind the app');
  });

  it('refuses a kept answer to a session that has signed out', async () => {
    const call = caller(server);
    const invoice = await issueInvoice(server, admin, book);
    const broker = await signInAs(server, 'broker@demo.ng');
    expect((await call(broker, 'GET', `/invoice/${invoice.invoice_id}`)).statusCode).toBe(200);
    expect((await call(broker, 'GET', `/invoice/${invoice.invoice_id}`)).statusCode).toBe(200);
    expect((await call(broker, 'POST', '/auth/signout')).statusCode).toBe(200);
    const refused = await call(broker, 'GET', `/invoice/${invoice.invoice_id}`);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('INVALID_SESSION');
  });

  it('refuses it to a user whose permission was taken away behind the API', async () => {
    const call = caller(server);
    const invoice = await issueInvoice(server, admin, book);
    const { user, token } = await plainUser(server, tenantId);
    await grantDirectly(server, tenantId, user.id, 'View Invoices');
    expect((await call(token, 'GET', `/invoice/${invoice.invoice_id}`)).statusCode).toBe(200);
    expect((await call(token, 'GET', `/invoice/${invoice.invoice_id}`)).statusCode).toBe(200);
    const viewInvoices = await permissionId(server, 'View Invoices');
    await server.db.delete(userPermissions).where(and(eq(userPermissions.userId, user.id), eq(userPermissions.permissionId, viewInvoices)));
    expect((await call(token, 'GET', `/invoice/${invoice.invoice_id}`)).statusCode).toBe(403);
  });

  it("never answers another brokerage's user with what was kept for this one", async () => {
    const call = caller(server);
    const invoice = await issueInvoice(server, admin, book);
    await call(admin, 'GET', `/invoice/${invoice.invoice_id}`);
    await call(admin, 'GET', `/invoice/${invoice.invoice_id}`);
    const stranger = await emptyBrokerageAdmin(server, `stranger-${kind}@example.ng`, `stranger-${kind}`);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await call(stranger, 'GET', `/invoice/${invoice.invoice_id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(invoice.invoice_no);
    }
  });

  it('moves the data version once per writing transaction, as it commits, and not for one rolled back', async () => {
    const invoice = await issueInvoice(server, admin, book);
    const before = await dataVersion(tenantId);
    await server.db.transaction(async (tx) => {
      await tx.update(invoices).set({ narration: 'First change' }).where(eq(invoices.id, invoice.invoice_id));
      await tx.update(invoices).set({ narration: 'Second change' }).where(eq(invoices.id, invoice.invoice_id));
      await tx.update(invoices).set({ narration: 'Third change' }).where(eq(invoices.tenantId, tenantId));
    });
    expect(await dataVersion(tenantId)).toBe(before + 1);
    await expect(
      server.db.transaction(async (tx) => {
        await tx.update(invoices).set({ narration: 'Never kept' }).where(eq(invoices.id, invoice.invoice_id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await dataVersion(tenantId)).toBe(before + 1);
  });

  it('watches every table but the process tables', async () => {
    const tables = await rows<{ table_name: string; watched: boolean }>(sql`
      select c.relname as table_name, exists (
        select 1 from pg_trigger t where t.tgrelid = c.oid and t.tgname = 'data_changed' and t.tgdeferrable and t.tginitdeferred
      ) as watched
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and c.relkind = 'r'`);
    const unwatched = tables.filter((table) => !table.watched).map((table) => table.table_name);
    expect(unwatched.sort()).toEqual(PROCESS_TABLES);
    expect(tables.length).toBeGreaterThan(100);
  });
});

describe('the answers one process keeps', () => {
  const answer = (json: string) => ({ accessVersion: 1, dataVersion: '1', keptAt: Date.now(), json });

  it('stays within its budget by letting the answers kept longest ago go first', () => {
    const kept = new KeptAnswers(10);
    kept.set('first', answer('aaaa'));
    kept.set('second', answer('bbbb'));
    kept.set('third', answer('cccc'));
    expect(kept.get('first')).toBeUndefined();
    expect(kept.get('second')?.json).toBe('bbbb');
    expect(kept.get('third')?.json).toBe('cccc');
    expect(kept.held).toBe(8);
  });

  it('counts an answer kept again once', () => {
    const kept = new KeptAnswers(10);
    kept.set('invoice', answer('aaaa'));
    kept.set('invoice', answer('bbbbbb'));
    expect(kept.held).toBe(6);
    kept.delete('invoice');
    expect(kept.held).toBe(0);
  });
});
