import { CLIENT_REPORT_PATH, CLIENT_REPORT_TITLE, ClientReportQuery } from '../../domain/reports/client-report';
import { holders } from '../auth/authorize';
import { clientReport } from './client/client-report';
import { reportRoute } from './report-routes';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** GET /reports/client-report: one client whole over a period (a quarter so far unless asked). */
export function clientReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  reportRoute(app, ctx, {
    url: CLIENT_REPORT_PATH,
    kind: 'client-report',
    title: CLIENT_REPORT_TITLE,
    summary: "A client's policies, premium billed, paid and outstanding, claims, and statement of account over a period",
    access: holders('View Client Reports'),
    period: 'quarter',
    query: ClientReportQuery,
    build: clientReport,
  });
}
