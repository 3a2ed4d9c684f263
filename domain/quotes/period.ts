import { DateTime } from 'luxon';
import type { TenorUnit } from '../products';

/**
 * The last day of cover for a tenor starting on `startDate` (yyyy-mm-dd): a year from 1 January
 * ends on 31 December. Without a tenor the cover is a year.
 */
export function endOfTenor(startDate: string, tenor: number | null, unit: TenorUnit | null): string {
  const start = DateTime.fromISO(startDate, { zone: 'utc' });
  const length = tenor && unit ? { [unit.toLowerCase()]: tenor } : { years: 1 };
  return start.plus(length).minus({ days: 1 }).toISODate() ?? startDate;
}
