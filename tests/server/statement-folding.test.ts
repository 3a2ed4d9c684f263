import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUB_ACCOUNTS_LISTED } from '../../domain/statement-accounts';
import { summaryOfAccounts } from '../../server/accounting/statements/summary-of-accounts';
import { trialBalance } from '../../server/accounting/statements/trial-balance';
import { ledgerAccounts, tenants } from '../../server/db/schema';
import { accountByCode } from './ledger/support';
import { caller } from './support/access';
import { demoTenantId } from './support/accounts';
import { openPeriod, post } from './support/statement-books';
import { emptyBrokerageAdmin } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

// A brokerage with more client accounts under Trade receivables (1100) than a statement lists on
// screen: client n was billed n × 1,000 naira on Y-01-15, and client 7 paid its 7,000 on Y-02-10.
const CLIENTS = SUB_ACCOUNTS_LISTED + 20;
const Y = Number(new Date().toISOString().slice(0, 4));
const period = `startDate=${Y}-02-01&endDate=${Y}-02-28`;
const asOf = `${Y}-02-28`;
const code = (n: number) => `1100-${String(n).padStart(4, '0')}`;
const billed = (CLIENTS * (CLIENTS + 1) * 1000) / 2;
const naira = (amount: number) => amount.toFixed(2);

type Row = { account_code: string; parent_account_id: string | null; unlisted_sub_accounts: number } & Record<string, unknown>;

