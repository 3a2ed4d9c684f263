import { DateTime } from 'luxon';

/** A yyyy-mm-dd date `days` later (calendar days, no time zone involved). */
export const addDays = (date: string, days: number): string => DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate() ?? date;
