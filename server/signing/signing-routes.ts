import { array, object, string } from 'superstruct';
import {
  PublicSigningRequest,
  SignatureSender,
  SignatureSettings,
  SignatureSettingsPayload,
  SignatureVerification,
  SIGNING_SENDER_PERMISSIONS,
  SigningRequest,
  SigningRequestPayload,
  SigningRequestQuery,
  SignPayload,
} from '../../domain/signing';
import { anyone, demand, grantsFor, holders } from '../auth/authorize';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import { sendPdf } from '../http/send-pdf';
import { documentToSign, openSigning, pdfToCompare, signDocument, signedDocument, verifySignedFile } from './public';
import {
  announce,
  cancelSigningRequest,
  listSigningRequests,
  presentSigningRequest,
  readSigningRequest,
  resendSigningRequest,
  sendForSignature,
  signedCopyOf,
} from './requests';
import { saveSigningSettings, signingSettingsOf } from './settings';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const SETTINGS = holders('Manage Mail Settings');
/** Past the guard, the service asks for the permission the brokerage chose in its settings. */
const SENDERS = holders([...SIGNING_SENDER_PERMISSIONS]);
const READERS = holders([...SIGNING_SENDER_PERMISSIONS, 'Manage Mail Settings']);
const KeyParams = object({ key: string() });
const fileNameOf = (title: string) => `${title.replace(/[^A-Za-z0-9 ._()-]+/g, '-').slice(0, 120)}.pdf`;

/** Electronic signatures (issue 20, "Signature integration"): the settings, the broker's requests, and the client's public pages. */
export function signingRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/signature-settings',
      access: SETTINGS,
      summary: "The brokerage's signing settings (the defaults until saved)",
      response: SignatureSettings,
    },
    async ({ tx, session }) => ({ data: await signingSettingsOf(tx, session.tenantId) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/signature-settings',
      access: SETTINGS,
      summary: 'Save who may send documents for signature, how long a link lives, how often the client is reminded and the mail’s words',
      body: SignatureSettingsPayload,
      response: SignatureSettings,
    },
    async ({ tx, session, body }) => ({ message: 'Signature settings saved', data: await saveSigningSettings(tx, session.tenantId, body) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/signature-settings/sender',
      access: READERS,
      summary: 'The permission the brokerage chose for sending documents for signature, so screens offer Send only to its holders',
      response: SignatureSender,
    },
    async ({ tx, session }) => ({ data: { sender_permission: (await signingSettingsOf(tx, session.tenantId)).sender_permission } }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/signing-requests',
      access: SENDERS,
      summary:
        'Send a proposal form or a quote acceptance to the client for an electronic signature; the client is mailed a single-use link',
      body: SigningRequestPayload,
      response: SigningRequest,
      status: 201,
      errors: [404, 409],
      // The mail leaves after the request is written, outside its transaction.
      transaction: false,
    },
    async ({ request, session, body }) => ({
      message: `Sent for signature to ${body.signerEmail}`,
      data: await sendForSignature(ctx, grantsFor(request), session, body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/signing-requests',
      access: READERS,
      summary: "The brokerage's newest signing requests, all or one document's (subjectKind and subjectId)",
      query: SigningRequestQuery,
      response: array(SigningRequest),
    },
    async ({ tx, session, query }) => ({ data: await listSigningRequests(tx, session.tenantId, query) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/signing-requests/:id',
      access: READERS,
      summary: 'One signing request and its status',
      params: IdParams,
      response: SigningRequest,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await readSigningRequest(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/signing-requests/:id/signed-document',
      access: READERS,
      summary: 'The signed document, stamped and with its audit trail, once the client has signed',
      params: IdParams,
      errors: [404, 409],
      raw: { produces: 'application/pdf' },
    },
    async ({ ctx: context, tx, session, params, reply }) => {
      const document = await signedCopyOf(context, tx, session.tenantId, params.id);
      return sendPdf(reply, { fileName: fileNameOf(`${document.title} (signed)`), bytes: document.bytes });
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/signing-requests/:id/cancel',
      access: SENDERS,
      summary: 'Cancel a request that is not signed yet: its link stops working',
      params: IdParams,
      response: SigningRequest,
      errors: [404, 409],
    },
    async ({ ctx: context, tx, session, params, request, afterCommit }) => {
      demand(request, (await signingSettingsOf(tx, session.tenantId)).sender_permission);
      const row = await cancelSigningRequest(tx, session.tenantId, params.id);
      afterCommit(() => announce(context, row, 'cancelled'));
      return { message: 'Signing request cancelled', data: presentSigningRequest(row) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/signing-requests/:id/resend',
      access: SENDERS,
      summary: 'Mail the signer a new link (the earlier one stops working), living the settings’ lifetime from now',
      params: IdParams,
      response: SigningRequest,
      errors: [404, 409],
      transaction: false,
    },
    async ({ session, params, request }) => {
      const settings = await ctx.database.asTenant(session.tenantId, (tx) => signingSettingsOf(tx, session.tenantId));
      demand(request, settings.sender_permission);
      return { message: 'A new link has been mailed', data: await resendSigningRequest(ctx, session, params.id) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/signing/:key',
      access: anyone('The mailed single-use key is the credential'),
      summary: 'What the link asks the client to sign; the first look marks the request opened',
      params: KeyParams,
      response: PublicSigningRequest,
      errors: [404, 409, 410],
    },
    async ({ params }) => ({ data: await openSigning(ctx, params.key) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/signing/:key/document',
      access: anyone('The mailed single-use key is the credential'),
      summary: 'The document to be signed, as it was sent',
      params: KeyParams,
      errors: [404, 409, 410],
      raw: { produces: 'application/pdf' },
    },
    async ({ params, reply }) => {
      const document = await documentToSign(ctx, params.key);
      return sendPdf(reply, { fileName: fileNameOf(document.title), bytes: document.bytes });
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/signing/:key/sign',
      access: anyone('The mailed single-use key is the credential'),
      summary:
        'Sign with a drawn or typed signature: the document is stamped, given an audit-trail page and its SHA-256 kept; a link signs once',
      params: KeyParams,
      body: SignPayload,
      response: PublicSigningRequest,
      errors: [404, 409, 410],
    },
    async ({ params, body, request }) => ({
      message: 'Signed. Thank you.',
      data: await signDocument(ctx, params.key, body, { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 300) ?? null }),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/signing/:key/signed-document',
      access: anyone('The mailed key is the credential: the signer keeps a copy of what they signed'),
      summary: 'The signed document, stamped and with its audit trail',
      params: KeyParams,
      errors: [404, 409],
      raw: { produces: 'application/pdf' },
    },
    async ({ params, reply }) => {
      const document = await signedDocument(ctx, params.key);
      return sendPdf(reply, { fileName: fileNameOf(`${document.title} (signed)`), bytes: document.bytes });
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/signatures/verify',
      access: anyone('Whoever holds a signed copy may check it; the answer names only what the signed file itself shows'),
      summary: 'Whether the uploaded file is, byte for byte, a document signed here, with its title, signer and time',
      multipart: true,
      response: SignatureVerification,
      errors: [413, 415],
    },
    async ({ file }) => {
      const data = await verifySignedFile(ctx, pdfToCompare(file));
      return { message: data.verified ? 'This is the signed document' : 'This file is not a document signed here', data };
    },
  );
}
