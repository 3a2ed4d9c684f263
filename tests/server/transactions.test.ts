import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingMessages } from '../../domain/accounting';
import { transactionMessages } from '../../domain/transactions';
import {
  accountDailyTotals,
  accountingPeriods,
  currencies,
  journalEntries,
  journalLines,
  ledgerAccounts,
  notificationReceipts,
  notifications,
} from '../../server/db/schema';
import { ensureBooks, proposeEntry } from '../../server/ledger';
import { accountByCode, userIdOf } from './ledger/support';
import { caller, grantThroughGroup, plainUser } from './support/access';
import { demoTenantId } from './support/accounts';
import { createTenantWithUser } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { LiveChannel } from '../../server/context';

const year = new Date().getFullYear();
const day = (monthDay: string) => `${year}-${monthDay}`;

/** A live channel that remembers what it was asked to send. */
function recordingLive(): LiveChannel & { sent: [string, string, unknown][] } {
  const sent: [string, string, unknown][] = [];
  return { sent, toUser: (userId, event, payload) => void sent.push([userId, event, payload]), endSession: () => {} };
}

describe.each(databaseKinds())('manual transactions on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let tenantId: string;
  let accountant: string;
  let admin: string;
  let broker: string;
  let accountantId: string;
  let adminId: string;
  let cash: string;
  let rent: string;
  let utilities: string;
  let cashAndBank: string;
  let live: ReturnType<typeof recordingLive>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    live = recordingLive();
    server.ctx.live = live;
    tenantId = await demoTenantId(server);
    accountant = await signInAs(server, 'accounts@demo.ng');
    admin = await signInAs(server, 'admin@demo.ng');
    broker = await signInAs(server, 'broker@demo.ng');
    accountantId = await userIdOf(server, 'accounts@demo.ng');
    adminId = await userIdOf(server, 'admin@demo.ng');
    cash = (await accountByCode(server, tenantId, '1010')).id;
    cashAndBank = (await accountByCode(server, tenantId, '1000')).id;
    rent = (await accountByCode(server, tenantId, '5100')).id;
    utilities = (await accountByCode(server, tenantId, '5200')).id;
  });
  afterAll(() => server?.close());

  const rentPayment = (extra: Record<string, unknown> = {}) => ({
    transactionDate: day('03-01'),
    description: 'Office rent for March',
    lines: [
      { accountId: rent, debit: '250000.00', description: 'Rent, 14 Creek Road' },
      { accountId: cash, credit: '250000.00' },
    ],
    ...extra,
  });
  const create = (token: string, payload: unknown) => call(token, 'POST', '/accounting/transactions', payload);
  const linesOfEntry = (entryId: string) => server.db.select().from(journalLines).where(eq(journalLines.entryId, entryId));
  const countOf = async (table: typeof journalEntries | typeof notifications | typeof journalLines) =>
    (await server.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  const noticesOf = (userId: string, ref: string) =>
    server.db
      .select({ kind: notifications.kind, title: notifications.title, link: notifications.link, payload: notifications.payload })
      .from(notificationReceipts)
      .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
      .where(and(eq(notificationReceipts.userId, userId), sql`${notifications.payload}->>'ref_no' = ${ref}`));

  it('records a transaction as pending, writes nothing to the ledger and asks the approvers', async () => {
    live.sent.length = 0;
    const answer = await create(accountant, rentPayment());
    expect(answer.statusCode).toBe(201);
    const body = answer.json();
    expect(body).toMatchObject({ success: true, message: transactionMessages.submitted });
    expect(body.data).toEqual({
      transaction_id: expect.any(String),
      ref_no: 'JV-000001',
      transaction_date: day('03-01'),
      description: 'Office rent for March',
      currency: 'NGN',
      exchange_rate: '1',
      total: '250000.00',
      total_in_currency: '250000.00',
      status: 'pending',
      source: 'manual',
      created_by: { user_id: accountantId, name: 'Chinedu Eze' },
      created_at: expect.any(String),
      decided_by: null,
      decided_at: null,
      rejection_reason: null,
      reverses_ref_no: null,
      reversed_by_ref_no: null,
      can_decide: false,
      lines: [
        {
          line_no: 1,
          account_id: rent,
          account_code: '5100',
          account_name: 'Rent and Rates',
          parent_account_name: null,
          debit: '250000.00',
          credit: '0.00',
          debit_in_currency: '250000.00',
          credit_in_currency: '0.00',
          description: 'Rent, 14 Creek Road',
        },
        {
          line_no: 2,
          account_id: cash,
          account_code: '1010',
          account_name: 'Cash in Hand',
          parent_account_name: 'Cash and Bank',
          debit: '0.00',
          credit: '250000.00',
          debit_in_currency: '0.00',
          credit_in_currency: '250000.00',
          description: null,
        },
      ],
    });
    expect(await linesOfEntry(body.data.transaction_id)).toEqual([]);

    expect(await noticesOf(adminId, 'JV-000001')).toEqual([
      {
        kind: 'transaction_approval_request',
        title: 'Transaction JV-000001 needs your approval',
        link: '/account/transactions/JV-000001/details',
        payload: { ref_no: 'JV-000001' },
      },
    ]);
    expect(await noticesOf(accountantId, 'JV-000001')).toEqual([]);
    // Pushed live after the commit: to the approver, as `notification` and under its own name.
    expect(live.sent.map(([userId, event]) => [userId, event])).toEqual([
      [adminId, 'notification'],
      [adminId, 'transaction_approval_request'],
    ]);

    const seen = await call(admin, 'GET', '/accounting/transactions/jv-000001');
    expect(seen.json().data).toMatchObject({ ref_no: 'JV-000001', can_decide: true });
  });

  it('never lets the maker approve or reject their own transaction, and changes nothing', async () => {
    const approve = await call(accountant, 'PUT', '/accounting/transactions/JV-000001/approve');
    expect(approve.statusCode).toBe(403);
    expect(approve.json().message).toBe(accountingMessages.ownApproval);
    const reject = await call(accountant, 'PUT', '/accounting/transactions/JV-000001/reject', { reason: 'Mine' });
    expect(reject.statusCode).toBe(403);
    const after = (await call(accountant, 'GET', '/accounting/transactions/JV-000001')).json().data;
    expect(after).toMatchObject({ status: 'pending', decided_by: null, can_decide: false });
    expect(await linesOfEntry(after.transaction_id)).toEqual([]);
    expect((await noticesOf(accountantId, 'JV-000001')).length).toBe(0);
  });

  it('posts the lines when another user approves, and tells the maker', async () => {
    live.sent.length = 0;
    const answer = await call(admin, 'PUT', '/accounting/transactions/jv-000001/approve');
    expect(answer.statusCode).toBe(200);
    const { data, message } = answer.json();
    expect(message).toBe(transactionMessages.approved);
    expect(data).toMatchObject({
      ref_no: 'JV-000001',
      status: 'approved',
      decided_by: { user_id: adminId, name: 'Adaeze Okafor' },
      can_decide: false,
    });
    expect(data.decided_at).toEqual(expect.any(String));
    expect(
      data.lines.map((line: { account_code: string; debit: string; credit: string }) => [line.account_code, line.debit, line.credit]),
    ).toEqual([
      ['5100', '250000.00', '0.00'],
      ['1010', '0.00', '250000.00'],
    ]);
    const posted = await linesOfEntry(data.transaction_id);
    expect(posted.map((line) => [line.accountId, line.debitKobo, line.creditKobo])).toEqual([
      [rent, 250_000_00, 0],
      [cash, 0, 250_000_00],
    ]);
    const [rentDay] = await server.db
      .select()
      .from(accountDailyTotals)
      .where(and(eq(accountDailyTotals.accountId, rent), eq(accountDailyTotals.day, day('03-01'))));
    expect(rentDay).toMatchObject({ debitKobo: 250_000_00, creditKobo: 0, lineCount: 1 });
    expect(await noticesOf(accountantId, 'JV-000001')).toEqual([
      {
        kind: 'transaction_approval_response',
        title: 'Transaction JV-000001 approved',
        link: '/account/transactions/JV-000001/details',
        payload: { ref_no: 'JV-000001', status: 'approved' },
      },
    ]);
    expect(live.sent.map(([userId, event]) => [userId, event])).toEqual([
      [accountantId, 'notification'],
      [accountantId, 'transaction_approval_response'],
    ]);
  });

  it('answers 409 to a second decision on the same transaction', async () => {
    const again = await call(admin, 'PUT', '/accounting/transactions/JV-000001/approve');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(accountingMessages.notPending);
    const reject = await call(admin, 'PUT', '/accounting/transactions/JV-000001/reject', { reason: 'Too late' });
    expect(reject.statusCode).toBe(409);
  });

  it('rejects with a reason, which is required and at most 250 characters; nothing reaches the ledger', async () => {
    const ref = (
      await create(
        accountant,
        rentPayment({
          refNo: 'jv/2026/util-7',
          description: 'Electricity',
          lines: [
            { accountId: utilities, debit: 45_000.5 },
            { accountId: cash, credit: '45000.50' },
          ],
        }),
      )
    ).json().data.ref_no;
    expect(ref).toBe('JV/2026/UTIL-7');
    const path = `/accounting/transactions/${encodeURIComponent(ref)}`;
    expect((await call(admin, 'PUT', `${path}/reject`, {})).json()).toMatchObject({
      errors: [{ field: 'reason', message: 'This field is required' }],
    });
    expect((await call(admin, 'PUT', `${path}/reject`, { reason: 'x'.repeat(251) })).json()).toMatchObject({
      errors: [{ field: 'reason' }],
    });
    const answer = await call(admin, 'PUT', `${path}/reject`, { reason: ' Wrong meter reading ' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      message: transactionMessages.rejected,
      data: { status: 'rejected', rejection_reason: 'Wrong meter reading', decided_by: { user_id: adminId } },
    });
    // A rejected transaction still shows what was proposed.
    expect(answer.json().data.lines.map((line: { debit: string; credit: string }) => [line.debit, line.credit])).toEqual([
      ['45000.50', '0.00'],
      ['0.00', '45000.50'],
    ]);
    expect(await linesOfEntry(answer.json().data.transaction_id)).toEqual([]);
    expect(await noticesOf(accountantId, ref)).toEqual([
      expect.objectContaining({ kind: 'transaction_approval_response', payload: { ref_no: ref, status: 'rejected' } }),
    ]);
  });

  it('refuses unbalanced lines, one account on both sides and a closed or missing period, with field errors, writing nothing', async () => {
    await server.db.insert(accountingPeriods).values({
      tenantId,
      name: `FY ${year - 3}`,
      periodStart: `${year - 3}-01-01`,
      periodEnd: `${year - 3}-12-31`,
      status: 'closed',
      closedAt: new Date(),
    });
    const before = { entries: await countOf(journalEntries), notices: await countOf(notifications), lines: await countOf(journalLines) };
    live.sent.length = 0;

    const unbalanced = await create(
      accountant,
      rentPayment({
        lines: [
          { accountId: rent, debit: '100.00' },
          { accountId: cash, credit: '99.99' },
        ],
      }),
    );
    expect(unbalanced.statusCode).toBe(400);
    expect(unbalanced.json().errors).toEqual([{ field: 'lines', message: accountingMessages.unbalanced }]);

    const same = await create(
      accountant,
      rentPayment({
        lines: [
          { accountId: rent, debit: '100.00' },
          { accountId: rent, credit: '100.00' },
        ],
      }),
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([{ field: 'lines.1.accountId', message: accountingMessages.sameAccountBothSides }]);

    const bothSides = await create(
      accountant,
      rentPayment({
        lines: [
          { accountId: rent, debit: '100.00', credit: '100.00' },
          { accountId: cash, credit: '100.00' },
        ],
      }),
    );
    expect(bothSides.json().errors).toEqual([{ field: 'lines.0.credit', message: accountingMessages.oneSidePerLine }]);

    const parentAccount = await create(
      accountant,
      rentPayment({
        lines: [
          { accountId: rent, debit: '100.00' },
          { accountId: cashAndBank, credit: '100.00' },
        ],
      }),
    );
    expect(parentAccount.json().errors).toEqual([{ field: 'lines.1.accountId', message: accountingMessages.accountHasSubAccounts }]);

    const closed = await create(accountant, rentPayment({ transactionDate: `${year - 3}-06-30` }));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      code: 'PERIOD_CLOSED',
      errors: [{ field: 'transactionDate', message: accountingMessages.periodClosed(`FY ${year - 3}`) }],
    });

    const missing = await create(accountant, rentPayment({ transactionDate: `${year + 4}-01-01` }));
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toMatchObject({ code: 'PERIOD_MISSING', errors: [{ field: 'transactionDate' }] });

    const taken = await create(accountant, rentPayment({ refNo: 'jv-000001' }));
    expect(taken.json().errors).toEqual([{ field: 'refNo', message: 'Reference number JV-000001 is already used' }]);

    const long = await create(accountant, rentPayment({ description: 'x'.repeat(201) }));
    expect(long.json().errors).toEqual([{ field: 'description', message: 'Must be at most 200 characters' }]);

    expect({ entries: await countOf(journalEntries), notices: await countOf(notifications), lines: await countOf(journalLines) }).toEqual(
      before,
    );
    expect(live.sent).toEqual([]);
  });

  it('converts another currency at the rate recorded with the transaction', async () => {
    await server.db
      .insert(currencies)
      .values({ tenantId, code: 'USD', name: 'US Dollar', symbol: '$', rate: '1530.25', rateDate: day('01-02') });
    const answer = await create(
      accountant,
      rentPayment({
        currency: 'USD',
        description: 'Software licence',
        lines: [
          { accountId: utilities, debit: '100.01' },
          { accountId: cash, credit: '100.01' },
        ],
      }),
    );
    expect(answer.statusCode).toBe(201);
    const { data } = answer.json();
    expect(data).toMatchObject({ currency: 'USD', exchange_rate: '1530.25', total: '153040.30', total_in_currency: '100.01' });
    expect(data.lines[0]).toMatchObject({ debit: '153040.30', debit_in_currency: '100.01' });
    // The rate changes before approval: the entry still posts at its own.
    await server.db
      .update(currencies)
      .set({ rate: '1600' })
      .where(and(eq(currencies.tenantId, tenantId), eq(currencies.code, 'USD')));
    const approved = await call(admin, 'PUT', `/accounting/transactions/${data.ref_no}/approve`);
    expect(approved.json().data.lines[1]).toMatchObject({ credit: '153040.30', credit_in_currency: '100.01' });
  });

  it('lists transactions newest first, filtered by status, dates, words and source, paged', async () => {
    const all = (await call(accountant, 'GET', '/accounting/transactions')).json();
    expect(all.meta).toEqual({ page: 1, limit: 20, total: 3, pages: 1, totalIsEstimate: false, next: null });
    expect(all.data.map((row: { ref_no: string }) => row.ref_no)).toEqual(['JV-000002', 'JV/2026/UTIL-7', 'JV-000001']);
    const refs = async (query: string) =>
      (await call(accountant, 'GET', `/accounting/transactions?${query}`)).json().data.map((row: { ref_no: string }) => row.ref_no);
    expect(await refs('status=rejected')).toEqual(['JV/2026/UTIL-7']);
    expect(await refs('search=electric')).toEqual(['JV/2026/UTIL-7']);
    expect(await refs('search=jv-000001')).toEqual(['JV-000001']);
    expect(await refs(`startDate=${day('03-01')}&endDate=${day('03-01')}&status=approved`)).toEqual(['JV-000002', 'JV-000001']);
    expect(await refs('source=reversal')).toEqual([]);
    const second = (await call(accountant, 'GET', '/accounting/transactions?page=2&limit=2')).json();
    expect(second.meta).toEqual({ page: 2, limit: 2, total: 3, pages: 2, totalIsEstimate: false, next: null });
    expect(second.data.map((row: { ref_no: string }) => row.ref_no)).toEqual(['JV-000001']);
    const wrong = await call(accountant, 'GET', '/accounting/transactions?status=done&startDate=soon');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.map((error: { field: string }) => error.field)).toEqual(['status', 'startDate']);
  });

  it('lists the transactions touching an account, a main account with its sub-accounts', async () => {
    const ofMain = (await call(accountant, 'GET', `/accounting/accounts/${cashAndBank}/transactions`)).json();
    expect(ofMain.account).toEqual({
      account_id: cashAndBank,
      account_code: '1000',
      account_name: 'Cash and Bank',
      parent_account_name: null,
      has_sub_accounts: true,
    });
    expect(
      ofMain.data.map((row: { ref_no: string; account_debit: string; account_credit: string }) => [
        row.ref_no,
        row.account_debit,
        row.account_credit,
      ]),
    ).toEqual([
      ['JV-000002', '0.00', '153040.30'],
      ['JV/2026/UTIL-7', '0.00', '45000.50'],
      ['JV-000001', '0.00', '250000.00'],
    ]);
    const ofRent = (await call(accountant, 'GET', `/accounting/accounts/${rent}/transactions?status=approved`)).json();
    expect(ofRent.data.map((row: { ref_no: string; account_debit: string }) => [row.ref_no, row.account_debit])).toEqual([
      ['JV-000001', '250000.00'],
    ]);
    expect(ofRent.meta.total).toBe(1);
    expect((await call(accountant, 'GET', '/accounting/accounts/not-an-id/transactions')).statusCode).toBe(404);
  });

  it('reverses an approved manual transaction through approval, once', async () => {
    const pendingRef = (await create(accountant, rentPayment({ description: 'Not yet approved' }))).json().data.ref_no;
    expect((await call(accountant, 'POST', `/accounting/transactions/${pendingRef}/reverse`, {})).statusCode).toBe(409);

    const answer = await call(accountant, 'POST', '/accounting/transactions/JV-000001/reverse', { transactionDate: day('03-31') });
    expect(answer.statusCode).toBe(201);
    const reversal = answer.json();
    expect(reversal).toMatchObject({
      message: transactionMessages.reversalSubmitted,
      data: {
        ref_no: 'REV-000001',
        status: 'pending',
        source: 'reversal',
        reverses_ref_no: 'JV-000001',
        description: 'Reversal of JV-000001',
        transaction_date: day('03-31'),
      },
    });
    expect(await noticesOf(adminId, 'REV-000001')).toEqual([expect.objectContaining({ kind: 'transaction_approval_request' })]);
    expect((await call(accountant, 'GET', '/accounting/transactions/JV-000001')).json().data.reversed_by_ref_no).toBe('REV-000001');
    expect((await call(accountant, 'POST', '/accounting/transactions/JV-000001/reverse', {})).statusCode).toBe(409);

    const approved = (await call(admin, 'PUT', '/accounting/transactions/REV-000001/approve')).json().data;
    expect(
      approved.lines.map((line: { account_code: string; debit: string; credit: string }) => [line.account_code, line.debit, line.credit]),
    ).toEqual([
      ['5100', '0.00', '250000.00'],
      ['1010', '250000.00', '0.00'],
    ]);
  });

  it('posts an entry approved by two checkers fifty times at once exactly once', async () => {
    const { user: second } = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, second.id, 'Approve Transaction');
    const secondToken = await signInAs(server, second.email, 'Ikoyi#2026x');
    const created = (await create(accountant, rentPayment({ description: 'Raced approval' }))).json().data;
    // The second checker holds the permission through a group only: they were asked too.
    expect(await noticesOf(second.id, created.ref_no)).toHaveLength(1);
    // Fifty at once, more than the pool's connections: the entry's row lock lets one through.
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(index % 2 ? admin : secondToken, 'PUT', `/accounting/transactions/${created.ref_no}/approve`),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(await linesOfEntry(created.transaction_id)).toHaveLength(2);
    expect(await noticesOf(accountantId, created.ref_no)).toHaveLength(1);
  });

  it('lets readers read, makers make and checkers check, and no one else', async () => {
    expect((await call(broker, 'GET', '/accounting/transactions')).statusCode).toBe(403);
    expect((await call(broker, 'GET', '/accounting/transactions/JV-000001')).statusCode).toBe(403);
    expect((await create(broker, rentPayment())).statusCode).toBe(403);

    const { user: reader, token: readerToken } = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, reader.id, 'View Accounts');
    expect((await call(readerToken, 'GET', '/accounting/transactions')).statusCode).toBe(200);
    expect((await create(readerToken, rentPayment())).statusCode).toBe(403);

    const { user: maker, token: makerToken } = await plainUser(server, tenantId);
    await grantThroughGroup(server, tenantId, maker.id, 'Create Transaction');
    const made = await create(makerToken, rentPayment({ description: 'By a maker only' }));
    expect(made.statusCode).toBe(201);
    const ref = made.json().data.ref_no;
    // The accountant is a checker for this one: someone else made it.
    expect(await noticesOf(accountantId, ref)).toEqual([expect.objectContaining({ kind: 'transaction_approval_request' })]);
    expect((await call(accountant, 'GET', `/accounting/transactions/${ref}`)).json().data.can_decide).toBe(true);
    expect((await call(makerToken, 'PUT', `/accounting/transactions/${ref}/approve`)).statusCode).toBe(403);
    expect((await call(readerToken, 'PUT', `/accounting/transactions/${ref}/approve`)).statusCode).toBe(403);
    expect((await call(accountant, 'PUT', `/accounting/transactions/${ref}/approve`)).statusCode).toBe(200);
  });

  it('answers 404 for another brokerage’s transactions and accounts, and never lists them', async () => {
    const other = await createTenantWithUser(server, { email: `other-${kind}@second.ng`, password: 'Ikoyi#2026x' });
    await ensureBooks(server.db, other.tenantId);
    const theirs = await server.db
      .select()
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.tenantId, other.tenantId), inArray(ledgerAccounts.code, ['5100', '1010'])));
    const theirRent = theirs.find((account) => account.code === '5100')!.id;
    const theirCash = theirs.find((account) => account.code === '1010')!.id;
    await server.ctx.database.asTenant(other.tenantId, (tx) =>
      proposeEntry(tx, other.tenantId, {
        date: day('04-01'),
        description: 'Their rent',
        source: 'manual',
        refNo: 'THEIRS-1',
        lines: [
          { accountId: theirRent, debit: 100 },
          { accountId: theirCash, credit: 100 },
        ],
        by: other.userId,
      }),
    );
    for (const [method, path] of [
      ['GET', '/accounting/transactions/THEIRS-1'],
      ['PUT', '/accounting/transactions/THEIRS-1/approve'],
      ['POST', '/accounting/transactions/THEIRS-1/reverse'],
      ['GET', `/accounting/accounts/${theirRent}/transactions`],
    ] as const) {
      const answer = await call(admin, method, path, method === 'GET' ? undefined : {});
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await call(admin, 'PUT', '/accounting/transactions/THEIRS-1/reject', { reason: 'Not ours' })).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/accounting/transactions?search=THEIRS')).json().meta.total).toBe(0);
    // Their accounts cannot be posted to from here either.
    const crossed = await create(
      accountant,
      rentPayment({
        lines: [
          { accountId: theirRent, debit: '1.00' },
          { accountId: cash, credit: '1.00' },
        ],
      }),
    );
    expect(crossed.json().errors).toEqual([{ field: 'lines.0.accountId', message: 'Choose an account' }]);
    const [entry] = await server.db.select().from(journalEntries).where(eq(journalEntries.refNo, 'THEIRS-1'));
    expect(entry?.status).toBe('pending');
  });
});
