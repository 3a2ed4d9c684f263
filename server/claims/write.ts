import { and, eq, sql } from 'drizzle-orm';
import {
  claimDateProblems,
  checklistForClass,
  LOSS_OUTSIDE_COVER,
  policyNotOnCoverRefusal,
  type ClaimDetails,
  type ClaimPayload,
  type ClaimStatus,
} from '../../domain/claims';
import { isUuid } from '../../domain/ids';
import { positiveKobo } from '../../domain/invoices/fields';
import { lossWithinCover, takesClaims } from '../../domain/policies/claimable';
import { todayInLagos } from '../../domain/today';
import { eventMoment } from '../db/event-moment';
import { claimChecklists, claimCounters, claimEvents, claims, insuranceCategories, policies, products } from '../db/schema';
import { conflict, invalidInput } from '../http/errors';
import { claimNotFound, readClaim } from './read';
import type { Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

// Registering a claim on one of the brokerage's policies, and what every later change shares: the
// claim locked for the change, and who did what recorded in order.

export type ClaimRow = typeof claims.$inferSelect;

const CHOOSE_POLICY = 'Choose one of the brokerage’s policies';

/** The next CLM/<year>/000001; the counter row stays locked until the transaction ends. */
async function nextClaimNo(tx: Transaction, tenantId: string): Promise<string> {
  const year = Number(todayInLagos().slice(0, 4));
  const [counter] = await tx
    .insert(claimCounters)
    .values({ tenantId, year, lastValue: 1 })
    .onConflictDoUpdate({ target: [claimCounters.tenantId, claimCounters.year], set: { lastValue: sql`${claimCounters.lastValue} + 1` } })
    .returning({ value: claimCounters.lastValue });
  return `CLM/${year}/${String(counter!.value).padStart(6, '0')}`;
}

export async function recordClaimEvent(
  tx: Transaction,
  tenantId: string,
  claimId: string,
  action: string,
  status: ClaimStatus,
  by: string | null,
  note?: string | null,
) {
  const at = eventMoment(claimEvents, claimEvents.at, claimEvents.claimId, claimId);
  await tx.insert(claimEvents).values({ tenantId, claimId, action, status, by, note: note ?? null, at });
}

/** Locks the claim for the rest of the transaction; 404 for an id that is not one of the brokerage's claims. */
export async function lockClaim(tx: Transaction, tenantId: string, id: string): Promise<ClaimRow> {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(claims)
        .where(and(eq(claims.tenantId, tenantId), eq(claims.id, id)))
        .for('update')
    : [];
  if (!row) throw claimNotFound();
  return row;
}

/** The checklist of the policy's class of business: the brokerage's own list, or the product's default. */
async function checklistOfPolicy(tx: Transaction, tenantId: string, productId: string): Promise<string[]> {
  const [found] = await tx
    .select({ code: insuranceCategories.code, kept: claimChecklists.documents })
    .from(products)
    .leftJoin(insuranceCategories, eq(insuranceCategories.id, products.insuranceCategoryId))
    .leftJoin(claimChecklists, and(eq(claimChecklists.tenantId, tenantId), eq(claimChecklists.categoryCode, insuranceCategories.code)))
    .where(eq(products.id, productId));
  return [...checklistForClass(found?.code ?? null, found?.kept)];
}

/** POST /claims: the loss on a policy that was on cover that day. `payload` has passed ClaimPayload. */
export async function registerClaim(write: Pick<TenantWrite, 'tx' | 'session'>, payload: ClaimPayload): Promise<ClaimDetails> {
  const { tx, session } = write;
  const tenantId = session.tenantId;
  const dates = claimDateProblems(payload, todayInLagos());
  if (dates.length > 0) throw invalidInput(dates);
  const [policy] = isUuid(payload.policyId!)
    ? await tx
        .select()
        .from(policies)
        .where(and(eq(policies.tenantId, tenantId), eq(policies.id, payload.policyId!)))
        .for('share')
    : [];
  if (!policy) throw invalidInput([{ field: 'policyId', message: CHOOSE_POLICY }]);
  if (!takesClaims(policy.status)) throw conflict(policyNotOnCoverRefusal(policy.status));
  if (!lossWithinCover({ start_date: policy.startDate, end_date: policy.endDate }, payload.lossDate!))
    throw invalidInput([{ field: 'lossDate', message: `${LOSS_OUTSIDE_COVER}: ${policy.startDate} to ${policy.endDate}` }]);

  const [row] = await tx
    .insert(claims)
    .values({
      tenantId,
      claimNo: await nextClaimNo(tx, tenantId),
      policyId: policy.id,
      insuredItem: payload.insuredItem ?? null,
      lossDate: payload.lossDate!,
      lossPlace: payload.lossPlace!,
      reportedDate: payload.reportedDate!,
      cause: payload.cause!,
      description: payload.description!,
      reportedBy: payload.reportedBy!,
      reporterPhone: payload.reporterPhone ?? null,
      estimatedLossKobo: positiveKobo(payload.estimatedLoss)!,
      thirdParties: payload.thirdParties ?? null,
      policeReportNumber: payload.policeReportNumber ?? null,
      checklist: await checklistOfPolicy(tx, tenantId, policy.productId),
      createdBy: session.userId,
      // The clock, not the transaction's start: the list's order follows the order of registration.
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  await recordClaimEvent(tx, tenantId, row!.id, 'registered', 'registered', session.userId, `On policy ${policy.policyNo}`);
  return readClaim(tx, tenantId, row!.id);
}
