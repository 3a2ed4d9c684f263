import { eq } from 'drizzle-orm';
import { states, tenants } from '../db/schema';
import { detectFileKind, FILE_KINDS } from '../files/file-type';
import { notFound } from '../http/errors';
import { FONT, pdfOf } from './pdfmake';
import { currentTemplate } from './templates';
import type { PdfDocumentKind } from '../../domain/pdf-templates';
import type { Transaction } from '../db/client';
import type { FileStorage, StoredFileRef } from '../files/storage';
import type { Letterhead } from './document';

/**
 * The brokerage's name, address, RC number and contacts, as its documents head them; with
 * `storage`, its logo too (the broker profile's stored file); with `kind`, its template for that kind.
 */
export async function letterheadOf(tx: Transaction, tenantId: string, storage?: FileStorage, kind?: PdfDocumentKind): Promise<Letterhead> {
  const [row] = await tx
    .select({
      name: tenants.name,
      address: tenants.address,
      city: tenants.city,
      state: states.name,
      rcNumber: tenants.rcNumber,
      email: tenants.email,
      phone: tenants.phone,
      logoFile: tenants.logoFile,
    })
    .from(tenants)
    .leftJoin(states, eq(states.id, tenants.stateId))
    .where(eq(tenants.id, tenantId));
  if (!row) throw notFound('Brokerage');
  const address = [row.address, row.city, row.state]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const contacts = [row.email, row.phone]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ');
  const logo = storage && row.logoFile ? await storedImage(storage, { tenantId, name: row.logoFile }, tx) : null;
  const look = kind ? (await currentTemplate(tx, tenantId, kind)).template : undefined;
  return { name: row.name, address: address || null, rcNumber: row.rcNumber, contacts: contacts || null, logo, ...(look ? { look } : {}) };
}

/** A stored PNG or JPEG as a data URL a document can show; null when it is missing, another kind, or will not decode. */
export async function storedImage(storage: FileStorage, file: StoredFileRef, tx?: Transaction): Promise<string | null> {
  const stream = await storage.get(file, tx);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return embeddableImage(Buffer.concat(chunks));
}

/**
 * Uploads are checked by their first bytes only, so a file may say PNG and still not decode; one
 * such image must not stop every document, so it is tried alone first and left out when it fails.
 */
export async function embeddableImage(bytes: Buffer): Promise<string | null> {
  const kind = detectFileKind(bytes);
  if (kind !== 'png' && kind !== 'jpeg') return null;
  const url = `data:${FILE_KINDS[kind].contentType};base64,${bytes.toString('base64')}`;
  try {
    await pdfOf({ defaultStyle: { font: FONT }, content: [{ image: url, fit: [10, 10] }] });
    return url;
  } catch {
    return null;
  }
}
