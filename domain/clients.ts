import { array, boolean, coerce, nullable, number, optional, refine, string, type, union, type Infer, type Struct } from 'superstruct';
import { BUSINESS_PHONE_RULE, EMAIL_RULE, normaliseBusinessPhone, normaliseWebsite, WEBSITE_RULE } from './brokerage';
import { CLIENT_TYPES, type ClientType } from './client-types';
import { FIELD_REQUIRED } from './common-messages';
import { isValidDateString } from './date-input';
import { PHONE_RULE } from './profile';
import { normalisePhone, personName } from './registration';
import { todayInLagos } from './today';
import { requiredText } from './validation';

// Individual and corporate clients and the directors of corporate ones: what a Nigerian broker
// records about them (KYC as the NAICOM AML/CFT rules ask: identification, BVN or NIN, PEP status).

export const CLIENT_STATUSES = ['active', 'pending', 'cancelled', 'inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export { CLIENT_TYPES, type ClientType } from './client-types';
export const CLIENT_KINDS = ['individual', 'corporate'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];
export const kindOfType = (clientType: ClientType): ClientKind => (clientType === 'INDIVIDUAL' ? 'individual' : 'corporate');

/**
 * Which status a client may move to. A new client starts active; pending is for one still being
 * vetted (it may come from elsewhere, e.g. a requested quote). Cancelled is final: the client's
 * history stays, but a new relationship is a new record.
 */
export const CLIENT_STATUS_TRANSITIONS: Record<ClientStatus, readonly ClientStatus[]> = {
  pending: ['active', 'cancelled'],
  active: ['inactive', 'cancelled'],
  inactive: ['active', 'cancelled'],
  cancelled: [],
};

export const nextClientStatuses = (from: ClientStatus): readonly ClientStatus[] => CLIENT_STATUS_TRANSITIONS[from];

/** Why a status change is refused, or null when it is allowed. */
export function statusChangeRefusal(from: ClientStatus, to: ClientStatus): string | null {
  if (from === to) return `The client is already ${to}`;
  if (from === 'cancelled') return 'A cancelled client cannot change status. Create a new client record instead.';
  if (!CLIENT_STATUS_TRANSITIONS[from].includes(to)) return `${/^[aeiou]/.test(from) ? 'An' : 'A'} ${from} client cannot be made ${to}`;
  return null;
}

/** Cancelled is final: the record stays as it was when the relationship ended. */
export const CANCELLED_CLIENT_LOCKED = 'This client is cancelled: its record can no longer be changed';

export const STATUS_ACTION_LABELS: Record<ClientStatus, string> = {
  active: 'Activate',
  inactive: 'Deactivate',
  cancelled: 'Cancel client',
  pending: 'Mark as pending',
};

export const CLIENT_TITLES = [
  'Mr',
  'Mrs',
  'Miss',
  'Ms',
  'Dr',
  'Prof',
  'Chief',
  'Alhaji',
  'Alhaja',
  'Engr',
  'Barr',
  'Pastor',
  'Rev',
  'Hon',
] as const;
export const GENDERS = ['Male', 'Female'] as const;
export const IDENTIFICATION_TYPES = ['National ID card', 'NIN slip', 'International passport', "Driver's licence", "Voter's card"] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];

export const BVN_RULE = 'A BVN is 11 digits';
export const NIN_RULE = 'A NIN is 11 digits';
export { BUSINESS_PHONE_RULE, EMAIL_RULE, PHONE_RULE };
export const CAC_RULE = 'Enter the CAC registration number, e.g. RC 1234567 (or BN / IT for business names and trustees)';
export const POLITICAL_POSITION_REQUIRED = 'Say which public office makes this person politically exposed';
export const IDENTIFICATION_NUMBER_REQUIRED = 'Enter the number on the identification document';
export const IDENTIFICATION_TYPE_REQUIRED = 'Choose the type of identification';
export const SHAREHOLDING_RULE = 'Enter a percentage above 0 and at most 100, with up to two decimals';
export const SHAREHOLDING_OVER_100 = 'The directors’ shareholdings add up to more than 100%';
export const DATE_NOT_IN_PAST = 'The date must be before today';
export const BVN_TAKEN = 'Another client of your brokerage already has this BVN';
export const NIN_TAKEN = 'Another client of your brokerage already has this NIN';
export const RC_TAKEN = 'Another corporate client of your brokerage already has this registration number';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** An identification document whose expiry has passed: a warning, not a refusal. */
export const isIdentificationExpired = (expiry: string | null | undefined, today = todayInLagos()): boolean => !!expiry && expiry < today;

