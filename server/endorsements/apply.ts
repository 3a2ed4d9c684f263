import { eq } from 'drizzle-orm';
import { commissionKobo, vatOnCommissionKobo } from '../../domain/invoices/money';
import {
  awaitsPremium,
  ENDORSEMENT_KIND_LABELS,
  unpaidEndorsementRefusal,
  type EndorsementKind,
  type PolicyDetails,
} from '../../domain/policies';
import { endorsements, policies } from '../db/schema';
import { conflict, invalidInput } from '../http/errors';
import { readPolicy } from '../policies/read';
import { lockPolicy, recordPolicyEvent, type PolicyRow } from '../policies/write';
import { readEndorsementSummary } from './read';
import { lockEndorsement, recordEndorsementEvent } from './write';
import type { TenantWrite } from '../http/tenant-write';

// PUT /policies/{id} with an endorsementId: the approved change becomes the policy's terms. The
// policy is locked first, then the endorsement, so of many applications in flight one applies.

const NOT_THIS_POLICY = 'This endorsement belongs to another policy';

/** The commission on the policy's new premium for the whole period: its percentage, or the flat amount in proportion. */
function commissionOnNewPremium(policy: PolicyRow, newPremiumKobo: number): number {
  if (policy.commissionType === 'Percentage') return commissionKobo('Percentage', policy.commissionRate, newPremiumKobo) ?? 0;
  if (policy.premiumKobo === 0) return policy.commissionKobo;
  return Number((BigInt(policy.commissionKobo) * BigInt(newPremiumKobo)) / BigInt(policy.premiumKobo));
}

export async function applyEndorsement(write: TenantWrite, policyId: string, endorsementId: string): Promise<PolicyDetails> {
  const { tx, session } = write;
  const tenantId = session.tenantId;
  const policy = await lockPolicy(tx, tenantId, policyId, 'endorse');
  const row = await lockEndorsement(tx, tenantId, endorsementId, 'apply');
  if (row.policyId !== policy.id) throw invalidInput([{ field: 'endorsementId', message: NOT_THIS_POLICY }]);
  const presented = await readEndorsementSummary(tx, tenantId, row.id);
  if (awaitsPremium(presented)) throw conflict(unpaidEndorsementRefusal(presented.invoice_no ?? ''));

  const now = new Date();
  const cancelled = row.kind === 'cancellation';
  const commission = commissionOnNewPremium(policy, row.newPremiumKobo);
  await tx
    .update(policies)
    .set({
      premiumKobo: row.newPremiumKobo,
      commissionKobo: commission,
      vatKobo: vatOnCommissionKobo(commission),
      sumInsuredKobo: row.newSumInsuredKobo,
      endDate: row.newEndDate,
      ...(row.items !== null ? { items: row.items } : {}),
      ...(row.covers !== null ? { covers: row.covers } : {}),
      ...(cancelled ? { status: 'cancelled' as const, statusReason: `Cancelled from ${row.effectiveDate}: ${row.description}` } : {}),
      updatedAt: now,
    })
    .where(eq(policies.id, policy.id));
  await tx
    .update(endorsements)
    .set({ status: 'applied', appliedBy: session.userId, appliedAt: now, updatedAt: now })
    .where(eq(endorsements.id, row.id));
  const label = ENDORSEMENT_KIND_LABELS[row.kind as EndorsementKind];
  await recordEndorsementEvent(tx, tenantId, row.id, 'applied', 'applied', session.userId, `To policy ${policy.policyNo}`);
  await recordPolicyEvent(
    tx,
    tenantId,
    policy.id,
    cancelled ? 'cancelled by endorsement' : 'endorsed',
    cancelled ? 'cancelled' : policy.status,
    session.userId,
    `${row.endorsementNo}: ${label}, from ${row.effectiveDate}`,
  );
  return readPolicy(tx, tenantId, policy.id);
}
