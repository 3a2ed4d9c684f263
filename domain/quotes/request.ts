import { array, coerce, is, nullable, number, optional, refine, string, type, type Infer, type Struct } from 'superstruct';
import { pageOf, savedAnswerOf, answerOf } from '../api/envelope';
import { CLIENT_TYPES, EMAIL_RULE, PHONE_RULE } from '../clients';
import { FIELD_REQUIRED, INVALID_AMOUNT } from '../common-messages';
import { validateDateInput } from '../date-input';
import { amountText, choiceText, chooseOneOf, positiveKobo, Problems, text } from '../invoices/fields';
import { pickIgnoringCase } from '../invoices/vocabulary';
import { categoryId, lineOfBusinessId } from '../reference';
import { normalisePhone } from '../registration';
import { todayInLagos } from '../today';
import { emailAddress } from '../validation';
import { CHOOSE_QUOTE_KIND, isQuoteKind } from './kinds';
import type { PermissionName } from '../permissions';

// A request for cover (POST /quote/request): from a client of the book, or from a prospect not yet
// in it, for one kind of quote. A broker answers it with one or more quotes (POST /quotes/{type}
// with its requestId); the payload is camelCase, the answers snake_case as the spec writes them.

export const MAX_SUBJECT_MATTER = 500;
export const MAX_REQUEST_NOTES = 2000;
export const MAX_PROSPECT_NAME = 200;

export const CLIENT_OR_PROSPECT = 'Choose a client of the book, or name the prospect to quote';
export const CLIENT_AND_PROSPECT = 'A request is for a client of the book or for a prospect, not both';
export const REACH_THE_PROSPECT = "Give the prospect's email or phone number";
export const QUOTE_REQUEST_NOT_FOUND = 'Quote request not found';
export const CHOOSE_OPEN_REQUEST = 'Choose an open quote request of your brokerage';
export const REQUEST_CLOSED = 'This quote request is closed';
export const QUOTE_REQUEST_SUBMITTED = 'Quote request submitted';

/**
 * Who sees which requests: holders of 'Approve Quote' (admins hold every permission) see all of the
 * brokerage's; anyone else, an agent say, only the requests they made themselves.
 */
export const SEES_EVERY_REQUEST: PermissionName = 'Approve Quote';
export const seesEveryRequest = (held: ReadonlySet<string>): boolean => held.has(SEES_EVERY_REQUEST);

const tooLong = (max: number) => `Must be at most ${max} characters`;
/** A list's id, where blank (a form's empty select) means none chosen. */
const optionalListId = (id: Struct<number, null>) => coerce(optional(id), string(), (value) => value.trim() || undefined);

const RequestFields = type({
  clientType: choiceText(CLIENT_TYPES),
  clientId: text(),
  prospectName: text(),
  prospectEmail: text(),
  prospectPhone: text(),
  quoteType: text(),
  lineOfBusinessId: optionalListId(lineOfBusinessId()),
  insuranceCategoryId: optionalListId(categoryId()),
  /** What is to be insured: a vehicle, a building, goods in transit. */
  subjectMatter: text(),
  sumInsured: amountText(),
  /** yyyy-MM-dd, today or later. */
  desiredStartDate: text(),
  notes: text(),
});

/**
 * Whether every text field came through as text. superstruct still runs the rules when a field of
 * the wrong type is followed by one that only broke a rule; the type's failure stands then. (The
 * rules read no list id.)
 */
const shapeHolds = (request: Record<string, unknown>) =>
  Object.keys(RequestFields.schema)
    .filter((key) => key !== 'lineOfBusinessId' && key !== 'insuranceCategoryId')
    .every((key) => request[key] == null || typeof request[key] === 'string');

