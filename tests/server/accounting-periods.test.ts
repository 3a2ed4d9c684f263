import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingMessages } from '../../domain/accounting';
import { periodMessages, PERIOD_END_BEFORE_START } from '../../domain/periods';
import { todayInLagos } from '../../domain/today';
import { currentPeriod, listPeriods } from '../../server/accounting/periods';
import { accountingPeriods, journalEntries } from '../../server/db/schema';
import { ensureBooks, postEntry, proposeEntry, rejectEntry } from '../../server/ledger';
import { accountByCode, accountByKey, userIdOf } from './ledger/support';
import { caller, grantThroughGroup, plainUser, UNKNOWN_ID } from './support/access';
import { demoTenantId } from './support/accounts';
import { atOnce } from './support/race';
import { createTenantWithUser } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(databaseKinds())('accounting periods on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let tenantId: string;
  let accountant: string;
  let agent: string;
  let maker: string;
  let checker: string;
  let cash: string;
  let rent: string;
  const year = Number(todayInLagos().slice(0, 4));

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    tenantId = await demoTenantId(server);
    accountant = await signInAs(server, 'accounts@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
    maker = await userIdOf(server, 'admin@demo.ng');
    checker = await userIdOf(server, 'accounts@demo.ng');
    cash = (await accountByKey(server, tenantId, 'cash_in_hand')).id;
    rent = (await accountByCode(server, tenantId, '5100')).id;
  });
  afterAll(() => server?.close());

  const asTenant = <T>(work: Parameters<TestServer['ctx']['database']['asTenant']>[1]) =>
    server.ctx.database.asTenant(tenantId, work) as Promise<T>;
  const stored = () => server.db.select().from(accountingPeriods).where(eq(accountingPeriods.tenantId, tenantId));
  const open = (periodStart: string, periodEnd: string, name?: string) =>
    call(accountant, 'POST', '/accounting/periods', { periodStart, periodEnd, ...(name ? { name } : {}) });
  const entry = (date: string, description = 'Office rent') => ({
    date,
    description,
    source: 'manual' as const,
    lines: [
      { accountId: rent, debit: 50_000_00 },
      { accountId: cash, credit: 50_000_00 },
    ],
    by: maker,
  });

  it('lists the periods with the current one marked, and answers the current one', async () => {
    const answer = await call(accountant, 'GET', '/accounting/periods');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      success: true,
      data: [
        {
          period_id: expect.any(String),
          name: `FY ${year}`,
          period_start: `${year}-01-01`,
          period_end: `${year}-12-31`,
          status: 'open',
          is_current: true,
          closed_at: null,
          closed_by_name: null,
          created_at: expect.any(String),
        },
      ],
      meta: { page: 1, limit: 1, total: 1, pages: 1 },
    });
    const current = await call(accountant, 'GET', '/accounting/periods/current');
    expect(current.json()).toEqual({ success: true, data: answer.json().data[0] });
  });

  it('marks as current the period covering today, through its last day, and none in a gap', async () => {
    const other = await createTenantWithUser(server, {
      email: `edges-${kind}@example.ng`,
      password: 'Ikoyi#2026x',
      name: 'Edge Brokers Ltd',
    });
    await server.db.insert(accountingPeriods).values([
      { tenantId: other.tenantId, name: 'Q1', periodStart: '2030-01-01', periodEnd: '2030-03-31' },
      { tenantId: other.tenantId, name: 'Q2', periodStart: '2030-04-01', periodEnd: '2030-06-30' },
    ]);
    const at = (today: string) =>
      server.ctx.database.asTenant(other.tenantId, async (tx) => ({
        current: (await currentPeriod(tx, other.tenantId, today))?.name ?? null,
        marked: (await listPeriods(tx, other.tenantId, today)).filter((period) => period.is_current).map((period) => period.name),
      }));
    expect(await at('2029-12-31')).toEqual({ current: null, marked: [] });
    expect(await at('2030-01-01')).toEqual({ current: 'Q1', marked: ['Q1'] });
    expect(await at('2030-03-31')).toEqual({ current: 'Q1', marked: ['Q1'] });
    expect(await at('2030-04-01')).toEqual({ current: 'Q2', marked: ['Q2'] });
    expect(await at('2030-06-30')).toEqual({ current: 'Q2', marked: ['Q2'] });
    expect(await at('2030-07-01')).toEqual({ current: null, marked: [] });
    expect(
      (await server.ctx.database.asTenant(other.tenantId, (tx) => listPeriods(tx, other.tenantId, '2030-01-01'))).map((p) => p.name),
    ).toEqual(['Q2', 'Q1']);
  });

  it('opens a period named from its dates unless named, newest first in the list', async () => {
    const answer = await open(`${year + 1}-01-01`, `${year + 1}-03-31`);
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      success: true,
      message: periodMessages.created,
      data: {
        name: `Jan ${year + 1}–Mar ${year + 1}`,
        period_start: `${year + 1}-01-01`,
        period_end: `${year + 1}-03-31`,
        status: 'open',
        is_current: false,
      },
    });
    const named = await open(`${year + 1}-04-01`, `${year + 1}-06-30`, '  Q2 of next year ');
    expect(named.json().data.name).toBe('Q2 of next year');
    const [row] = await server.db.select().from(accountingPeriods).where(eq(accountingPeriods.id, named.json().data.period_id));
    expect(row!.createdBy).toBe(checker);
    const list = (await call(accountant, 'GET', '/accounting/periods')).json().data.map((p: { name: string }) => p.name);
    expect(list).toEqual(['Q2 of next year', `Jan ${year + 1}–Mar ${year + 1}`, `FY ${year}`]);
  });

  it('refuses overlapping periods and bad dates, writing nothing', async () => {
    const before = await stored();
    for (const [start, end] of [
      [`${year}-12-01`, `${year + 1}-01-15`],
      [`${year + 1}-03-31`, `${year + 1}-04-01`],
      [`${year - 1}-06-01`, `${year + 2}-06-01`],
      [`${year + 1}-06-30`, `${year + 1}-06-30`],
    ]) {
      const answer = await open(start!, end!);
      expect(answer.statusCode, `${start}..${end}`).toBe(409);
      expect(answer.json().message).toBe(accountingMessages.periodsOverlap);
    }
    const backwards = await open(`${year + 3}-02-01`, `${year + 3}-01-31`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([{ field: 'periodEnd', message: PERIOD_END_BEFORE_START }]);
    const invalid = await call(accountant, 'POST', '/accounting/periods', { periodStart: `${year + 3}-02-30`, name: 'x'.repeat(61) });
    expect(invalid.json().errors).toEqual([
      { field: 'name', message: 'Must be at most 60 characters' },
      { field: 'periodStart', message: 'Enter a valid date' },
      { field: 'periodEnd', message: 'This field is required' },
    ]);
    expect(await stored()).toEqual(before);
  });

  it('lets only one of two overlapping periods opened at the same moment land', async () => {
    const answers = await atOnce(server, 'accounting_periods', [
      () => open(`${year + 4}-01-01`, `${year + 4}-06-30`),
      () => open(`${year + 4}-03-01`, `${year + 4}-12-31`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const landed = (await stored()).filter((period) => period.periodStart.startsWith(String(year + 4)));
    expect(landed).toHaveLength(1);
  });

  it('refuses to close a period while transactions in it wait for approval, then closes it for good', async () => {
    const period = (await open(`${year + 2}-01-01`, `${year + 2}-12-31`)).json().data;
    await asTenant((tx) => postEntry(tx, tenantId, entry(`${year + 2}-02-01`)));
    const pending = await asTenant<{ id: string }>((tx) => proposeEntry(tx, tenantId, entry(`${year + 2}-12-31`, 'Year-end rent')));

    const refused = await call(accountant, 'PUT', `/accounting/periods/${period.period_id}/close`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('1 transaction dated in this period is waiting for approval; approve or reject it before closing');
    const [still] = await server.db.select().from(accountingPeriods).where(eq(accountingPeriods.id, period.period_id));
    expect(still).toMatchObject({ status: 'open', closedAt: null, closedBy: null });

    await asTenant((tx) => rejectEntry(tx, tenantId, pending.id, checker, 'Wrong year'));
    const closed = await call(accountant, 'PUT', `/accounting/periods/${period.period_id}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      success: true,
      message: periodMessages.closed,
      data: { period_id: period.period_id, status: 'closed', closed_by_name: 'Chinedu Eze', closed_at: expect.any(String) },
    });

    const again = await call(accountant, 'PUT', `/accounting/periods/${period.period_id}/close`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(periodMessages.alreadyClosed);

    await expect(asTenant((tx) => postEntry(tx, tenantId, entry(`${year + 2}-06-01`)))).rejects.toMatchObject({
      status: 409,
      code: 'PERIOD_CLOSED',
    });
    await expect(asTenant((tx) => proposeEntry(tx, tenantId, entry(`${year + 2}-06-01`)))).rejects.toMatchObject({
      status: 409,
      code: 'PERIOD_CLOSED',
    });
    const inIt = await server.db.select().from(journalEntries).where(eq(journalEntries.periodId, period.period_id));
    expect(inIt.map((row) => row.status).sort()).toEqual(['approved', 'rejected']);
  });

  it('makes a close wait for a transaction being recorded in the period, and then counts it', async () => {
    const period = (await open(`${year + 5}-01-01`, `${year + 5}-12-31`)).json().data;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let recorded!: () => void;
    const wasRecorded = new Promise<void>((resolve) => (recorded = resolve));
    const recording = asTenant(async (tx) => {
      await proposeEntry(tx, tenantId, entry(`${year + 5}-05-05`));
      recorded();
      await released;
    });
    await wasRecorded;
    const closing = call(accountant, 'PUT', `/accounting/periods/${period.period_id}/close`);
    if (kind === 'postgres') {
      // The close is queued behind the recording's share lock on the period row.
      for (let tries = 0; tries < 500; tries++) {
        const waiting = (await server.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { n: number }[] };
        if (waiting.rows[0]!.n > 0) break;
        await sleep(10);
      }
    } else await sleep(50);
    release();
    await recording;
    const answer = await closing;
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(periodMessages.pendingEntries(1));
  });

  it('keeps reading to the books’ users and opening and closing to Manage Accounting Periods', async () => {
    const [fy] = (await call(accountant, 'GET', '/accounting/periods'))
      .json()
      .data.filter((p: { name: string }) => p.name === `FY ${year}`);
    expect((await call(agent, 'GET', '/accounting/periods')).statusCode).toBe(403);
    expect((await call(agent, 'GET', '/accounting/periods/current')).statusCode).toBe(403);
    expect(
      (await call(agent, 'POST', '/accounting/periods', { periodStart: `${year + 6}-01-01`, periodEnd: `${year + 6}-12-31` })).statusCode,
    ).toBe(403);
    expect((await call(agent, 'PUT', `/accounting/periods/${fy.period_id}/close`)).statusCode).toBe(403);

    const maker = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, maker.user.id, 'Create Transaction');
    expect((await call(maker.token, 'GET', '/accounting/periods')).statusCode).toBe(200);
    expect((await call(maker.token, 'GET', '/accounting/periods/current')).json().data.name).toBe(`FY ${year}`);
    expect(
      (await call(maker.token, 'POST', '/accounting/periods', { periodStart: `${year + 6}-01-01`, periodEnd: `${year + 6}-12-31` }))
        .statusCode,
    ).toBe(403);
    expect((await call(maker.token, 'PUT', `/accounting/periods/${fy.period_id}/close`)).statusCode).toBe(403);

    const keeper = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, keeper.user.id, 'Manage Accounting Periods');
    expect(
      (await call(keeper.token, 'POST', '/accounting/periods', { periodStart: `${year + 6}-01-01`, periodEnd: `${year + 6}-12-31` }))
        .statusCode,
    ).toBe(201);
    const [row] = await server.db.select().from(accountingPeriods).where(eq(accountingPeriods.id, fy.period_id));
    expect(row!.status).toBe('open');
  });

  it('answers 404 for a period that is not the brokerage’s, and leaves it open', async () => {
    const other = await createTenantWithUser(server, {
      email: `theirs-${kind}@example.ng`,
      password: 'Ikoyi#2026x',
      name: 'Their Brokers Ltd',
    });
    await ensureBooks(server.db, other.tenantId);
    const [theirs] = await server.db.select().from(accountingPeriods).where(eq(accountingPeriods.tenantId, other.tenantId));
    for (const id of [theirs!.id, UNKNOWN_ID, 'abc']) {
      const answer = await call(accountant, 'PUT', `/accounting/periods/${id}/close`);
      expect(answer.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Accounting period not found' });
    }
    const [after] = await server.db
      .select()
      .from(accountingPeriods)
      .where(and(eq(accountingPeriods.id, theirs!.id)));
    expect(after!.status).toBe('open');
    const mine = (await call(accountant, 'GET', '/accounting/periods')).json().data.map((p: { period_id: string }) => p.period_id);
    expect(mine).not.toContain(theirs!.id);
  });
});
