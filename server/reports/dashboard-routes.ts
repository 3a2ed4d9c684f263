import { koboToNaira } from '../../domain/money';
import {
  CommissionDue,
  DashboardPanels,
  DashboardQuery,
  PolicyCount,
  PremiumUnderwritten,
  SumAssured,
} from '../../domain/reports/dashboard';
import { todayInLagos } from '../../domain/today';
import { anySignedIn, grantsFor, holders } from '../auth/authorize';
import { planWithValues } from '../db/custom-plans';
import { route } from '../http/route';
import { policyTotals, premiumTotals } from './dashboard/book-figures';
import { ACCOUNTING_READERS, dashboardPanels } from './dashboard/panels';
import { periodAsked } from './report-routes';
import type { DayRange } from '../../domain/reports/periods';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** The dates asked for, or this month so far. */
const rangeOf = (query: DashboardQuery): DayRange => periodAsked(query, 'month');

/** The dashboard (spec, dashboard tiles): four totals over a period, and the panels around them. */
export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tile = { method: 'GET', tag: 'dashboard', query: DashboardQuery } as const;

  route(
    app,
    ctx,
    {
      ...tile,
      url: '/count/policies',
      access: holders('View Policies'),
      summary: 'How many policies were written in the period: cover starting in it, placed or further',
      response: PolicyCount,
    },
    async ({ tx, session, query }) => ({ data: { policyCount: (await policyTotals(tx, session.tenantId, rangeOf(query))).count } }),
  );

  route(
    app,
    ctx,
    {
      ...tile,
      url: '/sumAssured/policies',
      access: holders('View Policies'),
      summary: 'The sum insured of the policies written in the period',
      response: SumAssured,
    },
    async ({ tx, session, query }) => ({
      data: { sumAssured: koboToNaira((await policyTotals(tx, session.tenantId, rangeOf(query))).sumInsuredKobo) },
    }),
  );

  route(
    app,
    ctx,
    {
      ...tile,
      url: '/fetch/underWrittenPremium',
      access: holders('View Invoices'),
      summary: 'The premium billed on debit notes issued in the period, less return premium',
      response: PremiumUnderwritten,
    },
    async ({ tx, session, query }) => ({
      data: { premiumUnderwritten: koboToNaira((await premiumTotals(tx, session.tenantId, rangeOf(query))).premiumKobo) },
    }),
  );

  route(
    app,
    ctx,
    {
      ...tile,
      url: '/accounting/fetch/comissionDue',
      access: holders([...ACCOUNTING_READERS]),
      summary: "The commission on the period's debit notes not yet collected from clients",
      response: CommissionDue,
    },
    async ({ tx, session, query }) => ({
      data: { balance_after: koboToNaira((await premiumTotals(tx, session.tenantId, rangeOf(query))).commission.dueKobo) },
    }),
  );

  route(
    app,
    ctx,
    {
      ...tile,
      url: '/reports/dashboard',
      access: anySignedIn("every user has a dashboard; each panel is there only when the user's grants allow it"),
      summary:
        'The dashboard panels: premium by month, insurer and class, commission, the remittance clock, expiring policies, open claims by age, quotes awaiting approval',
      response: DashboardPanels,
    },
    async ({ tx, session, query, request }) => {
      await planWithValues(tx);
      return { data: await dashboardPanels(tx, session.tenantId, grantsFor(request), rangeOf(query), todayInLagos()) };
    },
  );
}
