import { and, asc, eq } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { signatories, storedFiles } from '../db/schema';
import { storageOf } from '../files/storage';
import { checkReceivedFile, downloadUrl, withStoredFile, type CheckedFile, type ReceivedForm } from '../files/uploads';
import { notFound } from '../http/errors';
import type { Signatory, SignatoryChanges, SignatoryPayload } from '../../domain/brokerage';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { Paging } from '../http/paging';

type Owner = { tenantId: string; userId: string };

const SIGNATURE_KINDS = ['png', 'jpeg'] as const;

/** The signature image, when one came with the fields (a PNG or JPEG, checked as the spec says). */
const signatureOf = (file: ReceivedForm['file']): CheckedFile | null =>
  file ? { ...file, kind: checkReceivedFile(file, SIGNATURE_KINDS) } : null;
const SIGNATURE = 'signature';

function toSignatory(row: typeof signatories.$inferSelect): Signatory {
  return {
    signatory_id: row.id,
    name: row.name,
    designation: row.designation,
    email: row.email,
    phone: row.phone,
    signature_file: row.signatureFile,
    signature_url: row.signatureFile ? downloadUrl(row.signatureFile) : null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listSignatories(tx: Transaction, tenantId: string, paging: Paging) {
  const mine = eq(signatories.tenantId, tenantId);
  const rows = await tx.select().from(signatories).where(mine).orderBy(asc(signatories.name)).limit(paging.limit).offset(paging.offset);
  return { data: rows.map(toSignatory), total: await tx.$count(signatories, mine) };
}

/** Runs `work` in a transaction, with the signature image stored and recorded first when there is one. */
function withOptionalSignature<T>(
  ctx: AppContext,
  owner: Owner,
  file: CheckedFile | null,
  work: (tx: Transaction, storedName: string | null) => Promise<T>,
) {
  if (!file) return ctx.database.asTenant(owner.tenantId, (tx) => work(tx, null));
  return withStoredFile(ctx, owner, file, SIGNATURE, (tx, uploaded) => work(tx, uploaded.stored_name));
}

async function forgetFile(tx: Transaction, tenantId: string, storedName: string | null): Promise<string | null> {
  if (!storedName) return null;
  await tx.delete(storedFiles).where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.storedName, storedName)));
  return storedName;
}

/** The bytes of a file whose row went with a committed transaction; a leftover file harms nobody, so failures are ignored. */
export async function removeSignatureBytes(ctx: AppContext, tenantId: string, storedName: string | null) {
  if (storedName)
    await storageOf(ctx)
      .remove({ tenantId, name: storedName })
      .catch(() => {});
}

export async function createSignatory(
  ctx: AppContext,
  owner: Owner,
  payload: SignatoryPayload,
  received: ReceivedForm['file'],
): Promise<Signatory> {
  return withOptionalSignature(ctx, owner, signatureOf(received), async (tx, storedName) => {
    const [row] = await tx
      .insert(signatories)
      .values({
        tenantId: owner.tenantId,
        name: payload.name.trim(),
        designation: payload.designation.trim(),
        email: payload.email ?? null,
        phone: payload.phone ?? null,
        signatureFile: storedName,
      })
      .returning();
    return toSignatory(row!);
  });
}

async function lockSignatory(tx: Transaction, tenantId: string, id: string) {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(signatories)
        .where(and(eq(signatories.tenantId, tenantId), eq(signatories.id, id)))
        .for('update')
    : [];
  if (!row) throw notFound('Signatory');
  return row;
}

/** Changes what is given; a new image replaces the signature, `removeSignature` drops it. */
export async function updateSignatory(
  ctx: AppContext,
  owner: Owner,
  id: string,
  changes: SignatoryChanges,
  received: ReceivedForm['file'],
): Promise<Signatory> {
  const file = signatureOf(received);
  // A malformed or foreign id is answered before any file is stored.
  if (!isUuid(id)) throw notFound('Signatory');
  const { signatory, replaced } = await withOptionalSignature(ctx, owner, file, async (tx, storedName) => {
    const current = await lockSignatory(tx, owner.tenantId, id);
    const dropOld = storedName !== null || changes.removeSignature === true;
    const [row] = await tx
      .update(signatories)
      .set({
        name: changes.name?.trim(),
        designation: changes.designation?.trim(),
        email: changes.email,
        phone: changes.phone,
        ...(dropOld ? { signatureFile: storedName } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(signatories.tenantId, owner.tenantId), eq(signatories.id, id)))
      .returning();
    return { signatory: toSignatory(row!), replaced: dropOld ? await forgetFile(tx, owner.tenantId, current.signatureFile) : null };
  });
  await removeSignatureBytes(ctx, owner.tenantId, replaced);
  return signatory;
}

/** Deletes the signatory and its signature's file row; answers the stored name whose bytes go once this commits. */
export async function deleteSignatory(tx: Transaction, tenantId: string, id: string): Promise<string | null> {
  const current = await lockSignatory(tx, tenantId, id);
  await tx.delete(signatories).where(and(eq(signatories.tenantId, tenantId), eq(signatories.id, id)));
  return forgetFile(tx, tenantId, current.signatureFile);
}
