import { number, string, type, type Infer } from 'superstruct';

// Countries, states and LGAs as GET /countries, /countries/{id}/states and /states/{id}/lgas answer them.

/** Nigeria's ISO 3166-1 code: the one country whose states the forms offer. */
export const NIGERIA_ISO_CODE = 'NG';

export const Country = type({ country_id: number(), name: string(), iso_code: string(), dial_code: string(), currency: string() });
export type Country = Infer<typeof Country>;

/** A state (or the FCT) of a country; `code` is its ISO 3166-2 suffix ('LA'). */
export const CountryState = type({ state_id: number(), name: string(), code: string(), capital: string(), zone: string() });
export type CountryState = Infer<typeof CountryState>;

/** A local government area of a state. */
export const Lga = type({ lga_id: number(), name: string(), state_id: number() });
export type Lga = Infer<typeof Lga>;
