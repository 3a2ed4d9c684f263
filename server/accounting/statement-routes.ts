import { AsOfQuery, PeriodQuery, SummaryQuery, type StatementFormat, type StatementKind } from '../../domain/financial-statements';
import { sessionOf } from '../auth/authenticate';
import { permitted } from '../auth/authorize';
import { storageOf } from '../files/storage';
import { parseBody } from '../http/validate';
import { letterheadOf } from '../pdf/letterhead';
import { balanceSheet } from './statements/balance-sheet';
import { asOfAsked, periodAsked } from './statements/books';
import { cashFlow } from './statements/cash-flow';
import { downloadOf } from './statements/export';
import { incomeStatement } from './statements/income-statement';
import { balanceSheetSheet, cashFlowSheet, incomeStatementSheet } from './statements/position-sheets';
import { summarySheet, trialBalanceSheet, type Sheet } from './statements/sheets';
import { summaryOfAccounts } from './statements/summary-of-accounts';
import { trialBalance } from './statements/trial-balance';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface Statement<T> {
  kind: StatementKind;
  build: (tx: Transaction, tenantId: string) => Promise<T>;
  sheet: (data: T) => Sheet;
  dates: (data: T) => { asOf?: string; startDate?: string; endDate?: string };
}

const ofPeriod = (data: { start_date: string; end_date: string }) => ({ startDate: data.start_date, endDate: data.end_date });

/**
 * The financial statements, each read from the chart and the accounts' maintained daily totals:
 * as JSON, or with `format=csv` / `format=pdf` as a download named by the statement and its dates.
 */
export function financialStatementRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function answer<T>(request: FastifyRequest, reply: FastifyReply, format: StatementFormat | undefined, statement: Statement<T>) {
    const { tenantId } = sessionOf(request);
    const wanted = format ?? 'json';
    const { data, letterhead } = await ctx.database.asTenant(tenantId, async (tx) => ({
      data: await statement.build(tx, tenantId),
      letterhead: wanted === 'pdf' ? await letterheadOf(tx, tenantId, storageOf(ctx)) : null,
    }));
    if (wanted === 'json') return { success: true, data };
    const download = await downloadOf(statement.sheet(data), letterhead ?? { name: '', address: null, rcNumber: null }, {
      kind: statement.kind,
      dates: statement.dates(data),
      format: wanted,
    });
    return reply
      .header('content-type', download.contentType)
      .header('content-disposition', `attachment; filename="${download.fileName}"`)
      .send(download.body);
  }

  // The spec's call; the chart's readers may see it as well as those who read the reports.
  app.get('/accounting/summary', permitted(ctx, ['View Financial Reports', 'View Accounts']), (request, reply) => {
    const query = parseBody(SummaryQuery, request.query);
    return answer(request, reply, query.format, {
      kind: 'summary-of-accounts',
      build: async (tx, tenantId) => summaryOfAccounts(tx, tenantId, { ...(await periodAsked(tx, tenantId, query)), search: query.search }),
      sheet: summarySheet,
      dates: ofPeriod,
    });
  });

  app.get('/accounting/reports/trial-balance', permitted(ctx, 'View Financial Reports'), (request, reply) => {
    const query = parseBody(AsOfQuery, request.query);
    return answer(request, reply, query.format, {
      kind: 'trial-balance',
      build: (tx, tenantId) => trialBalance(tx, tenantId, { asOf: asOfAsked(query) }),
      sheet: trialBalanceSheet,
      dates: (data) => ({ asOf: data.as_of }),
    });
  });

  app.get('/accounting/reports/balance-sheet', permitted(ctx, 'View Financial Reports'), (request, reply) => {
    const query = parseBody(AsOfQuery, request.query);
    return answer(request, reply, query.format, {
      kind: 'balance-sheet',
      build: (tx, tenantId) => balanceSheet(tx, tenantId, { asOf: asOfAsked(query) }),
      sheet: balanceSheetSheet,
      dates: (data) => ({ asOf: data.as_of }),
    });
  });

  app.get('/accounting/reports/income-statement', permitted(ctx, 'View Financial Reports'), (request, reply) => {
    const query = parseBody(PeriodQuery, request.query);
    return answer(request, reply, query.format, {
      kind: 'income-statement',
      build: async (tx, tenantId) => incomeStatement(tx, tenantId, await periodAsked(tx, tenantId, query)),
      sheet: incomeStatementSheet,
      dates: ofPeriod,
    });
  });

  app.get('/accounting/reports/cash-flow', permitted(ctx, 'View Financial Reports'), (request, reply) => {
    const query = parseBody(PeriodQuery, request.query);
    return answer(request, reply, query.format, {
      kind: 'cash-flow',
      build: async (tx, tenantId) => cashFlow(tx, tenantId, await periodAsked(tx, tenantId, query)),
      sheet: cashFlowSheet,
      dates: ofPeriod,
    });
  });
}
