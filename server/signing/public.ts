import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '../../domain/api';
import {
  effectiveSigningStatus,
  nextSigningStatus,
  SIGNATURE_DRAWING_RULE,
  signingRefusal,
  type PublicSigningRequest,
  type SignatureVerification,
  type SignPayload,
} from '../../domain/signing';
import { signingRequests, tenants } from '../db/schema';
import { detectFileKind } from '../files/file-type';
import { NO_FILE } from '../files/uploads';
import { ApiError, conflict, invalidInput } from '../http/errors';
import { announce, brokerageNameOf, NOT_SIGNED_YET, sha256, type SigningRow } from './requests';
import { stampSignature } from './stamp';
import { fileBytes, storePdf } from './stored-bytes';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';

// The client's side, without signing in: the link's key finds its request by the key's hash alone
// (across brokerages, as the verification links are found), then the work runs as that brokerage.

export const INVALID_SIGNING_LINK =
  'This signing link is not valid. Check that you copied the whole link, or ask your broker for a new one.';

/** Why a link in `row`'s state cannot be used to `action`, with the status that means it. */
function refusal(row: SigningRow, action: 'open' | 'sign', now: Date): ApiError | null {
  const status = effectiveSigningStatus(row.status, row.expiresAt, now);
  const message = signingRefusal(status, action);
  if (!message) return null;
  if (status === 'expired') return new ApiError(410, 'KEY_EXPIRED', message);
  return status === 'signed' ? new ApiError(409, 'KEY_USED', message) : conflict(message);
}

/** The request a key opens, locked in the brokerage's transaction; `work` runs as that brokerage. */
async function withRequestOf<T>(ctx: AppContext, key: string, work: (tx: Transaction, row: SigningRow) => Promise<T>): Promise<T> {
  const keyHash = sha256(key);
  const [found] = await ctx.database.asSystem((tx) =>
    tx
      .select({ id: signingRequests.id, tenantId: signingRequests.tenantId })
      .from(signingRequests)
      .where(eq(signingRequests.keyHash, keyHash)),
  );
  if (!found) throw new ApiError(404, 'INVALID_KEY', INVALID_SIGNING_LINK);
  return ctx.database.asTenant(found.tenantId, async (tx) => {
    const [row] = await tx.select().from(signingRequests).where(eq(signingRequests.id, found.id)).for('update');
    // The key may have been replaced (a resend) between the two reads.
    if (!row || row.keyHash !== keyHash) throw new ApiError(404, 'INVALID_KEY', INVALID_SIGNING_LINK);
    return work(tx, row);
  });
}

const publicView = async (tx: Transaction, row: SigningRow, now: Date): Promise<PublicSigningRequest> => ({
  document_title: row.documentTitle,
  brokerage_name: await brokerageNameOf(tx, row.tenantId),
  signer_name: row.signerName,
  status: effectiveSigningStatus(row.status, row.expiresAt, now),
  expires_at: row.expiresAt.toISOString(),
  signed_at: row.signedAt?.toISOString() ?? null,
  signed_sha256: row.signedSha256,
});

/** GET /signing/:key: what is to be signed; the first look marks the request opened. A signed request still shows, to fetch the copy. */
export async function openSigning(ctx: AppContext, key: string): Promise<PublicSigningRequest> {
  const now = new Date();
  let opened: SigningRow | null = null;
  const view = await withRequestOf(ctx, key, async (tx, row) => {
    if (row.status === 'signed') return publicView(tx, row, now);
    const refused = refusal(row, 'open', now);
    if (refused) throw refused;
    if (row.status === 'sent') {
      const [updated] = await tx
        .update(signingRequests)
        .set({ status: 'opened', openedAt: now, updatedAt: now })
        .where(eq(signingRequests.id, row.id))
        .returning();
      opened = updated!;
      return publicView(tx, updated!, now);
    }
    return publicView(tx, row, now);
  });
  if (opened) announce(ctx, opened, 'opened');
  return view;
}

/** GET /signing/:key/document: the document as it was sent, while it can still be signed. */
export function documentToSign(ctx: AppContext, key: string): Promise<{ title: string; bytes: Buffer }> {
  return withRequestOf(ctx, key, async (tx, row) => {
    const refused = refusal(row, 'open', new Date());
    if (refused) throw refused;
    return { title: row.documentTitle, bytes: await fileBytes(ctx, tx, row.originalFileId) };
  });
}

