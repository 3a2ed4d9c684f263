import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '../../domain/ids';
import { koboToNaira } from '../../domain/money';
import { creditNoteDueBy, creditNoteOverdue, type Policy, type PolicyDetails } from '../../domain/policies';
import {
  corporateClients,
  individualClients,
  insuranceProviders,
  invoicePayments,
  invoices,
  policies,
  policyDocuments,
  policyEvents,
  products,
  quotes,
  storedFiles,
  users,
} from '../db/schema';
import { notFound } from '../http/errors';
import { personOf, presentDocuments, presentHistory } from './papers';
import type { Transaction } from '../db/client';

// A policy as the API answers it: names resolved, money as naira text, where its premium stands on
// its invoice, the credit note's deadline, and on its own page its documents and who did what.

const maker = alias(users, 'maker');
const renewed = alias(policies, 'renewed');

/** "Policy not found" (POLICY_NOT_FOUND). */
export const policyNotFound = () => notFound('Policy');

export interface StoredCover {
  coverId: number;
  name: string;
}
export interface StoredItem {
  description: string;
  sumInsuredKobo: number | null;
  details: Record<string, string>;
}
export interface StoredShares {
  coBrokers: { coBrokerId: string; name: string; percentageOfPremium: string }[];
  coInsurers: { insurerId: number; name: string; percentageOfPremium: string }[];
}

/** When the invoice was paid in full: its last payment's time, while it stands paid. */
const premiumReceivedAt = sql<Date | null>`case when ${invoices.status} = 'paid' then (
  select max(${invoicePayments.createdAt}) from ${invoicePayments} where ${invoicePayments.invoiceId} = ${invoices.id}
) end`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value)));

/** The live policy that renews this one, if any. */
const renewedBy = sql<string | null>`(
  select renewing.id from policies renewing where renewing.renewal_of = ${policies.id} and renewing.status <> 'cancelled' limit 1
)`;

function selectPolicies(tx: Transaction, where: SQL | undefined) {
  return tx
    .select({
      policy: policies,
      firstname: individualClients.firstname,
      lastname: individualClients.lastname,
      companyName: corporateClients.corporateName,
      productName: products.productName,
      insurerName: insuranceProviders.name,
      makerName: maker.username,
      quoteNo: quotes.quoteNo,
      invoiceNo: invoices.invoiceNo,
      invoiceStatus: invoices.status,
      paidKobo: invoices.paidKobo,
      premiumReceivedAt,
      renewalOfNo: renewed.policyNo,
      renewedBy,
    })
    .from(policies)
    .innerJoin(products, eq(products.id, policies.productId))
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, policies.insuranceProviderId))
    .leftJoin(individualClients, eq(individualClients.id, policies.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, policies.corporateClientId))
    .leftJoin(maker, eq(maker.id, policies.createdBy))
    .leftJoin(quotes, eq(quotes.id, policies.quoteId))
    .leftJoin(invoices, eq(invoices.id, policies.invoiceId))
    .leftJoin(renewed, eq(renewed.id, policies.renewalOf))
    .where(where);
}

type PolicyRow = Awaited<ReturnType<typeof selectPolicies>>[number];

const naira = (kobo: number) => koboToNaira(kobo);
const iso = (moment: Date | null) => moment?.toISOString() ?? null;

