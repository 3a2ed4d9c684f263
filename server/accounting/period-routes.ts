import { array, nullable } from 'superstruct';
import { AccountingPeriod, PeriodPayload, periodMessages } from '../../domain/periods';
import { todayInLagos } from '../../domain/today';
import { holders } from '../auth/authorize';
import { IdParams, metaFor } from '../http/params';
import { route } from '../http/route';
import { closePeriod, createPeriod, currentPeriod, listPeriods } from './periods';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** Whoever works in the books reads the periods (entry forms, approvals and reports need them). */
const readers = holders([
  'View Accounts',
  'Manage Accounting Periods',
  'Create Transaction',
  'Approve Transaction',
  'View Financial Reports',
]);
const keepers = holders('Manage Accounting Periods');

/** Accounting periods: read by anyone in the books; opening and closing one needs 'Manage Accounting Periods'. */
export function accountingPeriodRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounting/periods',
      access: readers,
      summary: 'The accounting periods, with the one open today',
      response: array(AccountingPeriod),
    },
    async ({ tx, session }) => {
      const data = await listPeriods(tx, session.tenantId, todayInLagos());
      return { data, meta: metaFor(null, data.length) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounting/periods/current',
      access: readers,
      summary: 'The accounting period today falls in (null when none)',
      response: nullable(AccountingPeriod),
    },
    async ({ tx, session }) => ({ data: await currentPeriod(tx, session.tenantId, todayInLagos()) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/accounting/periods',
      access: keepers,
      summary: 'Open an accounting period',
      body: PeriodPayload,
      response: AccountingPeriod,
      status: 201,
      errors: [409],
    },
    async ({ tx, session: { tenantId, userId }, body }) => ({
      message: periodMessages.created,
      data: await createPeriod(tx, tenantId, userId, body, todayInLagos()),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/accounting/periods/:id/close',
      access: keepers,
      summary: 'Close an accounting period',
      params: IdParams,
      response: AccountingPeriod,
      errors: [404, 409],
    },
    async ({ tx, session: { tenantId, userId }, params }) => ({
      message: periodMessages.closed,
      data: await closePeriod(tx, tenantId, params.id, userId, todayInLagos()),
    }),
  );
}
