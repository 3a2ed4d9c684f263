import { describe, expect, it } from 'vitest';
import { summaryOfAccounts, trialBalance } from '../../domain/account-statements';
import { balanceSheet, cashFlow, incomeStatement } from '../../domain/financial-position';
import {
  AsOfQuery,
  dayBefore,
  defaultPeriod,
  PeriodQuery,
  periodErrors,
  statementFileName,
  SummaryQuery,
} from '../../domain/financial-statements';
import { nairaToKobo } from '../../domain/money';
import { validatePayload } from '../../domain/validation';
import type { Movements, StatementAccount } from '../../domain/statement-accounts';

// A small brokerage's books, worked by hand.
//
// Before 2026 (opening, to 2025-12-31):      Dr                      Cr
//   Capital paid into Zenith               1000-0001 1,000,000     3000 1,000,000
//   2025 commission received               1000-0001   200,000     4000   200,000
// 2026-01-01 to 2026-06-30 (the period):
//   1 Premium billed to Ade Motors         1100-0001   500,000     2000-0001 446,250 / 4000 50,000 / 2100 3,750 (VAT 7.5 % of 50,000)
//   2 Bola Stores pays in advance          1000-0001    20,000     1100-0002  20,000
//   3 Ade Motors pays                      1000-0001   300,000     1100-0001 300,000
//   4 Zenith to the cash box               1010        150,000     1000-0001 150,000
//   5 Rent paid in cash                    5100        120,000     1010      120,000
//   6 Equipment bought                     1500        250,000     1000-0001 250,000
//   7 Loan received                        1000-0001   400,000     2500      400,000
//   8 Interest paid                        5700         10,000     1000-0001  10,000
//   9 Dividend paid out of retained profit 3100         50,000     1000-0001  50,000
//  10 Premium remitted to Leadway          2000-0001   300,000     1000-0001 300,000
//
// Period turnover: 1000-0001 Dr 720,000 Cr 760,000; 1010 Dr 150,000 Cr 120,000 (1000: Dr 870,000
// Cr 880,000); 1100-0001 Dr 500,000 Cr 300,000; 1100-0002 Cr 20,000 (1100: Dr 500,000 Cr 320,000);
// 1500 Dr 250,000; 2000(-0001) Dr 300,000 Cr 446,250; 2100 Cr 3,750; 2500 Cr 400,000; 3100 Dr 50,000;
// 4000 Cr 50,000; 5100 Dr 120,000; 5700 Dr 10,000. All debits 2,100,000 = all credits 2,100,000.
//
// Balances at 2026-06-30 (Dr − Cr): 1000-0001 1,160,000; 1010 30,000; 1000 1,190,000; 1100-0001
// 200,000; 1100-0002 −20,000; 1100 180,000; 1500 250,000; 2000 −146,250; 2100 −3,750; 2500
// −400,000; 3000 −1,000,000; 3100 50,000; 4000 −250,000; 5100 120,000; 5700 10,000.
// Trial balance: Debit 1,190,000 + 180,000 + 250,000 + 50,000 + 120,000 + 10,000 = 1,800,000;
//                Credit 146,250 + 3,750 + 400,000 + 1,000,000 + 250,000 = 1,800,000.
// Balance sheet: assets 1,190,000 + 180,000 + 250,000 = 1,620,000; liabilities 150,000 + 400,000 =
// 550,000; equity 1,000,000 + (−50,000 + result to date 250,000 − 130,000 = 120,000) = 1,070,000.
// Income statement: income 50,000; expenses 120,000 + 10,000 = 130,000; loss 80,000.
// Cash flow: result −80,000; receivables −180,000; premium payable +146,250; VAT +3,750 → operating
// −110,000; equipment −250,000; loan +400,000, dividend −50,000 → financing 350,000; net −10,000 =
// closing cash 1,190,000 − opening cash 1,200,000.

