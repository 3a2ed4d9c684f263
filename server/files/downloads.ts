import { and, eq } from 'drizzle-orm';
import { optional, string, type } from 'superstruct';
import { storedFiles } from '../db/schema';
import { notFound } from '../http/errors';
import { FILE_KINDS } from './file-type';
import { storageOf } from './storage';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';

/** `?fileName=`: the stored name a file's url carries; a missing or blank one is simply not found. */
export const DownloadQuery = type({ fileName: optional(string()) });

const SERVED_TYPES = new Set(Object.values(FILE_KINDS).map((kind) => kind.contentType));

/**
 * The Content-Type a stored file goes out with: the type it was stored as, when that is one the
 * uploads take; anything else (a row from elsewhere) goes out as bytes, never as a page.
 */
export const servedType = (stored: string) => (SERVED_TYPES.has(stored) ? stored : 'application/octet-stream');

/** One of the brokerage's stored files with its bytes; 404 when either the record or the bytes are gone. */
export async function storedFileOf(ctx: AppContext, tx: Transaction, tenantId: string, storedName: string | undefined) {
  if (!storedName) throw notFound('File');
  const [file] = await tx
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.storedName, storedName), eq(storedFiles.tenantId, tenantId)));
  const stream = file ? await storageOf(ctx).get({ tenantId: file.tenantId, name: file.storedName }, tx) : null;
  if (!file || !stream) throw notFound('File');
  return { file, stream };
}
