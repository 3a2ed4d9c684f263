import { subAccountLines, summaryOfAccounts, trialBalance } from '../../domain/account-statements';
import { balanceSheet, cashFlow, incomeStatement } from '../../domain/financial-position';
import { nairaToKobo } from '../../domain/money';
import type { Movements, StatementAccount } from '../../domain/statement-accounts';

// A small brokerage's books to October 2026, worked out by the same rules as the server, so the
// answers have the server's shape and figures that add up.

const account = (code: string, name: string, type: StatementAccount['account_type'], parent: string | null = null): StatementAccount => ({
  id: `acc-${code}`,
  code,
  name,
  account_type: type,
  parent_id: parent ? `acc-${parent}` : null,
  active: true,
});

export const CHART: StatementAccount[] = [
  account('1000', 'Cash and Bank', 'cash_and_bank'),
  account('1000-0001', 'Zenith Bank 1012345678', 'cash_and_bank', '1000'),
  account('1010', 'Cash in Hand', 'cash_and_bank', '1000'),
  account('1100', 'Client Receivables', 'receivables'),
  account('1100-0001', 'Ade Motors Ltd', 'receivables', '1100'),
  account('1500', 'Property, Plant and Equipment', 'non_current_asset'),
  account('2000', 'Premium Payable to Insurers', 'current_liability'),
  account('2000-0001', 'Leadway Assurance', 'current_liability', '2000'),
  account('2100', 'VAT Output Payable', 'current_liability'),
  account('2500', 'Long-term Borrowings', 'non_current_liability'),
  account('3000', 'Share Capital', 'share_capital'),
  account('3100', 'Retained Earnings', 'retained_earnings'),
  account('4000', 'Commission Income', 'operating_income'),
  account('5000', 'Salaries and Wages', 'operating_expense'),
  account('5100', 'Rent and Rates', 'operating_expense'),
  account('5700', 'Interest Expense', 'finance_cost'),
];

type Posting = [debit: string, credit: string, naira: string];

function movements(postings: Posting[]): Movements {
  const map = new Map<string, { debit: number; credit: number }>();
  for (const [debit, credit, naira] of postings) {
    const kobo = nairaToKobo(naira);
    const d = map.get(`acc-${debit}`) ?? { debit: 0, credit: 0 };
    map.set(`acc-${debit}`, { ...d, debit: d.debit + kobo });
    const c = map.get(`acc-${credit}`) ?? { debit: 0, credit: 0 };
    map.set(`acc-${credit}`, { ...c, credit: c.credit + kobo });
  }
  return map;
}

const OPENING: Posting[] = [
  ['1000-0001', '3000', '5000000'],
  ['1000-0001', '4000', '100000'],
];
const PERIOD: Posting[] = [
  ['1100-0001', '2000-0001', '1570000'],
  ['1100-0001', '4000', '400000'],
  ['1100-0001', '2100', '30000'],
  ['1000-0001', '1100-0001', '2000000'],
  ['2000-0001', '1000-0001', '1570000'],
  ['5100', '1000-0001', '600000'],
  ['1500', '1000-0001', '800000'],
  ['1000-0001', '2500', '1000000'],
  ['1010', '1000-0001', '100000'],
  ['5700', '1000-0001', '50000'],
  ['5000', '1000-0001', '1500000'],
];

const opening = movements(OPENING);
const period = movements(PERIOD);
const toEnd = movements([...OPENING, ...PERIOD]);
export const DATES = { startDate: '2026-01-01', endDate: '2026-10-31' };
const none = new Map();

const ok = <T>(data: T) => ({ success: true as const, data });

