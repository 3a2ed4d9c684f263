import { array } from 'superstruct';
import { PaidPremiumList, RemittanceSchedule, RemittanceSchedulePayload, RemittedRow } from '../../domain/invoices/schedule';
import { PREMIUM_REMITTED } from '../../domain/messages';
import { SCHEDULE_KEEPERS, type PermissionName } from '../../domain/permissions';
import { holders } from '../auth/authorize';
import { pageMeta } from '../http/paging';
import { pagingOf } from '../http/params';
import { route } from '../http/route';
import { allRemitted, createSchedule, paidPremium, RemittedListQuery, ScheduleListQuery, scheduleFilters } from './schedules';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export const REMITTANCE_READERS: readonly PermissionName[] = SCHEDULE_KEEPERS;
const access = holders(REMITTANCE_READERS);

/** Remittance Mgmt: Create Schedule (/remit-premium) and Remittance Schedules (/premium-remitted). */
export function remittanceScheduleRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/paidpremium',
      access,
      summary: 'Paid invoices whose premium is still (partly) to remit, the longest-paid first, with totals',
      query: ScheduleListQuery,
      response: PaidPremiumList,
    },
    async ({ tx, session, query }) => {
      const paging = pagingOf(query);
      const { invoices, total, totals } = await paidPremium(tx, session.tenantId, scheduleFilters(query), paging);
      return { data: { invoices }, meta: pageMeta(paging, total), totals };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/remittance-schedules',
      access,
      summary: "Remit several invoices' whole premium to one insurer in one schedule",
      body: RemittanceSchedulePayload,
      response: RemittanceSchedule,
      status: 201,
      errors: [404, 409],
      idempotent: true,
    },
    async ({ tx, session, body }) => ({
      message: PREMIUM_REMITTED,
      data: await createSchedule(tx, session.tenantId, body, session.userId),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/all-remitted',
      access,
      summary: 'The premium remitted, newest first, with totals',
      query: RemittedListQuery,
      response: array(RemittedRow),
    },
    async ({ tx, session, query }) => {
      const paging = pagingOf(query);
      const { data, total, totals } = await allRemitted(tx, session.tenantId, scheduleFilters(query), paging, query);
      return { data, meta: pageMeta(paging, total), totals };
    },
  );
}