const account = (
  id: string,
  name: string,
  type: StatementAccount['account_type'],
  parent: string | null = null,
  active = true,
): StatementAccount => ({
  id,
  code: id,
  name,
  account_type: type,
  parent_id: parent,
  active,
});

const CHART: StatementAccount[] = [
  account('4000', 'Commission Income', 'operating_income'),
  account('1000', 'Cash and Bank', 'cash_and_bank'),
  account('1010', 'Cash in Hand', 'cash_and_bank', '1000'),
  account('1000-0001', 'Zenith Bank', 'cash_and_bank', '1000'),
  account('1100', 'Client Receivables', 'receivables'),
  account('1100-0001', 'Ade Motors Ltd', 'receivables', '1100'),
  account('1100-0002', 'Bola Stores', 'receivables', '1100'),
  account('1200', 'Withholding Tax Receivable', 'other_current_asset'),
  account('1500', 'Property, Plant and Equipment', 'non_current_asset'),
  account('2000', 'Premium Payable to Insurers', 'current_liability'),
  account('2000-0001', 'Leadway Assurance', 'current_liability', '2000'),
  account('2100', 'VAT Output Payable', 'current_liability'),
  account('2500', 'Long-term Borrowings', 'non_current_liability'),
  account('3000', 'Share Capital', 'share_capital'),
  account('3100', 'Retained Earnings', 'retained_earnings'),
  account('5100', 'Rent and Rates', 'operating_expense'),
  account('5700', 'Interest Expense', 'finance_cost'),
  account('9999', 'Old Suspense', 'other_current_asset', null, false),
];

type Posting = [debitAccount: string, creditAccount: string, naira: string];

function movementsOf(postings: Posting[]): Movements {
  const map = new Map<string, { debit: number; credit: number }>();
  const add = (id: string, side: 'debit' | 'credit', kobo: number) => {
    const turnover = map.get(id) ?? { debit: 0, credit: 0 };
    turnover[side] += kobo;
    map.set(id, turnover);
  };
  for (const [debit, credit, naira] of postings) {
    add(debit, 'debit', nairaToKobo(naira));
    add(credit, 'credit', nairaToKobo(naira));
  }
  return map;
}

const OPENING: Posting[] = [
  ['1000-0001', '3000', '1000000'],
  ['1000-0001', '4000', '200000'],
];
const PERIOD: Posting[] = [
  ['1100-0001', '2000-0001', '446250'],
  ['1100-0001', '4000', '50000'],
  ['1100-0001', '2100', '3750'],
  ['1000-0001', '1100-0002', '20000'],
  ['1000-0001', '1100-0001', '300000'],
  ['1010', '1000-0001', '150000'],
  ['5100', '1010', '120000'],
  ['1500', '1000-0001', '250000'],
  ['1000-0001', '2500', '400000'],
  ['5700', '1000-0001', '10000'],
  ['3100', '1000-0001', '50000'],
  ['2000-0001', '1000-0001', '300000'],
];
const opening = movementsOf(OPENING);
const period = movementsOf(PERIOD);
const toEnd = movementsOf([...OPENING, ...PERIOD]);
const DATES = { startDate: '2026-01-01', endDate: '2026-06-30' };

const amounts = (lines: { account_code: string | null; account_name: string; amount: string }[]) =>
  lines.map((line) => [line.account_code ?? line.account_name, line.amount]);

