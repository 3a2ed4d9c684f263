import { array, object, string } from 'superstruct';
import { AssignBranchesPayload, Branch, BranchPayload, BranchUpdatePayload } from '../../domain/brokerage';
import { BRANCHES_ASSIGNED } from '../../domain/messages';
import { anySignedIn, grantsOf, holders, holds, refusal } from '../auth/authorize';
import { pageMeta } from '../http/paging';
import { IdParams, PageQuery, pagingOf } from '../http/params';
import { route } from '../http/route';
import { assignBranches, branchesOfUser, createBranch, deleteBranch, listBranches, updateBranch } from './branches';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** `:userId` in a url: the user whose branches are read or assigned. */
const UserParams = object({ userId: string() });

export function branchRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/broker/branch',
      access: anySignedIn('everyone picks a branch in forms (clients, invoices, premium accounts)'),
      summary: "The brokerage's branches",
      query: PageQuery,
      response: array(Branch),
    },
    async ({ tx, session, query }) => {
      const paging = pagingOf(query);
      const { data, total } = await listBranches(tx, session.tenantId, paging);
      return { data, meta: pageMeta(paging, total) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/broker/branch',
      access: holders('Manage Branches'),
      summary: 'Add a branch (at most one head office)',
      body: BranchPayload,
      response: Branch,
      status: 201,
      errors: [409],
    },
    async ({ tx, session, body }) => ({ message: 'Branch added', data: await createBranch(tx, session.tenantId, body) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/broker/branch',
      access: holders('Manage Branches'),
      summary: 'Change a branch (its id in the body)',
      body: BranchUpdatePayload,
      response: Branch,
      errors: [404, 409],
    },
    async ({ tx, session, body }) => ({ message: 'Branch updated', data: await updateBranch(tx, session.tenantId, body) }),
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/broker/branch/:id',
      access: holders('Manage Branches'),
      summary: 'Delete a branch no premium account or user belongs to',
      params: IdParams,
      errors: [404, 409],
    },
    async ({ tx, session, params }) => {
      await deleteBranch(tx, session.tenantId, params.id);
      return { message: 'Branch deleted' };
    },
  );

  // Anyone may see their own branches; someone else's need 'View Users'.
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/broker/list/branch/:userId',
      access: anySignedIn("a user reads their own branches; others' need 'View Users' (checked inside)"),
      summary: "A user's branches (your own, or anyone's with 'View Users')",
      params: UserParams,
      response: array(Branch),
      errors: [404],
    },
    async ({ tx, session, params: { userId } }) => {
      if (userId !== session.userId && !holds(await grantsOf(tx, session.userId), 'View Users')) throw refusal(['View Users']);
      return { data: await branchesOfUser(tx, session.tenantId, userId) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/broker/branch/assign/:userId',
      access: holders('Assign Branches'),
      summary: "Set a user's branches",
      params: UserParams,
      body: AssignBranchesPayload,
      response: array(Branch),
      errors: [404],
    },
    async ({ tx, session, params, body }) => ({
      message: BRANCHES_ASSIGNED,
      data: await assignBranches(tx, session.tenantId, params.userId, body),
    }),
  );
}
