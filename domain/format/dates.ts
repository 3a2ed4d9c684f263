import { DateTime } from 'luxon';
import { LAGOS_ZONE as LAGOS } from '../today';

function toLagos(value: string | Date): DateTime {
  // A string without an offset ('2026-03-05') names a Lagos date, not one in the viewer's zone.
  const moment = value instanceof Date ? DateTime.fromJSDate(value) : DateTime.fromISO(value, { zone: LAGOS });
  if (!moment.isValid) throw new RangeError(`Invalid date: ${String(value)}`);
  return moment.setZone(LAGOS);
}

export function formatDate(value: string | Date): string {
  // toISODate writes yyyy-MM-dd directly, without parsing a format on every call (a list formats hundreds).
  return toLagos(value).toISODate()!;
}

export function formatTimestamp(value: string | Date): string {
  return toLagos(value).toFormat('dd/MM/yyyy, h:mm:ss a', { locale: 'en-US' });
}

/** A quote's moments as the spec writes them: DD/MM/YYYY h:mm:ss a, in Lagos. */
export function formatQuoteTimestamp(value: string | Date): string {
  return toLagos(value).toFormat('dd/MM/yyyy h:mm:ss a', { locale: 'en-US' });
}
