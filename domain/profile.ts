import { boolean, coerce, enums, literal, nullable, number, optional, refine, string, type, type Infer } from 'superstruct';
import { USER_TYPES } from './auth';
import { INVALID_NUBAN, isValidNuban, normaliseAccountNumber } from './banks';
import { normalisePhone, personName } from './registration';

export const PHONE_RULE = 'Enter a Nigerian mobile number, e.g. 0803 123 4567';
export const LGA_NOT_IN_STATE = 'Choose a local government area of the chosen state';
export const CHOOSE_STATE_FIRST = 'Choose the state first';

/** Blank text means "no value": forms send '' for an emptied field, the API stores null. */
const optionalText = (max: number) =>
  coerce(
    nullable(refine(string(), 'maxLength', (value) => value.length <= max || `Must be at most ${max} characters`)),
    string(),
    (text) => (text.trim() === '' ? null : text.trim()),
  );

/** A row of a reference list (state, LGA, bank), sent as a number or as a select's string value. */
const referenceId = (what: string) =>
  coerce(
    nullable(refine(number(), what, (value) => (Number.isInteger(value) && value > 0) || `Choose a ${what} from the list`)),
    string(),
    (text) => (text.trim() === '' ? null : Number(text.trim())),
  );

const optionalPhone = () =>
  coerce(nullable(refine(string(), 'phone', (value) => normalisePhone(value) !== null || PHONE_RULE)), string(), (text) =>
    text.trim() === '' ? null : text,
  );

/** Ten digits; the check digit needs the bank's code, so the server checks it against the bank chosen. */
export const accountNumber = () =>
  coerce(nullable(refine(string(), 'accountNumber', (value) => /^\d{10}$/.test(value) || INVALID_NUBAN)), string(), (text) =>
    normaliseAccountNumber(text) === '' ? null : normaliseAccountNumber(text),
  );

/** PUT /user/profile: a person's own name and phone. The username follows the name; the email is not changed here. */
export const ProfilePayload = type({
  firstName: personName(),
  lastName: personName(),
  phone: optional(optionalPhone()),
});
export type ProfilePayload = Infer<typeof ProfilePayload>;

/** PUT /broker/agent: every field optional; a field left out stays as it is, null (or blank) clears it. */
export const AgentProfilePayload = type({
  businessName: optional(optionalText(120)),
  licenseNumber: optional(optionalText(60)),
  address: optional(optionalText(300)),
  city: optional(optionalText(80)),
  stateId: optional(referenceId('state')),
  lgaId: optional(referenceId('local government area')),
  bankId: optional(referenceId('bank')),
  accountNumber: optional(accountNumber()),
  accountName: optional(optionalText(120)),
});
export type AgentProfilePayload = Infer<typeof AgentProfilePayload>;

/**
 * The agent profile form in the browser: the payload, plus the NUBAN check digit when the bank is
 * chosen in the same form (the server checks it again, also against a bank saved earlier).
 */
export function agentProfileForm(codeOfBank: (bankId: number) => string | undefined) {
  return refine(AgentProfilePayload, 'nuban', (value) => {
    if (!value.accountNumber || value.bankId === null || value.bankId === undefined) return true;
    return isValidNuban(codeOfBank(value.bankId), value.accountNumber) || { path: ['accountNumber'], message: INVALID_NUBAN };
  });
}

/** A user as the API answers it (GET /user/profile, GET /user/{id}). */
export const UserDetails = type({
  user_id: string(),
  basicDetails: type({
    username: string(),
    email: string(),
    firstname: string(),
    lastname: string(),
    phone: nullable(string()),
  }),
  additionalDetails: type({ avatar_uri: nullable(string()), user_type: enums(USER_TYPES) }),
  suspended: boolean(),
  verified: boolean(),
  verification_sent_at: nullable(string()),
  created_at: string(),
});
export type UserDetails = Infer<typeof UserDetails>;

export const UserDetailsResponse = type({ success: literal(true), message: optional(string()), data: UserDetails });

/** GET /broker/agent: the signed-in user's own agent profile; fields are null until filled in. */
export const AgentProfile = type({
  user_id: string(),
  business_name: nullable(string()),
  license_number: nullable(string()),
  address: nullable(string()),
  city: nullable(string()),
  state_id: nullable(number()),
  state_name: nullable(string()),
  lga_id: nullable(number()),
  lga_name: nullable(string()),
  bank_id: nullable(number()),
  bank_name: nullable(string()),
  account_number: nullable(string()),
  account_name: nullable(string()),
  avatar_uri: nullable(string()),
  updated_at: nullable(string()),
});
export type AgentProfile = Infer<typeof AgentProfile>;

export const AgentProfileResponse = type({ success: literal(true), message: optional(string()), data: AgentProfile });

/** PUT /broker/agent/avatar: the address of the new picture. */
export const AvatarAddress = type({ avatar_uri: string() });
export const AvatarResponse = type({ success: literal(true), message: optional(string()), data: AvatarAddress });
