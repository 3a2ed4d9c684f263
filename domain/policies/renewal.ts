import { addDays } from '../invoices/dates';
import { MAX_DAYS_TO_EXPIRE } from './policy';
import { daysInclusive, type Period } from './pro-rata';
import { canMovePolicy, POLICY_STATUSES, type PolicyStatus } from './status';

// A policy's renewal: a new proposal (RENEWAL) for the period that follows it, proposed once while
// the policy is on cover or just expired.

export const NOT_RENEWABLE = 'Only an active or expired policy can be renewed';
export const ALREADY_RENEWED = (policyNo: string) => `This policy is already renewed by ${policyNo}`;

/** What the renewal rule reads of a policy. */
export interface RenewalFacts {
  status: string;
  renewed_by: string | null;
}

/** Whether the policy may be renewed now: active or expired, and not renewed by another policy yet. */
export const isRenewable = (policy: RenewalFacts): boolean => {
  const status = POLICY_STATUSES.find((known) => known === policy.status.toLowerCase()) as PolicyStatus | undefined;
  return status !== undefined && canMovePolicy(status, 'renew') && policy.renewed_by === null;
};

/** Why the policy may not be renewed, or null when it may; `renewedByNumber` names the renewing policy when known. */
export function renewalRefusal(policy: RenewalFacts, renewedByNumber = 'another policy'): string | null {
  if (policy.renewed_by !== null) return ALREADY_RENEWED(renewedByNumber);
  return isRenewable(policy) ? null : `${NOT_RENEWABLE}; this one is ${policy.status}`;
}

/** The renewal's period: from the day after the old one ends, for as many days as the old one ran. */
export function renewalPeriod(old: Period): Period {
  const start_date = addDays(old.end_date, 1);
  return { start_date, end_date: addDays(start_date, daysInclusive(old.start_date, old.end_date) - 1) };
}

export const DAYS_TO_EXPIRE_RULE = `Type a whole number of days from 0 to ${MAX_DAYS_TO_EXPIRE}`;

/** Days ahead as typed for the expiring list: a whole number from 0 to MAX_DAYS_TO_EXPIRE, or null. */
export function daysToExpireOf(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const days = Number(text);
  return days <= MAX_DAYS_TO_EXPIRE ? days : null;
}
