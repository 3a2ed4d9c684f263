import { array, boolean, coerce, optional, string, type } from 'superstruct';
import { UPLOAD_SUCCEEDED } from '../../domain/messages';
import {
  ExpiringPolicy,
  Policy,
  PolicyDetails,
  PolicyPatchPayload,
  PolicyPayload,
  PolicyProposal,
  PolicyPutPayload,
  PolicyUploadFields,
} from '../../domain/policies';
import { validatePayload } from '../../domain/validation';
import { holders } from '../auth/authorize';
import { clientAddressee } from '../clients/addressee';
import { applyEndorsement } from '../endorsements/apply';
import { invalidInput } from '../http/errors';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import { sendPdf } from '../http/send-pdf';
import { billPolicy } from './billing';
import { attachPolicyDocument, policyDocumentOf, printPolicyDocument, sendCreditNote, sendPlacementSlip } from './documents';
import { listPolicies, PolicyListQuery } from './list';
import { readPolicy, readPolicySummary } from './read';
import { ExpiringQuery, listExpiring, sendRenewalNotice } from './renewals';
import { editPolicy, patchPolicy, proposePolicy } from './write';
import type { PermissionName } from '../../domain/permissions';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const PlacementQuery = type({
  confirmed: optional(coerce(boolean(), string(), (value) => ['true', '1', 'yes'].includes(value.trim().toLowerCase()))),
});

export const POLICY_READERS: PermissionName[] = ['View Policies'];
/** Renewals are worked from the client reports as well as from the policies. */
export const EXPIRING_POLICY_READERS: PermissionName[] = ['View Policies', 'View Client Reports'];

