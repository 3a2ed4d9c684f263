import { eq } from 'drizzle-orm';
import {
  canActOnClaim,
  canMoveClaim,
  checkClaimMove,
  checklistOf,
  claimActionRefusal,
  claimDateProblems,
  claimMoveRefusal,
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  describeOffer,
  missingDocuments,
  netOfferKobo,
  REPORTED_BEFORE_LOSS,
  settlementModeFrom,
  type ClaimDetails,
  type ClaimPatchPayload,
  type ClaimStatus,
} from '../../domain/claims';
import { positiveKobo } from '../../domain/invoices/fields';
import { pickIgnoringCase } from '../../domain/invoices/vocabulary';
import { formatNaira, nairaTextToKobo } from '../../domain/money';
import { todayInLagos } from '../../domain/today';
import { claims } from '../db/schema';
import { conflict, invalidInput } from '../http/errors';
import { statusNews, tellFollowers } from './followers';
import { readClaim, readClaimSummary, uploadedNames } from './read';
import { payOnSettlement, receiveSettlement } from './settlement';
import { lockClaim, recordClaimEvent, type ClaimRow } from './write';
import type { TenantWrite } from '../http/tenant-write';

// PATCH /claims/{id}: the facts corrected before submission, or the claim moved along CLAIM_TRANSITIONS
// with what the new status records. The row is locked first, so of two changes from one status only
// the first applies; the other finds the status moved and is refused.

const FACT_COLUMNS = {
  insuredItem: 'insuredItem',
  lossDate: 'lossDate',
  lossPlace: 'lossPlace',
  reportedDate: 'reportedDate',
  cause: 'cause',
  description: 'description',
  reportedBy: 'reportedBy',
  reporterPhone: 'reporterPhone',
  thirdParties: 'thirdParties',
  policeReportNumber: 'policeReportNumber',
} as const;

const ALREADY = (status: ClaimStatus) => `The claim is ${CLAIM_STATUS_LABELS[status].toLowerCase()} already`;
const SAY_WHAT_CHANGES = 'Give the status to move the claim to, or the details to correct';

async function correctFacts(write: TenantWrite, row: ClaimRow, patch: ClaimPatchPayload) {
  const { tx, session } = write;
  if (!canActOnClaim(row.status, 'edit')) throw conflict(claimActionRefusal('edit', row.status));
  const changes: Partial<typeof claims.$inferInsert> = {};
  for (const [field, column] of Object.entries(FACT_COLUMNS) as [keyof typeof FACT_COLUMNS, keyof typeof changes][]) {
    if (patch[field] !== undefined && patch[field] !== null) Object.assign(changes, { [column]: patch[field] });
  }
  if (patch.estimatedLoss) changes.estimatedLossKobo = positiveKobo(patch.estimatedLoss)!;
  const fields = Object.keys(changes);
  if (fields.length === 0) throw invalidInput([{ field: 'status', message: SAY_WHAT_CHANGES }]);
  const facts = { lossDate: changes.lossDate ?? row.lossDate, reportedDate: changes.reportedDate ?? row.reportedDate };
  const problems = claimDateProblems(facts, todayInLagos());
  if (facts.reportedDate < facts.lossDate) problems.push({ field: 'reportedDate', message: REPORTED_BEFORE_LOSS });
  if (problems.length > 0) throw invalidInput(problems);
  await tx
    .update(claims)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(claims.id, row.id));
  await recordClaimEvent(tx, session.tenantId, row.id, 'details corrected', row.status, session.userId, fields.join(', '));
}

