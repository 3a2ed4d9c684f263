import type { Country, CountryState, Lga } from '../../../domain/places';
import type { Handler } from '../support/render-app';

// Countries, states and LGAs as server/reference/place-routes.ts answers them. Nigeria's id is not
// 1 and another country comes first, so a form that guesses the id instead of looking up 'NG' fails.

const NIGERIA_ID = 160;
const COUNTRIES: Country[] = [
  { country_id: 83, name: 'Ghana', iso_code: 'GH', dial_code: '+233', currency: 'GHS' },
  { country_id: NIGERIA_ID, name: 'Nigeria', iso_code: 'NG', dial_code: '+234', currency: 'NGN' },
];

export const FCT = 15;
export const KANO = 20;
export const LAGOS = 25;

const STATES: CountryState[] = [
  { state_id: FCT, name: 'Federal Capital Territory', code: 'FC', capital: 'Abuja', zone: 'North Central' },
  { state_id: KANO, name: 'Kano', code: 'KN', capital: 'Kano', zone: 'North West' },
  { state_id: LAGOS, name: 'Lagos', code: 'LA', capital: 'Ikeja', zone: 'South West' },
];

export const LGAS = {
  bwari: { lga_id: 301, name: 'Bwari', state_id: FCT },
  dala: { lga_id: 350, name: 'Dala', state_id: KANO },
  nassarawa: { lga_id: 372, name: 'Nassarawa', state_id: KANO },
  etiOsa: { lga_id: 481, name: 'Eti-Osa', state_id: LAGOS },
  ikeja: { lga_id: 480, name: 'Ikeja', state_id: LAGOS },
  surulere: { lga_id: 494, name: 'Surulere', state_id: LAGOS },
} satisfies Record<string, Lga>;

const lgasOf = (stateId: number) => Object.values(LGAS).filter((lga) => lga.state_id === stateId);

/** The three reference calls behind PlaceFields. */
export const placeHandlers = (): Record<string, Handler> => ({
  '/countries': () => ({ success: true, data: COUNTRIES }),
  [`/countries/${NIGERIA_ID}/states`]: () => ({ success: true, data: STATES }),
  ...Object.fromEntries(STATES.map((state) => [`/states/${state.state_id}/lgas`, () => ({ success: true, data: lgasOf(state.state_id) })])),
});

export const lgaPath = (stateId: number) => `/states/${stateId}/lgas`;
