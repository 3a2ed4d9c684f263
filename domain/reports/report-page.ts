import { coerce, number, optional, refine, string } from 'superstruct';

// The page of a long report table a query asks for, shared by the reports and the statements'
// sub-account pages.

/** The lines a page of a long report table holds on screen, unless the caller asks for another `limit`. */
export const REPORT_PAGE_SIZE = 50;
export const REPORT_MAX_PAGE_SIZE = 500;

/** An optional `page` or `limit` of a query: a whole number from 1 to `max`. */
export function wholeNumber(field: string, max: number) {
  const rule = `${field} must be a whole number from 1 to ${max}`;
  const checked = refine(number(), field, (value) => (Number.isInteger(value) && value >= 1 && value <= max) || rule);
  // A word where a number belongs is still a number to check, so it gets the rule rather than "invalid".
  return optional(coerce(checked, string(), (text) => (text.trim() === '' ? undefined : Number.isNaN(Number(text)) ? -1 : Number(text))));
}