/** GET /signing/:key/signed-document: the signed copy, once signed. */
export function signedDocument(ctx: AppContext, key: string): Promise<{ title: string; bytes: Buffer }> {
  return withRequestOf(ctx, key, async (tx, row) => {
    if (row.status !== 'signed' || !row.signedFileId) throw conflict(NOT_SIGNED_YET);
    return { title: row.documentTitle, bytes: await fileBytes(ctx, tx, row.signedFileId) };
  });
}

/**
 * POST /signing/:key/sign: the document stamped with the signature and an audit-trail page, kept
 * with its hash. The request's row is locked: of two signings at once, the second finds it signed.
 */
export async function signDocument(
  ctx: AppContext,
  key: string,
  payload: SignPayload,
  from: { ip: string; userAgent: string | null },
): Promise<PublicSigningRequest> {
  const now = new Date();
  let signed: SigningRow | null = null;
  const view = await withRequestOf(ctx, key, async (tx, row) => {
    const refused = refusal(row, 'sign', now);
    if (refused) throw refused;
    const original = await fileBytes(ctx, tx, row.originalFileId);
    const bytes = await stampSignature(original, {
      documentTitle: row.documentTitle,
      brokerageName: await brokerageNameOf(tx, row.tenantId),
      requestId: row.id,
      signerName: row.signerName,
      signerEmail: row.signerEmail,
      signature:
        payload.method === 'drawn'
          ? { method: 'drawn', png: Buffer.from(payload.image.slice(payload.image.indexOf(',') + 1), 'base64') }
          : { method: 'typed', typedName: payload.typedName.trim() },
      signedAt: now,
      signerIp: from.ip,
      userAgent: from.userAgent,
      sentAt: row.sentAt,
      openedAt: row.openedAt,
      originalSha256: row.originalSha256,
      verifyUrl: `${ctx.config.publicUrl}/verify-signature`,
    }).catch(() => {
      throw invalidInput(
        [{ field: 'image', message: SIGNATURE_DRAWING_RULE }],
        'The drawn signature could not be read: clear the box and draw it again.',
      );
    });
    const signedFileId = await storePdf(ctx, tx, row.tenantId, `${row.documentTitle} (signed).pdf`, bytes, 'signing-signed');
    const [updated] = await tx
      .update(signingRequests)
      .set({
        status: nextSigningStatus(row.status, 'sign')!,
        signedAt: now,
        openedAt: row.openedAt ?? now,
        signerIp: from.ip,
        signatureMethod: payload.method,
        signedFileId,
        signedSha256: sha256(bytes),
        updatedAt: now,
      })
      .where(eq(signingRequests.id, row.id))
      .returning();
    signed = updated!;
    return publicView(tx, updated!, now);
  });
  if (signed) announce(ctx, signed, 'signed');
  return view;
}

/**
 * The copy to verify is compared, never kept: the upload rules on names do not apply (a downloaded
 * signed copy's name is longer than 60 characters and has brackets), but it must be a PDF.
 */
export function pdfToCompare(file: { bytes: Buffer } | null | undefined): Buffer {
  if (!file || file.bytes.length === 0) throw invalidInput([{ field: 'file', message: NO_FILE }]);
  if (detectFileKind(file.bytes) !== 'pdf')
    throw new ApiError(415, ERROR_CODES.unsupportedMediaType, 'This file is not a PDF file', [
      { field: 'file', message: 'Choose a PDF file' },
    ]);
  return file.bytes;
}

/** POST /signatures/verify: whether these bytes are, exactly, a document signed here. */
export async function verifySignedFile(ctx: AppContext, bytes: Buffer): Promise<SignatureVerification> {
  const hash = sha256(bytes);
  const [found] = await ctx.database.asSystem((tx) =>
    tx
      .select({ request: signingRequests, brokerage: tenants.name })
      .from(signingRequests)
      .innerJoin(tenants, eq(tenants.id, signingRequests.tenantId))
      .where(eq(signingRequests.signedSha256, hash))
      .limit(1),
  );
  return {
    verified: Boolean(found),
    sha256: hash,
    document_title: found?.request.documentTitle ?? null,
    signer_name: found?.request.signerName ?? null,
    signed_at: found?.request.signedAt?.toISOString() ?? null,
    brokerage_name: found?.brokerage ?? null,
  };
}
