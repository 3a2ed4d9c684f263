import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  checklistOf,
  claimAgeDays,
  isOpenClaim,
  isOverdueClaim,
  missingDocuments,
  netOfferKobo,
  stagesOf,
  type Claim,
  type ClaimDetails,
  type ClaimStatus,
} from '../../domain/claims';
import { isUuid } from '../../domain/ids';
import { koboToNaira } from '../../domain/money';
import { todayInLagos } from '../../domain/today';
import {
  claimComments,
  claimDocuments,
  claimEvents,
  claims,
  corporateClients,
  individualClients,
  insuranceCategories,
  insuranceProviders,
  journalEntries,
  policies,
  products,
  storedFiles,
  tenants,
  users,
} from '../db/schema';
import { notFound } from '../http/errors';
import { personOf, presentDocuments, presentHistory } from '../policies/papers';
import { policyParties, presentPolicyParties } from '../policies/parties';
import type { Transaction } from '../db/client';

// A claim as the API answers it: the policy's names, the loss, the offer and settlement, its age
// against the brokerage's limit, and on its own page its checklist, documents, conversation and history.

const maker = alias(users, 'maker');

/** "Claim not found" (CLAIM_NOT_FOUND). */
export const claimNotFound = () => notFound('Claim');

function selectClaims(tx: Transaction, where: SQL | undefined) {
  return tx
    .select({
      claim: claims,
      ...policyParties,
      categoryCode: insuranceCategories.code,
      categoryName: insuranceCategories.name,
      insurerId: policies.insuranceProviderId,
      ageLimitDays: tenants.claimAgeLimitDays,
      makerName: maker.username,
    })
    .from(claims)
    .innerJoin(tenants, eq(tenants.id, claims.tenantId))
    .innerJoin(policies, eq(policies.id, claims.policyId))
    .innerJoin(products, eq(products.id, policies.productId))
    .leftJoin(insuranceCategories, eq(insuranceCategories.id, products.insuranceCategoryId))
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, policies.insuranceProviderId))
    .leftJoin(individualClients, eq(individualClients.id, policies.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, policies.corporateClientId))
    .leftJoin(maker, eq(maker.id, claims.createdBy))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectClaims>>[number];

const naira = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

