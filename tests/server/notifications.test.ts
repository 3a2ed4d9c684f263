import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationReceipts, notifications, users } from '../../server/db/schema';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(databaseKinds())('notifications on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const list = (token: string, query = '') =>
    server.app.inject({ method: 'GET', url: `/api/v1/notification${query}`, headers: { authorization: `Bearer ${token}` } });

  it('lists only the signed-in user’s notifications, newest first, with the unread count', async () => {
    const { db } = server;
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.ng'));
    const [note] = await db
      .insert(notifications)
      .values({ tenantId: admin!.tenantId, kind: 'transaction_approval_request', title: 'Approval needed', message: 'A transaction awaits you' })
      .returning();
    await db.insert(notificationReceipts).values({ notificationId: note!.id, userId: admin!.id, tenantId: admin!.tenantId });

    const adminAnswer = (await list(await signInAs(server, 'admin@demo.ng'))).json();
    expect(adminAnswer.data.map((n: { title: string }) => n.title)).toEqual(['Approval needed', 'Welcome to your back office']);
    expect(adminAnswer.data[0].receipts).toEqual({ is_read: false });
    expect(adminAnswer.meta).toMatchObject({ page: 1, total: 2, pages: 1, unread: 2 });

    const agentAnswer = (await list(await signInAs(server, 'agent@demo.ng'))).json();
    expect(agentAnswer.data.map((n: { title: string }) => n.title)).toEqual(['Welcome to your back office']);
    expect(agentAnswer.meta.unread).toBe(1);
  });

  it('pages with limit and page, and refuses a bad limit with a field error', async () => {
    const token = await signInAs(server, 'admin@demo.ng');
    const second = (await list(token, '?limit=1&page=2')).json();
    expect(second.data).toHaveLength(1);
    expect(second.meta).toMatchObject({ page: 2, limit: 1, pages: 2 });
    const bad = await list(token, '?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors: [{ field: 'limit' }] });
  });

  it('needs a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/notification' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_SESSION');
  });
});
