import { QUOTE_KIND_NAMES, QUOTE_KINDS, type QuoteKind } from '../../../domain/quotes';

// The request-a-quote form's values and what it sends: the fields of POST /quote/request as typed,
// and whom the request is for, which decides which of the party's fields go.

export type WhoFor = 'client' | 'prospect';

export const WHO_FOR_OPTIONS: readonly { value: WhoFor; label: string }[] = [
  { value: 'client', label: 'A client of the book' },
  { value: 'prospect', label: 'A prospect' },
];

/** The kinds of quote with their labels, as QUOTE_KINDS names them. */
export const QUOTE_KIND_OPTIONS: readonly { value: QuoteKind; label: string }[] = QUOTE_KIND_NAMES.map((value) => ({
  value,
  label: QUOTE_KINDS[value].label,
}));

const CLIENT_FIELDS = ['clientType', 'clientId'] as const;
const PROSPECT_FIELDS = ['prospectName', 'prospectEmail', 'prospectPhone'] as const;
const COVER_FIELDS = [
  'quoteType',
  'lineOfBusinessId',
  'insuranceCategoryId',
  'subjectMatter',
  'sumInsured',
  'desiredStartDate',
  'notes',
] as const;

export type RequestField = (typeof CLIENT_FIELDS)[number] | (typeof PROSPECT_FIELDS)[number] | (typeof COVER_FIELDS)[number];
export type RequestValues = Record<RequestField, string>;

/** The form's values and messages, as the request form's sections read and change them. */
export interface RequestFormFields {
  values: RequestValues;
  errorOf: (field: RequestField) => string | undefined;
  set: (field: RequestField, value: string) => void;
}

export const emptyRequestForm = (): RequestValues =>
  Object.fromEntries([...CLIENT_FIELDS, ...PROSPECT_FIELDS, ...COVER_FIELDS].map((field) => [field, ''])) as RequestValues;

/**
 * What the form checks and sends: the cover, and the fields of the party it is for. The other
 * party's fields stay in the form, as typed, for a person who switches back, but go blank here.
 */
export function requestInput(values: RequestValues, whoFor: WhoFor): RequestValues {
  const left = whoFor === 'client' ? PROSPECT_FIELDS : CLIENT_FIELDS;
  return { ...values, ...Object.fromEntries(left.map((field) => [field, ''])) };
}

/** The toast once the server has it: "Quote request QR/2026/000003 submitted". */
export const submittedMessage = (requestNumber: string) => `Quote request ${requestNumber} submitted`;

/** Where the request lives once submitted. */
export const requestPath = (requestId: string) => `/requested-quote/${encodeURIComponent(requestId)}`;
