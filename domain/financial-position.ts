import { check, debitsEqualCredits } from './account-statements';
import { ACCOUNT_TYPES, type AccountClass } from './accounting';
import {
  CHECK_NAMES,
  CURRENT_PERIOD_RESULT,
  RESULT_FOR_THE_PERIOD,
  type BalanceSheet,
  type CashFlow,
  type CashFlowActivity,
  type CashFlowSection,
  type IncomeStatement,
  type StatementGroup,
  type StatementLine,
} from './financial-statements';
import { koboToNaira } from './money';
import {
  accountTree,
  cashFlowRoleOf,
  classOfNode,
  nonZero,
  onNormalSide,
  turnoverOf,
  type AccountNode,
  type Movements,
  type StatementAccount,
} from './statement-accounts';

// The balance sheet, the income statement and the cash flow statement, worked out from the
// chart and the accounts' movements alone.

const accountLine = (node: AccountNode, amount: number): StatementLine => ({
  account_code_pk: node.account.id,
  account_code: node.account.code,
  account_name: node.account.name,
  level: node.level,
  amount: koboToNaira(amount),
  unlisted_sub_accounts: node.account.unlisted ?? 0,
});

const figureLine = (name: string, amount: number): StatementLine => ({
  account_code_pk: null,
  account_code: null,
  account_name: name,
  level: 0,
  amount: koboToNaira(amount),
  unlisted_sub_accounts: 0,
});

interface Group {
  statement: StatementGroup;
  total: number;
}

/** One class's accounts by sub-type, each section with its non-zero accounts and its total (main accounts added). */
function groupOf(
  roots: AccountNode[],
  accountClass: AccountClass,
  movements: Movements,
  extra: Partial<Record<string, { line: StatementLine; amount: number }>> = {},
): Group {
  const type = ACCOUNT_TYPES.find((candidate) => candidate.code === accountClass)!;
  const amountOf = (node: AccountNode) => onNormalSide(accountClass, turnoverOf(node, movements));
  let groupTotal = 0;
  const sections = type.sub_types.flatMap((subType) => {
    const mains = roots.filter((node) => node.reportedAs === subType.code);
    const added = extra[subType.code];
    const lines = nonZero(mains, amountOf).map((node) => accountLine(node, amountOf(node)));
    if (added) lines.push(added.line);
    if (lines.length === 0) return [];
    const total = mains.reduce((sum, node) => sum + amountOf(node), added?.amount ?? 0);
    groupTotal += total;
    return [{ sub_type: subType.code, name: subType.name, lines, total: koboToNaira(total) }];
  });
  return { statement: { account_class: accountClass, name: type.name, sections, total: koboToNaira(groupTotal) }, total: groupTotal };
}

/** Income less expenses over the movements: the profit (positive) or loss (negative). */
export function resultOf(roots: readonly AccountNode[], movements: Movements): number {
  return roots.reduce((sum, node) => {
    const accountClass = classOfNode(node);
    if (accountClass === 'income') return sum + onNormalSide('income', turnoverOf(node, movements));
    if (accountClass === 'expense') return sum - onNormalSide('expense', turnoverOf(node, movements));
    return sum;
  }, 0);
}

/**
 * Assets, liabilities and equity at the end of `asOf`. Nothing closes income and expenses into
 * retained earnings, so equity shows their accumulated difference as the current period result.
 */
export function balanceSheet(chart: readonly StatementAccount[], balances: Movements, asOf: string): BalanceSheet {
  const roots = accountTree(chart);
  const result = resultOf(roots, balances);
  const assets = groupOf(roots, 'asset', balances);
  const liabilities = groupOf(roots, 'liability', balances);
  const equity = groupOf(roots, 'equity', balances, {
    retained_earnings: { line: figureLine(CURRENT_PERIOD_RESULT, result), amount: result },
  });
  return {
    as_of: asOf,
    groups: [assets.statement, liabilities.statement, equity.statement],
    current_period_result: koboToNaira(result),
    total_assets: koboToNaira(assets.total),
    total_liabilities_and_equity: koboToNaira(liabilities.total + equity.total),
    checks: [debitsEqualCredits(balances), check(CHECK_NAMES.balanceSheet, assets.total, liabilities.total + equity.total)],
  };
}

/** Income and expenses of the period by sub-type, and the result: income less expenses. */
export function incomeStatement(
  chart: readonly StatementAccount[],
  period: Movements,
  dates: { startDate: string; endDate: string },
): IncomeStatement {
  const roots = accountTree(chart);
  const income = groupOf(roots, 'income', period);
  const expenses = groupOf(roots, 'expense', period);
  const result = income.total - expenses.total;
  return {
    start_date: dates.startDate,
    end_date: dates.endDate,
    groups: [income.statement, expenses.statement],
    total_income: koboToNaira(income.total),
    total_expenses: koboToNaira(expenses.total),
    result: koboToNaira(result),
    result_kind: result > 0 ? 'profit' : result < 0 ? 'loss' : 'break_even',
    checks: [debitsEqualCredits(period)],
  };
}

const ACTIVITY_NAMES: Record<CashFlowActivity, string> = {
  operating: 'Operating activities',
  investing: 'Investing activities',
  financing: 'Financing activities',
};

/**
 * The indirect method from balances alone. Every entry balances, so the change in cash is the sum
 * over all other accounts of credits less debits: the result for the period (income and expenses),
 * then each other account in the section its sub-type's cash-flow role names. An increase in an
 * asset is an outflow (negative), an increase in a liability or equity an inflow.
 */
export function cashFlow(
  chart: readonly StatementAccount[],
  movements: { opening: Movements; period: Movements },
  dates: { startDate: string; endDate: string },
): CashFlow {
  const roots = accountTree(chart);
  const inflow = (node: AccountNode) => {
    const { debit, credit } = turnoverOf(node, movements.period);
    return credit - debit;
  };
  const result = resultOf(roots, movements.period);
  const sections: CashFlowSection[] = (['operating', 'investing', 'financing'] as const).map((activity) => {
    const mains = roots.filter((node) => cashFlowRoleOf(node) === activity && inflow(node) !== 0);
    const lines = mains.map((node) => accountLine(node, inflow(node)));
    const opening = activity === 'operating' ? [figureLine(RESULT_FOR_THE_PERIOD, result)] : [];
    const total = mains.reduce((sum, node) => sum + inflow(node), activity === 'operating' ? result : 0);
    return { activity, name: ACTIVITY_NAMES[activity], lines: [...opening, ...lines], total: koboToNaira(total) };
  });
  const netChange = roots
    .filter((node) => ['operating', 'investing', 'financing', 'result'].includes(cashFlowRoleOf(node)))
    .reduce((sum, node) => sum + inflow(node), 0);
  const cash = roots.filter((node) => cashFlowRoleOf(node) === 'cash');
  const cashAt = (movements: Movements) => cash.reduce((sum, node) => sum + onNormalSide('asset', turnoverOf(node, movements)), 0);
  const openingCash = cashAt(movements.opening);
  const closingCash = openingCash + cashAt(movements.period);
  return {
    start_date: dates.startDate,
    end_date: dates.endDate,
    result: koboToNaira(result),
    sections,
    net_change: koboToNaira(netChange),
    opening_cash: koboToNaira(openingCash),
    closing_cash: koboToNaira(closingCash),
    checks: [debitsEqualCredits(movements.period), check(CHECK_NAMES.cashFlow, netChange, closingCash - openingCash)],
  };
}
