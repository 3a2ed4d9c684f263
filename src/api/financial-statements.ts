import { instance, string, union } from 'superstruct';
import {
  BalanceSheetResponse,
  CashFlowResponse,
  IncomeStatementResponse,
  statementFileName,
  SubAccountsResponse,
  SummaryOfAccountsResponse,
  TrialBalanceResponse,
  type BalanceSheet,
  type CashFlow,
  type IncomeStatement,
  type StatementKind,
  type SubAccountsPage,
  type SummaryOfAccounts,
  type TrialBalance,
} from '../../domain/financial-statements';
import type { ListMeta } from '../../domain/api/envelope';
import type { ApiClient } from './client';

export interface AsOf {
  asOf?: string;
}

export interface Period {
  startDate?: string;
  endDate?: string;
}

/** Where each statement is asked for. */
export const STATEMENT_PATHS: Record<StatementKind, string> = {
  'summary-of-accounts': '/accounting/summary',
  'trial-balance': '/accounting/reports/trial-balance',
  'balance-sheet': '/accounting/reports/balance-sheet',
  'income-statement': '/accounting/reports/income-statement',
  'cash-flow': '/accounting/reports/cash-flow',
};

/**
 * GET /accounting/summary: each account's opening balance, debits, credits and closing balance;
 * dates left out are the server's defaults.
 */
export async function fetchSummaryOfAccounts(
  api: ApiClient,
  query: Period & { search?: string },
  signal?: AbortSignal,
): Promise<SummaryOfAccounts> {
  const search = query.search?.trim();
  return (
    await api.request(STATEMENT_PATHS['summary-of-accounts'], { query: { ...query, search }, signal, response: SummaryOfAccountsResponse })
  ).data;
}

/** GET /accounting/summary/sub-accounts: a page of one main account's sub-accounts over a period. */
export async function fetchSubAccounts(
  api: ApiClient,
  query: Period & { mainAccountId: string; search?: string; page: number },
  signal?: AbortSignal,
): Promise<{ data: SubAccountsPage; meta: ListMeta }> {
  const search = query.search?.trim() || undefined;
  const { data, meta } = await api.request('/accounting/summary/sub-accounts', {
    query: { ...query, search },
    signal,
    response: SubAccountsResponse,
  });
  return { data, meta };
}

export async function fetchTrialBalance(api: ApiClient, query: AsOf, signal?: AbortSignal): Promise<TrialBalance> {
  return (await api.request(STATEMENT_PATHS['trial-balance'], { query: { ...query }, signal, response: TrialBalanceResponse })).data;
}

export async function fetchBalanceSheet(api: ApiClient, query: AsOf, signal?: AbortSignal): Promise<BalanceSheet> {
  return (await api.request(STATEMENT_PATHS['balance-sheet'], { query: { ...query }, signal, response: BalanceSheetResponse })).data;
}

export async function fetchIncomeStatement(api: ApiClient, query: Period, signal?: AbortSignal): Promise<IncomeStatement> {
  return (await api.request(STATEMENT_PATHS['income-statement'], { query: { ...query }, signal, response: IncomeStatementResponse })).data;
}

export async function fetchCashFlow(api: ApiClient, query: Period, signal?: AbortSignal): Promise<CashFlow> {
  return (await api.request(STATEMENT_PATHS['cash-flow'], { query: { ...query }, signal, response: CashFlowResponse })).data;
}

const MEDIA_TYPES = { csv: 'text/csv', pdf: 'application/pdf' } as const;

/**
 * A statement as a CSV or PDF file, fetched with the session like any call (so a link cannot open
 * it), with the name the server gives it. The client reads text/csv as text, so text is wrapped.
 */
export async function downloadStatement(
  api: ApiClient,
  kind: StatementKind,
  query: AsOf & Period & { search?: string },
  format: 'csv' | 'pdf',
  signal?: AbortSignal,
): Promise<{ file: Blob; fileName: string }> {
  const answer = await api.request(STATEMENT_PATHS[kind], {
    query: { ...query, format },
    signal,
    response: union([instance(Blob), string()]),
  });
  const file = typeof answer === 'string' ? new Blob([answer], { type: MEDIA_TYPES[format] }) : answer;
  return { file, fileName: statementFileName(kind, query, format) };
}
