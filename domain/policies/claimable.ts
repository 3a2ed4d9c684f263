import type { PolicyStatus } from './status';

// Which policies a claim is registered on: a loss happens while the policy is on cover, and is often
// reported after the cover ended or the policy was renewed; the date of loss must fall in the period.

export const CLAIMABLE_POLICY_STATUSES: readonly PolicyStatus[] = ['active', 'expired', 'renewed'];

export const takesClaims = (status: string): boolean => (CLAIMABLE_POLICY_STATUSES as readonly string[]).includes(status.toLowerCase());

/** Whether a date of loss (yyyy-mm-dd) falls within the policy's period of cover, both days included. */
export const lossWithinCover = (period: { start_date: string; end_date: string }, lossDate: string): boolean =>
  lossDate >= period.start_date && lossDate <= period.end_date;