/** What moving to `to` records on the claim, besides its status, and the words the history keeps. */
async function movement(write: TenantWrite, row: ClaimRow, to: ClaimStatus, patch: ClaimPatchPayload) {
  const today = todayInLagos();
  const set: Partial<typeof claims.$inferInsert> = { status: to, updatedAt: new Date() };
  let note: string | null = patch.reason ?? null;
  if (to === 'under_adjustment') {
    Object.assign(set, {
      adjusterName: patch.adjusterName,
      adjusterFirm: patch.adjusterFirm ?? null,
      adjusterEmail: patch.adjusterEmail ?? null,
    });
    note = `Loss adjuster: ${[patch.adjusterName, patch.adjusterFirm].filter(Boolean).join(', ')}`;
  }
  if (to === 'offer_received') {
    const offer = positiveKobo(patch.offerAmount)!;
    const excess = patch.excess ? nairaTextToKobo(patch.excess)! : 0;
    Object.assign(set, { offerKobo: offer, excessKobo: excess, statusReason: null });
    note = describeOffer(offer, excess);
  }
  if (to === 'declined' || to === 'withdrawn' || to === 'offer_disputed') set.statusReason = patch.reason!;
  if (to === 'declined' || to === 'withdrawn') set.finishedOn = today;
  if (to === 'payment_received' || to === 'settled') {
    const { tx, session } = write;
    const amountKobo = netOfferKobo(row.offerKobo!, row.excessKobo);
    const summary = await readClaimSummary(tx, session.tenantId, row.id);
    const settling = {
      tx,
      tenantId: session.tenantId,
      by: session.userId,
      claim: { ...row, clientName: summary.client_name },
      amountKobo,
      patch,
    };
    if (to === 'payment_received') {
      const { entry, account } = await receiveSettlement(settling);
      Object.assign(set, { receiptEntryId: entry.id, moneyAccountId: account.id });
      note = `${formatNaira(amountKobo)} received from the insurer into ${account.name} (${entry.refNo})`;
    } else {
      const mode = settlementModeFrom(row.status);
      Object.assign(set, { settlementMode: mode, settledKobo: amountKobo, settledOn: patch.paymentDate!, finishedOn: today });
      if (mode === 'through_brokerage') {
        const { entry, account } = await payOnSettlement(settling);
        Object.assign(set, { paymentEntryId: entry.id });
        note = `${formatNaira(amountKobo)} paid to ${summary.client_name} from ${account.name} (${entry.refNo})`;
      } else {
        note = `${formatNaira(amountKobo)} paid by the insurer to ${summary.client_name} directly${patch.reference ? ` (${patch.reference})` : ''}`;
      }
    }
  }
  return { set, note };
}

async function moveClaim(write: TenantWrite, row: ClaimRow, to: ClaimStatus, patch: ClaimPatchPayload) {
  const { tx, session } = write;
  if (row.status === to) throw conflict(ALREADY(to));
  if (!canMoveClaim(row.status, to)) throw conflict(claimMoveRefusal(row.status, to));
  const uploaded = (await uploadedNames(tx, session.tenantId, [row.id])).get(row.id) ?? [];
  const onFile = {
    status: row.status,
    uploaded,
    missing: missingDocuments(checklistOf(row.checklist, uploaded)),
    offerKobo: row.offerKobo,
    excessKobo: row.excessKobo,
  };
  const check = checkClaimMove(to, onFile, patch);
  const problems = [...check.errors, ...claimDateProblems({ paymentDate: patch.paymentDate }, todayInLagos())];
  if (problems.length > 0) throw invalidInput(problems);
  if (check.refusal) throw conflict(check.refusal);
  const { set, note } = await movement(write, row, to, patch);
  await tx.update(claims).set(set).where(eq(claims.id, row.id));
  await recordClaimEvent(tx, session.tenantId, row.id, CLAIM_STATUS_LABELS[to].toLowerCase(), to, session.userId, note);
  await tellFollowers(write, { id: row.id, claimNo: row.claimNo }, statusNews(row.claimNo, to, note));
}

/** PATCH /claims/{id}. `patch` has passed ClaimPatchPayload. */
export async function patchClaim(write: TenantWrite, id: string, patch: ClaimPatchPayload): Promise<ClaimDetails> {
  const { tx, session } = write;
  const row = await lockClaim(tx, session.tenantId, id);
  const to = patch.status ? pickIgnoringCase(CLAIM_STATUSES, patch.status) : null;
  if (to) await moveClaim(write, row, to, patch);
  else await correctFacts(write, row, patch);
  return readClaim(tx, session.tenantId, row.id);
}