/** Policies (seed document 1, section 7): proposals, placement, cover, the credit note, documents and lists. */
export function policyRoutes(app: FastifyInstance, ctx: AppContext): void {
  // One list behind several addresses: the spec's list, its search, and a client's by id or email.
  const LISTS = [
    ['/policies', 'The policies, newest first; by status, or one client’s (client or email, with clientType)'],
    ['/policies/search', 'The policies whose number (the brokerage’s or the insurer’s), insured or client’s name contains searchQuery'],
  ] as const;
  for (const [url, summary] of LISTS) {
    route(
      app,
      ctx,
      { method: 'GET', url, access: holders(POLICY_READERS), summary, query: PolicyListQuery, response: array(Policy) },
      async ({ tx, session, query }) => listPolicies(tx, session.tenantId, query, ctx.config.listExactTotal),
    );
  }
  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/policies/search',
      access: holders('View Policies'),
      summary: 'The same search with its filters in the body (searchQuery, status, client, email, clientType, page, limit)',
      body: PolicyListQuery,
      response: array(Policy),
    },
    async ({ tx, session, body }) => listPolicies(tx, session.tenantId, body, ctx.config.listExactTotal),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/policies/expiringPolicy',
      access: holders(EXPIRING_POLICY_READERS),
      summary: 'The policies on cover whose last day falls within daysToExpire days (30 unless given, at most 366), soonest first',
      query: ExpiringQuery,
      response: array(ExpiringPolicy),
    },
    async ({ tx, session, query }) => listExpiring(tx, session.tenantId, query),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/policies/expiringPolicy/:id/notify',
      access: holders('Send Documents'),
      summary: 'Mail the client a renewal notice for a policy on cover or just expired',
      params: IdParams,
      response: PolicyDetails,
      errors: [404, 409, 503],
      transaction: false,
    },
    async ({ session, params }) => ({
      message: 'Renewal notice sent to the client',
      data: await sendRenewalNotice(ctx, session.tenantId, session.userId, params.id),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/policies/:id/invoice',
      access: holders('Create Invoice'),
      summary: 'Bill a proposal not yet billed: its invoice (NEW POLICY, or RENEWAL for a renewal) raised from its terms, once',
      params: IdParams,
      response: PolicyDetails,
      errors: [404, 409],
    },
    async (input) => ({ message: 'Invoice raised for the policy', data: await billPolicy(input, input.params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/policies',
      access: holders('Create Policy'),
      summary:
        'A policy proposal, numbered POL/<year>/000001: from an accepted quote, billed on an invoice, renewing a policy, or from scratch',
      body: PolicyPayload,
      response: PolicyDetails,
      status: 201,
    },
    async (input) => ({ message: 'Policy proposal created', data: await proposePolicy(input, input.body) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/policies/:id',
      access: holders('View Policies'),
      summary: 'One policy with its documents and who did what to it',
      params: IdParams,
      response: PolicyDetails,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await readPolicy(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/policies/:id',
      access: holders('Update Policy'),
      summary:
        'New terms for a proposal or a placed policy, before cover starts; with endorsementId, an approved endorsement applied to a policy on cover',
      params: IdParams,
      body: PolicyPutPayload,
      response: PolicyDetails,
      errors: [404, 409],
    },
    async (input) =>
      input.body.endorsementId
        ? { message: 'Endorsement applied to the policy', data: await applyEndorsement(input, input.params.id, input.body.endorsementId) }
        : { message: 'Policy updated', data: await editPolicy(input, input.params.id, input.body) },
  );

  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/policies/:id',
      access: holders('Update Policy'),
      summary:
        "A policy's status (active: No Premium, No Cover; expired; lapsed or cancelled with a reason) and/or the insurer's policy number",
      params: IdParams,
      body: PolicyPatchPayload,
      response: PolicyDetails,
      errors: [404, 409],
      idempotent: true,
    },
    async (input) => ({ message: 'Policy updated', data: await patchPolicy(input, input.params.id, input.body) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/policies/policyProposal/:id',
      access: holders('View Policies'),
      summary: 'The proposal as the client signs it, with where to reach the proposer',
      params: IdParams,
      response: PolicyProposal,
      errors: [404],
    },
    async ({ tx, session, params }) => {
      const policy = await readPolicySummary(tx, session.tenantId, params.id);
      const proposer = await clientAddressee(tx, session.tenantId, {
        clientType: policy.client_type,
        clientId: policy.client_id,
        name: policy.client_name,
      });
      return { data: { ...policy, proposer } };
    },
  );

  const PRINTS = [
    ['/policies/policyProposal/:id/form', 'proposalForm', 'The proposal form as a PDF, for the client to sign'],
    ['/policy/:id/placementSlip', 'placementSlip', 'The placement slip as a PDF, as the insurer receives it'],
  ] as const;
  for (const [url, kind, summary] of PRINTS) {
    route(
      app,
      ctx,
      {
        method: 'GET',
        url,
        access: holders('View Policies'),
        summary,
        params: IdParams,
        errors: [404],
        transaction: false,
        raw: { produces: 'application/pdf' },
      },
      async ({ session, params, reply }) => sendPdf(reply, await printPolicyDocument(ctx, session.tenantId, params.id, kind)),
    );
  }

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/policies/:id/policyDocument',
      access: holders('View Policies'),
      summary: "The insurer's policy document as uploaded ('Policy document'), else the schedule of cover as a PDF",
      params: IdParams,
      errors: [404],
      transaction: false,
      raw: { produces: 'application/pdf' },
    },
    async ({ session, params, reply }) => sendPdf(reply, await policyDocumentOf(ctx, session.tenantId, params.id)),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/policy/:id/sendPlacementSlip',
      access: holders('Update Policy'),
      summary:
        "Mail the placement slip (PDF) to the insurer's underwriters (the policy is placed); confirmed=true records the insurer's acceptance",
      params: IdParams,
      query: PlacementQuery,
      response: PolicyDetails,
      errors: [404, 409, 503],
      transaction: false,
    },
    async ({ session, params, query }) => {
      const confirmed = query.confirmed === true;
      return {
        message: confirmed ? 'Placement confirmed by the insurer' : 'Placement slip sent to the insurer',
        data: await sendPlacementSlip(ctx, session.tenantId, session.userId, params.id, confirmed),
      };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/policies/:id/creditNote',
      access: holders('Send Documents'),
      summary: "Mail the broker's credit note to the insurer's underwriters once the premium is received (due within 48 hours)",
      params: IdParams,
      response: PolicyDetails,
      errors: [404, 409, 503],
      transaction: false,
    },
    async ({ session, params }) => ({
      message: 'Credit note sent to the insurer',
      data: await sendCreditNote(ctx, session.tenantId, session.userId, params.id),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/policies/:id/uploads',
      access: holders('Update Policy'),
      summary: 'Add one document (PDF, PNG or JPEG, at most 2 MB) named by documentName; "Policy document" is the insurer’s',
      params: IdParams,
      multipart: true,
      response: PolicyDetails,
      status: 201,
      errors: [404, 409, 413, 415],
      idempotent: true,
    },
    async (input) => {
      const checked = validatePayload(PolicyUploadFields, input.body ?? {});
      if (!checked.ok) throw invalidInput(checked.errors);
      return {
        message: UPLOAD_SUCCEEDED,
        data: await attachPolicyDocument(input, input.params.id, checked.value.documentName!, input.file),
      };
    },
  );
}
