import { TransactionPayload } from '../../domain/journal';
import { RejectPayload, ReversePayload, transactionMessages, TransactionsQuery } from '../../domain/transactions';
import { sessionOf } from '../auth/authenticate';
import { grantsFor, holds, permitted } from '../auth/authorize';
import { pageMeta, parsePaging } from '../http/paging';
import { parseBody } from '../http/validate';
import { approveTransaction, createTransaction, rejectTransaction, reverseTransaction } from './transaction-decisions';
import { accountTransactions, listTransactions, transactionByRef, type Viewer } from './transactions';
import type { PermissionName } from '../../domain/permissions';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const READERS: PermissionName[] = ['View Accounts', 'Create Transaction', 'Approve Transaction'];

/**
 * Manual journal transactions with maker-checker approval. Anyone who keeps or reads the books
 * reads them; 'Create Transaction' enters one (or a reversal), which waits until another user
 * holding 'Approve Transaction' approves or rejects it. Only approved entries reach the ledger.
 */
export function transactionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const refOf = (request: FastifyRequest) => (request.params as { refNo: string }).refNo;
  const viewerOf = async (request: FastifyRequest): Promise<Viewer> => ({
    userId: sessionOf(request).userId,
    canApprove: holds(await grantsFor(ctx, request), 'Approve Transaction'),
  });

  app.get('/accounting/transactions', permitted(ctx, READERS), async (request) => {
    const { tenantId } = sessionOf(request);
    const query = parseBody(TransactionsQuery, request.query);
    const paging = parsePaging(request.query);
    const viewer = await viewerOf(request);
    const { data, total } = await ctx.database.asTenant(tenantId, (tx) => listTransactions(tx, tenantId, query, paging, viewer));
    return { success: true, data, meta: pageMeta(paging, total) };
  });

  app.get('/accounting/transactions/:refNo', permitted(ctx, READERS), async (request) => {
    const { tenantId } = sessionOf(request);
    const viewer = await viewerOf(request);
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => transactionByRef(tx, tenantId, refOf(request), viewer)) };
  });

  app.get('/accounting/accounts/:id/transactions', permitted(ctx, READERS), async (request) => {
    const { tenantId } = sessionOf(request);
    const query = parseBody(TransactionsQuery, request.query);
    const paging = parsePaging(request.query);
    const viewer = await viewerOf(request);
    const accountId = (request.params as { id: string }).id;
    const { account, data, total } = await ctx.database.asTenant(tenantId, (tx) =>
      accountTransactions(tx, tenantId, accountId, query, paging, viewer),
    );
    return { success: true, data, meta: pageMeta(paging, total), account };
  });

  app.post('/accounting/transactions', permitted(ctx, 'Create Transaction'), async (request, reply) => {
    const payload = parseBody(TransactionPayload, request.body);
    const data = await createTransaction(ctx, sessionOf(request), payload, await viewerOf(request));
    return reply.status(201).send({ success: true, message: transactionMessages.submitted, data });
  });

  app.put('/accounting/transactions/:refNo/approve', permitted(ctx, 'Approve Transaction'), async (request) => {
    const data = await approveTransaction(ctx, sessionOf(request), refOf(request), await viewerOf(request));
    return { success: true, message: transactionMessages.approved, data };
  });

  app.put('/accounting/transactions/:refNo/reject', permitted(ctx, 'Approve Transaction'), async (request) => {
    const payload = parseBody(RejectPayload, request.body);
    const data = await rejectTransaction(ctx, sessionOf(request), refOf(request), payload, await viewerOf(request));
    return { success: true, message: transactionMessages.rejected, data };
  });

  app.post('/accounting/transactions/:refNo/reverse', permitted(ctx, 'Create Transaction'), async (request, reply) => {
    const payload = parseBody(ReversePayload, request.body);
    const data = await reverseTransaction(ctx, sessionOf(request), refOf(request), payload, await viewerOf(request));
    return reply.status(201).send({ success: true, message: transactionMessages.reversalSubmitted, data });
  });
}
