import { array, object, string } from 'superstruct';
import {
  Claim,
  ClaimChecklist,
  ClaimChecklistPayload,
  ClaimComment,
  ClaimCommentPayload,
  ClaimDetails,
  ClaimNotificationAnswer,
  ClaimNotificationPayload,
  ClaimPatchPayload,
  ClaimPayload,
  ClaimSettings,
  ClaimSettingsPayload,
} from '../../domain/claims';
import { CLAIM_DOCUMENT_KINDS } from '../../domain/claims/claim-documents';
import { UPLOAD_SUCCEEDED } from '../../domain/messages';
import { PolicyUploadFields } from '../../domain/policies';
import { validatePayload } from '../../domain/validation';
import { holders } from '../auth/authorize';
import { ApiError, invalidInput } from '../http/errors';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import { sendPdf } from '../http/send-pdf';
import { claimSettings, listChecklists, resetChecklist, saveChecklist, saveClaimSettings } from './checklists';
import { printClaimDocument } from './claim-documents';
import { commentOnClaim } from './comments';
import { attachClaimDocument } from './documents';
import { ClaimListQuery, listClaims } from './list';
import { mailClaim } from './mail';
import { patchClaim } from './move';
import { readClaim } from './read';
import { registerClaim } from './write';
import type { PermissionName } from '../../domain/permissions';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const ClassParams = object({ categoryCode: string() });

export const CLAIM_READERS: PermissionName[] = ['View Claims'];

