import { and, eq, inArray, ne } from 'drizzle-orm';
import { array, size, string, type } from 'superstruct';
import { koboToNaira } from '../../domain/money';
import { type QuoteDetails, type QuoteKind, type QuotePayload } from '../../domain/quotes';
import { productCovers, quotes } from '../db/schema';
import { ApiError, conflict, invalidInput } from '../http/errors';
import { liveProduct } from '../invoices/parties';
import { type PricedQuote } from './pricing';
import { readQuote } from './read';
import { draftQuote, lockFor, record } from './write';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

// One risk placed with several insurers: the draft's terms priced with other insurers' products,
// side by side; choosing one keeps it and sets the others aside as not taken.

export const MAX_COMPARED = 5;
export const NOT_IN_A_COMPARISON = 'This quote is not compared with any other';
export const SAME_INSURER = 'Choose a product of another insurer';

export const ComparePayload = type({ productIds: size(array(string()), 1, MAX_COMPARED) });

type QuoteRow = typeof quotes.$inferSelect;

/** The draft's terms as a payload, for another product: its covers that product offers, its rate and commission. */
async function termsFor(tx: Transaction, tenantId: string, source: QuoteRow, productId: string): Promise<QuotePayload> {
  const wanted = (source.covers as PricedQuote['covers']).map((cover) => cover.coverId);
  const offered = wanted.length
    ? (
        await tx
          .select({ id: productCovers.coverId })
          .from(productCovers)
          .where(and(eq(productCovers.tenantId, tenantId), eq(productCovers.productId, productId), inArray(productCovers.coverId, wanted)))
      ).map((row) => row.id)
    : [];
  return {
    clientType: source.clientType,
    clientId: (source.individualClientId ?? source.corporateClientId)!,
    policyHolderTypeId: source.policyholderTypeId,
    nameOfInsured: source.nameOfInsured,
    productId,
    startDate: source.startDate,
    endDate: source.endDate,
    sumInsured: koboToNaira(source.sumInsuredKobo),
    covers: offered.map((coverId) => ({ coverId })),
    adjustments: source.adjustments as QuotePayload['adjustments'],
    coBrokers: (source.coBrokers as PricedQuote['coBrokers']).map(({ coBrokerId, percentageOfPremium }) => ({
      coBrokerId,
      percentageOfPremium,
    })),
    items: (source.items as PricedQuote['items']).map((item) => ({
      description: item.description,
      sumInsured: item.sumInsuredKobo === null ? null : koboToNaira(item.sumInsuredKobo),
      details: item.details,
    })),
    narration: source.narration,
    requestId: source.requestId,
  };
}

/** POST /quote/{id}/compare: the same risk priced with each product, each a draft in the draft's comparison. */
export async function compareQuote(write: TenantWrite, id: string, productIds: string[]): Promise<QuoteDetails[]> {
  const { tx, session } = write;
  const source = await lockFor(tx, session.tenantId, id, 'edit');
  const group = source.comparisonGroup ?? source.id;
  const errors: FieldError[] = [];
  const drafted: string[] = [];
  for (const [index, productId] of productIds.entries()) {
    const product = await liveProduct(tx, session.tenantId, productId);
    if (product?.insuranceProviderId === source.insuranceProviderId) {
      errors.push({ field: `productIds.${index}`, message: SAME_INSURER });
      continue;
    }
    try {
      const payload = await termsFor(tx, session.tenantId, source, productId);
      drafted.push((await draftQuote(write, source.quoteType as QuoteKind, payload)).quote_id);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 400) throw error;
      errors.push({ field: `productIds.${index}`, message: error.errors[0]?.message ?? error.message });
    }
  }
  // All or nothing: a refusal rolls back the drafts made before it.
  if (errors.length > 0) throw invalidInput(errors);
  await tx
    .update(quotes)
    .set({ comparisonGroup: group })
    .where(and(eq(quotes.tenantId, session.tenantId), inArray(quotes.id, [source.id, ...drafted])));
  for (const quoteId of drafted)
    await record(tx, session.tenantId, quoteId, 'compared', 'draft', session.userId, `Compared with ${source.quoteNo}`);
  const compared = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.tenantId, session.tenantId), eq(quotes.comparisonGroup, group), ne(quotes.id, source.id)))
    .orderBy(quotes.createdAt);
  const side = [source.id, ...compared.map((row) => row.id)];
  const details: QuoteDetails[] = [];
  // One after another: a transaction is one connection.
  for (const quoteId of side) details.push(await readQuote(tx, session.tenantId, quoteId));
  return details;
}

/** PATCH /quote/{id}/choose: this quote is the one; the others of its comparison still open are not taken. */
export async function chooseQuote(write: TenantWrite, id: string): Promise<QuoteDetails> {
  const { tx, session } = write;
  const chosen = await lockFor(tx, session.tenantId, id, 'setAside');
  if (!chosen.comparisonGroup) throw conflict(NOT_IN_A_COMPARISON);
  const others = await tx
    .select({ id: quotes.id, status: quotes.status })
    .from(quotes)
    .where(and(eq(quotes.tenantId, session.tenantId), eq(quotes.comparisonGroup, chosen.comparisonGroup), ne(quotes.id, chosen.id)))
    .for('update');
  for (const other of others.filter((row) => row.status === 'draft' || row.status === 'rejected')) {
    await tx.update(quotes).set({ status: 'not taken', updatedAt: new Date() }).where(eq(quotes.id, other.id));
    await record(tx, session.tenantId, other.id, 'not taken', 'not taken', session.userId, `${chosen.quoteNo} was chosen`);
  }
  await record(tx, session.tenantId, chosen.id, 'chosen', chosen.status, session.userId);
  return readQuote(tx, session.tenantId, chosen.id);
}