describe('the trial balance', () => {
  it('puts each non-zero account in the column of its balance, sub-accounts under their main account, totals equal', () => {
    const tb = trialBalance(CHART, toEnd, '2026-06-30');
    expect(tb.accounts.map((row) => [row.account_code, row.level, row.debit, row.credit])).toEqual([
      ['1000', 0, '1190000.00', null],
      ['1000-0001', 1, '1160000.00', null],
      ['1010', 1, '30000.00', null],
      ['1100', 0, '180000.00', null],
      ['1100-0001', 1, '200000.00', null],
      ['1100-0002', 1, null, '20000.00'],
      ['1500', 0, '250000.00', null],
      ['2000', 0, null, '146250.00'],
      ['2000-0001', 1, null, '146250.00'],
      ['2100', 0, null, '3750.00'],
      ['2500', 0, null, '400000.00'],
      ['3000', 0, null, '1000000.00'],
      // An equity account with a debit balance sits in the Debit column: the side, not the class, decides.
      ['3100', 0, '50000.00', null],
      ['4000', 0, null, '250000.00'],
      ['5100', 0, '120000.00', null],
      ['5700', 0, '10000.00', null],
    ]);
    expect(tb.totals).toEqual({ debit: '1800000.00', credit: '1800000.00' });
    expect(tb.checks).toEqual([{ name: 'Debits equal credits', holds: true, left: '1800000.00', right: '1800000.00' }]);
    expect(tb.accounts[0]).toMatchObject({ account_type_name: 'Cash and Bank', account_class: 'asset', parent_account_id: null });
  });

  it('says so when the movements do not balance', () => {
    const broken = new Map(toEnd);
    broken.set('5100', { debit: 120_000_00 + 1, credit: 0 });
    expect(trialBalance(CHART, broken, '2026-06-30').checks[0]).toEqual({
      name: 'Debits equal credits',
      holds: false,
      left: '1800000.01',
      right: '1800000.00',
    });
  });
});

describe('the balance sheet', () => {
  it('shows assets, liabilities and equity by sub-type with the accumulated result in equity', () => {
    const sheet = balanceSheet(CHART, toEnd, '2026-06-30');
    const [assets, liabilities, equity] = sheet.groups;
    expect(assets!.sections.map((s) => [s.name, s.total, amounts(s.lines)])).toEqual([
      [
        'Cash and Bank',
        '1190000.00',
        [
          ['1000', '1190000.00'],
          ['1000-0001', '1160000.00'],
          ['1010', '30000.00'],
        ],
      ],
      [
        'Receivables',
        '180000.00',
        [
          ['1100', '180000.00'],
          ['1100-0001', '200000.00'],
          ['1100-0002', '-20000.00'],
        ],
      ],
      ['Non-current Assets', '250000.00', [['1500', '250000.00']]],
    ]);
    expect(assets!.total).toBe('1620000.00');
    expect(liabilities!.sections.map((s) => [s.name, s.total, amounts(s.lines)])).toEqual([
      [
        'Current Liabilities',
        '150000.00',
        [
          ['2000', '146250.00'],
          ['2000-0001', '146250.00'],
          ['2100', '3750.00'],
        ],
      ],
      ['Non-current Liabilities', '400000.00', [['2500', '400000.00']]],
    ]);
    expect(equity!.sections.map((s) => [s.name, s.total, amounts(s.lines)])).toEqual([
      ['Share Capital', '1000000.00', [['3000', '1000000.00']]],
      [
        'Retained Earnings',
        '70000.00',
        [
          ['3100', '-50000.00'],
          ['Current period result', '120000.00'],
        ],
      ],
    ]);
    expect(sheet).toMatchObject({
      current_period_result: '120000.00',
      total_assets: '1620000.00',
      total_liabilities_and_equity: '1620000.00',
    });
    expect(sheet.checks).toEqual([
      { name: 'Debits equal credits', holds: true, left: '3300000.00', right: '3300000.00' },
      { name: 'Assets equal liabilities plus equity', holds: true, left: '1620000.00', right: '1620000.00' },
    ]);
  });

  it('shows the result to date even before any retained earnings are booked', () => {
    const sheet = balanceSheet(CHART, opening, '2025-12-31');
    expect(sheet.groups[2]!.sections.map((s) => [s.name, amounts(s.lines)])).toEqual([
      ['Share Capital', [['3000', '1000000.00']]],
      ['Retained Earnings', [['Current period result', '200000.00']]],
    ]);
    expect(sheet.total_assets).toBe('1200000.00');
    expect(sheet.checks[1]!.holds).toBe(true);
  });
});

