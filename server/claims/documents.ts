import { canActOnClaim, CLAIM_NOTIFICATION_KINDS, claimActionRefusal, type ClaimDetails } from '../../domain/claims';
import { DOCUMENT_KINDS } from '../../domain/upload';
import { claimDocuments } from '../db/schema';
import { checkReceivedFile, storeFileIn, type ReceivedForm } from '../files/uploads';
import { conflict } from '../http/errors';
import { tellFollowers } from './followers';
import { readClaim } from './read';
import { lockClaim, recordClaimEvent } from './write';
import type { TenantWrite } from '../http/tenant-write';

/** POST /claims/{id}/uploads: one document (PDF, PNG or JPEG, at most 2 MB), named as the checklist names it or freely. */
export async function attachClaimDocument(
  write: TenantWrite,
  id: string,
  documentName: string,
  received: ReceivedForm['file'],
): Promise<ClaimDetails> {
  const { tx, ctx, session } = write;
  const row = await lockClaim(tx, session.tenantId, id);
  if (!canActOnClaim(row.status, 'upload')) throw conflict(claimActionRefusal('upload', row.status));
  const file = { ...received!, kind: checkReceivedFile(received, DOCUMENT_KINDS) };
  await storeFileIn(tx, ctx, { tenantId: session.tenantId, userId: session.userId }, file, 'claim document', async (_uploaded, fileId) => {
    await tx
      .insert(claimDocuments)
      .values({ tenantId: session.tenantId, claimId: row.id, fileId, documentName, createdBy: session.userId });
    await recordClaimEvent(tx, session.tenantId, row.id, 'document uploaded', row.status, session.userId, `${documentName}: ${file.name}`);
  });
  await tellFollowers(
    write,
    { id: row.id, claimNo: row.claimNo },
    {
      kind: CLAIM_NOTIFICATION_KINDS.document,
      title: `Claim ${row.claimNo}: ${documentName} uploaded`,
      message: `${file.name} was added to the claim`,
    },
  );
  return readClaim(tx, session.tenantId, row.id);
}
