import { sessionOf } from '../auth/authenticate';
import { permitted, signedIn } from '../auth/authorize';
import { pageMeta, parsePaging } from '../http/paging';
import {
  createPremiumAccount,
  deletePremiumAccount,
  listPremiumAccounts,
  parsePremiumAccount,
  updatePremiumAccount,
} from './premium-accounts';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

type IdParams = { id: string };

export function premiumAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/broker/premium-account',
    signedIn(ctx, 'the accounts premium is paid into are printed on every debit note; whoever raises one picks from them'),
    async (request) => {
      const { tenantId } = sessionOf(request);
      const paging = parsePaging(request.query);
      const { data, total } = await ctx.database.asTenant(tenantId, (tx) => listPremiumAccounts(tx, tenantId, paging));
      return { success: true, data, meta: pageMeta(paging, total) };
    },
  );

  app.post('/broker/premium-account', permitted(ctx, 'Manage Premium Accounts'), async (request, reply) => {
    const { tenantId } = sessionOf(request);
    const data = await ctx.database.asTenant(tenantId, async (tx) =>
      createPremiumAccount(tx, tenantId, await parsePremiumAccount(tx, request.body)),
    );
    return reply.status(201).send({ success: true, message: 'Premium account added', data });
  });

  app.put('/broker/premium-account/:id', permitted(ctx, 'Manage Premium Accounts'), async (request) => {
    const { tenantId } = sessionOf(request);
    const { id } = request.params as IdParams;
    const data = await ctx.database.asTenant(tenantId, async (tx) =>
      updatePremiumAccount(tx, tenantId, id, await parsePremiumAccount(tx, request.body)),
    );
    return { success: true, message: 'Premium account updated', data };
  });

  app.delete('/broker/premium-account/:id', permitted(ctx, 'Manage Premium Accounts'), async (request) => {
    const { tenantId } = sessionOf(request);
    const { id } = request.params as IdParams;
    await ctx.database.asTenant(tenantId, (tx) => deletePremiumAccount(tx, tenantId, id));
    return { success: true, message: 'Premium account deleted' };
  });
}
