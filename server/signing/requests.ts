import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import {
  effectiveSigningStatus,
  SIGNING_LIVE_EVENT,
  signingRefusal,
  type SigningRequest,
  type SigningRequestPayload,
  type SigningRequestQuery,
  type SigningStatus,
} from '../../domain/signing';
import { holds, refusal, type Grants } from '../auth/authorize';
import { signingRequests, tenants } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { keepSentVersion } from '../pdf/templates';
import { signingSettingsOf } from './settings';
import { signingMail } from './signing-mail';
import { fileBytes, storePdf } from './stored-bytes';
import { signableDocument, subjectOf } from './subjects';
import type { PermissionName } from '../../domain/permissions';
import type { SessionUser } from '../auth/session-user';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';

export type SigningRow = typeof signingRequests.$inferSelect;

export const NOT_SIGNED_YET = 'This document has not been signed yet.';

export const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

/** A new link key: only its hash is kept, so the link lives only in the mail. */
export function newLinkKey(): { key: string; keyHash: string } {
  const key = randomBytes(32).toString('base64url');
  return { key, keyHash: sha256(key) };
}

export const signingUrl = (ctx: AppContext, key: string) => `${ctx.config.publicUrl}/sign/${encodeURIComponent(key)}`;

const iso = (at: Date | null) => (at ? at.toISOString() : null);

export function presentSigningRequest(row: SigningRow, now = new Date()): SigningRequest {
  return {
    id: row.id,
    subject_kind: row.subjectKind,
    subject_id: row.subjectId,
    document_title: row.documentTitle,
    signer_name: row.signerName,
    signer_email: row.signerEmail,
    status: effectiveSigningStatus(row.status, row.expiresAt, now),
    expires_at: row.expiresAt.toISOString(),
    sent_at: row.sentAt.toISOString(),
    opened_at: iso(row.openedAt),
    signed_at: iso(row.signedAt),
    cancelled_at: iso(row.cancelledAt),
    reminded_at: iso(row.remindedAt),
    signer_ip: row.signerIp,
    signed_sha256: row.signedSha256,
    original_sha256: row.originalSha256,
    created_at: row.createdAt.toISOString(),
  };
}

/** Tells the brokerage's open screens that a request moved (the broker's list and request view follow it live). */
export function announce(ctx: AppContext, row: Pick<SigningRow, 'tenantId' | 'id' | 'subjectKind' | 'subjectId'>, status: SigningStatus) {
  ctx.live.toTenant?.(row.tenantId, SIGNING_LIVE_EVENT, { id: row.id, subject_kind: row.subjectKind, subject_id: row.subjectId, status });
}

export async function brokerageNameOf(tx: Transaction, tenantId: string): Promise<string> {
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return tenant?.name ?? 'Your broker';
}

/** Mails the signer the link; the mail leaves outside any transaction (the mailer records it in its own). */
export async function mailSigningLink(
  ctx: AppContext,
  row: SigningRow,
  key: string,
  facts: { kind: 'signing_request' | 'signing_reminder'; brokerageName: string; mailText: string },
) {
  const url = signingUrl(ctx, key);
  await ctx.mailer.send({
    tenantId: row.tenantId,
    to: row.signerEmail,
    secrets: [key],
    ...(await signingMail(ctx, row.tenantId, {
      ...facts,
      signerName: row.signerName,
      documentTitle: row.documentTitle,
      url,
      expiresAt: row.expiresAt,
    })),
  });
}

/** The caller may send for signature: the brokerage's chosen permission, and reading the document itself. */
export function demandSender(grants: Grants, ...needed: PermissionName[]) {
  for (const permission of needed) if (!holds(grants, permission)) throw refusal([permission]);
}

/** POST /signing-requests: the document as it stands is kept with its hash, and the signer gets a link. */
export async function sendForSignature(ctx: AppContext, grants: Grants, session: SessionUser, payload: SigningRequestPayload) {
  const tenantId = session.tenantId;
  const { row, key, mail } = await ctx.database.asTenant(tenantId, async (tx) => {
    const settings = await signingSettingsOf(tx, tenantId);
    demandSender(grants, settings.sender_permission, subjectOf(payload.subjectKind).readPermission);
    const document = await signableDocument(ctx, tx, tenantId, payload.subjectKind, payload.subjectId);
    const originalFileId =
      document.fileId ?? (await storePdf(ctx, tx, tenantId, `${document.title}.pdf`, document.bytes, 'signing-original'));
    await keepSentVersion(tx, tenantId, document.printedWith);
    const link = newLinkKey();
    const now = new Date();
    const [created] = await tx
      .insert(signingRequests)
      .values({
        tenantId,
        subjectKind: payload.subjectKind,
        subjectId: payload.subjectId,
        documentTitle: document.title,
        signerName: payload.signerName.trim(),
        signerEmail: payload.signerEmail,
        keyHash: link.keyHash,
        expiresAt: new Date(now.getTime() + settings.link_lifetime_hours * 3_600_000),
        sentAt: now,
        originalFileId,
        originalSha256: sha256(document.bytes),
        createdBy: session.userId,
      })
      .returning();
    return {
      row: created!,
      key: link.key,
      mail: { kind: 'signing_request' as const, brokerageName: await brokerageNameOf(tx, tenantId), mailText: settings.mail_text },
    };
  });
  await mailSigningLink(ctx, row, key, mail);
  announce(ctx, row, row.status);
  return presentSigningRequest(row);
}

