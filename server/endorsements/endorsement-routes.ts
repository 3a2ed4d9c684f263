import { array, boolean, coerce, optional, string, type } from 'superstruct';
import { UPLOAD_SUCCEEDED } from '../../domain/messages';
import {
  Endorsement,
  EndorsementDecisionPayload,
  EndorsementDetails,
  EndorsementPayload,
  PolicyUploadFields,
  Refund,
  RefundPaymentPayload,
} from '../../domain/policies';
import { validatePayload } from '../../domain/validation';
import { holders } from '../auth/authorize';
import { invalidInput } from '../http/errors';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import { sendPdf } from '../http/send-pdf';
import { decideEndorsement } from './decide';
import { attachEndorsementDocument, notifyClient, printEndorsement } from './documents';
import { EndorsementListQuery, listEndorsements } from './list';
import { readEndorsement } from './read';
import { listRefunds, payRefund, RefundListQuery } from './refunds';
import { registerEndorsement } from './write';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const NotifyQuery = type({
  notify: optional(coerce(boolean(), string(), (value) => ['true', '1', 'yes'].includes(value.trim().toLowerCase()))),
});

const REGISTERED = 'Endorsement registered';

/** Endorsements and refunds (seed document 1, section 7): mid-term changes to policies on cover and the premium they return. */
export function endorsementRoutes(app: FastifyInstance, ctx: AppContext): void {
  const manage = holders('Manage Endorsements');
  const LISTS = [
    ['/policies/endorsements/', 'The endorsements, newest first; by status or one policy’s'],
    ['/policies/endorsements/search', 'The endorsements whose number, policy number, insured or client’s name contains searchQuery'],
  ] as const;
  for (const [url, summary] of LISTS) {
    route(
      app,
      ctx,
      { method: 'GET', url, access: holders('View Policies'), summary, query: EndorsementListQuery, response: array(Endorsement) },
      async ({ tx, session, query }) => listEndorsements(tx, session.tenantId, query),
    );
  }

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/policies/endorsement',
      access: manage,
      summary:
        'Register a change to a policy on cover (pending approval), its pro-rata premium worked out; notify=true mails the client the endorsement',
      query: NotifyQuery,
      body: EndorsementPayload,
      response: EndorsementDetails,
      status: 201,
      errors: [409],
      transaction: false,
    },
    async ({ session, query, body }) => {
      const tenantId = session.tenantId;
      const created = await ctx.database.asTenant(tenantId, (tx) => registerEndorsement({ tx, session }, body));
      if (query.notify !== true) return { message: REGISTERED, data: created };
      const unsent = await notifyClient(ctx, tenantId, session.userId, created.endorsement_id);
      const data = await ctx.database.asTenant(tenantId, (tx) => readEndorsement(tx, tenantId, created.endorsement_id));
      return { message: unsent ? `${REGISTERED}. ${unsent}` : `${REGISTERED} and mailed to the client`, data };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/policies/endorsement/:id',
      access: holders('View Policies'),
      summary: 'One endorsement with its documents and who did what to it',
      params: IdParams,
      response: EndorsementDetails,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await readEndorsement(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/policies/endorsement/:id',
      access: manage,
      summary:
        'Approve a pending endorsement (its additional premium is invoiced, or its return premium invoiced for the insurer’s share and refunded), or reject it with a reason',
      params: IdParams,
      body: EndorsementDecisionPayload,
      response: EndorsementDetails,
      errors: [404, 409],
      idempotent: true,
    },
    async (input) => ({
      message: input.body.status === 'approved' ? 'Endorsement approved' : 'Endorsement rejected',
      data: await decideEndorsement(input, input.params.id, input.body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/policies/endorsement/:id/uploads',
      access: manage,
      summary: 'Add one document (PDF, PNG or JPEG, at most 2 MB) named by documentName',
      params: IdParams,
      multipart: true,
      response: EndorsementDetails,
      status: 201,
      errors: [404, 409, 413, 415],
      idempotent: true,
    },
    async (input) => {
      const checked = validatePayload(PolicyUploadFields, input.body ?? {});
      if (!checked.ok) throw invalidInput(checked.errors);
      return {
        message: UPLOAD_SUCCEEDED,
        data: await attachEndorsementDocument(input, input.params.id, checked.value.documentName!, input.file),
      };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/policies/endorsement/:id/endorsementDocument',
      access: holders('View Policies'),
      summary: 'The endorsement as a PDF in the brokerage’s letterhead',
      params: IdParams,
      errors: [404],
      transaction: false,
      raw: { produces: 'application/pdf' },
    },
    async ({ session, params, reply }) => sendPdf(reply, await printEndorsement(ctx, session.tenantId, params.id)),
  );

  const REFUND_LISTS = [
    ['/policies/allRefund', 'Returned premium owed to clients, newest first, with totals over every page'],
    [
      '/policies/allRefund/search',
      'The refunds whose number, endorsement, policy, invoice or client’s name contains searchQuery, with totals',
    ],
  ] as const;
  for (const [url, summary] of REFUND_LISTS) {
    route(
      app,
      ctx,
      { method: 'GET', url, access: holders('View Policies'), summary, query: RefundListQuery, response: array(Refund) },
      async ({ tx, session, query }) => listRefunds(tx, session.tenantId, query),
    );
  }

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/policies/allRefund/:id/payment',
      access: holders('Manage Refunds'),
      summary: 'Pay the client a refund whose insurer’s share has come back, from a cash or bank account',
      params: IdParams,
      body: RefundPaymentPayload,
      response: Refund,
      errors: [404, 409],
      idempotent: true,
    },
    async (input) => ({ message: 'Refund paid to the client', data: await payRefund(input, input.params.id, input.body) }),
  );
}