/** Claims (seed document 2, claims): a loss on a policy, its documents, its progress to settlement, its conversation. */
export function claimRoutes(app: FastifyInstance, ctx: AppContext): void {
  const view = holders(CLAIM_READERS);
  const update = holders('Update Claim');
  const LISTS = [
    ['/claims', 'The claims, newest first, each with its age and what is missing; by status or one policy’s'],
    [
      '/claims/search',
      'The claims whose number, policy number, insured item, place of loss, insured or client’s name contains searchQuery',
    ],
  ] as const;
  for (const [url, summary] of LISTS) {
    route(
      app,
      ctx,
      { method: 'GET', url, access: view, summary, query: ClaimListQuery, response: array(Claim) },
      async ({ tx, session, query }) => listClaims(tx, session.tenantId, query),
    );
  }

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/claims',
      access: holders('Register Claim'),
      summary: 'Register a loss on a policy that was on cover that day; the client and the insurer are mailed',
      body: ClaimPayload,
      response: ClaimDetails,
      status: 201,
      errors: [409],
      transaction: false,
    },
    async ({ session, body }) => {
      const tenantId = session.tenantId;
      const created = await ctx.database.asTenant(tenantId, (tx) => registerClaim({ tx, session }, body));
      // The claim stands whether or not its mails could go; the answer says which did.
      const mailing = await mailClaim(ctx, tenantId, session.userId, created.claim_id, 'registered').catch((error: unknown) => {
        if (error instanceof ApiError) return { sent_to: [], unsent: [error.message] };
        throw error;
      });
      const data = await ctx.database.asTenant(tenantId, (tx) => readClaim(tx, tenantId, created.claim_id));
      const told = mailing.sent_to.length > 0 ? ` and mailed to ${mailing.sent_to.join(', ')}` : '';
      const unsent = mailing.unsent.length > 0 ? ` (${mailing.unsent.join('; ')})` : '';
      return { message: `Claim ${created.claim_number} registered${told}${unsent}`, data };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/claims/:id',
      access: view,
      summary: 'One claim with its checklist, documents, comments, history and settlement',
      params: IdParams,
      response: ClaimDetails,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await readClaim(tx, session.tenantId, params.id) }),
  );

  for (const kind of CLAIM_DOCUMENT_KINDS) {
    route(
      app,
      ctx,
      {
        method: 'GET',
        url: `/claims/:id/${kind}`,
        access: view,
        summary:
          kind === 'claimForm'
            ? 'The claim form as a PDF in the brokerage’s template'
            : 'The discharge voucher as a PDF in the brokerage’s template, once the offer is agreed',
        params: IdParams,
        errors: [404, 409],
        transaction: false,
        raw: { produces: 'application/pdf' },
      },
      async ({ session, params, reply }) => sendPdf(reply, await printClaimDocument(ctx, session.tenantId, params.id, kind)),
    );
  }

  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/claims/:id',
      access: update,
      summary:
        'Correct the facts before submission, or move the claim to `status` with what it records (reason, loss adjuster, offer and excess, the settlement received or paid on)',
      params: IdParams,
      body: ClaimPatchPayload,
      response: ClaimDetails,
      errors: [404, 409],
      idempotent: true,
    },
    async (input) => {
      const data = await patchClaim(input, input.params.id, input.body);
      return {
        message: input.body.status ? `Claim ${data.claim_number} is now ${data.status.replace(/_/g, ' ')}` : 'Claim details saved',
        data,
      };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/claims/:id/uploads',
      access: holders(['Update Claim', 'Register Claim']),
      summary: 'Add one document (PDF, PNG or JPEG, at most 2 MB) named by documentName; a checklist item is ticked by its name',
      params: IdParams,
      multipart: true,
      response: ClaimDetails,
      status: 201,
      errors: [404, 409, 413, 415],
      idempotent: true,
    },
    async (input) => {
      const checked = validatePayload(PolicyUploadFields, input.body ?? {});
      if (!checked.ok) throw invalidInput(checked.errors);
      return {
        message: UPLOAD_SUCCEEDED,
        data: await attachClaimDocument(input, input.params.id, checked.value.documentName!, input.file),
      };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/claims/:id/comment',
      access: holders(['Update Claim', 'Register Claim']),
      summary: 'Add to the claim’s conversation; the people following it are told live',
      params: IdParams,
      body: ClaimCommentPayload,
      response: ClaimComment,
      status: 201,
      errors: [404],
    },
    async (input) => ({ message: 'Comment added', data: await commentOnClaim(input, input.params.id, input.body) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/claims/:id/notifications',
      access: update,
      summary: 'Mail the client or the insurer about an event of the claim (left out: the mail of its current status)',
      params: IdParams,
      body: ClaimNotificationPayload,
      response: ClaimNotificationAnswer,
      errors: [404, 409],
      transaction: false,
    },
    async ({ session, params, body }) => {
      const mailing = await mailClaim(ctx, session.tenantId, session.userId, params.id, body.event);
      const unsent = mailing.unsent.length ? `; ${mailing.unsent.join('; ')}` : '';
      const message = mailing.sent_to.length ? `Mail sent to ${mailing.sent_to.join(', ')}${unsent}` : `No mail was sent${unsent}`;
      return { message, data: { event: mailing.event, sent_to: mailing.sent_to } };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/claims/checklists',
      access: view,
      summary: 'Each class of business’s claim documents: the brokerage’s own list or the default',
      response: array(ClaimChecklist),
    },
    async ({ tx, session }) => ({ data: await listChecklists(tx, session.tenantId) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/claims/checklists/:categoryCode',
      access: update,
      summary: 'The brokerage’s own list of documents for a class of business; claims registered after it use it',
      params: ClassParams,
      body: ClaimChecklistPayload,
      response: array(ClaimChecklist),
      errors: [404],
    },
    async ({ tx, session, params, body }) => ({
      message: 'Checklist saved',
      data: await saveChecklist(
        tx,
        session.tenantId,
        session.userId,
        params.categoryCode,
        body.documents!.map((name) => name!),
      ),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/claims/checklists/:categoryCode',
      access: update,
      summary: 'Back to the default list of documents for a class of business',
      params: ClassParams,
      response: array(ClaimChecklist),
      errors: [404],
    },
    async ({ tx, session, params }) => ({
      message: 'Checklist reset to the default',
      data: await resetChecklist(tx, session.tenantId, params.categoryCode),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/claims/settings',
      access: view,
      summary: 'How many days a claim may take before it is flagged overdue',
      response: ClaimSettings,
    },
    async ({ tx, session }) => ({ data: await claimSettings(tx, session.tenantId) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/claims/settings',
      access: update,
      summary: 'Change how many days a claim may take',
      body: ClaimSettingsPayload,
      response: ClaimSettings,
    },
    async ({ tx, session, body }) => ({
      message: 'Claim settings saved',
      data: await saveClaimSettings(tx, session.tenantId, Number(body.ageLimitDays)),
    }),
  );
}
