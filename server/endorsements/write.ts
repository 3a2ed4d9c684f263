import { and, eq, inArray, sql } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { positiveKobo } from '../../domain/invoices/fields';
import {
  canMoveEndorsement,
  endorsementMoveRefusal,
  endorsementProblems,
  endorsementTerms,
  openEndorsementRefusal,
  type EndorsedPolicy,
  type EndorsementDetails,
  type EndorsementMove,
  type EndorsementPayload,
  type EndorsementStatus,
} from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { eventMoment } from '../db/event-moment';
import { endorsementCounters, endorsementEvents, endorsements } from '../db/schema';
import { ApiError, conflict, invalidInput } from '../http/errors';
import { lockPolicy, type PolicyRow } from '../policies/write';
import { coversOf } from '../quotes/pricing';
import { endorsementNotFound, readEndorsement } from './read';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';
import type { StoredItem } from '../policies/read';

// Registering an endorsement: on a policy on cover, one open change at a time, its premium worked
// out pro rata by the domain from the policy's terms as they stand.

export type EndorsementRow = typeof endorsements.$inferSelect;

const CHOOSE_ACTIVE_POLICY = 'Choose a policy on cover';

/** The next END/<year>/000001 or RFD/<year>/000001; the counter row stays locked until the transaction ends. */
export async function nextNumber(tx: Transaction, tenantId: string, series: 'END' | 'RFD'): Promise<string> {
  const [counter] = await tx
    .insert(endorsementCounters)
    .values({ tenantId, series, lastValue: 1 })
    .onConflictDoUpdate({
      target: [endorsementCounters.tenantId, endorsementCounters.series],
      set: { lastValue: sql`${endorsementCounters.lastValue} + 1` },
    })
    .returning({ value: endorsementCounters.lastValue });
  return `${series}/${todayInLagos().slice(0, 4)}/${String(counter!.value).padStart(6, '0')}`;
}

export async function recordEndorsementEvent(
  tx: Transaction,
  tenantId: string,
  endorsementId: string,
  action: string,
  status: EndorsementStatus,
  by: string | null,
  note?: string | null,
) {
  const at = eventMoment(endorsementEvents, endorsementEvents.at, endorsementEvents.endorsementId, endorsementId);
  await tx.insert(endorsementEvents).values({ tenantId, endorsementId, action, status, by, note: note ?? null, at });
}

/** Locks the endorsement for the rest of the transaction and checks that `move` may start from its status. */
export async function lockEndorsement(tx: Transaction, tenantId: string, id: string, move: EndorsementMove): Promise<EndorsementRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(endorsements)
        .where(and(eq(endorsements.tenantId, tenantId), eq(endorsements.id, id)))
        .for('update')
    : [];
  if (!row) throw endorsementNotFound();
  if (!canMoveEndorsement(row.status, move)) throw conflict(endorsementMoveRefusal(move, row.status));
  return row;
}

/** What the domain's terms read of a policy row. */
export const endorsedPolicy = (row: PolicyRow): EndorsedPolicy => ({
  status: row.status,
  start_date: row.startDate,
  end_date: row.endDate,
  premiumKobo: row.premiumKobo,
  sumInsuredKobo: row.sumInsuredKobo,
  commissionType: row.commissionType,
  commissionRate: row.commissionRate,
  commissionKobo: row.commissionKobo,
});

/** The policy asked for, locked, on cover: a field error when there is no such policy, 409 when it is not on cover. */
async function lockEndorsedPolicy(tx: Transaction, tenantId: string, policyId: string): Promise<PolicyRow> {
  try {
    return await lockPolicy(tx, tenantId, policyId, 'endorse');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw invalidInput([{ field: 'policyId', message: CHOOSE_ACTIVE_POLICY }]);
    throw error;
  }
}

/** The items as they stand after the change; an item kept from the policy keeps its details. */
function itemsAfter(policy: PolicyRow, payload: EndorsementPayload): StoredItem[] | null {
  if (payload.items === undefined) return null;
  const before = policy.items as StoredItem[];
  return payload.items.map((item) => ({
    description: item.description!,
    sumInsuredKobo: item.sumInsured ? positiveKobo(item.sumInsured) : null,
    details: before.find((kept) => kept.description === item.description)?.details ?? {},
  }));
}

async function coversAfter(tx: Transaction, tenantId: string, policy: PolicyRow, payload: EndorsementPayload, errors: FieldError[]) {
  if (payload.covers === undefined) return null;
  const chosen = payload.covers.map((cover) => ({ coverId: Number(cover.coverId) }));
  chosen.forEach((cover, index) => {
    if (!Number.isSafeInteger(cover.coverId)) errors.push({ field: `covers.${index}.coverId`, message: 'Choose a cover of the product' });
  });
  if (errors.length > 0) return null;
  const found = await coversOf(tx, tenantId, policy.productId, chosen, errors);
  return found.map((cover) => ({ coverId: cover.coverId, name: cover.name }));
}

/** POST /policies/endorsement: the change registered, pending approval. `payload` has passed EndorsementPayload. */
export async function registerEndorsement(
  write: Pick<TenantWrite, 'tx' | 'session'>,
  payload: EndorsementPayload,
): Promise<EndorsementDetails> {
  const { tx, session } = write;
  const tenantId = session.tenantId;
  const policy = await lockEndorsedPolicy(tx, tenantId, payload.policyId!);
  const [open] = await tx
    .select({ number: endorsements.endorsementNo })
    .from(endorsements)
    .where(and(eq(endorsements.policyId, policy.id), inArray(endorsements.status, ['pending', 'approved'])));
  if (open) throw conflict(openEndorsementRefusal(open.number));

  const facts = endorsedPolicy(policy);
  const errors = endorsementProblems(facts, payload);
  const covers = await coversAfter(tx, tenantId, policy, payload, errors);
  if (errors.length > 0) throw invalidInput(errors);
  const terms = endorsementTerms(facts, payload);

  const [row] = await tx
    .insert(endorsements)
    .values({
      tenantId,
      endorsementNo: await nextNumber(tx, tenantId, 'END'),
      policyId: policy.id,
      kind: payload.kind as EndorsementRow['kind'],
      description: payload.description!,
      effectiveDate: payload.effectiveDate!,
      startDate: policy.startDate,
      endDate: policy.endDate,
      newEndDate: terms.newEndDate,
      premiumKobo: policy.premiumKobo,
      newPremiumKobo: terms.newPremiumKobo,
      sumInsuredKobo: policy.sumInsuredKobo,
      newSumInsuredKobo: terms.newSumInsuredKobo,
      items: itemsAfter(policy, payload),
      covers,
      adjustmentKind: terms.adjustment.kind,
      adjustmentKobo: terms.adjustment.amountKobo,
      daysRemaining: terms.adjustment.daysRemaining,
      daysInPeriod: terms.adjustment.daysInPeriod,
      commissionKobo: terms.commissionKobo,
      vatKobo: terms.vatKobo,
      createdBy: session.userId,
      // The clock, not the transaction's start: the list's order follows the order of registration.
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  await recordEndorsementEvent(tx, tenantId, row!.id, 'registered', 'pending', session.userId, `On policy ${policy.policyNo}`);
  return readEndorsement(tx, tenantId, row!.id);
}
