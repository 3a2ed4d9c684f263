import { eq } from 'drizzle-orm';
import { refine, type } from 'superstruct';
import { ERROR_CODES } from '../../domain/api';
import { FIELD_REQUIRED } from '../../domain/common-messages';
import { addDays } from '../../domain/invoices/dates';
import { CLIENT_HAS_NO_EMAIL } from '../../domain/invoices/documents';
import { choiceText, isDate, Problems, text } from '../../domain/invoices/fields';
import { INVALID_DATE } from '../../domain/messages';
import { todayInLagos } from '../../domain/today';
import { clientAddressee } from '../clients/addressee';
import { invoices, quotes } from '../db/schema';
import { ApiError, conflict } from '../http/errors';
import { createInvoice } from '../invoices/create';
import { composeMailFor, signatureValues, type LetterSigner } from '../mail/compose';
import { quoteSlipFileName, renderQuoteSlip } from '../pdf/quote-slip';
import { issuerOf, signed } from '../pdf/signed-by';
import { keepSentVersion } from '../pdf/templates';
import { readQuote } from './read';
import { lockFor, record } from './write';
import type { MailValues } from '../../domain/mail-templates';
import type { QuoteDetails, QuoteStatus } from '../../domain/quotes';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';
import type { Infer } from 'superstruct';

// What happens to an approved quote: the slip goes to the client, the client accepts or declines,
// and an accepted quote becomes an invoice through the invoice service, once.

export const START_IN_THE_PAST = 'The cover can not start before today';

export const NotifyQuery = type({
  startDate: refine(
    text(),
    'startDate',
    (value) => !value || (isDate(value) ? value >= todayInLagos() || START_IN_THE_PAST : INVALID_DATE),
  ),
});
export type NotifyQuery = Infer<typeof NotifyQuery>;

export const QuoteResponsePayload = refine(type({ decision: choiceText(['accept', 'decline']), reason: text() }), 'response', (body) =>
  new Problems()
    .add('decision', !body.decision ? FIELD_REQUIRED : !['accept', 'decline'].includes(body.decision) && 'Choose accept or decline')
    .add('reason', (body.reason?.length ?? 0) > 500 && 'Must be at most 500 characters')
    .failures(),
);
export type QuoteResponsePayload = Infer<typeof QuoteResponsePayload>;

/** The placeholders of the mail that carries a quotation (also filled for a template's preview). */
export function quoteSlipValues(quote: QuoteDetails, client: string, letterhead: LetterSigner): MailValues<'quote_slip'> {
  return {
    client_name: client,
    quote_number: quote.quote_number,
    insured_name: quote.name_of_insured,
    product_name: quote.product_name,
    insurer_name: quote.insurance_provider_name,
    premium: `NGN ${quote.premium}`,
    valid_until: quote.valid_until,
    ...signatureValues(letterhead),
  };
}

/** The period moved to start on `startDate`, keeping its length. */
function shifted(quote: { start_date: string; end_date: string }, startDate: string | null | undefined) {
  if (!startDate || startDate === quote.start_date) return { start_date: quote.start_date, end_date: quote.end_date };
  const days = Math.round((Date.parse(quote.end_date) - Date.parse(quote.start_date)) / 86_400_000);
  return { start_date: startDate, end_date: addDays(startDate, days) };
}

/**
 * The quote slip as the client receives it (the brokerage's letterhead and signatories; once sent,
 * in the template version it first went with), with what went into it; the quote is locked for
 * `move` (sending it, or asking the client to sign its acceptance).
 */
export async function quoteSlipOf(
  ctx: AppContext,
  tx: Transaction,
  tenantId: string,
  id: string,
  move: 'send' | 'accept',
  startDate?: string | null,
) {
  const current = await lockFor(tx, tenantId, id, move);
  const read = await readQuote(tx, tenantId, current.id);
  const quote = { ...read, ...shifted(read, startDate) };
  const client = await clientAddressee(tx, tenantId, {
    clientType: quote.client_type,
    clientId: quote.client_id,
    name: quote.client_name,
  });
  const issuer = await issuerOf(ctx, tx, tenantId, 'quoteSlip', { recordId: quote.quote_id });
  const bytes = await renderQuoteSlip({
    letterhead: issuer.letterhead,
    quote,
    client,
    signatories: await signed(ctx, issuer),
    printedOn: todayInLagos(),
  });
  return { quote, client, issuer, bytes };
}

/**
 * GET /quote/{id}/notify: mails the quote slip (PDF, the brokerage's letterhead and signatories) to
 * the client, cover starting on `startDate` when given; the quote is then sent. The mail leaves
 * outside any transaction; the quote is marked sent only if it still may be.
 */
