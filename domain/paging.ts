import { coerce, number, optional, refine, string } from 'superstruct';

// The `page` and `limit` of every query that pages: the lists, the reports' long tables, a ledger.

/** An optional `page` or `limit`: a whole number from 1 to `max` (no upper end when left out); blank reads as absent. */
export function wholeNumber(field: string, max = Number.MAX_SAFE_INTEGER) {
  const rule = `${field} must be a whole number ${max === Number.MAX_SAFE_INTEGER ? 'of 1 or more' : `from 1 to ${max}`}`;
  const checked = refine(number(), field, (value) => (Number.isInteger(value) && value >= 1 && value <= max) || rule);
  // A word or a fraction where a whole number belongs is still checked, so it gets the rule rather than "invalid".
  return optional(coerce(checked, string(), (text) => (text.trim() === '' ? undefined : Number.isNaN(Number(text)) ? -1 : Number(text))));
}
