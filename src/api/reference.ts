import { CountriesResponse, LgasResponse, StatesResponse } from '../../domain/api/reference';
import { NIGERIA_ISO_CODE, type Country, type CountryState, type Lga } from '../../domain/places';
import type { ApiClient } from './client';

/** GET /countries: the countries the market knows (Nigeria, today). */
export async function fetchCountries(api: ApiClient, signal?: AbortSignal): Promise<Country[]> {
  return (await api.request('/countries', { signal, response: CountriesResponse })).data;
}

/** GET /countries/{id}/states: a country's states, by name. */
export async function fetchStates(api: ApiClient, countryId: number, signal?: AbortSignal): Promise<CountryState[]> {
  return (await api.request(`/countries/${countryId}/states`, { signal, response: StatesResponse })).data;
}

/** GET /states/{id}/lgas: a state's local government areas, by name. */
export async function fetchLgas(api: ApiClient, stateId: number, signal?: AbortSignal): Promise<Lga[]> {
  return (await api.request(`/states/${stateId}/lgas`, { signal, response: LgasResponse })).data;
}

/** Nigeria's 36 states and the FCT; the country's id is whatever the server gave it. */
export async function fetchNigerianStates(api: ApiClient, signal?: AbortSignal): Promise<CountryState[]> {
  const nigeria = (await fetchCountries(api, signal)).find((country) => country.iso_code === NIGERIA_ISO_CODE);
  if (!nigeria) throw new Error('The list of states could not be found');
  return fetchStates(api, nigeria.country_id, signal);
}
