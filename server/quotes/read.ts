import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isUuid } from '../../domain/ids';
import { koboToNaira } from '../../domain/money';
import { trimRate } from '../../domain/products';
import { type PremiumBreakdown, type Quote, type QuoteDetails } from '../../domain/quotes';
import { corporateClients, individualClients, insuranceProviders, products, quoteEvents, quotes, users } from '../db/schema';
import { notFound } from '../http/errors';
import type { Transaction } from '../db/client';
import type { PricedQuote } from './pricing';

// A quote as the API answers it: names resolved, money as naira text, the premium's lines, and on
// its own page who did what to it.

const maker = alias(users, 'maker');
const decider = alias(users, 'decider');
const FORMER_USER = 'A former user';

/** "Quote not found" (QUOTE_NOT_FOUND). */
export const quoteNotFound = () => notFound('Quote');

function selectQuotes(tx: Transaction, where: SQL | undefined) {
  return tx
    .select({
      quote: quotes,
      firstname: individualClients.firstname,
      lastname: individualClients.lastname,
      companyName: corporateClients.corporateName,
      productName: products.productName,
      insurerName: insuranceProviders.name,
      makerName: maker.username,
      deciderName: decider.username,
    })
    .from(quotes)
    .innerJoin(products, eq(products.id, quotes.productId))
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, quotes.insuranceProviderId))
    .leftJoin(individualClients, eq(individualClients.id, quotes.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, quotes.corporateClientId))
    .leftJoin(maker, eq(maker.id, quotes.createdBy))
    .leftJoin(decider, eq(decider.id, quotes.decidedBy))
    .where(where);
}

type QuoteRow = Awaited<ReturnType<typeof selectQuotes>>[number];

const naira = (kobo: number) => koboToNaira(kobo);

function present(row: QuoteRow): Quote {
  const q = row.quote;
  const breakdown = q.breakdown as PremiumBreakdown;
  const person = (id: string | null, name: string | null) => (id ? { user_id: id, name: name ?? FORMER_USER } : null);
  return {
    quote_id: q.id,
    quote_number: q.quoteNo,
    quote_type: q.quoteType,
    status: q.status,
    client_type: q.clientType,
    client_id: (q.individualClientId ?? q.corporateClientId)!,
    client_name: row.companyName ?? `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim(),
    policy_holder_type_id: q.policyholderTypeId,
    name_of_insured: q.nameOfInsured,
    product_id: q.productId,
    product_name: row.productName,
    insurance_provider_id: q.insuranceProviderId,
    insurance_provider_name: row.insurerName,
    start_date: q.startDate,
    end_date: q.endDate,
    valid_until: q.validUntil,
    sum_insured: naira(q.sumInsuredKobo),
    rate: trimRate(q.rate),
    premium_rate_id: q.premiumRateId,
    premium: naira(q.premiumKobo),
    commission_type: q.commissionType,
    commission_rate: q.commissionRate,
    commission: naira(q.commissionKobo),
    vat_on_commission: naira(q.vatKobo),
    net_to_insurer: naira(breakdown.netToInsurerKobo),
    breakdown: {
      base_premium: naira(breakdown.basePremiumKobo),
      covers: breakdown.coverLines.map((line) => ({
        cover_id: line.coverId,
        name: line.label,
        rate: (q.covers as PricedQuote['covers']).find((cover) => cover.coverId === line.coverId)?.rate ?? null,
        amount: naira(line.kobo),
      })),
      gross_premium: naira(breakdown.grossPremiumKobo),
      adjustments: breakdown.adjustmentLines.map((line) => ({
        kind: line.kind,
        description: line.label,
        percent: line.percent,
        amount: naira(line.kobo),
      })),
      minimum_top_up: naira(breakdown.minimumTopUpKobo),
    },
    items: (q.items as PricedQuote['items']).map((item) => ({
      description: item.description,
      sum_insured: item.sumInsuredKobo === null ? null : naira(item.sumInsuredKobo),
      details: item.details,
    })),
    co_brokers: (q.coBrokers as PricedQuote['coBrokers']).map((share) => ({
      co_broker_id: share.coBrokerId,
      name: share.name,
      percentage_of_premium: share.percentageOfPremium,
    })),
    co_insurers: (q.coInsurers as PricedQuote['coInsurers']).map((share) => ({
      insurer_id: share.insurerId,
      name: share.name,
      percentage_of_premium: share.percentageOfPremium,
    })),
    narration: q.narration,
    request_id: q.requestId,
    revision_of: q.revisionOf,
    comparison_group: q.comparisonGroup,
    invoice_id: q.invoiceId,
    created_by: person(q.createdBy, row.makerName),
    decided_by: person(q.decidedBy, row.deciderName),
    decided_at: q.decidedAt?.toISOString() ?? null,
    rejection_reason: q.rejectionReason,
    sent_at: q.sentAt?.toISOString() ?? null,
    created_at: q.createdAt.toISOString(),
    updated_at: q.updatedAt.toISOString(),
  };
}

/** The quotes with these ids, in the order given. */
export async function presentQuotes(tx: Transaction, tenantId: string, ids: string[]): Promise<Quote[]> {
  if (ids.length === 0) return [];
  const rows = await selectQuotes(tx, and(eq(quotes.tenantId, tenantId), inArray(quotes.id, ids)));
  const byId = new Map(rows.map((row) => [row.quote.id, present(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One quote of the brokerage with its history; 404 for any other id. */
export async function readQuote(tx: Transaction, tenantId: string, id: string): Promise<QuoteDetails> {
  const [row] = isUuid(id) ? await selectQuotes(tx, and(eq(quotes.tenantId, tenantId), eq(quotes.id, id))) : [];
  if (!row) throw quoteNotFound();
  const events = await tx
    .select({ event: quoteEvents, name: users.username })
    .from(quoteEvents)
    .leftJoin(users, eq(users.id, quoteEvents.by))
    .where(and(eq(quoteEvents.tenantId, tenantId), eq(quoteEvents.quoteId, id)))
    .orderBy(asc(quoteEvents.at), asc(quoteEvents.id));
  return {
    ...present(row),
    history: events.map(({ event, name }) => ({
      action: event.action,
      status: event.status,
      note: event.note,
      by: event.by ? { user_id: event.by, name: name ?? FORMER_USER } : null,
      at: event.at.toISOString(),
    })),
  };
}
