import { array, boolean, enums, nullable, number, optional, string, type, union, type Infer } from 'superstruct';
import { CLIENT_STATUSES, CLIENT_TYPES, type ClientKind } from './clients';

// Clients as the API answers them (snake_case); the browser checks every answer against these.

const text = () => string();
const maybeText = () => nullable(string());
const maybeId = () => nullable(number());

export const IndividualClient = type({
  client_id: text(),
  client_type: enums(['INDIVIDUAL'] as const),
  title: maybeText(),
  firstname: text(),
  middle_name: maybeText(),
  lastname: text(),
  /** Title, first and last name, as lists and documents show the client. */
  name: text(),
  gender: maybeText(),
  date_of_birth: maybeText(),
  email: maybeText(),
  phone: maybeText(),
  alternate_phone: maybeText(),
  address: maybeText(),
  city: maybeText(),
  state_id: maybeId(),
  state_name: maybeText(),
  lga_id: maybeId(),
  lga_name: maybeText(),
  occupation: maybeText(),
  employer: maybeText(),
  policyholder_type_id: maybeId(),
  policyholder_type: maybeText(),
  identification_type: maybeText(),
  identification_number: maybeText(),
  identification_expiry: maybeText(),
  /** The document's expiry has passed: accepted, but the broker should ask for a current one. */
  identification_expired: boolean(),
  bvn: maybeText(),
  nin: maybeText(),
  politically_exposed: boolean(),
  political_position: maybeText(),
  status: enums(CLIENT_STATUSES),
  created_at: text(),
  updated_at: text(),
});
export type IndividualClient = Infer<typeof IndividualClient>;

export const Director = type({
  director_id: text(),
  corporate_client_id: text(),
  title: maybeText(),
  firstname: text(),
  lastname: text(),
  email: maybeText(),
  phone: maybeText(),
  date_of_birth: maybeText(),
  nationality: maybeText(),
  address: maybeText(),
  identification_type: maybeText(),
  identification_number: maybeText(),
  identification_expiry: maybeText(),
  identification_expired: boolean(),
  bvn: maybeText(),
  politically_exposed: boolean(),
  political_position: maybeText(),
  /** Percent of the shares, two decimals ('25.00'). */
  shareholding: maybeText(),
  created_at: text(),
});
export type Director = Infer<typeof Director>;

export const CorporateClient = type({
  corporate_client_id: text(),
  client_type: enums(['CORPORATE'] as const),
  corporate_name: text(),
  /** The same as corporate_name: invoices read the client as a company. */
  company_name: text(),
  rc_number: maybeText(),
  tin: maybeText(),
  date_of_incorporation: maybeText(),
  industry: maybeText(),
  email: maybeText(),
  phone: maybeText(),
  website: maybeText(),
  /** The spec's spelling, kept for the invoices; operating_business_address is the same. */
  operating_business_addre: maybeText(),
  operating_business_address: maybeText(),
  city_of_operation: maybeText(),
  /** The state's name; state_id is its id. */
  state_of_operation: maybeText(),
  state_id: maybeId(),
  lga_id: maybeId(),
  lga_name: maybeText(),
  contact_person_name: maybeText(),
  contact_person_phone: maybeText(),
  contact_person_email: maybeText(),
  status: enums(CLIENT_STATUSES),
  director_count: number(),
  /** Only on the single-record answer. */
  directors: optional(array(Director)),
  created_at: text(),
  updated_at: text(),
});
export type CorporateClient = Infer<typeof CorporateClient>;

/** A client of either kind, whole: what a status change answers. */
export const ClientRecord = union([IndividualClient, CorporateClient]);
export type ClientRecord = Infer<typeof ClientRecord>;

/** One entry of the lists that hold both kinds (GET /client/allClients, the searches). */
export const ClientSummary = type({
  client_id: text(),
  client_type: enums(CLIENT_TYPES),
  name: text(),
  firstname: maybeText(),
  lastname: maybeText(),
  corporate_client_id: maybeText(),
  corporate_name: maybeText(),
  rc_number: maybeText(),
  email: maybeText(),
  phone: maybeText(),
  state_name: maybeText(),
  status: enums(CLIENT_STATUSES),
  politically_exposed: boolean(),
  created_at: text(),
});
export type ClientSummary = Infer<typeof ClientSummary>;

/** Where a client's details live in the browser. */
export const clientPagePath = (kind: ClientKind, clientId: string) => `/clients/${kind}/${encodeURIComponent(clientId)}`;
export const clientEditPath = (kind: ClientKind, clientId: string) => `/clients/${encodeURIComponent(clientId)}/${kind}`;
export const directorsPath = (corporateClientId: string) => `/director/${encodeURIComponent(corporateClientId)}`;
