import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLagos } from '../../domain/today';
import { trialBalance } from '../../server/accounting/statements/trial-balance';
import { ensureBooks } from '../../server/ledger';
import { accountByCode } from './ledger/support';
import { caller, grantDirectly, plainUser } from './support/access';
import { demoTenantId, STRONG_PASSWORD } from './support/accounts';
import { addMainAccount, addSubAccount, openPeriod, pdfText, post, propose, type Posting } from './support/statement-books';
import { createTenantWithUser } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

// A brokerage's first year, worked by hand (Y is this year; amounts in naira; VAT is 7.5 % of commission).
//
//  date      what                                   Dr                          Cr
//  Y-1-12-15 capital paid in                        1000-0001 Zenith 5,000,000  3000 Share capital 5,000,000
//  Y-1-12-20 commission received                    1000-0001 107,500           4000 Commission 100,000 / 2100 VAT 7,500
//  Y-01-10   premium 2,000,000 billed to Ade Motors 1100-0001 Ade 2,000,000     2000-0001 Leadway 1,570,000
//                                                                               / 4000 400,000 (20 %) / 2100 30,000
//  Y-02-05   Ade Motors pays                        1000-0001 2,000,000         1100-0001 2,000,000
//  Y-02-20   premium remitted to Leadway            2000-0001 1,570,000         1000-0001 1,570,000
//  Y-03-01   rent for the year                      5100 Rent 600,000           1000-0001 600,000
//  Y-04-15   equipment bought                       1500 PPE 800,000            1000-0001 800,000
//  Y-05-02   loan received                          1000-0001 1,000,000         2500 Borrowings 1,000,000
//  Y-06-30   premium 1,000,000 billed, unpaid       1100-0001 1,000,000         2000-0001 785,000 / 4000 200,000 / 2100 15,000
//  Y-07-15   VAT remitted                           2100 37,500                 1000-0001 37,500
//  Y-08-01   cash drawn for the office              1010 Cash in hand 100,000   1000-0001 100,000
//  Y-08-10   office expenses in cash                5500 Office 40,000          1010 40,000
//  Y-09-30   loan interest                          5700 Interest 50,000        1000-0001 50,000
//  Y-10-31   salaries January to October            5000 Salaries 1,500,000     1000-0001 1,500,000
//  Y-11-10   after the period: other income         1000-0001 10,000            4100 Other income 10,000
//  (pending) a manual entry not yet approved        5100 123                    1000-0001 123
//
// The period Y-01-01 to Y-10-31. Opening (to Y-1-12-31): Zenith Dr 5,107,500; 3000 Cr 5,000,000;
// 4000 Cr 100,000; 2100 Cr 7,500.
// Turnover: Zenith Dr 3,000,000 Cr 4,657,500; 1010 Dr 100,000 Cr 40,000 (1000: Dr 3,100,000 Cr 4,697,500);
// 1100 Dr 3,000,000 Cr 2,000,000; 1500 Dr 800,000; 2000 Dr 1,570,000 Cr 2,355,000; 2100 Dr 37,500
// Cr 45,000; 2500 Cr 1,000,000; 4000 Cr 600,000; 5000 Dr 1,500,000; 5100 Dr 600,000; 5500 Dr 40,000;
// 5700 Dr 50,000. Debits 10,697,500 = credits 10,697,500.
// Balances at Y-10-31: Zenith 3,450,000 Dr; 1010 60,000 Dr (1000: 3,510,000); 1100 1,000,000 Dr; 1500
// 800,000 Dr; 2000 785,000 Cr; 2100 15,000 Cr; 2500 1,000,000 Cr; 3000 5,000,000 Cr; 4000 700,000 Cr;
// 5000 1,500,000 Dr; 5100 600,000 Dr; 5500 40,000 Dr; 5700 50,000 Dr.
//   Trial balance: Dr 3,510,000 + 1,000,000 + 800,000 + 1,500,000 + 600,000 + 40,000 + 50,000 = 7,500,000
//                  Cr 785,000 + 15,000 + 1,000,000 + 5,000,000 + 700,000 = 7,500,000
//   Balance sheet: assets 3,510,000 + 1,000,000 + 800,000 = 5,310,000; liabilities 800,000 + 1,000,000 =
//     1,800,000; equity 5,000,000 + result to date (700,000 − 2,190,000 = −1,490,000) = 3,510,000.
//   At Y-1-12-31: assets 5,107,500 = VAT 7,500 + capital 5,000,000 + result 100,000.
//   Income statement: income 600,000; expenses 1,500,000 + 600,000 + 40,000 + 50,000 = 2,190,000;
//     loss 1,590,000 = retained earnings with result −1,490,000 less 100,000 a year before.
//   Cash flow: result −1,590,000; receivables −1,000,000; premium payable +785,000; VAT +7,500 →
//     operating −1,797,500; equipment −800,000; loan +1,000,000; net −1,597,500 = 3,510,000 − 5,107,500.