/** POST /quote/request: JSON, or the same fields as a multipart form with one document. */
export const QuoteRequestPayload = refine(RequestFields, 'quoteRequest', (request) => {
  if (!shapeHolds(request)) return [];
  const problems = new Problems();
  const forClient = !!(request.clientType || request.clientId);
  const forProspect = !!(request.prospectName || request.prospectEmail || request.prospectPhone);
  if (!forClient && !forProspect) problems.add('clientId', CLIENT_OR_PROSPECT).add('prospectName', CLIENT_OR_PROSPECT);
  if (forClient && forProspect) problems.add('prospectName', CLIENT_AND_PROSPECT);
  if (forClient) {
    problems.add(
      'clientType',
      !request.clientType ? FIELD_REQUIRED : !pickIgnoringCase(CLIENT_TYPES, request.clientType) && chooseOneOf(CLIENT_TYPES),
    );
    problems.add('clientId', !request.clientId && FIELD_REQUIRED);
  }
  if (forProspect) {
    const name = request.prospectName;
    problems.add('prospectName', !name ? FIELD_REQUIRED : name.length > MAX_PROSPECT_NAME && tooLong(MAX_PROSPECT_NAME));
    problems.add('prospectEmail', request.prospectEmail && !is(request.prospectEmail, emailAddress()) && EMAIL_RULE);
    problems.add('prospectPhone', request.prospectPhone && normalisePhone(request.prospectPhone) === null && PHONE_RULE);
    problems.add('prospectEmail', !request.prospectEmail && !request.prospectPhone && REACH_THE_PROSPECT);
  }
  problems.add('quoteType', !request.quoteType ? FIELD_REQUIRED : !isQuoteKind(request.quoteType) && CHOOSE_QUOTE_KIND);
  const subject = request.subjectMatter;
  problems.add('subjectMatter', !subject ? FIELD_REQUIRED : subject.length > MAX_SUBJECT_MATTER && tooLong(MAX_SUBJECT_MATTER));
  problems.add('sumInsured', request.sumInsured && positiveKobo(request.sumInsured) === null && INVALID_AMOUNT);
  const today = todayInLagos();
  problems.add('desiredStartDate', request.desiredStartDate && validateDateInput(request.desiredStartDate, { min: today }));
  problems.add('notes', (request.notes?.length ?? 0) > MAX_REQUEST_NOTES && tooLong(MAX_REQUEST_NOTES));
  return problems.failures();
});
export type QuoteRequestPayload = Infer<typeof QuoteRequestPayload>;

// ---- answers ----------------------------------------------------------------------------------

const Person = type({ user_id: string(), name: string() });

export const QuoteRequest = type({
  quote_request_id: string(),
  /** QR/<year>/000001, one counter per brokerage. */
  request_number: string(),
  /** open, quoted (one or more quotes answer it) or closed (QUOTE_REQUEST_STATUSES in the schema). */
  status: string(),
  client_type: nullable(string()),
  client_id: nullable(string()),
  client_name: nullable(string()),
  prospect_name: nullable(string()),
  prospect_email: nullable(string()),
  prospect_phone: nullable(string()),
  quote_type: string(),
  line_of_business_id: nullable(number()),
  line_of_business_name: nullable(string()),
  insurance_category_id: nullable(number()),
  insurance_category_name: nullable(string()),
  subject_matter: string(),
  sum_insured: nullable(string()),
  desired_start_date: nullable(string()),
  notes: nullable(string()),
  requested_by: nullable(Person),
  created_at: string(),
  updated_at: string(),
});
export type QuoteRequest = Infer<typeof QuoteRequest>;

/** A file that came with the request; `url` downloads it (GET /file/download). */
export const QuoteRequestDocument = type({
  document_id: string(),
  document_name: string(),
  content_type: string(),
  size: number(),
  url: string(),
});

/** A quote that answers the request. */
export const RequestQuote = type({
  quote_id: string(),
  quote_number: string(),
  status: string(),
  premium: string(),
  insurance_provider_name: string(),
});

/** GET /quotes/requested/{quoteId}: the request, its documents (oldest first) and the quotes that answer it. */
export const QuoteRequestDetails = type({
  ...QuoteRequest.schema,
  documents: array(QuoteRequestDocument),
  quotes: array(RequestQuote),
});
export type QuoteRequestDetails = Infer<typeof QuoteRequestDetails>;

export const QuoteRequestResponse = answerOf(QuoteRequestDetails);
export const QuoteRequestSavedResponse = savedAnswerOf(QuoteRequestDetails);
export const QuoteRequestListResponse = pageOf(QuoteRequest);
