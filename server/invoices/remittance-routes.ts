import { array, tuple } from 'superstruct';
import { PremiumRemittance, PremiumToRemit, VatRemittance, VatToRemit } from '../../domain/api/invoices';
import {
  Invoice,
  PremiumRemittancePayload,
  RECEIPT_PERMISSIONS,
  VatRemittancePayload,
  INVOICE_ACTION_PERMISSIONS,
} from '../../domain/invoices';
import { PREMIUM_REMITTED, UPLOAD_SUCCEEDED, VAT_REMITTED } from '../../domain/messages';
import { holders } from '../auth/authorize';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import { remitPremium, remittedFigures } from './premium-remittance';
import { findInvoiceRow } from './read';
import { PREMIUM_RECEIPT, PremiumReceiptForm, uploadReceipt, VAT_RECEIPT, VatReceiptForm } from './receipts';
import { premiumRemittanceLogs, vatRemittanceLogs } from './remittance-logs';
import { remitVat, vatToRemit } from './vat-remittance';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/**
 * Premium and VAT remittance of one invoice, their histories and their receipts. The writes honour
 * an Idempotency-Key, so a double click remits (or uploads) once.
 */
export function invoiceRemittanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readers = holders('View Invoices');

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/invoice/remitted/:id',
      access: holders(INVOICE_ACTION_PERMISSIONS.remitPremium),
      summary: "Remit the invoice's premium (or part of it) to the insurer",
      params: IdParams,
      body: PremiumRemittancePayload,
      response: tuple([PremiumRemittance, Invoice]),
      errors: [404, 409],
      idempotent: true,
    },
    async ({ tx, session, params, body }) => ({
      message: PREMIUM_REMITTED,
      data: await remitPremium(tx, session.tenantId, params.id, body, session.userId),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/invoice/vatremit/:id',
      access: holders(INVOICE_ACTION_PERMISSIONS.remitVat),
      summary: "Remit the invoice's VAT to the tax authority",
      params: IdParams,
      body: VatRemittancePayload,
      response: tuple([VatRemittance, Invoice]),
      errors: [404, 409],
      idempotent: true,
    },
    async ({ tx, session, params, body }) => ({
      message: VAT_REMITTED,
      data: await remitVat(tx, session.tenantId, params.id, body, session.userId),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/invoice/remitHistory/:id',
      access: readers,
      summary: "The invoice's premium remittances with their receipts",
      params: IdParams,
      response: array(PremiumRemittance),
      errors: [404],
    },
    async ({ tx, session: { tenantId }, params }) => ({
      data: await premiumRemittanceLogs(tx, tenantId, (await findInvoiceRow(tx, tenantId, params.id)).id),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/invoice/getRemitted/:id',
      access: readers,
      summary: 'What of the premium is remitted and what is left to remit',
      params: IdParams,
      response: PremiumToRemit,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await remittedFigures(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/invoice/getVatToRemit/:id',
      access: readers,
      summary: "The invoice's VAT still to remit",
      params: IdParams,
      response: VatToRemit,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await vatToRemit(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/invoice/allVatRemitted/:id',
      access: readers,
      summary: "The invoice's VAT remittances with their receipts",
      params: IdParams,
      response: array(VatRemittance),
      errors: [404],
    },
    async ({ tx, session: { tenantId }, params }) => ({
      data: await vatRemittanceLogs(tx, tenantId, (await findInvoiceRow(tx, tenantId, params.id)).id),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/invoice/uploadDocument/:id',
      access: holders(RECEIPT_PERMISSIONS.premium),
      summary: "Upload the underwriter's receipt for a premium remittance (PDF, PNG or JPEG, at most 2 MB)",
      params: IdParams,
      body: PremiumReceiptForm,
      multipart: true,
      response: PremiumRemittance,
      errors: [404, 409, 413, 415],
      idempotent: true,
    },
    async ({ tx, session, params, body, file }) => ({
      message: UPLOAD_SUCCEEDED,
      data: await uploadReceipt(ctx, tx, session, params.id, PREMIUM_RECEIPT, body, file),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/invoice/uploadvat/:id',
      access: holders(RECEIPT_PERMISSIONS.vat),
      summary: 'Upload the tax receipt for a VAT remittance (PDF, PNG or JPEG, at most 2 MB)',
      params: IdParams,
      body: VatReceiptForm,
      multipart: true,
      response: VatRemittance,
      errors: [404, 409, 413, 415],
      idempotent: true,
    },
    async ({ tx, session, params, body, file }) => ({
      message: UPLOAD_SUCCEEDED,
      data: await uploadReceipt(ctx, tx, session, params.id, VAT_RECEIPT, body, file),
    }),
  );
}