describe.each(databaseKinds())('the financial statements on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let tenantId: string;
  let accountant: string;
  let other: { tenantId: string; userId: string };
  let zenithName: string;
  const Y = Number(todayInLagos().slice(0, 4));
  const before = `${Y - 1}-12-31`;
  const end = `${Y}-10-31`;
  const period = `startDate=${Y}-01-01&endDate=${end}`;

  const YEAR: Posting[] = [
    [
      `${Y - 1}-12-15`,
      'Capital paid in',
      [
        ['1000-0001', '5000000', null],
        ['3000', null, '5000000'],
      ],
    ],
    [
      `${Y - 1}-12-20`,
      'Commission received',
      [
        ['1000-0001', '107500', null],
        ['4000', null, '100000'],
        ['2100', null, '7500'],
      ],
    ],
    [
      `${Y}-01-10`,
      'Motor premium, Ade Motors',
      [
        ['1100-0001', '2000000', null],
        ['2000-0001', null, '1570000'],
        ['4000', null, '400000'],
        ['2100', null, '30000'],
      ],
    ],
    [
      `${Y}-02-05`,
      'Ade Motors pays',
      [
        ['1000-0001', '2000000', null],
        ['1100-0001', null, '2000000'],
      ],
    ],
    [
      `${Y}-02-20`,
      'Premium remitted to Leadway',
      [
        ['2000-0001', '1570000', null],
        ['1000-0001', null, '1570000'],
      ],
    ],
    [
      `${Y}-03-01`,
      'Rent for the year',
      [
        ['5100', '600000', null],
        ['1000-0001', null, '600000'],
      ],
    ],
    [
      `${Y}-04-15`,
      'Office equipment',
      [
        ['1500', '800000', null],
        ['1000-0001', null, '800000'],
      ],
    ],
    [
      `${Y}-05-02`,
      'Bank loan',
      [
        ['1000-0001', '1000000', null],
        ['2500', null, '1000000'],
      ],
    ],
    [
      `${Y}-06-30`,
      'Fire premium, Ade Motors',
      [
        ['1100-0001', '1000000', null],
        ['2000-0001', null, '785000'],
        ['4000', null, '200000'],
        ['2100', null, '15000'],
      ],
    ],
    [
      `${Y}-07-15`,
      'VAT remitted',
      [
        ['2100', '37500', null],
        ['1000-0001', null, '37500'],
      ],
    ],
    [
      `${Y}-08-01`,
      'Cash for the office',
      [
        ['1010', '100000', null],
        ['1000-0001', null, '100000'],
      ],
    ],
    [
      `${Y}-08-10`,
      'Office expenses',
      [
        ['5500', '40000', null],
        ['1010', null, '40000'],
      ],
    ],
    [
      `${Y}-09-30`,
      'Loan interest',
      [
        ['5700', '50000', null],
        ['1000-0001', null, '50000'],
      ],
    ],
    [
      `${Y}-10-31`,
      'Salaries, January to October',
      [
        ['5000', '1500000', null],
        ['1000-0001', null, '1500000'],
      ],
    ],
    [
      `${Y}-11-10`,
      'Sundry income',
      [
        ['1000-0001', '10000', null],
        ['4100', null, '10000'],
      ],
    ],
  ];

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    tenantId = await demoTenantId(server);
    accountant = await signInAs(server, 'accounts@demo.ng');
    await openPeriod(server, tenantId, `FY ${Y - 1}`, `${Y - 1}-01-01`, `${Y - 1}-12-31`);
    // 1000-0001 is the demo's premium account at Zenith Bank, opened with its books.
    zenithName = (await accountByCode(server, tenantId, '1000-0001')).name;
    await addSubAccount(server, tenantId, '1100', '1100-0001', 'Ade Motors Ltd');
    await addSubAccount(server, tenantId, '2000', '2000-0001', 'Leadway Assurance');
    // A name a spreadsheet would run as a formula; the account never moves.
    await addMainAccount(server, tenantId, '1350', '=HYPERLINK("http://x.example")', 'other_current_asset');
    await post(server, tenantId, YEAR);
    await propose(server, tenantId, [
      `${Y}-03-02`,
      'Not yet approved',
      [
        ['5100', '123', null],
        ['1000-0001', null, '123'],
      ],
    ]);

    // Another brokerage's books, which no figure of the demo brokerage may include.
    other = await createTenantWithUser(server, {
      email: `statements-${kind}@example.ng`,
      password: STRONG_PASSWORD,
      name: 'Other Brokers Ltd',
    });
    await ensureBooks(server.db, other.tenantId);
    await post(server, other.tenantId, [
      [
        `${Y}-03-03`,
        'Their capital',
        [
          ['1010', '9999999', null],
          ['3000', null, '9999999'],
        ],
      ],
    ]);
  });
  afterAll(() => server?.close());

  const get = (url: string, token = accountant) => call(token, 'GET', url);
  const data = async (url: string) => {
    const answer = await get(url);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };
  const lines = (section: { lines: { account_code: string | null; account_name: string; amount: string }[] }) =>
    section.lines.map((line) => [line.account_code ?? line.account_name, line.amount]);

  it('balances the trial balance, each account in the column of its balance', async () => {
    const tb = await data(`/accounting/reports/trial-balance?asOf=${end}`);
    expect(tb.as_of).toBe(end);
    expect(tb.accounts.map((row: Record<string, unknown>) => [row.account_code, row.level, row.debit, row.credit])).toEqual([
      ['1000', 0, '3510000.00', null],
      ['1000-0001', 1, '3450000.00', null],
      ['1010', 1, '60000.00', null],
      ['1100', 0, '1000000.00', null],
      ['1100-0001', 1, '1000000.00', null],
      ['1500', 0, '800000.00', null],
      ['2000', 0, null, '785000.00'],
      ['2000-0001', 1, null, '785000.00'],
      ['2100', 0, null, '15000.00'],
      ['2500', 0, null, '1000000.00'],
      ['3000', 0, null, '5000000.00'],
      ['4000', 0, null, '700000.00'],
      ['5000', 0, '1500000.00', null],
      ['5100', 0, '600000.00', null],
      ['5500', 0, '40000.00', null],
      ['5700', 0, '50000.00', null],
    ]);
    expect(tb.totals).toEqual({ debit: '7500000.00', credit: '7500000.00' });
    expect(tb.checks).toEqual([{ name: 'Debits equal credits', holds: true, left: '7500000.00', right: '7500000.00' }]);
    expect(tb.accounts[1]).toMatchObject({
      account_name: expect.stringContaining('Zenith'),
      account_type: 'cash_and_bank',
      account_type_name: 'Cash and Bank',
      account_class: 'asset',
    });
  });

  it('answers the same trial balance from the service the benchmark calls', async () => {
    const direct = await server.ctx.database.asTenant(tenantId, (tx) => trialBalance(tx, tenantId, { asOf: end }));
    expect(direct).toEqual(await data(`/accounting/reports/trial-balance?asOf=${end}`));
  });

  it('shows assets equal to liabilities plus equity, with the result to date in equity', async () => {
    const sheet = await data(`/accounting/reports/balance-sheet?asOf=${end}`);
    const [assets, liabilities, equity] = sheet.groups;
    expect(assets.sections.map((s: { name: string; total: string }) => [s.name, s.total, lines(s as never)])).toEqual([
      [
        'Cash and Bank',
        '3510000.00',
        [
          ['1000', '3510000.00'],
          ['1000-0001', '3450000.00'],
          ['1010', '60000.00'],
        ],
      ],
      [
        'Receivables',
        '1000000.00',
        [
          ['1100', '1000000.00'],
          ['1100-0001', '1000000.00'],
        ],
      ],
      ['Non-current Assets', '800000.00', [['1500', '800000.00']]],
    ]);
    expect(liabilities.sections.map((s: { name: string; total: string }) => [s.name, s.total, lines(s as never)])).toEqual([
      [
        'Current Liabilities',
        '800000.00',
        [
          ['2000', '785000.00'],
          ['2000-0001', '785000.00'],
          ['2100', '15000.00'],
        ],
      ],
      ['Non-current Liabilities', '1000000.00', [['2500', '1000000.00']]],
    ]);
    expect(equity.sections.map((s: { name: string; total: string }) => [s.name, s.total, lines(s as never)])).toEqual([
      ['Share Capital', '5000000.00', [['3000', '5000000.00']]],
      ['Retained Earnings', '-1490000.00', [['Current period result', '-1490000.00']]],
    ]);
    expect([assets.total, liabilities.total, equity.total]).toEqual(['5310000.00', '1800000.00', '3510000.00']);
    expect(sheet).toMatchObject({
      as_of: end,
      current_period_result: '-1490000.00',
      total_assets: '5310000.00',
      total_liabilities_and_equity: '5310000.00',
    });
    expect(sheet.checks).toEqual([
      { name: 'Debits equal credits', holds: true, left: '15805000.00', right: '15805000.00' },
      { name: 'Assets equal liabilities plus equity', holds: true, left: '5310000.00', right: '5310000.00' },
    ]);

    const yearBefore = await data(`/accounting/reports/balance-sheet?asOf=${before}`);
    expect(yearBefore).toMatchObject({
      total_assets: '5107500.00',
      total_liabilities_and_equity: '5107500.00',
      current_period_result: '100000.00',
    });
  });

  it('works out the income statement, whose result is the change in retained earnings', async () => {
    const statement = await data(`/accounting/reports/income-statement?${period}`);
    const [income, expenses] = statement.groups;
    expect(income.sections.map((s: { name: string; total: string }) => [s.name, s.total, lines(s as never)])).toEqual([
      ['Operating Income', '600000.00', [['4000', '600000.00']]],
    ]);
    expect(expenses.sections.map((s: { name: string; total: string }) => [s.name, s.total, lines(s as never)])).toEqual([
      [
        'Operating Expenses',
        '2140000.00',
        [
          ['5000', '1500000.00'],
          ['5100', '600000.00'],
          ['5500', '40000.00'],
        ],
      ],
      ['Finance Costs', '50000.00', [['5700', '50000.00']]],
    ]);
    expect(statement).toMatchObject({
      start_date: `${Y}-01-01`,
      end_date: end,
      total_income: '600000.00',
      total_expenses: '2190000.00',
      result: '-1590000.00',
      result_kind: 'loss',
    });

    const retained = async (asOf: string) => {
      const sheet = await data(`/accounting/reports/balance-sheet?asOf=${asOf}`);
      const section = sheet.groups[2].sections.find((s: { sub_type: string }) => s.sub_type === 'retained_earnings');
      return Math.round(Number(section.total) * 100);
    };
    expect((await retained(end)) - (await retained(before))).toBe(Math.round(Number(statement.result) * 100));
  });

  it('reconciles the cash flow to the change in cash and bank', async () => {
    const flow = await data(`/accounting/reports/cash-flow?${period}`);
    expect(flow.sections.map((s: { name: string; total: string }) => [s.name, s.total, lines(s as never)])).toEqual([
      [
        'Operating activities',
        '-1797500.00',
        [
          ['Result for the period', '-1590000.00'],
          ['1100', '-1000000.00'],
          ['2000', '785000.00'],
          ['2100', '7500.00'],
        ],
      ],
      ['Investing activities', '-800000.00', [['1500', '-800000.00']]],
      ['Financing activities', '1000000.00', [['2500', '1000000.00']]],
    ]);
    expect(flow).toMatchObject({
      result: '-1590000.00',
      net_change: '-1597500.00',
      opening_cash: '5107500.00',
      closing_cash: '3510000.00',
    });
    expect(flow.checks.map((check: { holds: boolean }) => check.holds)).toEqual([true, true]);
  });

  it('summarises every account over the period, and finds accounts by code or name', async () => {
    const summary = await data(`/accounting/summary?${period}`);
    const row = (code: string) => summary.accounts.find((account: { account_code: string }) => account.account_code === code);
    expect(row('1000')).toMatchObject({
      level: 0,
      opening_balance: '5107500.00',
      debit: '3100000.00',
      credit: '4697500.00',
      closing_balance: '3510000.00',
    });
    expect(row('2100')).toMatchObject({
      normal_balance: 'credit',
      opening_balance: '7500.00',
      debit: '37500.00',
      credit: '45000.00',
      closing_balance: '15000.00',
    });
    expect(row('4100')).toMatchObject({ opening_balance: '0.00', debit: '0.00', credit: '0.00', closing_balance: '0.00' });
    expect(summary.totals).toEqual({ debit: '10697500.00', credit: '10697500.00' });
    expect(summary.checks).toEqual([{ name: 'Debits equal credits', holds: true, left: '10697500.00', right: '10697500.00' }]);

    const zenith = await data(`/accounting/summary?${period}&search=zenith`);
    expect(zenith.accounts.map((account: { account_code: string }) => account.account_code)).toEqual(['1000-0001']);
    expect(zenith.totals).toEqual({ debit: '3000000.00', credit: '4657500.00' });
    const byCode = await data(`/accounting/summary?${period}&search=1100`);
    expect(byCode.accounts.map((account: { account_code: string }) => account.account_code)).toEqual(['1100', '1100-0001']);
  });

  it('defaults to today, and to the accounting period up to today', async () => {
    const today = todayInLagos();
    const tb = await data('/accounting/reports/trial-balance');
    expect(tb.as_of).toBe(today);
    expect(tb).toEqual(await data(`/accounting/reports/trial-balance?asOf=${today}`));
    const statement = await data('/accounting/reports/income-statement');
    expect(statement).toMatchObject({ start_date: `${Y}-01-01`, end_date: today });
    expect(await data('/accounting/summary')).toMatchObject({ start_date: `${Y}-01-01`, end_date: today, search: '' });
  });

  it('refuses dates that are not dates, or an end before the start', async () => {
    const backwards = await get(`/accounting/reports/cash-flow?startDate=${Y}-05-01&endDate=${Y}-04-30`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([{ field: 'endDate', message: 'End date can not be before start date' }]);
    const notADate = await get('/accounting/reports/balance-sheet?asOf=31/10/2026');
    expect(notADate.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      errors: [{ field: 'asOf', message: 'Enter a valid date (yyyy-mm-dd)' }],
    });
    expect((await get('/accounting/reports/trial-balance?format=xlsx')).statusCode).toBe(400);
  });

  it('downloads each statement as CSV, amounts as plain decimals and formulas defused', async () => {
    const answer = await get(`/accounting/reports/trial-balance?asOf=${end}&format=csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="trial-balance-${end}.csv"`);
    const rows = answer.body.trimEnd().split('\r\n');
    expect(rows.slice(0, 4)).toEqual([
      'Account code,Account name,Main account code,Account type,Debit (NGN),Credit (NGN)',
      '1000,Cash and Bank,,Cash and Bank,3510000.00,',
      `1000-0001,${zenithName},1000,Cash and Bank,3450000.00,`,
      '1010,Cash in Hand,1000,Cash and Bank,60000.00,',
    ]);
    expect(rows).toContain('2000,Premium Payable to Insurers,,Current Liabilities,,785000.00');
    expect(rows.at(-2)).toBe(',Total,,,7500000.00,7500000.00');
    expect(rows.at(-1)).toBe(',"Check: Debits equal credits (7,500,000.00 = 7,500,000.00): holds",,,,');

    const summary = await get(`/accounting/summary?${period}&format=csv`);
    expect(summary.headers['content-disposition']).toBe(`attachment; filename="summary-of-accounts-${Y}-01-01-to-${end}.csv"`);
    expect(summary.body).toContain(`1350,"'=HYPERLINK(""http://x.example"")",,Other Current Assets,0.00,0.00,0.00,0.00\r\n`);

    const flow = await get(`/accounting/reports/cash-flow?${period}&format=csv`);
    expect(flow.body).toContain(',Result for the period,-1590000.00\r\n');
    expect(flow.body).toContain(',Net change in cash and bank,-1597500.00\r\n');
  });

  it('prints each statement as a PDF under the brokerage’s letterhead', async () => {
    const answer = await server.app.inject({
      method: 'GET',
      url: `/api/v1/accounting/reports/balance-sheet?asOf=${end}&format=pdf`,
      headers: { authorization: `Bearer ${accountant}` },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="balance-sheet-${end}.pdf"`);
    const pdf = answer.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const shown = pdfText(pdf);
    for (const words of [
      'Demo Insurance Brokers Ltd',
      'RC 1234567',
      'Balance Sheet',
      'As at 31 October',
      '5,310,000.00',
      'Assets equal liabilities plus equity',
      'Page 1 of 1',
    ]) {
      expect(shown.replace(/\s+/g, ' ')).toContain(words);
    }
    for (const [url, title] of [
      [`/accounting/summary?${period}&format=pdf`, 'Summary of Accounts'],
      [`/accounting/reports/trial-balance?asOf=${end}&format=pdf`, 'Trial Balance'],
      [`/accounting/reports/income-statement?${period}&format=pdf`, 'Income Statement'],
      [`/accounting/reports/cash-flow?${period}&format=pdf`, 'Cash Flow Statement'],
    ] as const) {
      const printed = await server.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${accountant}` } });
      expect(printed.headers['content-type']).toBe('application/pdf');
      expect(pdfText(printed.rawPayload)).toContain(title);
    }
  });

  it('shows the statements to those who may read the reports; the summary also to the chart’s readers', async () => {
    expect((await call(null, 'GET', '/accounting/reports/trial-balance')).statusCode).toBe(401);
    const broker = await signInAs(server, 'broker@demo.ng');
    expect((await get('/accounting/reports/balance-sheet', broker)).statusCode).toBe(403);
    const reader = await plainUser(server, tenantId);
    expect((await get('/accounting/summary', reader.token)).statusCode).toBe(403);
    await grantDirectly(server, tenantId, reader.user.id, 'View Accounts');
    expect((await get('/accounting/summary', reader.token)).statusCode).toBe(200);
    expect((await get('/accounting/summary?format=csv', reader.token)).statusCode).toBe(200);
    for (const path of ['trial-balance', 'balance-sheet', 'income-statement', 'cash-flow']) {
      expect((await get(`/accounting/reports/${path}`, reader.token)).statusCode).toBe(403);
    }
    await grantDirectly(server, tenantId, reader.user.id, 'View Financial Reports');
    expect((await get('/accounting/reports/cash-flow', reader.token)).statusCode).toBe(200);
  });

  it('counts only the brokerage’s own entries', async () => {
    await grantDirectly(server, other.tenantId, other.userId, 'View Financial Reports');
    const theirs = await signInAs(server, `statements-${kind}@example.ng`, STRONG_PASSWORD);
    const tb = (await get(`/accounting/reports/trial-balance?asOf=${end}`, theirs)).json().data;
    expect(tb.accounts.map((row: Record<string, unknown>) => [row.account_code, row.debit, row.credit])).toEqual([
      ['1000', '9999999.00', null],
      ['1010', '9999999.00', null],
      ['3000', null, '9999999.00'],
    ]);
    const sheet = (await get(`/accounting/reports/balance-sheet?asOf=${end}&format=pdf`, theirs)).rawPayload;
    expect(pdfText(sheet)).toContain('Other Brokers Ltd');
  });
});
