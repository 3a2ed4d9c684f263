import { and, eq, isNotNull } from 'drizzle-orm';
import { CLAIM_STATUS_LABELS, claimLink, type ClaimStatus } from '../../domain/claims';
import { usersHolding } from '../access/permission-holders';
import { claimComments, claimEvents, claims } from '../db/schema';
import { notifyUsers } from '../notifications/notify';
import type { TenantWrite } from '../http/tenant-write';

// The people following a claim: whoever registered it, whoever has worked on it or commented, and the
// claims desk (holders of Update Claim). Each change tells them, live, once it has committed.

async function followersOf(write: TenantWrite, claimId: string): Promise<string[]> {
  const { tx, session } = write;
  const [claim] = await tx.select({ createdBy: claims.createdBy }).from(claims).where(eq(claims.id, claimId));
  const workers = await tx
    .selectDistinct({ by: claimEvents.by })
    .from(claimEvents)
    .where(and(eq(claimEvents.claimId, claimId), isNotNull(claimEvents.by)));
  const commenters = await tx
    .selectDistinct({ by: claimComments.by })
    .from(claimComments)
    .where(and(eq(claimComments.claimId, claimId), isNotNull(claimComments.by)));
  const desk = await usersHolding(tx, session.tenantId, 'Update Claim', session.userId);
  const everyone = [claim?.createdBy, ...workers.map((row) => row.by), ...commenters.map((row) => row.by), ...desk];
  return [...new Set(everyone.filter((id): id is string => !!id && id !== session.userId))];
}

export interface ClaimNews {
  kind: string;
  title: string;
  message: string;
}

/** Tells the claim's followers (not the one who made the change) and pushes it live after the commit. */
export async function tellFollowers(write: TenantWrite, claim: { id: string; claimNo: string }, news: ClaimNews): Promise<void> {
  const push = await notifyUsers(
    write.tx,
    write.session.tenantId,
    await followersOf(write, claim.id),
    { ...news, link: claimLink(claim.id), payload: { claim_id: claim.id, claim_number: claim.claimNo } },
    write.ctx.live,
  );
  write.afterCommit(push);
}

export const statusNews = (claimNo: string, status: ClaimStatus, note: string | null): ClaimNews => ({
  kind: 'claim_status',
  title: `Claim ${claimNo}: ${CLAIM_STATUS_LABELS[status].toLowerCase()}`,
  message: note ?? `The claim is now ${CLAIM_STATUS_LABELS[status].toLowerCase()}`,
});
