import {
  array,
  assign,
  boolean,
  coerce,
  enums,
  literal,
  nullable,
  number,
  optional,
  refine,
  size,
  string,
  type,
  type Infer,
} from 'superstruct';
import { ListMeta } from './api/envelope';
import { BUSINESS_PHONE_RULE, EMAIL_RULE, normaliseBusinessPhone, normaliseWebsite, WEBSITE_RULE } from './brokerage';
import { InsuranceProvider, LICENCE_CLASSES } from './insurers';
import { requiredText } from './validation';

// Insurance providers (the insurers a brokerage places business with) and the brokerage's own
// underwriters at each: the desks or officers it deals with, with their contact people.

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Blank text means "no value": forms send '' for an emptied field, the API stores null. */
export const optionalText = (max: number) =>
  coerce(
    nullable(refine(string(), 'maxLength', (value) => value.length <= max || `Must be at most ${max} characters`)),
    string(),
    blankToNull,
  );

export const optionalEmail = () =>
  coerce(
    nullable(refine(string(), 'email', (value) => EMAIL.test(value) || EMAIL_RULE)),
    string(),
    (text) => blankToNull(text)?.toLowerCase() ?? null,
  );

/** Offices have landlines as well as mobiles: a mobile becomes +234..., any other 7 to 15 digits stay as typed. */
export const optionalPhone = () =>
  coerce(nullable(refine(string(), 'phone', (value) => normaliseBusinessPhone(value) !== null || BUSINESS_PHONE_RULE)), string(), (text) =>
    text.trim() === '' ? null : (normaliseBusinessPhone(text) ?? text),
  );

const optionalWebsite = () =>
  coerce(nullable(refine(string(), 'website', (value) => normaliseWebsite(value) !== null || WEBSITE_RULE)), string(), (text) =>
    text.trim() === '' ? null : (normaliseWebsite(text) ?? text),
  );

export const CHOOSE_LICENCE_CLASS = 'Choose the licence class: Life, Non-Life or Composite';
const licenceClass = () =>
  refine(string(), 'licenceClass', (value) => (LICENCE_CLASSES as readonly string[]).includes(value) || CHOOSE_LICENCE_CLASS);

const insurerFields = {
  name: requiredText(150),
  shortName: requiredText(60),
  licenceClass: licenceClass(),
  email: optional(optionalEmail()),
  phone: optional(optionalPhone()),
  address: optional(optionalText(300)),
  website: optional(optionalWebsite()),
};

/** POST /insurance-providers: an insurer missing from the NAICOM list, kept by the brokerage that adds it. */
export const NewInsurerPayload = type(insurerFields);
export type NewInsurerPayload = Infer<typeof NewInsurerPayload>;

/** PUT /insurance-providers/{id}: what changes; status 0 retires the insurer, 1 brings it back. */
export const InsurerChanges = type({
  name: optional(insurerFields.name),
  shortName: optional(insurerFields.shortName),
  licenceClass: optional(insurerFields.licenceClass),
  email: insurerFields.email,
  phone: insurerFields.phone,
  address: insurerFields.address,
  website: insurerFields.website,
  status: optional(enums([0, 1])),
});
export type InsurerChanges = Infer<typeof InsurerChanges>;

export const MAX_CONTACTS = 20;

export const ContactPayload = type({
  name: requiredText(120),
  designation: optional(optionalText(120)),
  email: optional(optionalEmail()),
  phone: optional(optionalPhone()),
});
export type ContactPayload = Infer<typeof ContactPayload>;

const contacts = () => size(array(ContactPayload), 0, MAX_CONTACTS);

const underwriterFields = {
  name: requiredText(150),
  branch: optional(optionalText(120)),
  email: optional(optionalEmail()),
  phone: optional(optionalPhone()),
  address: optional(optionalText(300)),
};

/** POST /providers/{id}/underwriters. */
export const UnderwriterPayload = type({ ...underwriterFields, contacts: optional(contacts()) });
export type UnderwriterPayload = Infer<typeof UnderwriterPayload>;

/** PUT /underwriters/{id}: fields left out stay; `contacts`, when given, replaces them all. */
export const UnderwriterChanges = type({ ...underwriterFields, name: optional(underwriterFields.name), contacts: optional(contacts()) });
export type UnderwriterChanges = Infer<typeof UnderwriterChanges>;

// Answers.

/** An insurer on the list: `own` when this brokerage added it (only it may change it). */
export const Insurer = assign(InsuranceProvider, type({ own: boolean(), underwriter_count: number() }));
export type Insurer = Infer<typeof Insurer>;

export const UnderwriterContact = type({
  contact_id: string(),
  name: string(),
  designation: nullable(string()),
  email: nullable(string()),
  phone: nullable(string()),
});
export type UnderwriterContact = Infer<typeof UnderwriterContact>;

export const Underwriter = type({
  underwriter_id: string(),
  provider_id: number(),
  name: string(),
  branch: nullable(string()),
  email: nullable(string()),
  phone: nullable(string()),
  address: nullable(string()),
  contacts: array(UnderwriterContact),
  created_at: string(),
  updated_at: string(),
});
export type Underwriter = Infer<typeof Underwriter>;

export const InsurersResponse = type({ success: literal(true), data: array(Insurer), meta: ListMeta });
export const InsurerResponse = type({ success: literal(true), data: Insurer });
export const InsurerSaved = type({ success: literal(true), message: string(), data: Insurer });
export const UnderwritersResponse = type({ success: literal(true), data: array(Underwriter) });
export const UnderwriterSaved = type({ success: literal(true), message: string(), data: Underwriter });
export const UnderwriterDeleted = type({ success: literal(true), message: string() });

export const INSURER_NAME_TAKEN = 'An insurer with this name is already on the list';
export const SHARED_INSURER_READ_ONLY = 'Insurers on the NAICOM list are shared by every brokerage and cannot be changed here';
export const UNDERWRITER_NAME_TAKEN = 'An underwriter with this name already exists at this insurer';

/**
 * GET /insurance-providers/active: status 1 (the default) lists active insurers, any other whole
 * number the inactive ones; `search` (or `searchQuery`) and `licenceClass` narrow the list.
 */
export const InsurersQuery = type({
  status: optional(
    refine(string(), 'status', (value) => /^\s*-?\d{1,9}\s*$/.test(value) || 'status must be a whole number, 1 for active insurers'),
  ),
  search: optional(string()),
  searchQuery: optional(string()),
  licenceClass: optional(licenceClass()),
});
export type InsurersQuery = Infer<typeof InsurersQuery>;
