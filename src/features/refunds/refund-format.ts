import { DateTime } from 'luxon';
import { formatNaira, nairaToKobo } from '../../../domain/money';
import { LAGOS_ZONE } from '../../../domain/today';

/** Naira text from the API ('1500.00') as the screens show it: ₦1,500.00. */
export const naira = (amount: string) => formatNaira(nairaToKobo(amount));

/** The day of a moment (or a date) from the API, in Lagos: yyyy-MM-dd. */
export const dayInLagos = (iso: string) => DateTime.fromISO(iso, { zone: LAGOS_ZONE }).toISODate() ?? iso;

export const policyPath = (policyId: string) => `/policies/${encodeURIComponent(policyId)}`;
export const endorsementPath = (endorsementId: string) => `/policy/endorsement/${encodeURIComponent(endorsementId)}`;