/** CAC numbers: RC for companies, BN for business names, IT for incorporated trustees; RC when no prefix is typed. */
export function normaliseCacNumber(text: string): string | null {
  const match = /^(RC|BN|IT)?\s*-?\s*(\d{4,8})$/i.exec(text.trim());
  return match ? `${(match[1] ?? 'RC').toUpperCase()} ${match[2]}` : null;
}

/** Shareholding as exact hundredths of a percent ('12.5' → 1250), or null when it is not a percentage. */
export function shareHundredths(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const optionalText = (max: number) =>
  coerce(
    nullable(refine(string(), 'maxLength', (value) => value.length <= max || `Must be at most ${max} characters`)),
    string(),
    blankToNull,
  );

const optionalEmail = () =>
  coerce(
    nullable(refine(string(), 'email', (value) => EMAIL.test(value) || EMAIL_RULE)),
    string(),
    (text) => blankToNull(text)?.toLowerCase() ?? null,
  );

const optionalMobile = () =>
  coerce(nullable(refine(string(), 'phone', (value) => normalisePhone(value) !== null || PHONE_RULE)), string(), (text) =>
    text.trim() === '' ? null : (normalisePhone(text) ?? text),
  );

const requiredMobile = () =>
  coerce(
    refine(string(), 'phone', (value) => (value.trim() === '' ? FIELD_REQUIRED : normalisePhone(value) !== null || PHONE_RULE)),
    string(),
    (text) => normalisePhone(text) ?? text,
  );

const businessPhone = () =>
  coerce(nullable(refine(string(), 'phone', (value) => normaliseBusinessPhone(value) !== null || BUSINESS_PHONE_RULE)), string(), (text) =>
    text.trim() === '' ? null : (normaliseBusinessPhone(text) ?? text),
  );

const elevenDigits = (rule: string) =>
  coerce(nullable(refine(string(), 'elevenDigits', (value) => /^\d{11}$/.test(value) || rule)), string(), (text) =>
    text.trim() === '' ? null : text.replace(/[\s-]/g, ''),
  );

/** A yyyy-mm-dd date, blank for none; `past` wants it before today (births, incorporations). */
const optionalDate = (past: boolean) =>
  coerce(
    nullable(
      refine(string(), 'date', (value) => {
        if (!isValidDateString(value)) return 'Enter a valid date (yyyy-mm-dd)';
        return !past || value < todayInLagos() || DATE_NOT_IN_PAST;
      }),
    ),
    string(),
    blankToNull,
  );

const isReference = (value: number) => Number.isInteger(value) && value > 0;

/** A state or LGA chosen in a select (its string value) or sent as a number; blank is none. */
const optionalReferenceId = (what: string) =>
  coerce(nullable(refine(number(), what, (value) => isReference(value) || `Choose a ${what} from the list`)), string(), (text) =>
    text.trim() === '' ? null : Number(text.trim()),
  );

const requiredReferenceId = (what: string) =>
  coerce(
    refine(number(), what, (value) => isReference(value) || `Choose a ${what} from the list`),
    string(),
    (text) =>
      // Blank reads as missing, which the form shows as "This field is required".
      text.trim() === '' ? (undefined as unknown as number) : Number(text.trim()),
  );

const choice = <T extends string>(values: readonly T[]) =>
  coerce(
    nullable(refine(string(), 'choice', (value) => (values as readonly string[]).includes(value) || 'Choose one from the list')),
    string(),
    (text) => (text.trim() === '' ? null : text.trim()),
  ) as unknown as Struct<T | null, null>;

const flag = () => coerce(boolean(), string(), (text) => text === 'true' || text === '1');

const cacNumber = () =>
  coerce(nullable(refine(string(), 'rcNumber', (value) => normaliseCacNumber(value) !== null || CAC_RULE)), string(), (text) =>
    text.trim() === '' ? null : (normaliseCacNumber(text) ?? text),
  );

const shareholding = () =>
  coerce(
    nullable(
      refine(
        string(),
        'shareholding',
        (value) => ((shareHundredths(value) ?? 0) > 0 && shareHundredths(value)! <= 10_000) || SHAREHOLDING_RULE,
      ),
    ),
    union([string(), number()]),
    (input) => {
      const text = String(input).replace('%', '').trim();
      const hundredths = shareHundredths(text);
      if (text === '') return null;
      return hundredths === null ? text : `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
    },
  );

/** The identity of a person: a document, its number and expiry, and whether they hold public office. */
const identityFields = {
  identificationType: optional(choice(IDENTIFICATION_TYPES)),
  identificationNumber: optional(optionalText(30)),
  identificationExpiry: optional(optionalDate(false)),
  bvn: optional(elevenDigits(BVN_RULE)),
  politicallyExposed: optional(flag()),
  politicalPosition: optional(optionalText(120)),
};

type Identity = {
  identificationType?: IdentificationType | null;
  identificationNumber?: string | null;
  politicallyExposed?: boolean;
  politicalPosition?: string | null;
};

/** A document needs its number and a number its document; a politically exposed person needs the office held. */
function withIdentityRules<T extends Identity, S>(struct: Struct<T, S>) {
  return refine(struct, 'identity', function* (value) {
    if (value.identificationType && !value.identificationNumber)
      yield { path: ['identificationNumber'], message: IDENTIFICATION_NUMBER_REQUIRED };
    if (value.identificationNumber && !value.identificationType)
      yield { path: ['identificationType'], message: IDENTIFICATION_TYPE_REQUIRED };
    if (value.identificationType === 'NIN slip' && value.identificationNumber && !/^\d{11}$/.test(value.identificationNumber)) {
      yield { path: ['identificationNumber'], message: NIN_RULE };
    }
    if (value.politicallyExposed && !value.politicalPosition) yield { path: ['politicalPosition'], message: POLITICAL_POSITION_REQUIRED };
  });
}

/** POST /client and PUT /client/{id} (the whole record: fields left out are cleared). */
export const IndividualClientPayload = withIdentityRules(
  type({
    title: optional(optionalText(30)),
    firstName: personName(),
    middleName: optional(optionalText(60)),
    lastName: personName(),
    gender: optional(choice(GENDERS)),
    dateOfBirth: optional(optionalDate(true)),
    email: optional(optionalEmail()),
    phone: requiredMobile(),
    alternatePhone: optional(optionalMobile()),
    address: requiredText(300),
    city: optional(optionalText(80)),
    stateId: requiredReferenceId('state'),
    lgaId: optional(optionalReferenceId('local government area')),
    occupation: optional(optionalText(120)),
    employer: optional(optionalText(120)),
    policyholderTypeId: optional(optionalReferenceId('policyholder type')),
    nin: optional(elevenDigits(NIN_RULE)),
    ...identityFields,
  }),
);
export type IndividualClientPayload = Infer<typeof IndividualClientPayload>;

/** POST /client/corporate/{id}/director, and each of `directors` in POST /client/corporate. */
export const DirectorPayload = withIdentityRules(
  type({
    title: optional(optionalText(30)),
    firstName: personName(),
    lastName: personName(),
    email: optional(optionalEmail()),
    phone: optional(optionalMobile()),
    dateOfBirth: optional(optionalDate(true)),
    nationality: optional(optionalText(60)),
    address: optional(optionalText(300)),
    shareholding: optional(shareholding()),
    ...identityFields,
  }),
);
export type DirectorPayload = Infer<typeof DirectorPayload>;

/** Hundredths of a percent held by the given directors together. */
export const totalShareholding = (directors: readonly { shareholding?: string | null }[]) =>
  directors.reduce((sum, director) => sum + (director.shareholding ? (shareHundredths(director.shareholding) ?? 0) : 0), 0);

const corporateFields = {
  corporateName: requiredText(160),
  rcNumber: optional(cacNumber()),
  tin: optional(
    coerce(
      nullable(
        refine(
          string(),
          'tin',
          (value) => /^\d{8}-?\d{4}$|^\d{10}$/.test(value) || 'Enter the tax identification number, e.g. 12345678-0001',
        ),
      ),
      string(),
      blankToNull,
    ),
  ),
  dateOfIncorporation: optional(optionalDate(true)),
  industry: optional(optionalText(120)),
  email: optional(optionalEmail()),
  phone: optional(businessPhone()),
  website: optional(
    coerce(nullable(refine(string(), 'website', (value) => normaliseWebsite(value) !== null || WEBSITE_RULE)), string(), (text) =>
      text.trim() === '' ? null : (normaliseWebsite(text) ?? text),
    ),
  ),
  operatingBusinessAddress: requiredText(300),
  cityOfOperation: requiredText(80),
  stateId: requiredReferenceId('state'),
  lgaId: optional(optionalReferenceId('local government area')),
  contactPersonName: optional(optionalText(120)),
  contactPersonPhone: optional(optionalMobile()),
  contactPersonEmail: optional(optionalEmail()),
};

/** PUT /client/corporate/{id}: the company's own details (directors are added on their own). */
export const CorporateClientPayload = type(corporateFields);
export type CorporateClientPayload = Infer<typeof CorporateClientPayload>;

/** POST /client/corporate: the company and, optionally, its directors, saved together. */
export const NewCorporateClientPayload = refine(
  type({ ...corporateFields, directors: optional(array(DirectorPayload)) }),
  'shareholdings',
  (value) => totalShareholding(value.directors ?? []) <= 10_000 || { path: ['directors'], message: SHAREHOLDING_OVER_100 },
);
export type NewCorporateClientPayload = Infer<typeof NewCorporateClientPayload>;

export const STATUS_FILTER_RULE = `Choose a status among ${CLIENT_STATUSES.join(', ')}`;
export const CLIENT_TYPE_RULE = 'The client type is INDIVIDUAL or CORPORATE';

/** A filter of the lists: blank (or 'all') means any; case does not matter. */
const filter = <T extends string>(values: readonly T[], rule: string) =>
  optional(
    coerce(nullable(refine(string(), 'filter', (value) => (values as readonly string[]).includes(value) || rule)), string(), (text) => {
      const value = text.trim();
      if (value === '' || value.toLowerCase() === 'all') return null;
      return values.find((known) => known.toLowerCase() === value.toLowerCase()) ?? value;
    }) as unknown as Struct<T | null, null>,
  );

const searchText = () =>
  optional(
    coerce(
      refine(string(), 'searchQuery', (value) => value.length <= 100 || 'Search with at most 100 characters'),
      string(),
      (text) => text.trim(),
    ),
  );

/** POST /client/search: blank parts mean "any". */
export const ClientSearchPayload = type({ clientType: filter(CLIENT_TYPES, CLIENT_TYPE_RULE), searchQuery: searchText() });
export type ClientSearchPayload = Infer<typeof ClientSearchPayload>;

/** The filters of the list calls' query (paging aside). */
export const ClientListQuery = type({
  status: filter(CLIENT_STATUSES, STATUS_FILTER_RULE),
  clientType: filter(CLIENT_TYPES, CLIENT_TYPE_RULE),
  searchQuery: searchText(),
});
export type ClientListQuery = Infer<typeof ClientListQuery>;

/** The status a PATCH names, read case-insensitively; null when it is none of the four. */
export const readClientStatus = (text: unknown): ClientStatus | null =>
  typeof text === 'string' ? (CLIENT_STATUSES.find((status) => status === text.trim().toLowerCase()) ?? null) : null;
