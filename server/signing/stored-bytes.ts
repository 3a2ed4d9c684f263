import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { storedFiles } from '../db/schema';
import { storageOf } from '../files/storage';
import { notFound } from '../http/errors';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';

type StoredFileRow = Pick<typeof storedFiles.$inferSelect, 'tenantId' | 'storedName'>;

/** A stored file's bytes, or null when they are gone. */
export async function storedBytes(ctx: AppContext, tx: Transaction, file: StoredFileRow): Promise<Buffer | null> {
  const stream = await storageOf(ctx).get({ tenantId: file.tenantId, name: file.storedName }, tx);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The bytes of a stored file the server kept by id (a document as sent, its signed copy). */
export async function fileBytes(ctx: AppContext, tx: Transaction, fileId: string): Promise<Buffer> {
  const [file] = await tx.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  const bytes = file ? await storedBytes(ctx, tx, file) : null;
  if (!bytes) throw notFound('Document');
  return bytes;
}

/**
 * Keeps a PDF the server made (a document sent for signature, a signed one) as a stored file of the
 * brokerage; nobody uploaded it, so no user is named. Answers the file's id.
 */
export async function storePdf(
  ctx: AppContext,
  tx: Transaction,
  tenantId: string,
  name: string,
  bytes: Buffer,
  purpose: string,
): Promise<string> {
  const storedName = `${randomUUID()}.pdf`;
  const storage = storageOf(ctx);
  const kept = { tenantId, name: storedName };
  await storage.put(kept, bytes, tx);
  try {
    const [stored] = await tx
      .insert(storedFiles)
      .values({
        tenantId,
        storedName,
        originalName: name,
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        purpose,
        uploadedBy: null,
      })
      .returning({ id: storedFiles.id });
    return stored!.id;
  } catch (error) {
    await storage.remove(kept).catch(() => {});
    throw error;
  }
}
