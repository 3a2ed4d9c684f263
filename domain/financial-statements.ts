import { DateTime } from 'luxon';
import { array, boolean, enums, literal, nullable, number, optional, refine, string, type, type Infer } from 'superstruct';
import { ACCOUNT_CLASSES, ACCOUNT_SUB_TYPE_CODES } from './accounting';
import { answerOf, ListMeta } from './api/envelope';
import { END_DATE_BEFORE_START_DATE, INVALID_DATE } from './common-messages';
import { isValidDateString } from './date-input';
import { isUuid } from './ids';
import { wholeNumber } from './paging';
import { REPORT_MAX_PAGE_SIZE } from './reports/report-page';
import type { FieldError } from './validation';

// The five financial statements: what the API answers, what it is asked, and the download names.
// Amounts are naira text ('1500.00'); a negative amount sits on the other side of its heading.

const amount = () => string();

// ---- queries ---------------------------------------------------------------------------------------

export const STATEMENT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

const day = () => refine(string(), 'date', (value) => isValidDateString(value.trim()) || INVALID_DATE);

/** A date the statement stands at (trial balance, balance sheet); today when left out. */
export const AsOfQuery = type({ asOf: optional(day()), format: optional(enums(STATEMENT_FORMATS)) });
export type AsOfQuery = Infer<typeof AsOfQuery>;

const inOrder = <T extends { startDate?: string; endDate?: string }>(value: T) =>
  !value.startDate ||
  !value.endDate ||
  value.startDate.trim() <= value.endDate.trim() || { path: ['endDate'], message: END_DATE_BEFORE_START_DATE };

/** A stretch of days, both ends inclusive; the current accounting period up to today when left out. */
export const PeriodQuery = refine(
  type({ startDate: optional(day()), endDate: optional(day()), format: optional(enums(STATEMENT_FORMATS)) }),
  'period',
  inOrder,
);
export type PeriodQuery = Infer<typeof PeriodQuery>;

/**
 * A page of one crowded main account's sub-accounts over a period, as the summary of accounts would
 * list them; `search` keeps those whose code or name holds it.
 */
export const SubAccountsQuery = refine(
  type({
    mainAccountId: refine(string(), 'uuid', (value) => isUuid(value) || 'Choose a main account'),
    startDate: optional(day()),
    endDate: optional(day()),
    search: optional(string()),
    page: wholeNumber('page'),
    limit: wholeNumber('limit', REPORT_MAX_PAGE_SIZE),
  }),
  'period',
  inOrder,
);
export type SubAccountsQuery = Infer<typeof SubAccountsQuery>;

export const SummaryQuery = refine(
  type({ startDate: optional(day()), endDate: optional(day()), search: optional(string()), format: optional(enums(STATEMENT_FORMATS)) }),
  'period',
  inOrder,
);
export type SummaryQuery = Infer<typeof SummaryQuery>;

/** The same checks in the browser's date controls, as field errors. */
export function periodErrors(startDate: string, endDate: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!isValidDateString(startDate)) errors.push({ field: 'startDate', message: INVALID_DATE });
  if (!isValidDateString(endDate)) errors.push({ field: 'endDate', message: INVALID_DATE });
  if (errors.length === 0 && startDate > endDate) errors.push({ field: 'endDate', message: END_DATE_BEFORE_START_DATE });
  return errors;
}

export const dayBefore = (date: string): string => DateTime.fromISO(date).minus({ days: 1 }).toISODate()!;

/**
 * The period a statement covers when the caller leaves ends out: from the start of the accounting
 * period covering the end (or the 1st of January of its year) to today.
 */
export function defaultPeriod(
  query: { startDate?: string; endDate?: string },
  today: string,
  periodStartOf: (date: string) => string | null,
) {
  const startGiven = query.startDate?.trim();
  const endDate = query.endDate?.trim() || (startGiven && startGiven > today ? startGiven : today);
  const startDate = startGiven || periodStartOf(endDate) || `${endDate.slice(0, 4)}-01-01`;
  return { startDate, endDate };
}

// ---- downloads -------------------------------------------------------------------------------------

