import { ACCOUNT_TYPES } from '../../domain/accounting';
import { AccountChanges, AccountListQuery, AccountPayload, chartMessages, ClientAccountPayload, LedgerQuery } from '../../domain/chart';
import { sessionOf } from '../auth/authenticate';
import { permitted, signedIn } from '../auth/authorize';
import { parseBody } from '../http/validate';
import { metaFor, optionalPaging } from '../insurers/provider-routes';
import { accountLedger } from './account-ledger';
import { accountDetail, listAccounts } from './chart';
import { chartRace, clientAccountOf, createAccount, createClientAccount, deleteAccount, updateAccount } from './chart-changes';
import type { PermissionName } from '../../domain/permissions';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Who reads the chart: the books' people, and those whose forms pick accounts (transactions, payments). */
const READERS: PermissionName[] = [
  'View Accounts',
  'Manage Chart of Accounts',
  'Create Transaction',
  'Approve Transaction',
  'Record Payment',
];
/** Who reads an account's lines: the books' people only. */
const LEDGER_READERS: PermissionName[] = ['View Accounts', 'Manage Chart of Accounts', 'Create Transaction', 'Approve Transaction'];

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/**
 * The chart of accounts: its types, the accounts with their balances, keeping them ('Manage Chart
 * of Accounts'), opening a client's receivable account (also for 'Record Payment': a payment
 * needs it), and one account's ledger.
 */
export function chartOfAccountsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/accounting/account-type', signedIn(ctx, 'every accounting form offers the account classes and types'), async () => ({
    success: true,
    data: ACCOUNT_TYPES,
  }));

  app.get('/accounting/accounts', permitted(ctx, READERS), async (request) => {
    const { tenantId } = sessionOf(request);
    const query = parseBody(AccountListQuery, request.query);
    const paging = optionalPaging(request.query);
    const filter = {
      search: query.search,
      accountType: query.accountType || null,
      accountClass: query.accountClass || null,
      postable: query.postable === 'true',
      includeInactive: query.includeInactive === 'true',
    };
    const { data, total } = await ctx.database.asTenant(tenantId, (tx) => listAccounts(tx, tenantId, filter, paging));
    return { success: true, data, meta: metaFor(paging, total) };
  });

  app.get('/accounting/accounts/client/:clientId', permitted(ctx, READERS), async (request) => {
    const { tenantId } = sessionOf(request);
    const { clientId } = request.params as { clientId: string };
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => clientAccountOf(tx, tenantId, clientId)) };
  });

  app.post('/accounting/accounts/client', permitted(ctx, ['Manage Chart of Accounts', 'Record Payment']), async (request, reply) => {
    const { tenantId } = sessionOf(request);
    const payload = parseBody(ClientAccountPayload, request.body);
    const data = await chartRace(undefined, () => ctx.database.asTenant(tenantId, (tx) => createClientAccount(tx, tenantId, payload)));
    return reply.status(201).send({ success: true, message: chartMessages.clientAccountCreated, data });
  });

  app.get('/accounting/accounts/:id', permitted(ctx, READERS), async (request) => {
    const { tenantId } = sessionOf(request);
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => accountDetail(tx, tenantId, idOf(request))) };
  });

  app.get('/accounting/accounts/:id/ledger', permitted(ctx, LEDGER_READERS), async (request) => {
    const { tenantId } = sessionOf(request);
    const query = parseBody(LedgerQuery, request.query);
    const { data, meta } = await ctx.database.asTenant(tenantId, (tx) => accountLedger(tx, tenantId, idOf(request), query));
    return { success: true, data, meta };
  });

  app.post('/accounting/accounts', permitted(ctx, 'Manage Chart of Accounts'), async (request, reply) => {
    const { tenantId } = sessionOf(request);
    const payload = parseBody(AccountPayload, request.body);
    const data = await chartRace(payload.accountCode, () => ctx.database.asTenant(tenantId, (tx) => createAccount(tx, tenantId, payload)));
    return reply.status(201).send({ success: true, message: chartMessages.created, data });
  });

  app.put('/accounting/accounts/:id', permitted(ctx, 'Manage Chart of Accounts'), async (request) => {
    const { tenantId } = sessionOf(request);
    const changes = parseBody(AccountChanges, request.body);
    const data = await chartRace(changes.accountCode, () =>
      ctx.database.asTenant(tenantId, (tx) => updateAccount(tx, tenantId, idOf(request), changes)),
    );
    return { success: true, message: chartMessages.updated, data };
  });

  app.delete('/accounting/accounts/:id', permitted(ctx, 'Manage Chart of Accounts'), async (request) => {
    const { tenantId } = sessionOf(request);
    await ctx.database.asTenant(tenantId, (tx) => deleteAccount(tx, tenantId, idOf(request)));
    return { success: true, message: chartMessages.deleted };
  });
}
