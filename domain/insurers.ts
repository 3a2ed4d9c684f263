import { array, assign, boolean, coerce, literal, nullable, number, optional, refine, size, string, type, type Infer } from 'superstruct';
import { ListMeta } from './api/envelope';
import { emailAddress } from './validation';

/** NAICOM licenses an insurer for life business, non-life (general) business, or both (composite). */
export const LICENCE_CLASSES = ['Life', 'Non-Life', 'Composite'] as const;
export type LicenceClass = (typeof LICENCE_CLASSES)[number];

/** The spec: "Active providers are fetched with status 1". */
export const ACTIVE_PROVIDER = 1;

export const CHOOSE_INSURER = 'Choose an insurer from the list';
export const MAX_INSURERS_PER_REQUEST = 100;

const providerId = () =>
  coerce(
    refine(number(), 'providerId', (value) => (Number.isInteger(value) && value > 0) || CHOOSE_INSURER),
    string(),
    (text) => Number(text.trim()),
  );

/** POST /user/insurance_provider takes one insurer (`providerId`) or several (`providers`). */
export const AddInsurersPayload = refine(
  type({
    providerId: optional(providerId()),
    providers: optional(size(array(providerId()), 0, MAX_INSURERS_PER_REQUEST)),
  }),
  'someInsurer',
  (value) => value.providerId !== undefined || (value.providers?.length ?? 0) > 0 || { path: ['providerId'], message: CHOOSE_INSURER },
);
export type AddInsurersPayload = Infer<typeof AddInsurersPayload>;

/** The insurers a payload names, each once, in the order given. */
export function insurersNamed(payload: AddInsurersPayload): number[] {
  return [...new Set([...(payload.providerId === undefined ? [] : [payload.providerId]), ...(payload.providers ?? [])])];
}

export const RemoveInsurerPayload = type({ providerId: providerId() });

export const RelationshipManagerPayload = type({ providerId: providerId(), relationshipManagerEmail: emailAddress() });
export type RelationshipManagerPayload = Infer<typeof RelationshipManagerPayload>;

export const InsuranceProvider = type({
  provider_id: number(),
  code: string(),
  name: string(),
  short_name: string(),
  licence_class: string(),
  email: nullable(string()),
  phone: nullable(string()),
  address: nullable(string()),
  website: nullable(string()),
  status: number(),
});
export type InsuranceProvider = Infer<typeof InsuranceProvider>;

/** An insurer a user deals with, and their relationship manager there. */
export const UserInsurer = assign(InsuranceProvider, type({ relationship_manager_email: nullable(string()), added_at: string() }));
export type UserInsurer = Infer<typeof UserInsurer>;

/** A search result: an active insurer, and whether the user already has it. */
export const InsurerMatch = assign(InsuranceProvider, type({ added: boolean() }));
export type InsurerMatch = Infer<typeof InsurerMatch>;

export const UserInsurersResponse = type({ success: literal(true), data: array(UserInsurer), meta: ListMeta });
export const InsurerMatchesResponse = type({ success: literal(true), data: array(InsurerMatch), meta: ListMeta });
export const UserInsurersChanged = type({ success: literal(true), message: string(), data: array(UserInsurer) });
export const UserInsurerChanged = type({ success: literal(true), message: string(), data: UserInsurer });
/** DELETE /user/insurance_provider: which insurer left the user's list. */
export const RemovedInsurer = type({ provider_id: number() });
export const InsurerRemoved = type({ success: literal(true), message: string(), data: RemovedInsurer });
