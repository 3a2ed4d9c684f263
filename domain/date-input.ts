import { DateTime } from 'luxon';
import { FIELD_REQUIRED, INVALID_DATE, dateAfterMaximum, dateBeforeMinimum } from './common-messages';

export type DateInputRules = { required?: boolean; min?: string; max?: string };

export function isValidDateString(s: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && DateTime.fromISO(s).isValid;
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
