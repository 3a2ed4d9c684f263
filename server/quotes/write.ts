import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { addDays } from '../../domain/invoices/dates';
import { formatNaira } from '../../domain/money';
import {
  canMove,
  DEFAULT_QUOTE_VALIDITY_DAYS,
  EXPIRING_STATUSES,
  MAKER_CANNOT_APPROVE,
  moveRefusal,
  QUOTE_EXPIRED,
  type QuoteDecisionPayload,
  type QuoteDetails,
  type QuoteKind,
  type QuoteMove,
  type QuotePayload,
  type QuoteStatus,
} from '../../domain/quotes';
import { todayInLagos } from '../../domain/today';
import { usersHolding } from '../access/permission-holders';
import { quoteCounters, quoteEvents, quotes, tenants } from '../db/schema';
import { conflict, forbidden, invalidInput } from '../http/errors';
import { notifyUsers } from '../notifications/notify';
import { priceDraft } from './pricing';
import { quoteNotFound, readQuote } from './read';
import { answerRequest } from './requests';
import type { Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

// Drafting, editing, submitting and deciding quotes. Each change locks the quote's row, checks the
// move against its status (QUOTE_MOVES), records who did it, and tells those concerned once the
// change has committed.

export const QUOTE_APPROVAL_REQUEST = 'quote_approval_request';
export const QUOTE_APPROVAL_RESPONSE = 'quote_approval_response';
export const NOTHING_TO_CHARGE = 'The premium works out at nothing: check the sum insured and the rate';
export const REVISION_KEEPS_KIND = 'A revision keeps the kind of the quote it copies';

const quotePath = (id: string) => `/quotes/${id}`;

/** The last day a quote drafted today stands, by the brokerage's own number of days. */
async function validUntil(tx: Transaction, tenantId: string): Promise<string> {
  const [brokerage] = await tx.select({ days: tenants.quoteValidityDays }).from(tenants).where(eq(tenants.id, tenantId));
  return addDays(todayInLagos(), brokerage?.days ?? DEFAULT_QUOTE_VALIDITY_DAYS);
}

/** The next QT/<year>/000001; the counter row stays locked until the transaction ends. */
async function nextQuoteNo(tx: Transaction, tenantId: string): Promise<string> {
  const [counter] = await tx
    .insert(quoteCounters)
    .values({ tenantId, lastValue: 1 })
    .onConflictDoUpdate({ target: quoteCounters.tenantId, set: { lastValue: sql`${quoteCounters.lastValue} + 1` } })
    .returning({ value: quoteCounters.lastValue });
  return `QT/${todayInLagos().slice(0, 4)}/${String(counter!.value).padStart(6, '0')}`;
}

export async function record(
  tx: Transaction,
  tenantId: string,
  quoteId: string,
  action: string,
  status: QuoteStatus,
  by: string,
  note?: string,
) {
  // The clock, not the transaction's start: a transaction records several events in order.
  await tx.insert(quoteEvents).values({ tenantId, quoteId, action, status, by, note: note ?? null, at: sql`clock_timestamp()` });
}

/** A quote past its validity is expired whatever its stored status says, until the job writes it down. */
const standingOf = (row: { status: QuoteStatus; validUntil: string }): QuoteStatus =>
  EXPIRING_STATUSES.includes(row.status) && row.validUntil < todayInLagos() ? 'expired' : row.status;

/** Locks the quote for the rest of the transaction and checks that `move` may start from where it stands. */
export async function lockFor(tx: Transaction, tenantId: string, id: string, move: QuoteMove) {
  const [row] = isUuid(id)
    ? await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.tenantId, tenantId), eq(quotes.id, id)))
        .for('update')
    : [];
  if (!row) throw quoteNotFound();
  const standing = standingOf(row);
  if (standing === 'expired' && row.status !== 'expired') throw conflict(QUOTE_EXPIRED);
  if (!canMove(standing, move)) throw conflict(moveRefusal(move, standing));
  return row;
}

/** POST /quotes/{type}: a new draft priced from its product (a revision of `revisionOf` when given). */
export async function draftQuote(
  write: TenantWrite,
  kind: QuoteKind,
  payload: QuotePayload,
  revisionOf?: { id: string; quoteNo: string },
): Promise<QuoteDetails> {
  const { tx, session } = write;
  const priced = await priceDraft(tx, session.tenantId, kind, payload);
  const [row] = await tx
    .insert(quotes)
    .values({
      ...priced,
      tenantId: session.tenantId,
      quoteNo: await nextQuoteNo(tx, session.tenantId),
      quoteType: kind,
      validUntil: await validUntil(tx, session.tenantId),
      requestId: await answerRequest(write, payload.requestId),
      revisionOf: revisionOf?.id ?? null,
      createdBy: session.userId,
    })
    .returning({ id: quotes.id });
  await record(
    tx,
    session.tenantId,
    row!.id,
    revisionOf ? 'copied' : 'drafted',
    'draft',
    session.userId,
    revisionOf && `A revision of ${revisionOf.quoteNo}`,
  );
  return readQuote(tx, session.tenantId, row!.id);
}