export const STATEMENT_KINDS = ['summary-of-accounts', 'trial-balance', 'balance-sheet', 'income-statement', 'cash-flow'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

/** The download's name, the same on the server (Content-Disposition) and in the browser. */
export function statementFileName(
  kind: StatementKind,
  dates: { asOf?: string; startDate?: string; endDate?: string },
  format: 'csv' | 'pdf',
): string {
  const when = dates.asOf ?? `${dates.startDate}-to-${dates.endDate}`;
  return `${kind}-${when}.${format}`;
}

// ---- answers ---------------------------------------------------------------------------------------

/** An identity the statement must keep, shown as a check line ("Debits equal credits"). */
export const StatementCheck = type({ name: string(), holds: boolean(), left: amount(), right: amount() });
export type StatementCheck = Infer<typeof StatementCheck>;

const accountFields = {
  account_code_pk: string(),
  account_code: string(),
  account_name: string(),
  account_type: enums(ACCOUNT_SUB_TYPE_CODES),
  account_type_name: string(),
  account_class: enums(ACCOUNT_CLASSES),
  parent_account_id: nullable(string()),
  /** 0 for a main account, 1 for its sub-accounts (shown indented), and so on. */
  level: number(),
  /** Sub-accounts included in this main account's figures but not listed (see SUB_ACCOUNTS_LISTED). */
  unlisted_sub_accounts: number(),
};

export const SummaryAccount = type({
  ...accountFields,
  normal_balance: enums(['debit', 'credit']),
  /** On the account's normal side, before the start date. */
  opening_balance: amount(),
  debit: amount(),
  credit: amount(),
  closing_balance: amount(),
});
export type SummaryAccount = Infer<typeof SummaryAccount>;

export const SummaryOfAccounts = type({
  start_date: string(),
  end_date: string(),
  search: string(),
  accounts: array(SummaryAccount),
  /** Of the accounts listed, each counted once (a main account already includes its sub-accounts). */
  totals: type({ debit: amount(), credit: amount() }),
  checks: array(StatementCheck),
});
export type SummaryOfAccounts = Infer<typeof SummaryOfAccounts>;

export const TrialBalanceAccount = type({ ...accountFields, debit: nullable(amount()), credit: nullable(amount()) });
export type TrialBalanceAccount = Infer<typeof TrialBalanceAccount>;

export const TrialBalance = type({
  as_of: string(),
  accounts: array(TrialBalanceAccount),
  totals: type({ debit: amount(), credit: amount() }),
  checks: array(StatementCheck),
});
export type TrialBalance = Infer<typeof TrialBalance>;

/** One line of a statement: an account (or a figure worked out, such as the current period result). */
export const StatementLine = type({
  account_code_pk: nullable(string()),
  account_code: nullable(string()),
  account_name: string(),
  level: number(),
  amount: amount(),
  /** Sub-accounts included in this line's amount but not listed (see SUB_ACCOUNTS_LISTED). */
  unlisted_sub_accounts: number(),
});
export type StatementLine = Infer<typeof StatementLine>;

export const StatementSection = type({
  sub_type: enums(ACCOUNT_SUB_TYPE_CODES),
  name: string(),
  lines: array(StatementLine),
  total: amount(),
});
export type StatementSection = Infer<typeof StatementSection>;

export const StatementGroup = type({
  account_class: enums(ACCOUNT_CLASSES),
  name: string(),
  sections: array(StatementSection),
  total: amount(),
});
export type StatementGroup = Infer<typeof StatementGroup>;

export const BalanceSheet = type({
  as_of: string(),
  /** Assets, liabilities and equity, in that order. */
  groups: array(StatementGroup),
  /** Income less expenses from the first entry to the date: there are no closing entries. */
  current_period_result: amount(),
  total_assets: amount(),
  total_liabilities_and_equity: amount(),
  checks: array(StatementCheck),
});
export type BalanceSheet = Infer<typeof BalanceSheet>;

export const RESULT_KINDS = ['profit', 'loss', 'break_even'] as const;

export const IncomeStatement = type({
  start_date: string(),
  end_date: string(),
  /** Income, then expenses. */
  groups: array(StatementGroup),
  total_income: amount(),
  total_expenses: amount(),
  result: amount(),
  result_kind: enums(RESULT_KINDS),
  checks: array(StatementCheck),
});
export type IncomeStatement = Infer<typeof IncomeStatement>;

export const CASH_FLOW_ACTIVITIES = ['operating', 'investing', 'financing'] as const;
export type CashFlowActivity = (typeof CASH_FLOW_ACTIVITIES)[number];

export const CashFlowSection = type({
  activity: enums(CASH_FLOW_ACTIVITIES),
  name: string(),
  lines: array(StatementLine),
  total: amount(),
});
export type CashFlowSection = Infer<typeof CashFlowSection>;

export const CashFlow = type({
  start_date: string(),
  end_date: string(),
  result: amount(),
  sections: array(CashFlowSection),
  net_change: amount(),
  opening_cash: amount(),
  closing_cash: amount(),
  checks: array(StatementCheck),
});
export type CashFlow = Infer<typeof CashFlow>;

export const SubAccountsPage = type({
  main_account: type({ id: string(), code: string(), name: string() }),
  start_date: string(),
  end_date: string(),
  search: string(),
  accounts: array(SummaryAccount),
});
export type SubAccountsPage = Infer<typeof SubAccountsPage>;

export const SummaryOfAccountsResponse = answerOf(SummaryOfAccounts);
export const SubAccountsResponse = type({ success: literal(true), message: optional(string()), data: SubAccountsPage, meta: ListMeta });
export const TrialBalanceResponse = answerOf(TrialBalance);
export const BalanceSheetResponse = answerOf(BalanceSheet);
export const IncomeStatementResponse = answerOf(IncomeStatement);
export const CashFlowResponse = answerOf(CashFlow);

export const CHECK_NAMES = {
  debitsEqualCredits: 'Debits equal credits',
  balanceSheet: 'Assets equal liabilities plus equity',
  cashFlow: 'Net change equals the change in cash and bank',
} as const;

export const CURRENT_PERIOD_RESULT = 'Current period result';
export const RESULT_FOR_THE_PERIOD = 'Result for the period';
