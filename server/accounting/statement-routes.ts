import {
  AsOfQuery,
  BalanceSheet,
  CashFlow,
  IncomeStatement,
  PeriodQuery,
  SubAccountsQuery,
  SubAccountsPage,
  SummaryOfAccounts,
  SummaryQuery,
  TrialBalance,
  type StatementFormat,
  type StatementKind,
} from '../../domain/financial-statements';
import { holders, type Access } from '../auth/authorize';
import { storageOf } from '../files/storage';
import { route } from '../http/route';
import { letterheadOf } from '../pdf/letterhead';
import { screenPage } from '../reports/report-paging';
import { balanceSheet } from './statements/balance-sheet';
import { asOfAsked, periodAsked } from './statements/books';
import { cashFlow } from './statements/cash-flow';
import { downloadOf } from './statements/export';
import { incomeStatement } from './statements/income-statement';
import { balanceSheetSheet, cashFlowSheet, incomeStatementSheet } from './statements/position-sheets';
import { summarySheet, trialBalanceSheet, type Sheet } from './statements/sheets';
import { subAccountsPage } from './statements/sub-accounts';
import { summaryOfAccounts } from './statements/summary-of-accounts';
import { trialBalance } from './statements/trial-balance';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { FastifyInstance } from 'fastify';
import type { Struct } from 'superstruct';

interface Statement<Q extends { format?: StatementFormat }, T> {
  url: string;
  access: Access;
  summary: string;
  query: Struct<Q, unknown>;
  response: Struct<T, unknown>;
  kind: StatementKind;
  /** `whole`: every sub-account listed, for the downloads; on screen a crowded main account stands for its own. */
  build: (tx: Transaction, tenantId: string, query: Q, whole: boolean) => Promise<T>;
  sheet: (data: T) => Sheet;
  dates: (data: T) => { asOf?: string; startDate?: string; endDate?: string };
}

const ofPeriod = (data: { start_date: string; end_date: string }) => ({ startDate: data.start_date, endDate: data.end_date });
const reportReaders = holders('View Financial Reports');
// The spec's call; the chart's readers may see it as well as those who read the reports.
const summaryReaders = holders(['View Financial Reports', 'View Accounts']);

/**
 * The financial statements, each read from the chart and the accounts' maintained daily totals:
 * as JSON, or with `format=csv` / `format=pdf` as a download named by the statement and its dates.
 */
export function financialStatementRoutes(app: FastifyInstance, ctx: AppContext): void {
  function statementRoute<Q extends { format?: StatementFormat }, T>(statement: Statement<Q, T>) {
    const { url, access, summary, query, response } = statement;
    route(
      app,
      ctx,
      { method: 'GET', url, access, summary, query, response, downloads: ['text/csv', 'application/pdf'] },
      async ({ tx, session: { tenantId }, query }) => {
        const format = query.format ?? 'json';
        const data = await statement.build(tx, tenantId, query, format !== 'json');
        if (format === 'json') return { data };
        const letterhead =
          format === 'pdf' ? await letterheadOf(tx, tenantId, storageOf(ctx), 'report') : { name: '', address: null, rcNumber: null };
        return {
          download: await downloadOf(statement.sheet(data), letterhead, { kind: statement.kind, dates: statement.dates(data), format }),
        };
      },
    );
  }

  statementRoute({
    url: '/accounting/summary',
    access: summaryReaders,
    summary: "Summary of accounts: each account's opening balance, movements and closing balance over a period",
    query: SummaryQuery,
    response: SummaryOfAccounts,
    kind: 'summary-of-accounts',
    build: async (tx, tenantId, query, whole) =>
      summaryOfAccounts(tx, tenantId, { ...(await periodAsked(tx, tenantId, query)), search: query.search }, whole),
    sheet: summarySheet,
    dates: ofPeriod,
  });

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounting/summary/sub-accounts',
      access: summaryReaders,
      summary:
        "A page of one main account's sub-accounts with their opening balance, movements and closing balance over a period (the summary of accounts lists a main account with many as one line)",
      query: SubAccountsQuery,
      response: SubAccountsPage,
    },
    async ({ tx, session: { tenantId }, query }) =>
      subAccountsPage(
        tx,
        tenantId,
        { ...(await periodAsked(tx, tenantId, query)), mainAccountId: query.mainAccountId, search: query.search },
        screenPage(query),
      ),
  );

  statementRoute({
    url: '/accounting/reports/trial-balance',
    access: reportReaders,
    summary: 'Trial balance as of a day (today when left out)',
    query: AsOfQuery,
    response: TrialBalance,
    kind: 'trial-balance',
    build: (tx, tenantId, query, whole) => trialBalance(tx, tenantId, { asOf: asOfAsked(query) }, whole),
    sheet: trialBalanceSheet,
    dates: (data) => ({ asOf: data.as_of }),
  });

  statementRoute({
    url: '/accounting/reports/balance-sheet',
    access: reportReaders,
    summary: 'Balance sheet as of a day (today when left out)',
    query: AsOfQuery,
    response: BalanceSheet,
    kind: 'balance-sheet',
    build: (tx, tenantId, query, whole) => balanceSheet(tx, tenantId, { asOf: asOfAsked(query) }, whole),
    sheet: balanceSheetSheet,
    dates: (data) => ({ asOf: data.as_of }),
  });

  statementRoute({
    url: '/accounting/reports/income-statement',
    access: reportReaders,
    summary: 'Income statement over a period (the current accounting period when left out)',
    query: PeriodQuery,
    response: IncomeStatement,
    kind: 'income-statement',
    build: async (tx, tenantId, query, whole) => incomeStatement(tx, tenantId, await periodAsked(tx, tenantId, query), whole),
    sheet: incomeStatementSheet,
    dates: ofPeriod,
  });

  statementRoute({
    url: '/accounting/reports/cash-flow',
    access: reportReaders,
    summary: 'Cash flow statement over a period (the current accounting period when left out)',
    query: PeriodQuery,
    response: CashFlow,
    kind: 'cash-flow',
    build: async (tx, tenantId, query) => cashFlow(tx, tenantId, await periodAsked(tx, tenantId, query)),
    sheet: cashFlowSheet,
    dates: ofPeriod,
  });
}