describe('the income statement', () => {
  it('shows the period’s income and expenses by sub-type and the loss', () => {
    const statement = incomeStatement(CHART, period, DATES);
    expect(statement.groups.map((g) => [g.name, g.total, g.sections.map((s) => [s.name, s.total, amounts(s.lines)])])).toEqual([
      ['Income', '50000.00', [['Operating Income', '50000.00', [['4000', '50000.00']]]]],
      [
        'Expenses',
        '130000.00',
        [
          ['Operating Expenses', '120000.00', [['5100', '120000.00']]],
          ['Finance Costs', '10000.00', [['5700', '10000.00']]],
        ],
      ],
    ]);
    expect(statement).toMatchObject({
      start_date: '2026-01-01',
      end_date: '2026-06-30',
      total_income: '50000.00',
      total_expenses: '130000.00',
      result: '-80000.00',
      result_kind: 'loss',
    });
  });

  it('equals the change in retained earnings with the accumulated result, less what was booked to them directly', () => {
    const retained = (sheet: ReturnType<typeof balanceSheet>) =>
      nairaToKobo(sheet.groups[2]!.sections.find((s) => s.sub_type === 'retained_earnings')!.total);
    const change = retained(balanceSheet(CHART, toEnd, '2026-06-30')) - retained(balanceSheet(CHART, opening, '2025-12-31'));
    const dividend = -50_000_00;
    expect(change).toBe(nairaToKobo(incomeStatement(CHART, period, DATES).result) + dividend);
  });
});

describe('the cash flow statement', () => {
  it('reconciles the result to the change in cash and bank through the balances', () => {
    const flow = cashFlow(CHART, { opening, period }, DATES);
    expect(flow.sections.map((s) => [s.name, s.total, amounts(s.lines)])).toEqual([
      [
        'Operating activities',
        '-110000.00',
        [
          ['Result for the period', '-80000.00'],
          ['1100', '-180000.00'],
          ['2000', '146250.00'],
          ['2100', '3750.00'],
        ],
      ],
      ['Investing activities', '-250000.00', [['1500', '-250000.00']]],
      [
        'Financing activities',
        '350000.00',
        [
          ['2500', '400000.00'],
          ['3100', '-50000.00'],
        ],
      ],
    ]);
    expect(flow).toMatchObject({ result: '-80000.00', net_change: '-10000.00', opening_cash: '1200000.00', closing_cash: '1190000.00' });
    expect(flow.checks).toEqual([
      { name: 'Debits equal credits', holds: true, left: '2100000.00', right: '2100000.00' },
      { name: 'Net change equals the change in cash and bank', holds: true, left: '-10000.00', right: '-10000.00' },
    ]);
  });
});

