import { DateTime } from 'luxon';
import { FIELD_REQUIRED, INVALID_DATE, dateAfterMaximum, dateBeforeMinimum } from './common-messages';

/** How a date is typed and shown: the spec's yyyy-MM-dd. */
export const DATE_FORMAT_HINT = 'yyyy-mm-dd';

export type DateInputRules = { required?: boolean; min?: string; max?: string };

export function isValidDateString(s: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && DateTime.fromISO(s).isValid;
}

/**
 * What is typed into a date input, shaped as yyyy-mm-dd whatever the browser's locale: digits with
 * the hyphens put in ('20260305' → '2026-03-05'); a one-digit month or day ended by a separator is
 * padded ('2026-3-' → '2026-03-'). Hyphens, slashes, dots and spaces separate; anything else is dropped.
 */
export function shapeDateText(text: string): string {
  const cleaned = text.replace(/[^\d\-/. ]/g, '');
  const groups = cleaned.split(/[-/. ]+/);
  const padded = groups.map((group, index) => (index > 0 && index < groups.length - 1 && group.length === 1 ? `0${group}` : group));
  const digits = padded.join('').slice(0, 8);
  const shaped = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6)].filter(Boolean).join('-');
  // A separator typed right after the year or the month stays, so the text grows as the user expects.
  const endsWithSeparator = /\D$/.test(cleaned) && (digits.length === 4 || digits.length === 6);
  return endsWithSeparator ? `${shaped}-` : shaped;
}

/** A date left with a one-digit day ('2027-03-1') is taken as that day ('2027-03-01'); other text stays. */
export function completeDateText(text: string): string {
  const match = /^(\d{4}-\d{2})-(\d)$/.exec(text);
  return match ? `${match[1]}-0${match[2]}` : text;
}

/** Returns the message to show for a yyyy-mm-dd value, or null when it is acceptable. */
export function validateDateInput(value: string, rules: DateInputRules = {}): string | null {
  const text = value.trim();
  if (text === '') return rules.required ? FIELD_REQUIRED : null;
  if (!isValidDateString(text)) return INVALID_DATE;
  // yyyy-mm-dd strings order the same way as the dates they name.
  if (rules.min && isValidDateString(rules.min) && text < rules.min) return dateBeforeMinimum(rules.min);
  if (rules.max && isValidDateString(rules.max) && text > rules.max) return dateAfterMaximum(rules.max);
  return null;
}
