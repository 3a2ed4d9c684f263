import { array, object, string } from 'superstruct';
import { ACCOUNT_TYPES } from '../../domain/accounting';
import {
  AccountChanges,
  AccountClassTypes,
  AccountLedger,
  AccountListQuery,
  AccountPayload,
  chartMessages,
  ClientAccountPayload,
  LedgerAccount,
  LedgerAccountDetail,
  LedgerQuery,
} from '../../domain/chart';
import { anySignedIn, holders } from '../auth/authorize';
import { IdParams, metaFor, pagingAfterFilters } from '../http/params';
import { route } from '../http/route';
import { accountLedger } from './account-ledger';
import { accountDetail, listAccounts } from './chart';
import { chartRace, clientAccountOf, createAccount, createClientAccount, deleteAccount, updateAccount } from './chart-changes';
import type { PermissionName } from '../../domain/permissions';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

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

const ClientParams = object({ clientId: string() });

/**
 * The chart of accounts: its types, the accounts with their balances, keeping them ('Manage Chart
 * of Accounts'), opening a client's receivable account (also for 'Record Payment': a payment
 * needs it), and one account's ledger.
 */
export function chartOfAccountsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keepers = holders('Manage Chart of Accounts');

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounting/account-type',
      access: anySignedIn('every accounting form offers the account classes and types'),
      summary: 'The account classes and their types',
      response: array(AccountClassTypes),
      transaction: false,
    },
    () => ({ data: ACCOUNT_TYPES }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounting/accounts',
      access: holders(READERS),
      summary: 'The chart of accounts with balances, whole unless paged',
      query: AccountListQuery,
      response: array(LedgerAccount),
    },
    async ({ tx, session, query, request }) => {
      const paging = pagingAfterFilters(request.query);
      const filter = {
        search: query.search,
        accountType: query.accountType || null,
        accountClass: query.accountClass || null,
        postable: query.postable === 'true',
        includeInactive: query.includeInactive === 'true',
      };
      const { data, total } = await listAccounts(tx, session.tenantId, filter, paging);
      return { data, meta: metaFor(paging, total) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounting/accounts/client/:clientId',
      access: holders(READERS),
      summary: "A client's receivable account",
      params: ClientParams,
      response: LedgerAccount,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await clientAccountOf(tx, session.tenantId, params.clientId) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/accounting/accounts/client',
      access: holders(['Manage Chart of Accounts', 'Record Payment']),
      summary: "Open a client's receivable account",
      body: ClientAccountPayload,
      response: LedgerAccount,
      status: 201,
      errors: [404, 409],
    },
    async ({ tx, session, body }) => ({
      message: chartMessages.clientAccountCreated,
      data: await chartRace(undefined, () => createClientAccount(tx, session.tenantId, body)),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounting/accounts/:id',
      access: holders(READERS),
      summary: 'One account',
      params: IdParams,
      response: LedgerAccountDetail,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await accountDetail(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounting/accounts/:id/ledger',
      access: holders(LEDGER_READERS),
      summary: "One account's ledger lines with running balances",
      params: IdParams,
      query: LedgerQuery,
      response: AccountLedger,
      errors: [404],
    },
    async ({ tx, session, params, query }) => {
      const { data, meta } = await accountLedger(tx, session.tenantId, params.id, query);
      return { data, meta };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/accounting/accounts',
      access: keepers,
      summary: 'Add an account to the chart',
      body: AccountPayload,
      response: LedgerAccount,
      status: 201,
      errors: [404, 409],
    },
    async ({ tx, session, body }) => ({
      message: chartMessages.created,
      data: await chartRace(body.accountCode, () => createAccount(tx, session.tenantId, body)),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/accounting/accounts/:id',
      access: keepers,
      summary: 'Change an account',
      params: IdParams,
      body: AccountChanges,
      response: LedgerAccount,
      errors: [404, 409],
    },
    async ({ tx, session, params, body }) => ({
      message: chartMessages.updated,
      data: await chartRace(body.accountCode, () => updateAccount(tx, session.tenantId, params.id, body)),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/accounting/accounts/:id',
      access: keepers,
      summary: 'Delete an unused account',
      params: IdParams,
      errors: [404, 409],
    },
    async ({ tx, session, params }) => {
      await deleteAccount(tx, session.tenantId, params.id);
      return { message: chartMessages.deleted, data: undefined };
    },
  );
}
