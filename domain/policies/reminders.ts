// What the job runner reminds people of (issue 16): a policy coming up for renewal, premium still
// unremitted as the Insurance Act's 30 days run out (section 41), and a credit note past its 48 hours.

/** Days before a policy's end when the client is sent a renewal notice, unless the brokerage says otherwise. */
export const DEFAULT_RENEWAL_REMINDER_DAYS = [60, 30, 7] as const;
export const MAX_RENEWAL_REMINDERS = 6;
export const MAX_RENEWAL_REMINDER_DAY = 180;

/** Days after the premium is received when those who remit are warned, and when admins are told it is due. */
export const REMITTANCE_WARNING_DAY = 25;
export const REMITTANCE_ESCALATION_DAY = 30;

/**
 * The renewal reminder due for a policy with `daysLeft` days of cover left: the nearest threshold it
 * has reached, unless that one or a nearer one went already. A policy first seen at 20 days left is
 * reminded once (for 30), not for 60 and 30 at once.
 */
export function renewalReminderDue(daysLeft: number, thresholds: readonly number[], sent: readonly number[]): number | null {
  const reached = thresholds.filter((days) => daysLeft >= 0 && daysLeft <= days);
  if (reached.length === 0) return null;
  const nearest = Math.min(...reached);
  return sent.some((days) => days <= nearest) ? null : nearest;
}

export type RemittanceReminder = 'remittance warning' | 'remittance escalation';

/** The remittance reminder due `daysSincePaid` days after the premium came in, given those already sent. */
export function remittanceReminderDue(daysSincePaid: number, sent: readonly RemittanceReminder[]): RemittanceReminder | null {
  if (daysSincePaid >= REMITTANCE_ESCALATION_DAY) return sent.includes('remittance escalation') ? null : 'remittance escalation';
  if (daysSincePaid >= REMITTANCE_WARNING_DAY) return sent.length > 0 ? null : 'remittance warning';
  return null;
}

/** "60, 30, 7" as the days a brokerage reminds at; null when the text is not such a list. */
export function parseReminderDays(text: string): number[] | null {
  const parts = text
    .split(/[,\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > MAX_RENEWAL_REMINDERS) return null;
  const days = parts.map(Number);
  if (days.some((day) => !Number.isInteger(day) || day < 1 || day > MAX_RENEWAL_REMINDER_DAY)) return null;
  return [...new Set(days)].sort((a, b) => b - a);
}
