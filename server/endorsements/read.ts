import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '../../domain/ids';
import { koboToNaira } from '../../domain/money';
import { type Endorsement, type EndorsementDetails } from '../../domain/policies';
import {
  corporateClients,
  endorsementDocuments,
  endorsementEvents,
  endorsements,
  individualClients,
  insuranceProviders,
  invoices,
  policies,
  products,
  refunds,
  storedFiles,
  users,
} from '../db/schema';
import { notFound } from '../http/errors';
import { personOf, presentDocuments, presentHistory } from '../policies/papers';
import { policyParties, presentPolicyParties } from '../policies/parties';
import type { Transaction } from '../db/client';
import type { StoredCover, StoredItem } from '../policies/read';

// An endorsement as the API answers it: the policy's names, the change's terms, its invoice and
// refund, and on its own page its documents and who did what.

const maker = alias(users, 'maker');
const decider = alias(users, 'decider');
const applier = alias(users, 'applier');

/** "Endorsement not found" (ENDORSEMENT_NOT_FOUND). */
export const endorsementNotFound = () => notFound('Endorsement');

function selectEndorsements(tx: Transaction, where: SQL | undefined) {
  return tx
    .select({
      endorsement: endorsements,
      ...policyParties,
      invoiceNo: invoices.invoiceNo,
      invoiceStatus: invoices.status,
      refundId: refunds.id,
      makerName: maker.username,
      deciderName: decider.username,
      applierName: applier.username,
    })
    .from(endorsements)
    .innerJoin(policies, eq(policies.id, endorsements.policyId))
    .innerJoin(products, eq(products.id, policies.productId))
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, policies.insuranceProviderId))
    .leftJoin(individualClients, eq(individualClients.id, policies.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, policies.corporateClientId))
    .leftJoin(invoices, eq(invoices.id, endorsements.invoiceId))
    .leftJoin(refunds, eq(refunds.endorsementId, endorsements.id))
    .leftJoin(maker, eq(maker.id, endorsements.createdBy))
    .leftJoin(decider, eq(decider.id, endorsements.decidedBy))
    .leftJoin(applier, eq(applier.id, endorsements.appliedBy))
    .where(where);
}

type Row = Awaited<ReturnType<typeof selectEndorsements>>[number];

const naira = koboToNaira;
const iso = (moment: Date | null) => moment?.toISOString() ?? null;

function present(row: Row): Endorsement {
  const e = row.endorsement;
  return {
    endorsement_id: e.id,
    endorsement_number: e.endorsementNo,
    kind: e.kind,
    status: e.status,
    description: e.description,
    effective_date: e.effectiveDate,
    policy_id: e.policyId,
    ...presentPolicyParties(row),
    start_date: e.startDate,
    end_date: e.endDate,
    new_end_date: e.newEndDate,
    current_premium: naira(e.premiumKobo),
    new_premium: naira(e.newPremiumKobo),
    current_sum_insured: naira(e.sumInsuredKobo),
    new_sum_insured: naira(e.newSumInsuredKobo),
    items:
      (e.items as StoredItem[] | null)?.map((item) => ({
        description: item.description,
        sum_insured: item.sumInsuredKobo === null ? null : naira(item.sumInsuredKobo),
        details: item.details,
      })) ?? null,
    covers: (e.covers as StoredCover[] | null)?.map((cover) => ({ cover_id: cover.coverId, name: cover.name })) ?? null,
    premium_adjustment_kind: e.adjustmentKind,
    premium_adjustment: naira(e.adjustmentKobo),
    days_remaining: e.daysRemaining,
    days_in_period: e.daysInPeriod,
    commission: naira(e.commissionKobo),
    vat_on_commission: naira(e.vatKobo),
    net_to_insurer: naira(e.adjustmentKobo - e.commissionKobo - e.vatKobo),
    invoice_id: e.invoiceId,
    invoice_no: row.invoiceNo,
    invoice_status: row.invoiceStatus,
    refund_id: row.refundId,
    client_notified_at: iso(e.clientNotifiedAt),
    status_reason: e.statusReason,
    decided_by: personOf(e.decidedBy, row.deciderName),
    decided_at: iso(e.decidedAt),
    applied_by: personOf(e.appliedBy, row.applierName),
    applied_at: iso(e.appliedAt),
    created_by: personOf(e.createdBy, row.makerName),
    created_at: e.createdAt.toISOString(),
    updated_at: e.updatedAt.toISOString(),
  };
}

/** The endorsements with these ids, in the order given. */
export async function presentEndorsements(tx: Transaction, tenantId: string, ids: string[]): Promise<Endorsement[]> {
  if (ids.length === 0) return [];
  const rows = await selectEndorsements(tx, and(eq(endorsements.tenantId, tenantId), inArray(endorsements.id, ids)));
  const byId = new Map(rows.map((row) => [row.endorsement.id, present(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function readEndorsementSummary(tx: Transaction, tenantId: string, id: string): Promise<Endorsement> {
  const [row] = isUuid(id) ? await selectEndorsements(tx, and(eq(endorsements.tenantId, tenantId), eq(endorsements.id, id))) : [];
  if (!row) throw endorsementNotFound();
  return present(row);
}

/** One endorsement of the brokerage with its documents and history; 404 for any other id. */
export async function readEndorsement(tx: Transaction, tenantId: string, id: string): Promise<EndorsementDetails> {
  const endorsement = await readEndorsementSummary(tx, tenantId, id);
  const events = await tx
    .select({ event: endorsementEvents, name: users.username })
    .from(endorsementEvents)
    .leftJoin(users, eq(users.id, endorsementEvents.by))
    .where(and(eq(endorsementEvents.tenantId, tenantId), eq(endorsementEvents.endorsementId, id)))
    .orderBy(asc(endorsementEvents.at), asc(endorsementEvents.id));
  const documents = await tx
    .select({ document: endorsementDocuments, file: storedFiles, name: users.username })
    .from(endorsementDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, endorsementDocuments.fileId))
    .leftJoin(users, eq(users.id, endorsementDocuments.createdBy))
    .where(and(eq(endorsementDocuments.tenantId, tenantId), eq(endorsementDocuments.endorsementId, id)))
    .orderBy(asc(endorsementDocuments.createdAt), asc(endorsementDocuments.id));
  return {
    ...endorsement,
    documents: presentDocuments(documents),
    history: presentHistory(events),
  };
}
