import { array, boolean, coerce, nullable, number, optional, refine, string, type, union, type Infer, type Struct } from 'superstruct';
import { MAX_RENEWAL_REMINDER_DAY, MAX_RENEWAL_REMINDERS, parseReminderDays } from './policies/reminders';
import { CHOOSE_STATE_FIRST, LGA_NOT_IN_STATE } from './profile';
import { normalisePhone, normaliseRcNumber } from './registration';
import { requiredText } from './validation';

export { CHOOSE_STATE_FIRST, LGA_NOT_IN_STATE };
export const BUSINESS_PHONE_RULE = 'Enter a phone number, e.g. 0803 123 4567 or 01 271 0000';
export const WEBSITE_RULE = 'Enter a web address, e.g. www.example.ng';
export const TIN_RULE = 'Enter the tax identification number, e.g. 12345678-0001';
export const EMAIL_RULE = 'Enter a valid email address';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Blank text means "no value": forms send '' for an emptied field, the API stores null. */
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

/** Offices have landlines as well as mobiles: a mobile is normalised to +234..., any other 7 to 15 digits are kept. */
export function normaliseBusinessPhone(text: string): string | null {
  const mobile = normalisePhone(text);
  if (mobile) return mobile;
  const compact = text.replace(/[\s().-]/g, '');
  return /^\+?\d{7,15}$/.test(compact) ? text.trim().replace(/\s+/g, ' ') : null;
}

const optionalPhone = () =>
  coerce(nullable(refine(string(), 'phone', (value) => normaliseBusinessPhone(value) !== null || BUSINESS_PHONE_RULE)), string(), (text) =>
    text.trim() === '' ? null : (normaliseBusinessPhone(text) ?? text),
  );

export function normaliseWebsite(text: string): string | null {
  const candidate = /^https?:\/\//i.test(text.trim()) ? text.trim() : `https://${text.trim()}`;
  try {
    const url = new URL(candidate);
    return url.hostname.includes('.') && !/\s/.test(text.trim()) ? url.toString().replace(/\/$/, '') : null;
  } catch {
    return null;
  }
}

const optionalWebsite = () =>
  coerce(nullable(refine(string(), 'website', (value) => normaliseWebsite(value) !== null || WEBSITE_RULE)), string(), (text) =>
    text.trim() === '' ? null : (normaliseWebsite(text) ?? text),
  );

const optionalTin = () =>
  coerce(nullable(refine(string(), 'tin', (value) => /^\d{8}-?\d{4}$|^\d{10}$/.test(value) || TIN_RULE)), string(), blankToNull);

const optionalRcNumber = () =>
  coerce(
    nullable(
      refine(string(), 'rcNumber', (value) => normaliseRcNumber(value) !== null || 'Enter the CAC registration number, e.g. RC 1234567'),
    ),
    string(),
    (text) => (text.trim() === '' ? null : (normaliseRcNumber(text) ?? text)),
  );

/** A state or LGA, sent as a number or as a select's string value. */
const referenceId = (what: string) =>
  coerce(
    nullable(refine(number(), what, (value) => (Number.isInteger(value) && value > 0) || `Choose a ${what} from the list`)),
    string(),
    (text) => (text.trim() === '' ? null : Number(text.trim())),
  );

/** An LGA means nothing without its state; that it lies in the state is checked against the data. */
function withPlace<T extends { stateId?: number | null; lgaId?: number | null }, S>(struct: Struct<T, S>) {
  return refine(struct, 'place', (value) => !(value.lgaId && !value.stateId) || { path: ['lgaId'], message: CHOOSE_STATE_FIRST });
}

export const QUOTE_VALIDITY_RULE = 'Enter a whole number of days from 1 to 365';

/** Days a quote stands, typed or sent as a number. */
const validityDays = () =>
  coerce(
    refine(number(), 'quoteValidityDays', (value) => (Number.isInteger(value) && value >= 1 && value <= 365) || QUOTE_VALIDITY_RULE),
    string(),
    (text) => (text.trim() === '' ? Number.NaN : Number(text.trim())),
  );

export const REMINDER_DAYS_RULE = `List up to ${MAX_RENEWAL_REMINDERS} days from 1 to ${MAX_RENEWAL_REMINDER_DAY}, separated by commas`;

/** The days before expiry a brokerage reminds at: typed ('60, 30, 7') or sent as numbers; kept largest first. */
const reminderDays = () =>
  coerce(
    refine(array(number()), 'renewalReminderDays', (days) => parseReminderDays(days.join(',')) !== null || REMINDER_DAYS_RULE),
    union([string(), array(number())]),
    (value) => (typeof value === 'string' ? (parseReminderDays(value) ?? [0]) : (parseReminderDays(value.join(',')) ?? value)),
  );