describe.each(databaseKinds())('statements of a brokerage with thousands of client accounts (%s)', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let token: string;
  let tenantId: string;
  let receivables: Awaited<ReturnType<typeof accountByCode>>;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    token = await emptyBrokerageAdmin(server, `folding-${kind}@example.ng`, `folding-${kind}`);
    [{ id: tenantId }] = (await server.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.url, `folding-${kind}`))) as [{ id: string }];
    await openPeriod(server, tenantId, `FY ${Y}`, `${Y}-01-01`, `${Y}-12-31`);
    receivables = await accountByCode(server, tenantId, '1100');
    await server.db.insert(ledgerAccounts).values(
      Array.from({ length: CLIENTS }, (_, index) => ({
        tenantId,
        code: code(index + 1),
        name: `Client ${String(index + 1).padStart(3, '0')}`,
        accountType: receivables.accountType,
        parentId: receivables.id,
      })),
    );
    await post(server, tenantId, [
      [
        `${Y}-01-15`,
        'Premium billed to every client',
        [
          ...Array.from({ length: CLIENTS }, (_, index): [string, string, null] => [code(index + 1), String((index + 1) * 1000), null]),
          ['4000', null, String(billed)],
        ],
      ],
      [
        `${Y}-02-10`,
        'Client 007 pays',
        [
          ['1010', '7000', null],
          [code(7), null, '7000'],
        ],
      ],
    ]);
  });
  afterAll(() => server?.close());

  const get = (url: string, as = token) => call(as, 'GET', url);
  const data = async (url: string) => {
    const answer = await get(url);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const rowOf = (rows: Row[], accountCode: string) => rows.find((row) => row.account_code === accountCode)!;
  const whole = <T>(build: (tx: never) => Promise<T>) => server.ctx.database.asTenant(tenantId, (tx) => build(tx as never));

  it('shows a crowded main account as one line holding its sub-accounts, with the figures the whole chart gives', async () => {
    const summary = await data(`/accounting/summary?${period}`);
    const listed = await whole((tx) => summaryOfAccounts(tx, tenantId, { startDate: `${Y}-02-01`, endDate: `${Y}-02-28` }, true));
    expect(summary.accounts.filter((row: Row) => row.parent_account_id === receivables.id)).toEqual([]);
    expect(listed.accounts.filter((row) => row.parent_account_id === receivables.id)).toHaveLength(CLIENTS);
    expect(rowOf(summary.accounts, '1100')).toMatchObject({
      unlisted_sub_accounts: CLIENTS,
      opening_balance: naira(billed),
      debit: '0.00',
      credit: '7000.00',
      closing_balance: naira(billed - 7000),
    });
    expect({ ...rowOf(summary.accounts, '1100'), unlisted_sub_accounts: 0 }).toEqual(rowOf(listed.accounts as Row[], '1100'));
    expect(summary.totals).toEqual(listed.totals);
    expect(summary.checks).toEqual(listed.checks);
    expect(summary.checks[0].holds).toBe(true);
  });

  it('lists the sub-accounts a search finds, up to the screen’s limit, and folds the rest', async () => {
    const one = await data(`/accounting/summary?${period}&search=${encodeURIComponent('Client 007')}`);
    expect(one.accounts.map((row: Row) => [row.account_code, row.opening_balance, row.credit, row.closing_balance])).toEqual([
      [code(7), '7000.00', '7000.00', '0.00'],
    ]);
    const many = await data(`/accounting/summary?${period}&search=1100`);
    const subs = many.accounts.filter((row: Row) => row.parent_account_id === receivables.id);
    expect(subs.map((row: Row) => row.account_code)).toEqual(Array.from({ length: SUB_ACCOUNTS_LISTED }, (_, index) => code(index + 1)));
    expect(rowOf(many.accounts, '1100')).toMatchObject({
      unlisted_sub_accounts: CLIENTS - SUB_ACCOUNTS_LISTED,
      closing_balance: naira(billed - 7000),
    });
  });

  it('folds them in the trial balance and the balance sheet too, with the same totals', async () => {
    const trial = await data(`/accounting/reports/trial-balance?asOf=${asOf}`);
    const listed = await whole((tx) => trialBalance(tx, tenantId, { asOf }, true));
    expect(trial.accounts.map((row: Row) => row.account_code)).toEqual(['1000', '1010', '1100', '4000']);
    expect(rowOf(trial.accounts, '1100')).toMatchObject({ debit: naira(billed - 7000), credit: null, unlisted_sub_accounts: CLIENTS });
    expect(listed.accounts).toHaveLength(4 + CLIENTS - 1);
    expect(trial.totals).toEqual(listed.totals);
    expect(trial.checks[0].holds).toBe(true);

    const sheet = await data(`/accounting/reports/balance-sheet?asOf=${asOf}`);
    const assetLines = sheet.groups[0].sections.flatMap((section: { lines: Row[] }) => section.lines);
    expect(assetLines.map((line: Row) => [line.account_code, line.amount, line.unlisted_sub_accounts])).toEqual([
      ['1000', '7000.00', 0],
      ['1010', '7000.00', 0],
      ['1100', naira(billed - 7000), CLIENTS],
    ]);
    expect(sheet.checks.every((check: { holds: boolean }) => check.holds)).toBe(true);

    const flow = await data(`/accounting/reports/cash-flow?${period}`);
    expect(flow.net_change).toBe('7000.00');
    expect(flow.checks.every((check: { holds: boolean }) => check.holds)).toBe(true);
  });

  it('pages through one main account’s sub-accounts with their figures', async () => {
    const base = `/accounting/summary/sub-accounts?mainAccountId=${receivables.id}&${period}`;
    const first = await get(`${base}&limit=50`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().meta).toMatchObject({ page: 1, limit: 50, total: CLIENTS, pages: Math.ceil(CLIENTS / 50) });
    expect(first.json().data.main_account).toEqual({ id: receivables.id, code: '1100', name: expect.any(String) });
    expect(rowOf(first.json().data.accounts, code(7))).toMatchObject({
      level: 1,
      opening_balance: '7000.00',
      credit: '7000.00',
      closing_balance: '0.00',
    });

    const last = await data(`${base}&limit=50&page=${Math.ceil(CLIENTS / 50)}`);
    const listed = await whole((tx) => summaryOfAccounts(tx, tenantId, { startDate: `${Y}-02-01`, endDate: `${Y}-02-28` }, true));
    const tail = listed.accounts.filter((row) => row.parent_account_id === receivables.id).slice(100);
    expect(last.accounts).toEqual(tail);

    const found = await data(`${base}&search=${encodeURIComponent('Client 012')}`);
    expect(found.accounts.map((row: Row) => row.account_code)).toEqual([code(12)]);

    const beyond = await get(`${base}&limit=50&page=9`);
    expect(beyond.json().data.accounts).toEqual([]);
    expect(beyond.json().meta.total).toBe(CLIENTS);
  });

  it('answers a wrong main account plainly, and only to those who may read the summary', async () => {
    const sub = await accountByCode(server, tenantId, code(1));
    expect((await get(`/accounting/summary/sub-accounts?mainAccountId=${sub.id}`)).statusCode).toBe(404);
    const notAnId = await get('/accounting/summary/sub-accounts?mainAccountId=1100');
    expect(notAnId.statusCode).toBe(400);
    expect(notAnId.json().errors).toEqual([{ field: 'mainAccountId', message: 'Choose a main account' }]);
    const theirs = await accountByCode(server, await demoTenantId(server), '1100');
    expect((await get(`/accounting/summary/sub-accounts?mainAccountId=${theirs.id}`)).statusCode).toBe(404);
    const broker = await signInAs(server, 'broker@demo.ng');
    expect((await get(`/accounting/summary/sub-accounts?mainAccountId=${theirs.id}`, broker)).statusCode).toBe(403);
  });
});