export const trialBalanceAnswer = (asOf = DATES.endDate) => ok(trialBalance(CHART, toEnd, asOf));
export const emptyTrialBalanceAnswer = ok(trialBalance(CHART, none, DATES.endDate));
export const balanceSheetAnswer = (asOf = DATES.endDate) => ok(balanceSheet(CHART, toEnd, asOf));
export const emptyBalanceSheetAnswer = ok(balanceSheet(CHART, none, DATES.endDate));
export const incomeStatementAnswer = (dates = DATES) => ok(incomeStatement(CHART, period, dates));
export const emptyIncomeStatementAnswer = ok(incomeStatement(CHART, none, DATES));
export const cashFlowAnswer = (dates = DATES) => ok(cashFlow(CHART, { opening, period }, dates));
export const emptyCashFlowAnswer = ok(cashFlow(CHART, { opening: none, period: none }, DATES));
export const summaryAnswer = (query: { startDate?: string; endDate?: string; search?: string } = {}) =>
  ok(
    summaryOfAccounts(
      CHART,
      { opening, period },
      { startDate: query.startDate ?? DATES.startDate, endDate: query.endDate ?? DATES.endDate, search: query.search },
    ),
  );

// The same books at a brokerage with 250 client accounts under Client Receivables (Ade Motors the
// first of them, and Client 002 billed 500,000 in the period and not yet paying): the server folds
// them into their main account, as past SUB_ACCOUNTS_LISTED.
const RECEIVABLES = CHART.find((entry) => entry.code === '1100')!;
const ADE_MOTORS = CHART.find((entry) => entry.code === '1100-0001')!;
export const CLIENT_ACCOUNTS: StatementAccount[] = [
  ADE_MOTORS,
  ...Array.from({ length: 249 }, (_, index) =>
    account(`1100-${String(index + 2).padStart(4, '0')}`, `Client ${String(index + 2).padStart(3, '0')} Ltd`, 'receivables', '1100'),
  ),
];
const FOLDED_CHART = CHART.filter((entry) => entry.parent_id !== RECEIVABLES.id).map((entry) =>
  entry === RECEIVABLES ? { ...entry, unlisted: CLIENT_ACCOUNTS.length } : entry,
);
const BILLED: Posting[] = [['1100-0002', '4000', '500000']];
const crowdedPeriod = movements([...PERIOD, ...BILLED]);
const crowdedToEnd = movements([...OPENING, ...PERIOD, ...BILLED]);
/** The movements as the server reads them folded: the client accounts' counted as Client Receivables' own. */
function folded(of: Movements): Movements {
  const map = new Map(of);
  for (const client of CLIENT_ACCOUNTS) {
    const moved = map.get(client.id);
    if (!moved) continue;
    const main = map.get(RECEIVABLES.id) ?? { debit: 0, credit: 0 };
    map.set(RECEIVABLES.id, { debit: main.debit + moved.debit, credit: main.credit + moved.credit });
    map.delete(client.id);
  }
  return map;
}
export const foldedSummaryAnswer = () =>
  ok(summaryOfAccounts(FOLDED_CHART, { opening: folded(opening), period: folded(crowdedPeriod) }, DATES));
export const foldedTrialBalanceAnswer = (asOf = DATES.endDate) => ok(trialBalance(FOLDED_CHART, folded(crowdedToEnd), asOf));

/** A page of 50 of the client accounts, as GET /accounting/summary/sub-accounts answers. */
export function subAccountsAnswer(query: { startDate?: string; endDate?: string; search?: string; page?: string | number } = {}) {
  const words = (query.search ?? '').trim().toLowerCase();
  const found = CLIENT_ACCOUNTS.filter((entry) => entry.code.includes(words) || entry.name.toLowerCase().includes(words));
  const page = Number(query.page ?? 1);
  const shown = found.slice((page - 1) * 50, page * 50);
  const startDate = query.startDate ?? DATES.startDate;
  const endDate = query.endDate ?? DATES.endDate;
  const dates = startDate === DATES.startDate ? { opening, period: crowdedPeriod } : { opening: crowdedToEnd, period: none };
  return {
    success: true as const,
    data: {
      main_account: { id: RECEIVABLES.id, code: RECEIVABLES.code, name: RECEIVABLES.name },
      start_date: startDate,
      end_date: endDate,
      search: words,
      accounts: subAccountLines(RECEIVABLES, shown, dates),
    },
    meta: { page, limit: 50, total: found.length, pages: Math.max(1, Math.ceil(found.length / 50)) },
  };
}

export const REFUSAL = "You need the 'View Financial Reports' permission to do this. Ask an administrator of your brokerage.";