export async function sendQuote(ctx: AppContext, tenantId: string, userId: string, id: string, query: NotifyQuery): Promise<QuoteDetails> {
  const { quote, client, issuer, bytes } = await ctx.database.asTenant(tenantId, (tx) =>
    quoteSlipOf(ctx, tx, tenantId, id, 'send', query.startDate),
  );
  if (client.emails.length === 0) throw conflict(CLIENT_HAS_NO_EMAIL);
  const fileName = quoteSlipFileName(quote.quote_number);
  const { delivered } = await ctx.mailer.send({
    tenantId,
    to: client.emails.join(', '),
    ...(await composeMailFor(ctx, tenantId, 'quote_slip', quoteSlipValues(quote, client.name, issuer.letterhead))),
    attachments: [{ filename: fileName, contentType: 'application/pdf', content: bytes }],
  });
  if (!delivered && ctx.config.smtpUrl)
    throw new ApiError(503, ERROR_CODES.unavailable, 'The mail server did not take the quotation. Please try again.');
  await ctx.database.asTenant(tenantId, (tx) => keepSentVersion(tx, tenantId, issuer.printedWith));
  return ctx.database.asTenant(tenantId, async (tx) => {
    const current = await lockFor(tx, tenantId, id, 'send');
    await tx
      .update(quotes)
      .set({ status: 'sent', startDate: quote.start_date, endDate: quote.end_date, sentAt: new Date(), updatedAt: new Date() })
      .where(eq(quotes.id, current.id));
    await record(tx, tenantId, current.id, 'sent', 'sent', userId, `To ${client.emails.join(', ')}; cover from ${quote.start_date}`);
    return readQuote(tx, tenantId, current.id);
  });
}

/** PATCH /quote/{id}/response: the client's answer to an approved or sent quote. */
export async function recordResponse(write: TenantWrite, id: string, payload: QuoteResponsePayload): Promise<QuoteDetails> {
  const { tx, session } = write;
  const accept = payload.decision === 'accept';
  const current = await lockFor(tx, session.tenantId, id, accept ? 'accept' : 'decline');
  const status: QuoteStatus = accept ? 'accepted' : 'declined';
  await tx.update(quotes).set({ status, updatedAt: new Date() }).where(eq(quotes.id, current.id));
  await record(tx, session.tenantId, current.id, status, status, session.userId, payload.reason ?? undefined);
  return readQuote(tx, session.tenantId, current.id);
}

/** What the invoice says is insured: the quote's items, else the name of the insured (who the invoice shows beside, from the quote). */
const insuredOf = (quote: QuoteDetails) =>
  (quote.items.map((item) => item.description).join('; ') || quote.name_of_insured).slice(0, INSURED_MAX);
const INSURED_MAX = 200;

/**
 * POST /quote/{id}/invoice: the accepted quote billed through the invoice service, in the same
 * transaction; a second try answers the quote with the invoice it already has.
 */
export async function convertQuote(write: TenantWrite, id: string): Promise<QuoteDetails> {
  const { tx, session } = write;
  const locked = await lockFor(tx, session.tenantId, id, 'convert').catch(async (error: unknown) => {
    const read = await readQuote(tx, session.tenantId, id);
    if (read.status === 'converted') return null;
    throw error;
  });
  if (!locked) return readQuote(tx, session.tenantId, id);
  const quote = await readQuote(tx, session.tenantId, locked.id);
  const invoice = await createInvoice(tx, session.tenantId, session.userId, {
    clientType: quote.client_type,
    clientId: quote.client_id,
    productId: quote.product_id,
    issueDate: todayInLagos(),
    startDate: quote.start_date,
    endDate: quote.end_date,
    sumInsured: quote.sum_insured,
    premiumAmount: quote.premium,
    commissionType: quote.commission_type,
    commissionRate: quote.commission_rate,
    insured: insuredOf(quote),
    narration: quote.narration ?? `From quote ${quote.quote_number}`,
    coBrokers: quote.co_brokers.map((share) => ({ coBrokerId: share.co_broker_id, percentageOfPremium: share.percentage_of_premium })),
    coInsurers: quote.co_insurers.map((share) => ({ insurerId: share.insurer_id, percentageOfPremium: share.percentage_of_premium })),
    transactionType: 'NEW POLICY',
    invoiceNo: null,
  });
  await tx.update(invoices).set({ quoteId: locked.id }).where(eq(invoices.id, invoice.invoice_id));
  await tx
    .update(quotes)
    .set({ status: 'converted', invoiceId: invoice.invoice_id, updatedAt: new Date() })
    .where(eq(quotes.id, locked.id));
  await record(tx, session.tenantId, locked.id, 'converted', 'converted', session.userId, `Invoice ${invoice.invoice_no}`);
  return readQuote(tx, session.tenantId, locked.id);
}
