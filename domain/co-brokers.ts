import { array, boolean, literal, nullable, optional, refine, string, type, type Infer } from 'superstruct';
import { ListMeta } from './api/envelope';
import { optionalEmail, optionalPhone, optionalText } from './underwriters';
import { requiredText } from './validation';

// Co-brokers: other brokerages that share in a placement (a quote or an invoice names each with
// its percentage of the premium). Each brokerage keeps its own list; names are unique in it.

const coBrokerFields = {
  name: requiredText(150),
  contactPerson: optional(optionalText(120)),
  email: optional(optionalEmail()),
  phone: optional(optionalPhone()),
  address: optional(optionalText(300)),
  naicomLicenseNumber: optional(optionalText(60)),
};

/** POST /cobrokers. */
export const CoBrokerPayload = type(coBrokerFields);
export type CoBrokerPayload = Infer<typeof CoBrokerPayload>;

/** PUT /cobrokers/{id}: fields left out stay; `active: false` takes it off the quote search, true brings it back. */
export const CoBrokerChanges = type({ ...coBrokerFields, name: optional(coBrokerFields.name), active: optional(boolean()) });
export type CoBrokerChanges = Infer<typeof CoBrokerChanges>;

/** POST /quote/coBroker/search {searchQuery}: blank finds every active co-broker. */
export const CoBrokerSearchPayload = type({
  searchQuery: optional(refine(string(), 'searchQuery', (value) => value.length <= 100 || 'Must be at most 100 characters')),
});
export type CoBrokerSearchPayload = Infer<typeof CoBrokerSearchPayload>;

export const CoBroker = type({
  co_broker_id: string(),
  name: string(),
  name_of_co_broker: string(),
  contact_person: nullable(string()),
  email: nullable(string()),
  phone: nullable(string()),
  address: nullable(string()),
  naicom_license_number: nullable(string()),
  active: boolean(),
  created_at: string(),
  updated_at: string(),
});
export type CoBroker = Infer<typeof CoBroker>;

export const CoBrokersResponse = type({ success: literal(true), data: array(CoBroker), meta: ListMeta });
export const CoBrokerMatchesResponse = type({ success: literal(true), data: array(CoBroker) });
export const CoBrokerSaved = type({ success: literal(true), message: string(), data: CoBroker });
export const CoBrokerDeleted = type({ success: literal(true), message: string() });

export const CO_BROKER_NAME_TAKEN = 'A co-broker with this name is already on your list';
export const CO_BROKER_IN_USE = 'This co-broker is named on quotes or invoices: deactivate it instead';
