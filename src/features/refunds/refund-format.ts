import { DateTime } from 'luxon';
import { LAGOS_ZONE } from '../../../domain/today';

/** The day of a moment (or a date) from the API, in Lagos: yyyy-MM-dd. */
export const dayInLagos = (iso: string) => DateTime.fromISO(iso, { zone: LAGOS_ZONE }).toISODate() ?? iso;

export const policyPath = (policyId: string) => `/policies/${encodeURIComponent(policyId)}`;
export const endorsementPath = (endorsementId: string) => `/policy/endorsement/${encodeURIComponent(endorsementId)}`;
