import { array, literal, type } from 'superstruct';
import { Country, CountryState, Lga, NIGERIA_ISO_CODE } from '../../domain/places';
import type { ApiClient } from './client';

const CountryList = type({ success: literal(true), data: array(Country) });
const StateList = type({ success: literal(true), data: array(CountryState) });
const LgaList = type({ success: literal(true), data: array(Lga) });

/** GET /countries: the countries the market knows (Nigeria, today). */
export async function fetchCountries(api: ApiClient, signal?: AbortSignal): Promise<Country[]> {
  return (await api.request('/countries', { signal, response: CountryList })).data;
}

/** GET /countries/{id}/states: a country's states, by name. */
export async function fetchStates(api: ApiClient, countryId: number, signal?: AbortSignal): Promise<CountryState[]> {
  return (await api.request(`/countries/${countryId}/states`, { signal, response: StateList })).data;
}

/** GET /states/{id}/lgas: a state's local government areas, by name. */
export async function fetchLgas(api: ApiClient, stateId: number, signal?: AbortSignal): Promise<Lga[]> {
  return (await api.request(`/states/${stateId}/lgas`, { signal, response: LgaList })).data;
}

/** Nigeria's 36 states and the FCT; the country's id is whatever the server gave it. */
export async function fetchNigerianStates(api: ApiClient, signal?: AbortSignal): Promise<CountryState[]> {
  const nigeria = (await fetchCountries(api, signal)).find((country) => country.iso_code === NIGERIA_ISO_CODE);
  if (!nigeria) throw new Error('The list of states could not be found');
  return fetchStates(api, nigeria.country_id, signal);
}
