import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { assign, type, type Infer } from 'superstruct';
import { type ClientType } from '../../domain/clients';
import { CHOOSE_CLIENT } from '../../domain/common-messages';
import { isUuid } from '../../domain/ids';
import { positiveKobo } from '../../domain/invoices/fields';
import { koboToNaira } from '../../domain/money';
import {
  CHOOSE_OPEN_REQUEST,
  REQUEST_CLOSED,
  seesEveryRequest,
  type QuoteRequest,
  type QuoteRequestDetails,
  type QuoteRequestPayload,
} from '../../domain/quotes';
import { CHOOSE_CATEGORY, CHOOSE_LINE_OF_BUSINESS } from '../../domain/reference';
import { normalisePhone } from '../../domain/registration';
import { todayInLagos } from '../../domain/today';
import { DOCUMENT_KINDS } from '../../domain/upload';
import { grantsOf, type Grants } from '../auth/authorize';
import { clientNameMatches, idsOr } from '../clients/name-search';
import {
  corporateClients,
  individualClients,
  insuranceCategories,
  linesOfBusiness,
  quoteRequestCounters,
  quoteRequestDocuments,
  quoteRequests,
  quotes,
  storedFiles,
  users,
} from '../db/schema';
import { checkReceivedFile, downloadUrl, storeFileIn, type CheckedFile, type ReceivedForm } from '../files/uploads';
import { conflict, invalidInput, notFound } from '../http/errors';
import { cursorOf, KeysetPageQuery, keysetPage, type ListOrder } from '../http/keyset';
import { filterText } from '../http/params';
import { matchedIds } from '../http/trigram-search';
import { clientExists } from '../invoices/parties';
import { containsPattern } from '../reference/insurance';
import { presentQuotes } from './read';
import type { FieldError } from '../../domain/validation';
import type { SessionUser } from '../auth/session-user';
import type { Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

// Quote requests (POST /quote/request, GET /quotes/requested…): a client or a prospect asks for
// cover, with the documents that came with it; a broker answers with quotes (answerRequest). Who
// asks sees their own requests; holders of 'Approve Quote' see the brokerage's every one.

export const CATEGORY_OF_ANOTHER_LINE = 'This category belongs to another line of business';
const DOCUMENT_PURPOSE = 'quote request document';
const FORMER_USER = 'A former user';

/** Whose requests a user may see: all of the brokerage's, or only those they made. */
export interface RequestViewer {
  tenantId: string;
  userId: string;
  seesAll: boolean;
}

export const viewerOf = (session: SessionUser, grants: Grants): RequestViewer => ({
  tenantId: session.tenantId,
  userId: session.userId,
  seesAll: seesEveryRequest(grants.permissions),
});

const visibleTo = (viewer: RequestViewer): SQL =>
  and(eq(quoteRequests.tenantId, viewer.tenantId), viewer.seesAll ? undefined : eq(quoteRequests.requestedBy, viewer.userId))!;

/** "Quote request not found" (QUOTE_REQUEST_NOT_FOUND): for another brokerage's request and for another agent's alike. */
const requestNotFound = () => notFound('Quote request');

// ---- reading ----------------------------------------------------------------------------------

function selectRequests(tx: Transaction, where: SQL) {
  return tx
    .select({
      request: quoteRequests,
      firstname: individualClients.firstname,
      lastname: individualClients.lastname,
      companyName: corporateClients.corporateName,
      lineName: linesOfBusiness.name,
      categoryName: insuranceCategories.name,
      requesterName: users.username,
    })
    .from(quoteRequests)
    .leftJoin(individualClients, eq(individualClients.id, quoteRequests.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, quoteRequests.corporateClientId))
    .leftJoin(linesOfBusiness, eq(linesOfBusiness.id, quoteRequests.lineOfBusinessId))
    .leftJoin(insuranceCategories, eq(insuranceCategories.id, quoteRequests.insuranceCategoryId))
    .leftJoin(users, eq(users.id, quoteRequests.requestedBy))
    .where(where);
}

type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

function present(row: RequestRow): QuoteRequest {
  const r = row.request;
  const clientId = r.individualClientId ?? r.corporateClientId;
  return {
    quote_request_id: r.id,
    request_number: r.requestNo,
    status: r.status,
    client_type: r.clientType,
    client_id: clientId,
    client_name: clientId ? (row.companyName ?? `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim()) : null,
    prospect_name: r.prospectName,
    prospect_email: r.prospectEmail,
    prospect_phone: r.prospectPhone,
    quote_type: r.quoteType,
    line_of_business_id: r.lineOfBusinessId,
    line_of_business_name: row.lineName,
    insurance_category_id: r.insuranceCategoryId,
    insurance_category_name: row.categoryName,
    subject_matter: r.subjectMatter,
    sum_insured: r.sumInsuredKobo === null ? null : koboToNaira(r.sumInsuredKobo),
    desired_start_date: r.desiredStartDate,
    notes: r.notes,
    requested_by: r.requestedBy ? { user_id: r.requestedBy, name: row.requesterName ?? FORMER_USER } : null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** One request the viewer may see, with its documents and the quotes that answer it; 404 for any other id. */
export async function readRequest(tx: Transaction, viewer: RequestViewer, id: string): Promise<QuoteRequestDetails> {
  const [row] = isUuid(id) ? await selectRequests(tx, and(visibleTo(viewer), eq(quoteRequests.id, id))!) : [];
  if (!row) throw requestNotFound();
  const documents = await tx
    .select({ document: quoteRequestDocuments, file: storedFiles })
    .from(quoteRequestDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, quoteRequestDocuments.fileId))
    .where(and(eq(quoteRequestDocuments.tenantId, viewer.tenantId), eq(quoteRequestDocuments.requestId, id)))
    .orderBy(asc(quoteRequestDocuments.createdAt), asc(quoteRequestDocuments.id));
  const answering = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.tenantId, viewer.tenantId), eq(quotes.requestId, id)))
    .orderBy(asc(quotes.createdAt), asc(quotes.id));
  const answers = await presentQuotes(
    tx,
    viewer.tenantId,
    answering.map((quote) => quote.id),
  );
  return {
    ...present(row),
    documents: documents.map(({ document, file }) => ({
      document_id: document.id,
      document_name: document.documentName,
      content_type: file.contentType,
      size: file.sizeBytes,
      url: downloadUrl(file.storedName),
    })),
    quotes: answers.map((quote) => ({
      quote_id: quote.quote_id,
      quote_number: quote.quote_number,
      status: quote.status,
      premium: quote.premium,
      insurance_provider_name: quote.insurance_provider_name,
    })),
  };
}

// ---- lists ------------------------------------------------------------------------------------

export const QuoteRequestListQuery = assign(
  KeysetPageQuery,
  type({
    /** Request number, subject matter, prospect name or the client's name. */
    searchQuery: filterText(),
  }),
);
export type QuoteRequestListQuery = Infer<typeof QuoteRequestListQuery>;

export const QUOTE_REQUEST_ORDER: ListOrder = {
  keys: [
    { column: quoteRequests.createdAt, kind: 'timestamp' },
    { column: quoteRequests.id, kind: 'uuid' },
  ],
  dayCounts: { lists: ['quote_requests'] },
};

// What matching_quote_requests (migration 0013) searches.
const ownText = sql`(${quoteRequests.requestNo} || E'\n' || ${quoteRequests.subjectMatter} || E'\n' || coalesce(${quoteRequests.prospectName}, ''))`;

async function searchCondition(tx: Transaction, pattern: string): Promise<SQL> {
  const own = await matchedIds(tx, (cap) => sql`matching_quote_requests(${pattern}, ${cap})`);
  return or(
    idsOr(own, quoteRequests.id, ilike(ownText, pattern)),
    await clientNameMatches(tx, pattern, {
      individualClientId: quoteRequests.individualClientId,
      corporateClientId: quoteRequests.corporateClientId,
    }),
  )!;
}

/** A page of the requests the viewer may see, newest first. */
export async function listRequests(tx: Transaction, viewer: RequestViewer, query: QuoteRequestListQuery, exactLimit?: number) {
  const pattern = containsPattern(query.searchQuery);
  const where = and(visibleTo(viewer), pattern ? await searchCondition(tx, pattern) : undefined)!;
  const page = await keysetPage({
    tx,
    tenantId: viewer.tenantId,
    order: QUOTE_REQUEST_ORDER,
    query,
    unfiltered: viewer.seesAll && !pattern,
    filtered: sql`select 1 from ${quoteRequests} where ${where}`,
    exactLimit,
    page: async (window) => {
      const keys = await tx
        .select({ id: quoteRequests.id, cursor: cursorOf(QUOTE_REQUEST_ORDER) })
        .from(quoteRequests)
        .where(and(where, window.where))
        .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
        .limit(window.limit)
        .offset(window.offset);
      return keys.map((key) => ({ row: key.id, cursor: key.cursor }));
    },
  });
  const ids = page.rows;
  const rows = ids.length
    ? await selectRequests(tx, and(eq(quoteRequests.tenantId, viewer.tenantId), inArray(quoteRequests.id, ids))!)
    : [];
  const byId = new Map(rows.map((row) => [row.request.id, present(row)]));
  return { data: ids.flatMap((id) => byId.get(id) ?? []), meta: page.meta };
}

// ---- writing ----------------------------------------------------------------------------------

/** The next QR/<year>/000001; the counter row stays locked until the transaction ends. */
async function nextRequestNo(tx: Transaction, tenantId: string): Promise<string> {
  const [counter] = await tx
    .insert(quoteRequestCounters)
    .values({ tenantId, lastValue: 1 })
    .onConflictDoUpdate({ target: quoteRequestCounters.tenantId, set: { lastValue: sql`${quoteRequestCounters.lastValue} + 1` } })
    .returning({ value: quoteRequestCounters.lastValue });
  return `QR/${todayInLagos().slice(0, 4)}/${String(counter!.value).padStart(6, '0')}`;
}

/** The client and the lists the payload names, checked against the book; a category alone brings its line. */
async function checkedBook(tx: Transaction, tenantId: string, payload: QuoteRequestPayload) {
  const errors: FieldError[] = [];
  const clientType = (payload.clientType as ClientType | null | undefined) ?? null;
  if (clientType && payload.clientId && !(await clientExists(tx, tenantId, clientType, payload.clientId)))
    errors.push({ field: 'clientId', message: CHOOSE_CLIENT });
  let lineId = payload.lineOfBusinessId ?? null;
  if (lineId !== null) {
    const [line] = await tx.select({ id: linesOfBusiness.id }).from(linesOfBusiness).where(eq(linesOfBusiness.id, lineId));
    if (!line) errors.push({ field: 'lineOfBusinessId', message: CHOOSE_LINE_OF_BUSINESS });
  }
  const categoryId = payload.insuranceCategoryId ?? null;
  if (categoryId !== null) {
    const [category] = await tx
      .select({ lineId: insuranceCategories.lineOfBusinessId })
      .from(insuranceCategories)
      .where(eq(insuranceCategories.id, categoryId));
    if (!category) errors.push({ field: 'insuranceCategoryId', message: CHOOSE_CATEGORY });
    else if (lineId !== null && category.lineId !== lineId)
      errors.push({ field: 'insuranceCategoryId', message: CATEGORY_OF_ANOTHER_LINE });
    else lineId = category.lineId;
  }
  if (errors.length) throw invalidInput(errors);
  return { clientType, lineId, categoryId };
}

const documentOf = (file: ReceivedForm['file']): CheckedFile | null =>
  file ? { ...file, kind: checkReceivedFile(file, DOCUMENT_KINDS) } : null;

/** Stores the checked file, records it against the request, and reads the request back, all in the write's transaction. */
function withDocument(write: TenantWrite, viewer: RequestViewer, requestId: string, file: CheckedFile | null) {
  const { ctx, tx, session } = write;
  if (!file) return readRequest(tx, viewer, requestId);
  return storeFileIn(tx, ctx, session, file, DOCUMENT_PURPOSE, async (_uploaded, fileId) => {
    await tx.insert(quoteRequestDocuments).values({
      tenantId: session.tenantId,
      requestId,
      fileId,
      documentName: file.name,
      createdBy: session.userId,
    });
    return readRequest(tx, viewer, requestId);
  });
}

/** POST /quote/request: the request, numbered QR/<year>/000001, with its document when one came; nothing kept when anything is refused. */
export async function requestQuote(
  write: TenantWrite,
  viewer: RequestViewer,
  payload: QuoteRequestPayload,
  received: ReceivedForm['file'],
): Promise<QuoteRequestDetails> {
  const { tx, session } = write;
  const file = documentOf(received);
  const { clientType, lineId, categoryId } = await checkedBook(tx, session.tenantId, payload);
  const [row] = await tx
    .insert(quoteRequests)
    .values({
      tenantId: session.tenantId,
      requestNo: await nextRequestNo(tx, session.tenantId),
      clientType,
      individualClientId: clientType === 'INDIVIDUAL' ? payload.clientId! : null,
      corporateClientId: clientType === 'CORPORATE' ? payload.clientId! : null,
      prospectName: clientType ? null : payload.prospectName!,
      prospectEmail: clientType ? null : (payload.prospectEmail?.toLowerCase() ?? null),
      prospectPhone: clientType || !payload.prospectPhone ? null : normalisePhone(payload.prospectPhone),
      quoteType: payload.quoteType!,
      lineOfBusinessId: lineId,
      insuranceCategoryId: categoryId,
      subjectMatter: payload.subjectMatter!,
      sumInsuredKobo: positiveKobo(payload.sumInsured),
      desiredStartDate: payload.desiredStartDate ?? null,
      notes: payload.notes ?? null,
      requestedBy: session.userId,
    })
    .returning({ id: quoteRequests.id });
  return withDocument(write, viewer, row!.id, file);
}

/** POST /quotes/requested/{quoteId}/documents: one more document for a request the viewer may see, while it is not closed. */
export async function attachDocument(
  write: TenantWrite,
  viewer: RequestViewer,
  id: string,
  received: ReceivedForm['file'],
): Promise<QuoteRequestDetails> {
  const [row] = isUuid(id)
    ? await write.tx
        .select({ id: quoteRequests.id, status: quoteRequests.status })
        .from(quoteRequests)
        .where(and(visibleTo(viewer), eq(quoteRequests.id, id)))
        .for('update')
    : [];
  if (!row) throw requestNotFound();
  if (row.status === 'closed') throw conflict(REQUEST_CLOSED);
  const file = { ...received!, kind: checkReceivedFile(received, DOCUMENT_KINDS) };
  await write.tx.update(quoteRequests).set({ updatedAt: new Date() }).where(eq(quoteRequests.id, row.id));
  return withDocument(write, viewer, row.id, file);
}

/**
 * A quote drafted with `requestId` answers that request (POST /quotes/{type}): it must be one of
 * the brokerage's the user may see and not closed (a field error on requestId otherwise). An open
 * request becomes 'quoted'; a quoted one takes further quotes, one per insurer asked.
 */
export async function answerRequest(write: TenantWrite, requestId: string | null | undefined): Promise<string | null> {
  if (!requestId) return null;
  const { tx, session } = write;
  const viewer = viewerOf(session, await grantsOf(tx, session.userId));
  const [row] = isUuid(requestId)
    ? await tx
        .select({ id: quoteRequests.id, status: quoteRequests.status })
        .from(quoteRequests)
        .where(and(visibleTo(viewer), eq(quoteRequests.id, requestId)))
        .for('update')
    : [];
  if (!row || row.status === 'closed') throw invalidInput([{ field: 'requestId', message: row ? REQUEST_CLOSED : CHOOSE_OPEN_REQUEST }]);
  if (row.status === 'open')
    await tx.update(quoteRequests).set({ status: 'quoted', updatedAt: new Date() }).where(eq(quoteRequests.id, row.id));
  return row.id;
}
