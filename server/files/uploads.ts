import { randomUUID } from 'node:crypto';
import { ERROR_CODES } from '../../domain/api';
import { MAX_UPLOAD_BYTES, checkUpload } from '../../domain/upload';
import { afterRollback } from '../db/after-rollback';
import { storedFiles } from '../db/schema';
import { ApiError, invalidInput } from '../http/errors';
import { contentIs, declaredTypeFits, FILE_KINDS, kindOfName, type FileKind } from './file-type';
import { storageOf } from './storage';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';

/** A file as the API answers it; `url` is where a signed-in user of the brokerage downloads it. */
export interface UploadedFile {
  stored_name: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  url: string;
}

// A file a little over the limit is still read, so that the uploader gets the spec's message
// rather than a bare 413; beyond this margin the request is cut off.
const OVERSIZE_MARGIN = 512 * 1024;
const READ_LIMIT = MAX_UPLOAD_BYTES + OVERSIZE_MARGIN;
/** Fields and multipart framing on top of the file. */
const REQUEST_LIMIT = READ_LIMIT + 256 * 1024;

/** The options server/app.ts registers @fastify/multipart with. */
export const MULTIPART_OPTIONS: FastifyMultipartBaseOptions & { limits: Record<string, number> } = {
  limits: { fileSize: READ_LIMIT, fields: 20, fieldSize: 10_000, parts: 30 },
};

export const NO_FILE = 'Choose a file to upload';
export const downloadUrl = (storedName: string) => `/api/v1/file/download?fileName=${encodeURIComponent(storedName)}`;

const tooLarge = () => new ApiError(413, ERROR_CODES.payloadTooLarge, 'The file is far larger than 2MB');
const unsupportedType = (accept: readonly FileKind[]) =>
  new ApiError(415, ERROR_CODES.unsupportedMediaType, `This file is not a ${accept.map((k) => k.toUpperCase()).join(' or ')} file`, [
    { field: 'file', message: `Choose a ${accept.map((k) => k.toUpperCase()).join(' or ')} file` },
  ]);

/** A multipart form read into memory: its text fields and its first file (with the type its sender declared), not yet checked. */
export interface ReceivedForm {
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | null;
}

/** Reads a multipart request whole (it is at most ~2.75 MB); only the first file counts, as in the spec. */
export async function readForm(request: FastifyRequest): Promise<ReceivedForm> {
  if (!request.isMultipart()) {
    throw new ApiError(415, ERROR_CODES.unsupportedMediaType, 'Send the file as multipart/form-data', [
      { field: 'file', message: NO_FILE },
    ]);
  }
  if (Number(request.headers['content-length'] ?? 0) > REQUEST_LIMIT) throw tooLarge();
  const form: ReceivedForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
      } else if (form.file) {
        part.file.resume();
      } else {
        const bytes = await part.toBuffer();
        form.file = { name: part.filename, type: part.mimetype ?? '', bytes };
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') {
      throw invalidInput([{ field: 'file', message: 'The form has too many parts' }]);
    }
    // Nothing but the request is read in this loop: whatever else fails is a malformed form
    // (no boundary, cut off half-way), the sender's fault rather than ours.
    throw invalidInput([{ field: 'file', message: NO_FILE }], 'The form could not be read');
  }
  return form;
}

const typeDisagrees = (declared: string) => `This file is sent as ${declared}, which does not match its name`;
const notReally = (kind: FileKind) => `This is not a real ${FILE_KINDS[kind].label} file: its content does not match its name`;

/**
 * The spec's three checks (size, name length, special characters), then the whole claim: the name
 * says a kind the upload takes (415 otherwise), and the declared type and the content agree with it
 * (400 otherwise: a page named .png, a PNG header before a script, a PDF that is not one).
 */
export function checkReceivedFile(file: ReceivedForm['file'], accept: readonly FileKind[]): FileKind {
  if (!file || file.bytes.length === 0) throw invalidInput([{ field: 'file', message: NO_FILE }]);
  const problem = checkUpload([{ name: file.name, size: file.bytes.length }]);
  if (problem) throw invalidInput([{ field: 'file', message: problem }], problem);
  const kind = kindOfName(file.name);
  if (!kind || !accept.includes(kind)) throw unsupportedType(accept);
  if (!declaredTypeFits(file.type, kind)) {
    const message = typeDisagrees(file.type);
    throw invalidInput([{ field: 'file', message }], message);
  }
  if (!contentIs(file.bytes, kind)) {
    const message = notReally(kind);
    throw invalidInput([{ field: 'file', message }], message);
  }
  return kind;
}

export type CheckedFile = { name: string; bytes: Buffer; kind: FileKind };

/**
 * Puts checked bytes into storage under a generated name, records them in `tx` and runs `work`
 * with them (and the stored file's id). When anything fails the bytes are removed again, and so
 * they are when the route's transaction rolls back afterwards: a write that rolls back leaves
 * nothing behind.
 */
export async function storeFileIn<T>(
  tx: Transaction,
  ctx: AppContext,
  owner: { tenantId: string; userId: string },
  file: CheckedFile,
  purpose: string,
  work: (uploaded: UploadedFile, fileId: string) => Promise<T>,
): Promise<T> {
  const { contentType, extension } = FILE_KINDS[file.kind];
  const storedName = `${randomUUID()}.${extension}`;
  const uploaded: UploadedFile = {
    stored_name: storedName,
    original_name: file.name,
    content_type: contentType,
    size_bytes: file.bytes.length,
    url: downloadUrl(storedName),
  };
  const storage = storageOf(ctx);
  const kept = { tenantId: owner.tenantId, name: storedName };
  await storage.put(kept, file.bytes, tx);
  // Bytes kept outside the database stay if the transaction fails later, after `work`: they go then.
  afterRollback(tx, () => storage.remove(kept));
  try {
    const [stored] = await tx
      .insert(storedFiles)
      .values({
        tenantId: owner.tenantId,
        storedName,
        originalName: file.name,
        contentType,
        sizeBytes: file.bytes.length,
        purpose,
        uploadedBy: owner.userId,
      })
      .returning({ id: storedFiles.id });
    return await work(uploaded, stored!.id);
  } catch (error) {
    await storage.remove(kept).catch(() => {});
    throw error;
  }
}

/**
 * storeFileIn in a transaction of its own for the brokerage (e.g. pointing the logo at the new
 * file); a commit that fails removes the bytes too.
 */
export async function withStoredFile<T>(
  ctx: AppContext,
  owner: { tenantId: string; userId: string },
  file: CheckedFile,
  purpose: string,
  work: (tx: Transaction, uploaded: UploadedFile) => Promise<T>,
): Promise<T> {
  const stored: { name?: string } = {};
  try {
    return await ctx.database.asTenant(owner.tenantId, (tx) =>
      storeFileIn(tx, ctx, owner, file, purpose, (uploaded) => {
        stored.name = uploaded.stored_name;
        return work(tx, uploaded);
      }),
    );
  } catch (error) {
    if (stored.name)
      await storageOf(ctx)
        .remove({ tenantId: owner.tenantId, name: stored.name })
        .catch(() => {});
    throw error;
  }
}