function present(row: PolicyRow, now: Date): Policy {
  const p = row.policy;
  const shares = { coBrokers: p.coBrokers, coInsurers: p.coInsurers } as StoredShares;
  const receivedAt = iso(row.premiumReceivedAt);
  const facts = {
    status: p.status,
    credit_note_due_by: creditNoteDueBy(receivedAt),
    credit_note_sent_at: iso(p.creditNoteSentAt),
  };
  return {
    policy_id: p.id,
    policy_number: p.policyNo,
    insurer_policy_number: p.insurerPolicyNo,
    status: p.status,
    transaction_type: p.transactionType,
    client_type: p.clientType,
    client_id: (p.individualClientId ?? p.corporateClientId)!,
    client_name: row.companyName ?? `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim(),
    name_of_insured: p.nameOfInsured,
    product_id: p.productId,
    product_name: row.productName,
    insurance_provider_id: p.insuranceProviderId,
    insurance_provider_name: row.insurerName,
    start_date: p.startDate,
    end_date: p.endDate,
    sum_insured: naira(p.sumInsuredKobo),
    premium: naira(p.premiumKobo),
    commission_type: p.commissionType,
    commission_rate: p.commissionRate,
    commission: naira(p.commissionKobo),
    vat_on_commission: naira(p.vatKobo),
    net_to_insurer: naira(p.premiumKobo - p.commissionKobo - p.vatKobo),
    covers: (p.covers as StoredCover[]).map((cover) => ({ cover_id: cover.coverId, name: cover.name })),
    items: (p.items as StoredItem[]).map((item) => ({
      description: item.description,
      sum_insured: item.sumInsuredKobo === null ? null : naira(item.sumInsuredKobo),
      details: item.details,
    })),
    co_brokers: shares.coBrokers.map((share) => ({
      co_broker_id: share.coBrokerId,
      name: share.name,
      percentage_of_premium: share.percentageOfPremium,
    })),
    co_insurers: shares.coInsurers.map((share) => ({
      insurer_id: share.insurerId,
      name: share.name,
      percentage_of_premium: share.percentageOfPremium,
    })),
    quote_id: p.quoteId,
    quote_number: row.quoteNo,
    invoice_id: p.invoiceId,
    invoice_no: row.invoiceNo,
    invoice_status: row.invoiceStatus,
    premium_paid: naira(row.paidKobo ?? 0),
    premium_received_at: receivedAt,
    placement_sent_at: iso(p.placementSentAt),
    placement_confirmed_at: iso(p.placementConfirmedAt),
    credit_note_due_by: facts.credit_note_due_by,
    credit_note_sent_at: facts.credit_note_sent_at,
    credit_note_overdue: creditNoteOverdue(facts, now),
    activated_at: iso(p.activatedAt),
    renewal_of: p.renewalOf,
    renewal_of_number: row.renewalOfNo,
    renewed_by: row.renewedBy,
    renewal_notice_sent_at: iso(p.renewalNoticeSentAt),
    status_reason: p.statusReason,
    narration: p.narration,
    created_by: personOf(p.createdBy, row.makerName),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

/** The policies with these ids, in the order given. */
export async function presentPolicies(tx: Transaction, tenantId: string, ids: string[]): Promise<Policy[]> {
  if (ids.length === 0) return [];
  const rows = await selectPolicies(tx, and(eq(policies.tenantId, tenantId), inArray(policies.id, ids)));
  const now = new Date();
  const byId = new Map(rows.map((row) => [row.policy.id, present(row, now)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One policy of the brokerage as the API answers it, without documents and history; 404 for any other id. */
export async function readPolicySummary(tx: Transaction, tenantId: string, id: string): Promise<Policy> {
  const [row] = isUuid(id) ? await selectPolicies(tx, and(eq(policies.tenantId, tenantId), eq(policies.id, id))) : [];
  if (!row) throw policyNotFound();
  return present(row, new Date());
}

/** One policy of the brokerage with its documents and history; 404 for any other id. */
export async function readPolicy(tx: Transaction, tenantId: string, id: string): Promise<PolicyDetails> {
  const policy = await readPolicySummary(tx, tenantId, id);
  const events = await tx
    .select({ event: policyEvents, name: users.username })
    .from(policyEvents)
    .leftJoin(users, eq(users.id, policyEvents.by))
    .where(and(eq(policyEvents.tenantId, tenantId), eq(policyEvents.policyId, id)))
    .orderBy(asc(policyEvents.at), asc(policyEvents.id));
  const documents = await tx
    .select({ document: policyDocuments, file: storedFiles, name: users.username })
    .from(policyDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, policyDocuments.fileId))
    .leftJoin(users, eq(users.id, policyDocuments.createdBy))
    .where(and(eq(policyDocuments.tenantId, tenantId), eq(policyDocuments.policyId, id)))
    .orderBy(asc(policyDocuments.createdAt), asc(policyDocuments.id));
  return {
    ...policy,
    documents: presentDocuments(documents),
    history: presentHistory(events),
  };
}
