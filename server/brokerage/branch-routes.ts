import { AssignBranchesPayload, BranchPayload, BranchUpdatePayload } from '../../domain/brokerage';
import { BRANCHES_ASSIGNED } from '../../domain/messages';
import { sessionOf } from '../auth/authenticate';
import { demand, permitted, signedIn } from '../auth/authorize';
import { pageMeta, parsePaging } from '../http/paging';
import { parseBody } from '../http/validate';
import { assignBranches, branchesOfUser, createBranch, deleteBranch, listBranches, updateBranch } from './branches';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

type UserParams = { userId: string };

export function branchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/broker/branch', signedIn(ctx, 'everyone picks a branch in forms (clients, invoices, premium accounts)'), async (request) => {
    const { tenantId } = sessionOf(request);
    const paging = parsePaging(request.query);
    const { data, total } = await ctx.database.asTenant(tenantId, (tx) => listBranches(tx, tenantId, paging));
    return { success: true, data, meta: pageMeta(paging, total) };
  });

  app.post('/broker/branch', permitted(ctx, 'Manage Branches'), async (request, reply) => {
    const { tenantId } = sessionOf(request);
    const payload = parseBody(BranchPayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => createBranch(tx, tenantId, payload));
    return reply.status(201).send({ success: true, message: 'Branch added', data });
  });

  app.put('/broker/branch', permitted(ctx, 'Manage Branches'), async (request) => {
    const { tenantId } = sessionOf(request);
    const payload = parseBody(BranchUpdatePayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => updateBranch(tx, tenantId, payload));
    return { success: true, message: 'Branch updated', data };
  });

  app.delete('/broker/branch/:id', permitted(ctx, 'Manage Branches'), async (request) => {
    const { tenantId } = sessionOf(request);
    const { id } = request.params as { id: string };
    await ctx.database.asTenant(tenantId, (tx) => deleteBranch(tx, tenantId, id));
    return { success: true, message: 'Branch deleted' };
  });

  // Anyone may see their own branches; someone else's need 'View Users'.
  app.get(
    '/broker/list/branch/:userId',
    signedIn(ctx, "a user reads their own branches; others' need 'View Users' (checked inside)"),
    async (request) => {
      const session = sessionOf(request);
      const { userId } = request.params as UserParams;
      if (userId !== session.userId) await demand(ctx, request, 'View Users');
      const data = await ctx.database.asTenant(session.tenantId, (tx) => branchesOfUser(tx, session.tenantId, userId));
      return { success: true, data };
    },
  );

  app.post('/broker/branch/assign/:userId', permitted(ctx, 'Assign Branches'), async (request) => {
    const { tenantId } = sessionOf(request);
    const { userId } = request.params as UserParams;
    const payload = parseBody(AssignBranchesPayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => assignBranches(tx, tenantId, userId, payload));
    return { success: true, message: BRANCHES_ASSIGNED, data };
  });
}
