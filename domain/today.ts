import { DateTime } from 'luxon';

/** Where the brokerages keep their books: every business date (yyyy-mm-dd) is a day in Lagos. */
export const LAGOS_ZONE = 'Africa/Lagos';

/** Today's date in Lagos (West Africa Time) as yyyy-mm-dd; `now` is the moment to read it at. */
export const todayInLagos = (now: Date = new Date()): string => DateTime.fromJSDate(now).setZone(LAGOS_ZONE).toISODate()!;
