import { DateTime } from 'luxon';
import type { ClaimStage } from './claim-record';

// How old a claim is, and how long each of its stages took. Days count calendar days in Lagos.

const LAGOS = 'Africa/Lagos';
const dayOf = (moment: string) => DateTime.fromISO(moment, { zone: LAGOS }).startOf('day');

/** Whole days from `from` to `to` (yyyy-MM-dd or ISO moments), never negative. */
export const daysBetween = (from: string, to: string): number => Math.max(0, Math.round(dayOf(to).diff(dayOf(from), 'days').days));

/** Days since the claim was reported, up to the day it was finished (or today while it is open). */
export const claimAgeDays = (reportedDate: string, finishedOn: string | null, today: string): number =>
  daysBetween(reportedDate, finishedOn ?? today);

export const isOverdueClaim = (open: boolean, ageDays: number, limitDays: number): boolean => open && ageDays > limitDays;

/** The statuses a claim went through, from its history of status changes (oldest first). */
export function stagesOf(changes: readonly { status: string; at: string }[], now: string): ClaimStage[] {
  const entered = changes.filter((change, index) => index === 0 || change.status !== changes[index - 1]!.status);
  return entered.map((change, index) => {
    const next = entered[index + 1];
    return { status: change.status, from: change.at, to: next?.at ?? null, days: daysBetween(change.at, next?.at ?? now) };
  });
}