describe('the summary of accounts', () => {
  it('gives each account its opening balance, the period’s debits and credits and its closing balance', () => {
    const summary = summaryOfAccounts(CHART, { opening, period }, DATES);
    const row = (code: string) => summary.accounts.find((a) => a.account_code === code);
    expect(summary.accounts.map((a) => a.account_code)).toEqual([
      '1000',
      '1000-0001',
      '1010',
      '1100',
      '1100-0001',
      '1100-0002',
      '1200',
      '1500',
      '2000',
      '2000-0001',
      '2100',
      '2500',
      '3000',
      '3100',
      '4000',
      '5100',
      '5700',
    ]);
    expect(row('1000')).toMatchObject({
      level: 0,
      normal_balance: 'debit',
      opening_balance: '1200000.00',
      debit: '870000.00',
      credit: '880000.00',
      closing_balance: '1190000.00',
    });
    expect(row('1100-0002')).toMatchObject({
      level: 1,
      parent_account_id: '1100',
      opening_balance: '0.00',
      debit: '0.00',
      credit: '20000.00',
      closing_balance: '-20000.00',
    });
    expect(row('4000')).toMatchObject({
      normal_balance: 'credit',
      opening_balance: '200000.00',
      debit: '0.00',
      credit: '50000.00',
      closing_balance: '250000.00',
    });
    expect(row('1200')).toMatchObject({ opening_balance: '0.00', debit: '0.00', credit: '0.00', closing_balance: '0.00' });
    expect(summary.totals).toEqual({ debit: '2100000.00', credit: '2100000.00' });
    expect(summary.checks).toEqual([{ name: 'Debits equal credits', holds: true, left: '2100000.00', right: '2100000.00' }]);
  });

  it('keeps the accounts whose code or name holds the search, with their sub-accounts, counting each posting once', () => {
    const byName = summaryOfAccounts(CHART, { opening, period }, { ...DATES, search: '  Receivable ' });
    expect(byName.accounts.map((a) => a.account_code)).toEqual(['1100', '1100-0001', '1100-0002', '1200']);
    expect(byName).toMatchObject({ search: 'Receivable', totals: { debit: '500000.00', credit: '320000.00' } });
    const sub = summaryOfAccounts(CHART, { opening, period }, { ...DATES, search: 'zenith' });
    expect(sub.accounts.map((a) => a.account_code)).toEqual(['1000-0001']);
    expect(sub.totals).toEqual({ debit: '720000.00', credit: '760000.00' });
    // The check is of the whole ledger, whatever the search shows.
    expect(sub.checks[0]).toMatchObject({ holds: true, left: '2100000.00' });
    expect(summaryOfAccounts(CHART, { opening, period }, { ...DATES, search: 'old suspense' }).accounts).toEqual([]);
  });
});

describe('statement queries', () => {
  it('takes yyyy-mm-dd dates with the start on or before the end', () => {
    expect(validatePayload(PeriodQuery, { startDate: '2026-01-01', endDate: '2026-01-01', format: 'csv' })).toEqual({
      ok: true,
      value: { startDate: '2026-01-01', endDate: '2026-01-01', format: 'csv' },
    });
    expect(validatePayload(PeriodQuery, { startDate: '2026-02-01', endDate: '2026-01-31' })).toEqual({
      ok: false,
      errors: [{ field: 'endDate', message: 'End date can not be before start date' }],
    });
    expect(validatePayload(SummaryQuery, { startDate: '2026-02-30' })).toEqual({
      ok: false,
      errors: [{ field: 'startDate', message: 'Enter a valid date (yyyy-mm-dd)' }],
    });
    expect(validatePayload(AsOfQuery, { format: 'xls' })).toMatchObject({ ok: false, errors: [{ field: 'format' }] });
    expect(periodErrors('2026-03-01', '2026-02-01')).toEqual([{ field: 'endDate', message: 'End date can not be before start date' }]);
    expect(periodErrors('', '2026-02-01')).toEqual([{ field: 'startDate', message: 'Enter a valid date (yyyy-mm-dd)' }]);
  });

  it('defaults to the accounting period up to today, or the year to date', () => {
    const periodStart = (date: string) => (date >= '2026-04-01' && date <= '2027-03-31' ? '2026-04-01' : null);
    expect(defaultPeriod({}, '2026-11-21', periodStart)).toEqual({ startDate: '2026-04-01', endDate: '2026-11-21' });
    expect(defaultPeriod({}, '2026-02-10', periodStart)).toEqual({ startDate: '2026-01-01', endDate: '2026-02-10' });
    expect(defaultPeriod({ endDate: '2025-06-30' }, '2026-11-21', periodStart)).toEqual({ startDate: '2025-01-01', endDate: '2025-06-30' });
    expect(defaultPeriod({ startDate: '2026-12-01' }, '2026-11-21', periodStart)).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-01',
    });
  });

  it('names downloads by statement and dates', () => {
    expect(statementFileName('trial-balance', { asOf: '2026-11-21' }, 'csv')).toBe('trial-balance-2026-11-21.csv');
    expect(statementFileName('cash-flow', DATES, 'pdf')).toBe('cash-flow-2026-01-01-to-2026-06-30.pdf');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
  });
});
