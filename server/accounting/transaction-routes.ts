import { array, assign, object, string } from 'superstruct';
import { TransactionPayload } from '../../domain/journal';
import { TRANSACTION_SORTS } from '../../domain/list-sort';
import {
  AccountTransaction,
  RejectPayload,
  ReversePayload,
  TransactionDetails,
  transactionMessages,
  TransactionsQuery,
  TransactionSummary,
} from '../../domain/transactions';
import { grantsFor, holders, holds } from '../auth/authorize';
import { KeysetPageQuery } from '../http/keyset';
import { sortQuery } from '../http/list-sort';
import { pageMeta } from '../http/paging';
import { IdParams, PageQuery, pagingOf } from '../http/params';
import { route } from '../http/route';
import { approveTransaction, createTransaction, rejectTransaction, reverseTransaction } from './transaction-decisions';
import { accountTransactions, listTransactions, transactionByRef, type Viewer } from './transactions';
import type { PermissionName } from '../../domain/permissions';
import type { SessionUser } from '../auth/session-user';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Whoever makes or checks transactions reads the list they work from. */
export const TRANSACTION_READERS: PermissionName[] = ['View Accounts', 'Create Transaction', 'Approve Transaction'];
const readers = holders(TRANSACTION_READERS);
const RefParams = object({ refNo: string() });
const TransactionListQuery = assign(PageQuery, TransactionsQuery);
export const TransactionPageQuery = assign(KeysetPageQuery, TransactionsQuery, sortQuery(TRANSACTION_SORTS));

/**
 * Manual journal transactions with maker-checker approval. Anyone who keeps or reads the books
 * reads them; 'Create Transaction' enters one (or a reversal), which waits until another user
 * holding 'Approve Transaction' approves or rejects it. Only approved entries reach the ledger.
 * The writes honour an Idempotency-Key; the approvers' and maker's notices go out once the write has committed.
 */
export function transactionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const viewerOf = (request: FastifyRequest, session: SessionUser): Viewer => ({
    userId: session.userId,
    canApprove: holds(grantsFor(request), 'Approve Transaction'),
  });

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounting/transactions',
      access: readers,
      summary: 'The journal transactions, newest first',
      query: TransactionPageQuery,
      response: array(TransactionSummary),
    },
    async ({ tx, session, request, query }) =>
      listTransactions(tx, session.tenantId, query, viewerOf(request, session), ctx.config.listExactTotal),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounting/transactions/:refNo',
      access: readers,
      summary: 'One journal transaction by its reference, with its lines',
      params: RefParams,
      response: TransactionDetails,
      errors: [404],
    },
    async ({ tx, session, request, params }) => ({
      data: await transactionByRef(tx, session.tenantId, params.refNo, viewerOf(request, session)),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounting/accounts/:id/transactions',
      access: readers,
      summary: 'The journal transactions that touch one account',
      params: IdParams,
      query: TransactionListQuery,
      response: array(AccountTransaction),
      errors: [404],
    },
    async ({ tx, session, request, params, query }) => {
      const paging = pagingOf(query);
      const viewer = viewerOf(request, session);
      const { account, data, total } = await accountTransactions(tx, session.tenantId, params.id, query, paging, viewer);
      return { data, meta: pageMeta(paging, total), account };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/accounting/transactions',
      access: holders('Create Transaction'),
      summary: 'Enter a journal transaction; it waits for approval by another user',
      body: TransactionPayload,
      response: TransactionDetails,
      status: 201,
      errors: [404, 409],
      idempotent: true,
    },
    async ({ tx, session, request, body, afterCommit }) => {
      const { details, push } = await createTransaction(ctx, tx, session, body, viewerOf(request, session));
      afterCommit(push);
      return { message: transactionMessages.submitted, data: details };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/accounting/transactions/:refNo/approve',
      access: holders('Approve Transaction'),
      summary: "Approve another user's pending transaction: it reaches the ledger",
      params: RefParams,
      response: TransactionDetails,
      errors: [404, 409],
      idempotent: true,
    },
    async ({ tx, session, request, params, afterCommit }) => {
      const { details, push } = await approveTransaction(ctx, tx, session, params.refNo, viewerOf(request, session));
      afterCommit(push);
      return { message: transactionMessages.approved, data: details };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/accounting/transactions/:refNo/reject',
      access: holders('Approve Transaction'),
      summary: "Reject another user's pending transaction, with the reason",
      params: RefParams,
      body: RejectPayload,
      response: TransactionDetails,
      errors: [404, 409],
      idempotent: true,
    },
    async ({ tx, session, request, params, body, afterCommit }) => {
      const { details, push } = await rejectTransaction(ctx, tx, session, params.refNo, body, viewerOf(request, session));
      afterCommit(push);
      return { message: transactionMessages.rejected, data: details };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/accounting/transactions/:refNo/reverse',
      access: holders('Create Transaction'),
      summary: 'Enter the reversal of an approved transaction; it waits for approval',
      params: RefParams,
      body: ReversePayload,
      response: TransactionDetails,
      status: 201,
      errors: [404, 409],
      idempotent: true,
    },
    async ({ tx, session, request, params, body, afterCommit }) => {
      const { details, push } = await reverseTransaction(ctx, tx, session, params.refNo, body, viewerOf(request, session));
      afterCommit(push);
      return { message: transactionMessages.reversalSubmitted, data: details };
    },
  );
}
