import { array } from 'superstruct';
import { PremiumAccount, PremiumAccountFields } from '../../domain/banks';
import { anySignedIn, holders } from '../auth/authorize';
import { pageMeta } from '../http/paging';
import { IdParams, PageQuery, pagingOf } from '../http/params';
import { route } from '../http/route';
import {
  checkedAgainstBanks,
  createPremiumAccount,
  deletePremiumAccount,
  listPremiumAccounts,
  updatePremiumAccount,
} from './premium-accounts';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function premiumAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/broker/premium-account',
      access: anySignedIn('the accounts premium is paid into are printed on every debit note; whoever raises one picks from them'),
      summary: 'The bank accounts premium is paid into, by bank and number',
      query: PageQuery,
      response: array(PremiumAccount),
    },
    async ({ tx, session, query }) => {
      const paging = pagingOf(query);
      const { data, total } = await listPremiumAccounts(tx, session.tenantId, paging);
      return { data, meta: pageMeta(paging, total) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/broker/premium-account',
      access: holders('Manage Premium Accounts'),
      summary: 'Add a premium account (its NUBAN checked against the bank); it gets its own ledger account',
      body: PremiumAccountFields,
      response: PremiumAccount,
      status: 201,
      errors: [409],
    },
    async ({ tx, session, body }) => ({
      message: 'Premium account added',
      data: await createPremiumAccount(tx, session.tenantId, await checkedAgainstBanks(tx, body)),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/broker/premium-account/:id',
      access: holders('Manage Premium Accounts'),
      summary: "Change a premium account's bank, number, name or branch",
      params: IdParams,
      body: PremiumAccountFields,
      response: PremiumAccount,
      errors: [404, 409],
    },
    async ({ tx, session, params, body }) => ({
      message: 'Premium account updated',
      data: await updatePremiumAccount(tx, session.tenantId, params.id, await checkedAgainstBanks(tx, body)),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/broker/premium-account/:id',
      access: holders('Manage Premium Accounts'),
      summary: 'Delete a premium account',
      params: IdParams,
      errors: [404],
    },
    async ({ tx, session, params }) => {
      await deletePremiumAccount(tx, session.tenantId, params.id);
      return { message: 'Premium account deleted' };
    },
  );
}
