import { END_DATE_BEFORE_START_DATE } from '../../domain/common-messages';
import { periodToDate, type DayRange, type ReportPeriodKind } from '../../domain/reports/periods';
import { ReportQuery, Report, type ReportFormat } from '../../domain/reports/report';
import { planWithValues } from '../db/custom-plans';
import { storageOf } from '../files/storage';
import { invalidInput } from '../http/errors';
import { route } from '../http/route';
import { letterheadOf } from '../pdf/letterhead';
import { reportFile } from './report-files';
import type { Access } from '../auth/authorize';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { FastifyInstance } from 'fastify';
import type { Struct } from 'superstruct';

/** What a report's builder works out for a period: the kind and period are the route's, the title too unless it names its subject. */
export type ReportBody = Pick<Report, 'tables' | 'checks' | 'notes'> & { title?: string };

export type ReportBuilder<Q extends ReportQuery = ReportQuery> = (
  tx: Transaction,
  tenantId: string,
  period: DayRange,
  query: Q,
) => Promise<ReportBody>;

export interface ReportDefinition<Q extends ReportQuery = ReportQuery> {
  /** Under /api/v1, e.g. `/reports/regulatory/crr-premium`. */
  url: string;
  kind: string;
  title: string;
  /** One line for the API reference. */
  summary: string;
  access: Access;
  /** The period when the caller leaves the dates out: this one, from its first day to today. */
  period: ReportPeriodKind;
  /** What the report is asked beyond its period and format (whose report, which insurer). */
  query?: Struct<Q, unknown>;
  build: ReportBuilder<Q>;
}

const FILE_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'] as const;

/** The period asked for: the dates given, or the default period up to today. */
export function periodAsked(query: ReportQuery, kind: ReportPeriodKind): DayRange {
  const fallback = periodToDate(kind, query.endDate?.trim());
  const period = { startDate: query.startDate?.trim() ?? fallback.startDate, endDate: query.endDate?.trim() ?? fallback.endDate };
  // A start after today with no end: the default end (today) would come before it.
  if (period.startDate > period.endDate) throw invalidInput([{ field: 'endDate', message: END_DATE_BEFORE_START_DATE }]);
  return period;
}

/** A report's call: its JSON, or with `format=csv|xlsx|pdf` the same figures as a download. */
export function reportRoute<Q extends ReportQuery>(app: FastifyInstance, ctx: AppContext, definition: ReportDefinition<Q>): void {
  const { url, access, summary, kind, title } = definition;
  const query = definition.query ?? (ReportQuery as unknown as Struct<Q, unknown>);
  route(
    app,
    ctx,
    { method: 'GET', url, access, summary, tag: 'reports', query, response: Report, downloads: FILE_TYPES },
    async ({ tx, session: { tenantId }, query }) => {
      const period = periodAsked(query, definition.period);
      await planWithValues(tx);
      const report: Report = {
        kind,
        title,
        start_date: period.startDate,
        end_date: period.endDate,
        ...(await definition.build(tx, tenantId, period, query)),
      };
      const format: ReportFormat = query.format ?? 'json';
      if (format === 'json') return { data: report };
      return { download: await reportFile(report, format, () => letterheadOf(tx, tenantId, storageOf(ctx), 'report')) };
    },
  );
}
