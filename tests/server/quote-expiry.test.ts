import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_VALIDITY_RULE } from '../../domain/brokerage';
import { addDays } from '../../domain/invoices/dates';
import { moveRefusal, QUOTE_EXPIRED } from '../../domain/quotes';
import { todayInLagos } from '../../domain/today';
import { quotes } from '../../server/db/schema';
import { oncePerPeriod } from '../../server/jobs/once';
import { expireQuotes } from '../../server/quotes/expiry';
import { caller } from './support/access';
import { demoTenantId } from './support/accounts';
import { quoteBook, quotePayload, type QuoteBook } from './support/quotes';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(databaseKinds())('how long a quote stands on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let broker: string;
  let book: QuoteBook;
  const today = todayInLagos();

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    [admin, broker] = (await Promise.all(['admin@demo.ng', 'broker@demo.ng'].map((email) => signInAs(server, email)))) as [string, string];
    book = await quoteBook(server, await demoTenantId(server));
  });
  afterAll(() => server?.close());

  const draft = async () =>
    (await call(broker, 'POST', '/quotes/motor', quotePayload(book, today))).json().data as { quote_id: string; valid_until: string };

  it('stands 30 days unless the brokerage sets its own number of days', async () => {
    expect((await draft()).valid_until).toBe(addDays(today, 30));
    const refused = await call(admin, 'PUT', '/broker', { quoteValidityDays: 0 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'quoteValidityDays', message: QUOTE_VALIDITY_RULE }]);
    const set = await call(admin, 'PUT', '/broker', { quoteValidityDays: '10' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.quote_validity_days).toBe(10);
    expect((await draft()).valid_until).toBe(addDays(today, 10));
    await call(admin, 'PUT', '/broker', { quoteValidityDays: 30 });
  });

  it('refuses every move once past its last day, and the hourly job writes it down once', async () => {
    const stale = await draft();
    const fresh = await draft();
    await server.db
      .update(quotes)
      .set({ validUntil: addDays(today, -1) })
      .where(eq(quotes.id, stale.quote_id));
    const late = await call(broker, 'PUT', `/quote/${stale.quote_id}/save`);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(QUOTE_EXPIRED);

    const hour = `test-${kind}-${Date.now()}`;
    expect(await oncePerPeriod(server.ctx.database, 'expire-quotes', hour, (tx) => expireQuotes(tx, today))).toBe(true);
    expect(await oncePerPeriod(server.ctx.database, 'expire-quotes', hour, (tx) => expireQuotes(tx, today))).toBe(false);
    const expired = (await call(broker, 'GET', `/quote/${stale.quote_id}`)).json().data;
    expect(expired.status).toBe('expired');
    expect(expired.history.at(-1)).toMatchObject({ action: 'expired', by: null, note: `Valid until ${addDays(today, -1)}` });
    expect((await call(broker, 'GET', `/quote/${fresh.quote_id}`)).json().data.status).toBe('draft');
    expect((await call(broker, 'PUT', `/quote/${stale.quote_id}/save`)).json().message).toBe(moveRefusal('submit', 'expired'));
  });
});