/** POST /quotes/{type}?quoteId=: a revision of an existing quote, with new terms or, without them, its terms as quoted. */
export async function reviseQuote(write: TenantWrite, kind: QuoteKind, sourceId: string, payload?: QuotePayload): Promise<QuoteDetails> {
  const { tx, session } = write;
  const [source] = isUuid(sourceId)
    ? await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.tenantId, session.tenantId), eq(quotes.id, sourceId)))
    : [];
  if (!source) throw quoteNotFound();
  if (source.quoteType !== kind) throw invalidInput([{ field: 'type', message: REVISION_KEEPS_KIND }]);
  if (payload) return draftQuote(write, kind, payload, source);
  const [row] = await tx
    .insert(quotes)
    .values({
      ...source,
      // A new draft of the same terms: its own number, undecided, unbilled, unsent, in no comparison.
      id: undefined,
      quoteNo: await nextQuoteNo(tx, session.tenantId),
      status: 'draft',
      invoiceId: null,
      decidedBy: null,
      decidedAt: null,
      rejectionReason: null,
      comparisonGroup: null,
      sentAt: null,
      revisionOf: source.id,
      validUntil: await validUntil(tx, session.tenantId),
      createdBy: session.userId,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning({ id: quotes.id });
  await record(tx, session.tenantId, row!.id, 'copied', 'draft', session.userId, `A revision of ${source.quoteNo}`);
  return readQuote(tx, session.tenantId, row!.id);
}

/** PUT /quote/{id}: new terms for a draft (a rejected quote becomes a draft again). */
export async function editQuote(write: TenantWrite, id: string, payload: QuotePayload): Promise<QuoteDetails> {
  const { tx, session } = write;
  const current = await lockFor(tx, session.tenantId, id, 'edit');
  const priced = await priceDraft(tx, session.tenantId, current.quoteType as QuoteKind, payload);
  await tx
    .update(quotes)
    .set({ ...priced, status: 'draft', decidedBy: null, decidedAt: null, rejectionReason: null, updatedAt: new Date() })
    .where(eq(quotes.id, current.id));
  await record(tx, session.tenantId, current.id, 'edited', 'draft', session.userId);
  return readQuote(tx, session.tenantId, current.id);
}

/** PUT /quote/{id}/save: the draft goes for approval, and those who may approve it are told. */
export async function submitQuote(write: TenantWrite, id: string): Promise<QuoteDetails> {
  const { ctx, tx, session, afterCommit } = write;
  const current = await lockFor(tx, session.tenantId, id, 'submit');
  if (current.premiumKobo <= 0) throw invalidInput([{ field: 'rate', message: NOTHING_TO_CHARGE }]);
  await tx.update(quotes).set({ status: 'pending approval', updatedAt: new Date() }).where(eq(quotes.id, current.id));
  await record(tx, session.tenantId, current.id, 'submitted', 'pending approval', session.userId);
  const quote = await readQuote(tx, session.tenantId, current.id);
  const approvers = await usersHolding(tx, session.tenantId, 'Approve Quote', current.createdBy);
  afterCommit(
    await notifyUsers(
      tx,
      session.tenantId,
      approvers,
      {
        kind: QUOTE_APPROVAL_REQUEST,
        title: `Quote ${quote.quote_number} needs your approval`,
        message: `${quote.created_by?.name ?? 'Someone'} quoted ${quote.name_of_insured} with ${quote.insurance_provider_name}: premium ${formatNaira(current.premiumKobo)}`,
        link: quotePath(quote.quote_id),
        payload: { quote_id: quote.quote_id, quote_number: quote.quote_number },
      },
      ctx.live,
    ),
  );
  return quote;
}

/** PATCH /quote/{id}/approve: another person approves or rejects it, once; the maker is told. */
export async function decideQuote(write: TenantWrite, id: string, payload: QuoteDecisionPayload): Promise<QuoteDetails> {
  const { ctx, tx, session, afterCommit } = write;
  const approve = payload.decision === 'approve';
  const current = await lockFor(tx, session.tenantId, id, approve ? 'approve' : 'reject');
  if (current.createdBy === session.userId) throw forbidden(MAKER_CANNOT_APPROVE);
  const status: QuoteStatus = approve ? 'approved' : 'rejected';
  const reason = approve ? null : payload.reason!;
  await tx
    .update(quotes)
    .set({ status, decidedBy: session.userId, decidedAt: new Date(), rejectionReason: reason, updatedAt: new Date() })
    .where(eq(quotes.id, current.id));
  await record(tx, session.tenantId, current.id, status, status, session.userId, reason ?? undefined);
  const quote = await readQuote(tx, session.tenantId, current.id);
  if (current.createdBy) {
    const by = quote.decided_by?.name ?? 'A checker';
    afterCommit(
      await notifyUsers(
        tx,
        session.tenantId,
        [current.createdBy],
        {
          kind: QUOTE_APPROVAL_RESPONSE,
          title: `Quote ${quote.quote_number} ${status}`,
          message: approve
            ? `${by} approved ${quote.quote_number}; it can be sent to the client`
            : `${by} rejected ${quote.quote_number}: ${reason}`,
          link: quotePath(quote.quote_id),
          payload: { quote_id: quote.quote_id, quote_number: quote.quote_number, status },
        },
        ctx.live,
      ),
    );
  }
  return quote;
}
