import { eq, sql } from 'drizzle-orm';
import { CLAIM_NOTIFICATION_KINDS, type ClaimComment, type ClaimCommentPayload } from '../../domain/claims';
import { claimComments, users } from '../db/schema';
import { personOf } from '../policies/papers';
import { tellFollowers } from './followers';
import { lockClaim } from './write';
import type { TenantWrite } from '../http/tenant-write';

const EXCERPT = 140;

/** POST /claims/{id}/comment: adds to the claim's conversation; its followers are told live. */
export async function commentOnClaim(write: TenantWrite, id: string, body: ClaimCommentPayload): Promise<ClaimComment> {
  const { tx, session } = write;
  const row = await lockClaim(tx, session.tenantId, id);
  const [comment] = await tx
    .insert(claimComments)
    .values({ tenantId: session.tenantId, claimId: row.id, comment: body.comment!, by: session.userId, at: sql`clock_timestamp()` })
    .returning();
  const [author] = await tx.select({ name: users.username }).from(users).where(eq(users.id, session.userId));
  const text = body.comment!;
  await tellFollowers(
    write,
    { id: row.id, claimNo: row.claimNo },
    {
      kind: CLAIM_NOTIFICATION_KINDS.comment,
      title: `${author?.name ?? 'Someone'} commented on claim ${row.claimNo}`,
      message: text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text,
    },
  );
  return {
    comment_id: comment!.id,
    comment: comment!.comment,
    by: personOf(session.userId, author?.name ?? null),
    at: comment!.at.toISOString(),
  };
}
