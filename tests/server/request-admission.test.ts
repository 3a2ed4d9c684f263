import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createTokenService, type TokenClaims } from '../../server/auth/tokens';
import { loadConfig } from '../../server/config';
import { nobodyConnected, type AppContext } from '../../server/context';
import { openPostgres } from '../../server/db/client';
import { userPermissions } from '../../server/db/schema';
import { createMailer } from '../../server/mail/mailer';
import { caller, grantDirectly, permissionId, plainUser } from './support/access';
import { demoTenantId } from './support/accounts';
import { invoiceBook, issueInvoice, payInvoice } from './support/invoices';
import { createPostgresDatabase, oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

// A signed-in request is admitted (session, grants) in the same transaction that does its work, and
// a user's grants are cached only for as long as nothing in the brokerage's access has changed.
describe.each(oneDatabase())('admitting a signed-in request on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let tenantId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signInAs(server, 'admin@demo.ng');
    tenantId = await demoTenantId(server);
  });
  afterAll(() => server?.close());

  it('reads an invoice in one transaction, the session and grants included', async () => {
    const call = caller(server);
    const invoice = await issueInvoice(server, admin, await invoiceBook(server, tenantId));
    const doors = server.ctx.database;
    const opened: string[] = [];
    const counted = { ...doors };
    counted.asTenant = (id, work) => (opened.push('tenant'), doors.asTenant(id, work));
    counted.asSystem = (work) => (opened.push('system'), doors.asSystem(work));
    server.ctx.database = counted;
    try {
      const response = await call(admin, 'GET', `/invoice/${invoice.invoice_id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.invoice_no).toBe(invoice.invoice_no);
      expect(opened).toEqual(['tenant']);
    } finally {
      server.ctx.database = doors;
    }
  });

  it('sees a grant taken away behind the API at the very next call', async () => {
    const call = caller(server);
    const { user, token } = await plainUser(server, tenantId);
    await grantDirectly(server, tenantId, user.id, 'View Users');
    expect((await call(token, 'GET', '/user')).statusCode).toBe(200);
    expect((await call(token, 'GET', '/user')).statusCode).toBe(200);
    const viewUsers = await permissionId(server, 'View Users');
    await server.db.delete(userPermissions).where(and(eq(userPermissions.userId, user.id), eq(userPermissions.permissionId, viewUsers)));
    expect((await call(token, 'GET', '/user')).statusCode).toBe(403);
  });

  it('refuses a remembered token once it has expired', async () => {
    const call = caller(server);
    const real = await signInAs(server, 'broker@demo.ng');
    const { exp: _exp, iat: _iat, sub: _sub, ...claims } = JSON.parse(Buffer.from(real.split('.')[1]!, 'base64url').toString());
    const shortLived = await server.ctx.tokens.sign(claims as TokenClaims, new Date(Date.now() + 2_000));
    expect((await call(shortLived, 'GET', '/user/profile')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const refused = await call(shortLived, 'GET', '/user/profile');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/expired/);
  });
});

// Two API processes on one database, each with its own cache: a change made through one is obeyed
// by the other on its next call.
describe.runIf(inject('postgresAdminUrl'))('grants cached by two processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let dataDir: string;
  let first: TestServer;
  let second: TestServer;

  async function process(url: string): Promise<TestServer> {
    const config = loadConfig({ DATA_DIR: dataDir, STATIC_DIR: join(dataDir, 'no-app'), CHECK_ANSWERS: 'true' });
    const handle = await openPostgres(url);
    const mailer = createMailer({ database: handle, config });
    const ctx: AppContext = { config, database: handle, tokens: createTokenService(config.sessionSecret), live: nobodyConnected, mailer };
    const app = await buildApp(ctx);
    await app.ready();
    return {
      app,
      ctx,
      config,
      db: handle.owner,
      close: async () => {
        await app.close();
        mailer.close();
        await handle.close();
      },
    };
  }

  beforeAll(async () => {
    database = await createPostgresDatabase({ template: 'demo' });
    dataDir = mkdtempSync(join(tmpdir(), 'brokerage-two-'));
    first = await process(database.url);
    second = await process(database.url);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses on one process what was revoked through the other, and allows what was granted', async () => {
    const tenantId = await demoTenantId(first);
    const admin = await signInAs(first, 'admin@demo.ng');
    const { user, token } = await plainUser(first, tenantId);
    const viewUsers = await permissionId(first, 'View Users');
    const onFirst = caller(first);
    const onSecond = caller(second);

    expect((await onSecond(token, 'GET', '/user')).statusCode).toBe(403);
    expect((await onFirst(admin, 'PUT', `/permissions/user/${user.id}`, { permissions: [viewUsers] })).statusCode).toBe(200);
    expect((await onSecond(token, 'GET', '/user')).statusCode).toBe(200);
    expect((await onFirst(admin, 'DELETE', `/permissions/user/${user.id}`, { permissionId: viewUsers })).statusCode).toBe(200);
    expect((await onSecond(token, 'GET', '/user')).statusCode).toBe(403);
  });

  it('answers on one process the invoice as paid through the other, though it kept the unpaid one', async () => {
    const tenantId = await demoTenantId(first);
    const admin = await signInAs(first, 'admin@demo.ng');
    const invoice = await issueInvoice(first, admin, await invoiceBook(first, tenantId));
    const onSecond = caller(second);
    await onSecond(admin, 'GET', `/invoice/${invoice.invoice_id}`);
    expect((await onSecond(admin, 'GET', `/invoice/${invoice.invoice_id}`)).json().data.amount_paid).toBe('0.00');
    const paid = await payInvoice(first, admin, invoice.invoice_id);
    expect((await onSecond(admin, 'GET', `/invoice/${invoice.invoice_id}`)).json().data.amount_paid).toBe(paid.amount_paid);
  });
});
