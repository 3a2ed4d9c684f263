import { and, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY_CODE_RULE, currencyMessages } from '../../domain/currencies';
import { RATE_RULE } from '../../domain/journal';
import { todayInLagos } from '../../domain/today';
import { currencies, exchangeRateHistory, journalEntries, journalLines } from '../../server/db/schema';
import { ensureBooks, postEntry } from '../../server/ledger';
import { accountByCode, accountByKey, userIdOf } from './ledger/support';
import { caller, grantThroughGroup, plainUser, UNKNOWN_ID } from './support/access';
import { demoTenantId } from './support/accounts';
import { atOnce } from './support/race';
import { createTenantWithUser } from './support/tenants';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('currencies and exchange rates on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let tenantId: string;
  let accountant: string;
  let agent: string;
  const today = todayInLagos();
  const daysAgo = (n: number) => DateTime.fromISO(today).minus({ days: n }).toISODate()!;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    tenantId = await demoTenantId(server);
    accountant = await signInAs(server, 'accounts@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
  });
  afterAll(() => server?.close());

  const mine = () => server.db.select().from(currencies).where(eq(currencies.tenantId, tenantId));
  const history = () => server.db.select().from(exchangeRateHistory).where(eq(exchangeRateHistory.tenantId, tenantId));
  const add = (payload: Record<string, unknown>) => call(accountant, 'POST', '/accounting/currencies', payload);
  const idOf = async (code: string) => (await mine()).find((row) => row.code === code)!.id;

  it('lists the naira, the books’ own currency, to anyone signed in', async () => {
    const answer = await call(agent, 'GET', '/accounting/currencies');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: [
        {
          currency_id: expect.any(String),
          exchange_rate_id: answer.json().data[0].currency_id,
          code: 'NGN',
          name: 'Nigerian Naira',
          symbol: '₦',
          is_base: true,
          rate: '1',
          rate_date: expect.any(String),
          updated_at: expect.any(String),
        },
      ],
      meta: { page: 1, limit: 1, total: 1, pages: 1 },
    });
  });

  it('adds a known currency with its name and symbol, and starts its history', async () => {
    const answer = await add({ code: ' usd ', rate: '1530.25' });
    expect(answer.statusCode).toBe(201);
    const data = answer.json().data;
    expect(answer.json()).toMatchObject({
      success: true,
      message: 'Currency added',
      data: { code: 'USD', name: 'US Dollar', symbol: '$', is_base: false, rate: '1530.25', rate_date: today },
    });
    expect(data.exchange_rate_id).toBe(data.currency_id);
    const rates = await call(agent, 'GET', `/accounting/exchange-rates/${data.exchange_rate_id}/history`);
    expect(rates.json()).toEqual({
      success: true,
      data: {
        currency: data,
        history: [
          {
            history_id: expect.any(String),
            rate: '1530.25',
            rate_date: today,
            recorded_by_name: 'Chinedu Eze',
            recorded_at: expect.any(String),
          },
        ],
      },
      meta: { page: 1, limit: 1, total: 1, pages: 1 },
    });

    const own = await add({ code: 'XOF', name: 'West African CFA franc', symbol: 'CFA', rate: 2.65, rateDate: daysAgo(3) });
    expect(own.json().data).toMatchObject({
      code: 'XOF',
      name: 'West African CFA franc',
      symbol: 'CFA',
      rate: '2.65',
      rate_date: daysAgo(3),
    });
    const codes = (await call(agent, 'GET', '/accounting/currencies')).json().data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(['NGN', 'USD', 'XOF']);
  });

  it('refuses a code already on the list, bad codes, rates and dates, writing nothing', async () => {
    const [before, rates] = [await mine(), await history()];
    for (const code of ['NGN', 'usd']) {
      const taken = await add({ code, rate: '1' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(currencyMessages.taken(code.toUpperCase()));
    }
    const invalid = await add({ code: 'US', rate: '0', rateDate: '2026-02-30' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual([
      { field: 'code', message: CURRENCY_CODE_RULE },
      { field: 'rate', message: RATE_RULE },
      { field: 'rateDate', message: 'Enter a valid date' },
    ]);
    expect((await add({ code: 'GBP', rate: '1.1234567' })).json().errors).toEqual([{ field: 'rate', message: RATE_RULE }]);
    const future = await add({ code: 'GBP', rate: '2000', rateDate: DateTime.fromISO(today).plus({ days: 1 }).toISODate() });
    expect(future.json().errors).toEqual([{ field: 'rateDate', message: currencyMessages.futureRate }]);
    expect(await mine()).toEqual(before);
    expect(await history()).toEqual(rates);
  });

  it('lets only one of two adds of one code at the same moment land', async () => {
    const answers = await atOnce(server, 'currencies', [
      () => add({ code: 'EUR', rate: '1650' }),
      () => add({ code: 'EUR', rate: '1651' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(currencyMessages.taken('EUR'));
    expect((await mine()).filter((row) => row.code === 'EUR')).toHaveLength(1);
    expect(
      (await history()).filter((row) => row.currencyId === (answers.find((a) => a.statusCode === 201)!.json().data.currency_id as string)),
    ).toHaveLength(1);
  });

  it('records new rates as the current one and keeps them all, the newest first', async () => {
    const gbp = (await add({ code: 'GBP', rate: '1900', rateDate: daysAgo(10) })).json().data.currency_id as string;
    const older = await call(accountant, 'PUT', `/accounting/currencies/${gbp}/rate`, { rate: '1950', rateDate: daysAgo(11) });
    expect(older.statusCode).toBe(400);
    expect(older.json().errors).toEqual([{ field: 'rateDate', message: currencyMessages.olderThanCurrent(daysAgo(10)) }]);
    expect((await call(accountant, 'PUT', `/accounting/currencies/${gbp}/rate`, { rate: 'abc' })).json().errors).toEqual([
      { field: 'rate', message: RATE_RULE },
    ]);

    const changed = await call(accountant, 'PUT', `/accounting/currencies/${gbp}/rate`, { rate: '1925.5', rateDate: daysAgo(5) });
    expect(changed.json()).toMatchObject({
      success: true,
      message: 'Exchange rate updated',
      data: { code: 'GBP', rate: '1925.5', rate_date: daysAgo(5) },
    });
    await call(accountant, 'PUT', `/accounting/currencies/${gbp}/rate`, { rate: '1940.123456' });
    const listed = (await call(agent, 'GET', '/accounting/currencies')).json().data.find((c: { code: string }) => c.code === 'GBP');
    expect(listed).toMatchObject({ rate: '1940.123456', rate_date: today });
    const rates = (await call(agent, 'GET', `/accounting/exchange-rates/${gbp}/history`)).json().data.history;
    expect(rates.map((r: { rate: string; rate_date: string }) => [r.rate, r.rate_date])).toEqual([
      ['1940.123456', today],
      ['1925.5', daysAgo(5)],
      ['1900', daysAgo(10)],
    ]);
    const paged = await call(agent, 'GET', `/accounting/exchange-rates/${gbp}/history?page=2&limit=2`);
    expect(paged.json().data.history.map((r: { rate: string }) => r.rate)).toEqual(['1900']);
    expect(paged.json().meta).toEqual({ page: 2, limit: 2, total: 3, pages: 2 });
  });

  it('keeps the naira’s rate at 1', async () => {
    const rates = await history();
    const answer = await call(accountant, 'PUT', `/accounting/currencies/${await idOf('NGN')}/rate`, { rate: '2' });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(currencyMessages.baseRateFixed);
    expect((await mine()).find((row) => row.code === 'NGN')!.rate).toBe('1.000000');
    expect(await history()).toEqual(rates);
  });

  it('posts an entry in dollars in naira, keeping its dollar amounts and the rate used', async () => {
    const usd = await idOf('USD');
    await call(accountant, 'PUT', `/accounting/currencies/${usd}/rate`, { rate: '1600' });
    const cash = (await accountByKey(server, tenantId, 'cash_in_hand')).id;
    const rent = (await accountByCode(server, tenantId, '5100')).id;
    const by = await userIdOf(server, 'accounts@demo.ng');
    const entry = await server.ctx.database.asTenant(tenantId, (tx) =>
      postEntry(tx, tenantId, {
        date: today,
        description: 'Conference fee paid in dollars',
        source: 'manual',
        currency: 'USD',
        lines: [
          { accountId: rent, debit: 100_00 },
          { accountId: cash, credit: 100_00 },
        ],
        by,
      }),
    );
    await call(accountant, 'PUT', `/accounting/currencies/${usd}/rate`, { rate: '1700' });

    const [kept] = await server.db.select().from(journalEntries).where(eq(journalEntries.id, entry.id));
    expect(kept).toMatchObject({ currencyCode: 'USD', exchangeRate: '1600.000000', totalMinor: 100_00, totalKobo: 160_000_00 });
    expect(kept!.proposedLines.map((line) => [line.debit, line.credit])).toEqual([
      ['100.00', null],
      [null, '100.00'],
    ]);
    const lines = await server.db.select().from(journalLines).where(eq(journalLines.entryId, entry.id));
    expect(lines.map((line) => [line.debitKobo, line.creditKobo, line.currencyMinor])).toEqual([
      [160_000_00, 0, 100_00],
      [0, 160_000_00, 100_00],
    ]);
  });

  it('removes a currency no transaction uses, with its history; never one in use, nor the naira', async () => {
    const inUse = await call(accountant, 'DELETE', `/accounting/currencies/${await idOf('USD')}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(currencyMessages.inUse('USD'));
    const naira = await call(accountant, 'DELETE', `/accounting/currencies/${await idOf('NGN')}`);
    expect(naira.statusCode).toBe(409);
    expect(naira.json().message).toBe(currencyMessages.baseKept);
    expect((await mine()).map((row) => row.code)).toContain('USD');

    const gbp = await idOf('GBP');
    const removed = await call(accountant, 'DELETE', `/accounting/currencies/${gbp}`);
    expect(removed.json()).toEqual({ success: true, message: 'GBP removed' });
    expect((await mine()).map((row) => row.code)).not.toContain('GBP');
    expect((await history()).filter((row) => row.currencyId === gbp)).toEqual([]);
    expect((await call(agent, 'GET', `/accounting/exchange-rates/${gbp}/history`)).statusCode).toBe(404);
  });

  it('keeps the list of currencies to holders of Manage Currencies', async () => {
    const usd = await idOf('USD');
    expect((await call(agent, 'POST', '/accounting/currencies', { code: 'ZAR', rate: '85' })).statusCode).toBe(403);
    expect((await call(agent, 'PUT', `/accounting/currencies/${usd}/rate`, { rate: '1' })).statusCode).toBe(403);
    expect((await call(agent, 'DELETE', `/accounting/currencies/${await idOf('XOF')}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', '/accounting/currencies')).statusCode).toBe(401);

    const keeper = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, keeper.user.id, 'Manage Currencies');
    expect((await call(keeper.token, 'POST', '/accounting/currencies', { code: 'ZAR', rate: '85' })).statusCode).toBe(201);
    expect((await call(keeper.token, 'DELETE', `/accounting/currencies/${await idOf('XOF')}`)).statusCode).toBe(200);
    expect((await mine()).find((row) => row.code === 'USD')!.rate).toBe('1700.000000');
  });

  it('answers 404 for a currency that is not the brokerage’s, and leaves it alone', async () => {
    const other = await createTenantWithUser(server, {
      email: `rates-${kind}@example.ng`,
      password: 'Ikoyi#2026x',
      name: 'Their Brokers Ltd',
    });
    await ensureBooks(server.db, other.tenantId);
    const [theirs] = await server.db
      .insert(currencies)
      .values({ tenantId: other.tenantId, code: 'USD', name: 'US Dollar', rate: '1500', rateDate: today })
      .returning();
    for (const id of [theirs!.id, UNKNOWN_ID, 'abc']) {
      expect((await call(accountant, 'PUT', `/accounting/currencies/${id}/rate`, { rate: '1' })).json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Currency not found',
      });
      expect((await call(accountant, 'DELETE', `/accounting/currencies/${id}`)).statusCode).toBe(404);
      expect((await call(accountant, 'GET', `/accounting/exchange-rates/${id}/history`)).statusCode).toBe(404);
    }
    const [after] = await server.db
      .select()
      .from(currencies)
      .where(and(eq(currencies.id, theirs!.id)));
    expect(after!.rate).toBe('1500.000000');
  });
});
