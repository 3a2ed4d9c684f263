import { array, coerce, unknown } from 'superstruct';
import { InvoiceEntry, Payment } from '../../domain/api/invoices';
import {
  AddPaymentPayload,
  Invoice,
  INVOICE_ACTION_PERMISSIONS,
  InvoiceList,
  InvoicePayload,
  InvoiceUpdatePayload,
  type TransactionType,
} from '../../domain/invoices';
import { ACTION_COMPLETED } from '../../domain/messages';
import { holders } from '../auth/authorize';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import { createInvoice } from './create';
import { invoicePaymentHistory, invoiceTransactions } from './history';
import { InvoiceListQuery, listInvoices } from './list';
import { invoiceNoTaken, isInvoiceNoClash } from './numbers';
import { addPayment } from './payment';
import { readInvoice } from './read';
import { updateInvoice } from './update';
import type { PermissionName } from '../../domain/permissions';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const DEFAULT_TRANSACTION_TYPE: TransactionType = 'NEW POLICY';

/** An invoice whose transaction type is left out or blank is a new policy. */
const NewInvoiceBody = coerce(InvoicePayload, unknown(), (body) => {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { transactionType } = body as { transactionType?: unknown };
  const blank =
    transactionType === undefined || transactionType === null || (typeof transactionType === 'string' && transactionType.trim() === '');
  return blank ? { ...body, transactionType: DEFAULT_TRANSACTION_TYPE } : body;
});

/**
 * The invoice core (spec sections 3 to 5): raise, list, read and update invoices, record payments
 * (Idempotency-Key honoured, so a double click pays once), and the payment and ledger history.
 */
export const INVOICE_READERS: PermissionName[] = ['View Invoices'];

export function invoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/invoice',
      access: holders('Create Invoice'),
      summary: 'Raise an invoice (debit note); a blank number takes the next INV/<year>/000001',
      body: NewInvoiceBody,
      response: Invoice,
      status: 201,
      errors: [409],
      // A clash on a number we gave out is drawn again in a new transaction.
      transaction: false,
    },
    async ({ session: { tenantId, userId }, body: payload }) => {
      const create = () => ctx.database.asTenant(tenantId, (tx) => createInvoice(tx, tenantId, userId, payload));
      const data = await create().catch((error: unknown) => {
        if (!isInvoiceNoClash(error)) throw error;
        // A typed number saved by another request in the meantime; a number we gave out is drawn again.
        if (payload.invoiceNo) throw invoiceNoTaken();
        return create();
      });
      return { message: ACTION_COMPLETED, data };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/invoice/',
      access: holders(INVOICE_READERS),
      summary: 'The invoices, newest first',
      query: InvoiceListQuery,
      response: InvoiceList,
    },
    async ({ tx, session, query }) => {
      const { invoices, meta } = await listInvoices(tx, session.tenantId, query, ctx.config.listExactTotal);
      return { data: { invoices }, meta };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/invoice/:id',
      access: holders('View Invoices'),
      summary: 'One invoice',
      params: IdParams,
      response: Invoice,
      errors: [404],
      cached: true,
    },
    async ({ tx, session, params }) => ({ data: await readInvoice(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/invoice/:id',
      access: holders(INVOICE_ACTION_PERMISSIONS.updateInvoice),
      summary: 'Update an unpaid invoice; the issue entry is posted again when its figures change',
      params: IdParams,
      body: InvoiceUpdatePayload,
      response: Invoice,
      errors: [404, 409],
    },
    async ({ tx, session, params, body }) => ({
      message: ACTION_COMPLETED,
      data: await updateInvoice(tx, session.tenantId, session.userId, params.id, body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/invoice/:id',
      access: holders(INVOICE_ACTION_PERMISSIONS.addPayment),
      summary: 'Add a payment (never above the outstanding balance)',
      params: IdParams,
      body: AddPaymentPayload,
      response: Invoice,
      errors: [404, 409],
      idempotent: true,
    },
    async ({ tx, session, params, body }) => ({
      message: ACTION_COMPLETED,
      data: await addPayment(tx, session.tenantId, session.userId, params.id, body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/invoice/:id/payments',
      access: holders('View Invoices'),
      summary: "The invoice's payments (id or URL-encoded number)",
      params: IdParams,
      response: array(Payment),
      errors: [404],
    },
    async ({ tx, session, params }) => {
      const { invoice, payments } = await invoicePaymentHistory(tx, session.tenantId, params.id);
      return { data: payments, invoice };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/invoice/:id/transactions',
      access: holders('View Invoices'),
      summary: 'Every journal entry the invoice caused, with its lines',
      params: IdParams,
      response: array(InvoiceEntry),
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await invoiceTransactions(tx, session.tenantId, params.id) }),
  );
}