async function lockRequest(tx: Transaction, tenantId: string, id: string): Promise<SigningRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(signingRequests)
        .where(and(eq(signingRequests.tenantId, tenantId), eq(signingRequests.id, id)))
        .for('update')
    : [];
  if (!row) throw notFound('Signing request');
  return row;
}

async function findRequest(tx: Transaction, tenantId: string, id: string): Promise<SigningRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(signingRequests)
        .where(and(eq(signingRequests.tenantId, tenantId), eq(signingRequests.id, id)))
    : [];
  if (!row) throw notFound('Signing request');
  return row;
}

export async function readSigningRequest(tx: Transaction, tenantId: string, id: string): Promise<SigningRequest> {
  return presentSigningRequest(await findRequest(tx, tenantId, id));
}

/** GET /signing-requests/:id/signed-document: the broker's copy of what the client signed, once signed. */
export async function signedCopyOf(ctx: AppContext, tx: Transaction, tenantId: string, id: string) {
  const row = await findRequest(tx, tenantId, id);
  if (row.status !== 'signed' || !row.signedFileId) throw conflict(NOT_SIGNED_YET);
  return { title: row.documentTitle, bytes: await fileBytes(ctx, tx, row.signedFileId) };
}

/** How many requests the list shows: the newest first. */
export const SIGNING_LIST_LIMIT = 100;

/** GET /signing-requests: the brokerage's newest requests, all or one subject's. */
export async function listSigningRequests(tx: Transaction, tenantId: string, query: SigningRequestQuery): Promise<SigningRequest[]> {
  const conditions = [eq(signingRequests.tenantId, tenantId)];
  if (query.subjectKind) conditions.push(eq(signingRequests.subjectKind, query.subjectKind));
  if (query.subjectId) {
    if (!isUuid(query.subjectId)) return [];
    conditions.push(eq(signingRequests.subjectId, query.subjectId));
  }
  const rows = await tx
    .select()
    .from(signingRequests)
    .where(and(...conditions))
    .orderBy(desc(signingRequests.createdAt), desc(signingRequests.id))
    .limit(SIGNING_LIST_LIMIT);
  const now = new Date();
  return rows.map((row) => presentSigningRequest(row, now));
}

/** Refuses `action` on the request as the clock stands (an expired request is refused before the job writes it down). */
function refuseUnless(row: SigningRow, action: 'cancel' | 'resend', now: Date) {
  const refused = signingRefusal(effectiveSigningStatus(row.status, row.expiresAt, now), action);
  if (refused) throw conflict(refused);
}

/** POST /signing-requests/:id/cancel: the link stops working at once. */
export async function cancelSigningRequest(tx: Transaction, tenantId: string, id: string): Promise<SigningRow> {
  const row = await lockRequest(tx, tenantId, id);
  refuseUnless(row, 'cancel', new Date());
  const [cancelled] = await tx
    .update(signingRequests)
    .set({ status: 'cancelled', cancelledAt: new Date(), updatedAt: new Date() })
    .where(eq(signingRequests.id, row.id))
    .returning();
  return cancelled!;
}

/** POST /signing-requests/:id/resend: a new link (the old one stops working), living the settings' lifetime from now. */
export async function resendSigningRequest(ctx: AppContext, session: SessionUser, id: string) {
  const { row, key, mail } = await ctx.database.asTenant(session.tenantId, async (tx) => {
    const current = await lockRequest(tx, session.tenantId, id);
    const now = new Date();
    refuseUnless(current, 'resend', now);
    const settings = await signingSettingsOf(tx, session.tenantId);
    const link = newLinkKey();
    const [renewed] = await tx
      .update(signingRequests)
      .set({
        keyHash: link.keyHash,
        expiresAt: new Date(now.getTime() + settings.link_lifetime_hours * 3_600_000),
        remindedAt: now,
        updatedAt: now,
      })
      .where(eq(signingRequests.id, current.id))
      .returning();
    return {
      row: renewed!,
      key: link.key,
      mail: { kind: 'signing_request' as const, brokerageName: await brokerageNameOf(tx, session.tenantId), mailText: settings.mail_text },
    };
  });
  await mailSigningLink(ctx, row, key, mail);
  announce(ctx, row, row.status);
  return presentSigningRequest(row);
}