/** PUT /broker: a field left out stays as it is; null or blank clears it (the name cannot be cleared). */
export const BrokerProfilePayload = withPlace(
  type({
    name: optional(requiredText(120)),
    email: optional(optionalEmail()),
    phone: optional(optionalPhone()),
    rcNumber: optional(optionalRcNumber()),
    naicomLicenseNumber: optional(optionalText(60)),
    address: optional(optionalText(300)),
    city: optional(optionalText(80)),
    stateId: optional(referenceId('state')),
    lgaId: optional(referenceId('local government area')),
    website: optional(optionalWebsite()),
    tin: optional(optionalTin()),
    quoteValidityDays: optional(validityDays()),
    renewalReminderDays: optional(reminderDays()),
  }),
);
export type BrokerProfilePayload = Infer<typeof BrokerProfilePayload>;

/** A yes/no that may come from a checkbox or a multipart form as 'true' / 'false'. */
const flag = () => coerce(boolean(), string(), (text) => text === 'true' || text === '1');

const branchFields = {
  name: requiredText(100),
  address: requiredText(300),
  city: requiredText(80),
  stateId: optional(referenceId('state')),
  lgaId: optional(referenceId('local government area')),
  phone: optional(optionalPhone()),
  email: optional(optionalEmail()),
  isHeadOffice: optional(flag()),
};

/** POST /broker/branch. */
export const BranchPayload = withPlace(type(branchFields));
export type BranchPayload = Infer<typeof BranchPayload>;

/** PUT /broker/branch: the branch and its new details; optional fields left out stay as they are. */
export const BranchUpdatePayload = withPlace(type({ branchId: requiredText(60), ...branchFields }));
export type BranchUpdatePayload = Infer<typeof BranchUpdatePayload>;

/** POST /broker/branch/assign/{userId}: the user's branches from now on (an empty list removes all). */
export const AssignBranchesPayload = type({ branches: array(type({ branchId: string() })) });
export type AssignBranchesPayload = Infer<typeof AssignBranchesPayload>;

/** POST /broker/signatories (JSON, or multipart with these fields and an optional signature image). */
export const SignatoryPayload = type({
  name: requiredText(120),
  designation: requiredText(120),
  email: optional(optionalEmail()),
  phone: optional(optionalPhone()),
});
export type SignatoryPayload = Infer<typeof SignatoryPayload>;

/** PATCH /broker/signatories/{id}: what changes; a new image replaces the signature, removeSignature drops it. */
export const SignatoryChanges = type({
  name: optional(requiredText(120)),
  designation: optional(requiredText(120)),
  email: optional(optionalEmail()),
  phone: optional(optionalPhone()),
  removeSignature: optional(flag()),
});
export type SignatoryChanges = Infer<typeof SignatoryChanges>;

// Answers. Field names as the API writes them (snake_case); the browser checks every answer against these.

const text = () => string();
const maybeText = () => nullable(string());
const maybeId = () => nullable(number());

export const BrokerProfile = type({
  broker_id: text(),
  name: text(),
  url: maybeText(),
  email: maybeText(),
  phone: maybeText(),
  rc_number: maybeText(),
  naicom_license_number: maybeText(),
  address: maybeText(),
  city: maybeText(),
  state_id: maybeId(),
  state_name: maybeText(),
  lga_id: maybeId(),
  lga_name: maybeText(),
  website: maybeText(),
  tin: maybeText(),
  /** The stored file's name; `logo_url` is where it downloads. */
  logo_file: maybeText(),
  logo_url: maybeText(),
  /** Days a quote stands from its drafting (30 unless the brokerage says otherwise). */
  quote_validity_days: number(),
  /** Days before a policy's end when the client is sent a renewal notice (60, 30 and 7 unless the brokerage says otherwise). */
  renewal_reminder_days: array(number()),
});
export type BrokerProfile = Infer<typeof BrokerProfile>;

/** PUT /broker/logo: the stored image as the profile names it (logo_file, logo_url) and as any upload is described. */
export const BrokerLogo = type({
  logo_file: text(),
  logo_url: text(),
  stored_name: text(),
  original_name: text(),
  content_type: text(),
  size_bytes: number(),
  url: text(),
});
export type BrokerLogo = Infer<typeof BrokerLogo>;

export const Branch = type({
  branch_id: text(),
  name: text(),
  address: text(),
  city: text(),
  state_id: maybeId(),
  state_name: maybeText(),
  lga_id: maybeId(),
  lga_name: maybeText(),
  phone: maybeText(),
  email: maybeText(),
  is_head_office: boolean(),
  created_at: text(),
});
export type Branch = Infer<typeof Branch>;

export const Signatory = type({
  signatory_id: text(),
  name: text(),
  designation: text(),
  email: maybeText(),
  phone: maybeText(),
  signature_file: maybeText(),
  signature_url: maybeText(),
  created_at: text(),
});
export type Signatory = Infer<typeof Signatory>;

export const branchInUse = (accounts: number, users: number) => {
  const parts = [
    accounts && `${accounts} premium account${accounts === 1 ? '' : 's'}`,
    users && `${users} user${users === 1 ? '' : 's'}`,
  ].filter(Boolean);
  return `This branch still has ${parts.join(' and ')}. Move them to another branch first.`;
};
export const HEAD_OFFICE_RACE = 'Another branch was made the head office at the same moment. Reload and try again.';
export const BRANCH_NAME_TAKEN = 'A branch with this name already exists';
export const PREMIUM_ACCOUNT_EXISTS = 'This account is already one of your premium accounts';