function present(row: Row, uploaded: readonly string[], today: string): Claim {
  const c = row.claim;
  const age = claimAgeDays(c.reportedDate, c.finishedOn, today);
  return {
    claim_id: c.id,
    claim_number: c.claimNo,
    status: c.status,
    policy_id: c.policyId,
    ...presentPolicyParties(row),
    category_code: row.categoryCode,
    category_name: row.categoryName,
    insurance_provider_id: row.insurerId,
    insured_item: c.insuredItem,
    loss_date: c.lossDate,
    loss_place: c.lossPlace,
    reported_date: c.reportedDate,
    cause: c.cause,
    description: c.description,
    reported_by: c.reportedBy,
    reporter_phone: c.reporterPhone,
    estimated_loss: koboToNaira(c.estimatedLossKobo),
    third_parties: c.thirdParties,
    police_report_number: c.policeReportNumber,
    adjuster_name: c.adjusterName,
    adjuster_firm: c.adjusterFirm,
    adjuster_email: c.adjusterEmail,
    offer_amount: naira(c.offerKobo),
    excess: naira(c.excessKobo),
    net_offer: c.offerKobo === null ? null : koboToNaira(netOfferKobo(c.offerKobo, c.excessKobo)),
    settled_amount: naira(c.settledKobo),
    settlement_mode: c.settlementMode,
    settled_on: c.settledOn,
    status_reason: c.statusReason,
    missing_documents: missingDocuments(checklistOf(c.checklist, uploaded)),
    age_days: age,
    age_limit_days: row.ageLimitDays,
    overdue: isOverdueClaim(isOpenClaim(c.status as ClaimStatus), age, row.ageLimitDays),
    created_by: personOf(c.createdBy, row.makerName),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** The names of the documents uploaded to each of the claims. */
export async function uploadedNames(tx: Transaction, tenantId: string, ids: string[]): Promise<Map<string, string[]>> {
  const rows = await tx
    .select({ claimId: claimDocuments.claimId, name: claimDocuments.documentName })
    .from(claimDocuments)
    .where(and(eq(claimDocuments.tenantId, tenantId), inArray(claimDocuments.claimId, ids)));
  const byClaim = new Map<string, string[]>();
  for (const row of rows) byClaim.set(row.claimId, [...(byClaim.get(row.claimId) ?? []), row.name]);
  return byClaim;
}

/** The claims with these ids, in the order given. */
export async function presentClaims(tx: Transaction, tenantId: string, ids: string[]): Promise<Claim[]> {
  if (ids.length === 0) return [];
  const rows = await selectClaims(tx, and(eq(claims.tenantId, tenantId), inArray(claims.id, ids)));
  const uploaded = await uploadedNames(tx, tenantId, ids);
  const today = todayInLagos();
  const byId = new Map(rows.map((row) => [row.claim.id, present(row, uploaded.get(row.claim.id) ?? [], today)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function claimRow(tx: Transaction, tenantId: string, id: string): Promise<Row> {
  const [row] = isUuid(id) ? await selectClaims(tx, and(eq(claims.tenantId, tenantId), eq(claims.id, id))) : [];
  if (!row) throw claimNotFound();
  return row;
}

export async function readClaimSummary(tx: Transaction, tenantId: string, id: string): Promise<Claim> {
  const [claim] = isUuid(id) ? await presentClaims(tx, tenantId, [id]) : [];
  if (!claim) throw claimNotFound();
  return claim;
}

async function posting(tx: Transaction, entryId: string | null, amountKobo: number | null) {
  if (!entryId) return null;
  const [entry] = await tx.select().from(journalEntries).where(eq(journalEntries.id, entryId));
  return entry ? { entry_id: entry.id, ref_no: entry.refNo, amount: koboToNaira(amountKobo ?? 0), date: entry.entryDate } : null;
}

/** One claim of the brokerage with everything its page shows; 404 for any other id. */
export async function readClaim(tx: Transaction, tenantId: string, id: string): Promise<ClaimDetails> {
  const row = await claimRow(tx, tenantId, id);
  const ofClaim = (table: typeof claimEvents | typeof claimDocuments | typeof claimComments) =>
    and(eq(table.tenantId, tenantId), eq(table.claimId, id));
  const events = await tx
    .select({ event: claimEvents, name: users.username })
    .from(claimEvents)
    .leftJoin(users, eq(users.id, claimEvents.by))
    .where(ofClaim(claimEvents))
    .orderBy(asc(claimEvents.at), asc(claimEvents.id));
  const documents = await tx
    .select({ document: claimDocuments, file: storedFiles, name: users.username })
    .from(claimDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, claimDocuments.fileId))
    .leftJoin(users, eq(users.id, claimDocuments.createdBy))
    .where(ofClaim(claimDocuments))
    .orderBy(asc(claimDocuments.createdAt), asc(claimDocuments.id));
  const comments = await tx
    .select({ comment: claimComments, name: users.username })
    .from(claimComments)
    .leftJoin(users, eq(users.id, claimComments.by))
    .where(ofClaim(claimComments))
    .orderBy(asc(claimComments.at), asc(claimComments.id));
  const uploaded = documents.map(({ document }) => document.documentName);
  const changes = events.map(({ event }) => ({ status: event.status, at: event.at.toISOString() }));
  const { claim } = row;
  const net = claim.offerKobo === null ? null : netOfferKobo(claim.offerKobo, claim.excessKobo);
  return {
    ...present(row, uploaded, todayInLagos()),
    checklist: checklistOf(claim.checklist, uploaded),
    documents: presentDocuments(documents),
    comments: comments.map(({ comment, name }) => ({
      comment_id: comment.id,
      comment: comment.comment,
      by: personOf(comment.by, name),
      at: comment.at.toISOString(),
    })),
    history: presentHistory(events),
    stages: stagesOf(changes, claim.finishedOn ?? new Date().toISOString()),
    settlement_received: await posting(tx, claim.receiptEntryId, net),
    settlement_paid: await posting(tx, claim.paymentEntryId, net),
  };
}
