import { coerce, nullable, number, optional, string, union } from 'superstruct';
import { isValidDateString } from '../date-input';
import { koboToNaira, nairaTextToKobo } from '../money';
import { pickIgnoringCase, REFERENCE_NUMBER_MAX, REFERENCE_NUMBER_MIN } from './vocabulary';
import type { FieldError } from '../validation';

// Field shapes shared by the invoice payloads: they only coerce (trim, blank → null, number → text,
// canonical spelling); the rules live in each payload's refinement so a form gets every error at once.

const trimmed = (value: string | number) => String(value).trim();

/** Text as typed, trimmed; blank (or left out) reads as null. */
export const text = () => optional(coerce(nullable(string()), union([string(), number()]), (value) => trimmed(value) || null));

/**
 * Naira as typed ('₦1,500.5', 1500.5) as canonical decimal text ('1500.50'); text that is no amount
 * stays as typed for the rule to refuse.
 */
export const amountText = () =>
  optional(
    coerce(nullable(string()), union([string(), number()]), (value) => {
      const raw = trimmed(value);
      if (raw === '') return null;
      const kobo = /^₦?[\d,.]+$/.test(raw) ? nairaTextToKobo(raw) : null;
      return kobo === null ? raw : koboToNaira(kobo);
    }),
  );

/** One of `values`, spelled as the list spells it whatever the case typed; anything else stays as typed. */
export const choiceText = (values: readonly string[]) =>
  optional(
    coerce(nullable(string()), string(), (value) => (value.trim() === '' ? null : (pickIgnoringCase(values, value) ?? value.trim()))),
  );

/** A positive amount in kobo, or null when the text is none ("digits, commas and dots only"). */
export function positiveKobo(text: string | null | undefined): number | null {
  if (!text || !/^[\d,.]+$/.test(text)) return null;
  const kobo = nairaTextToKobo(text);
  return kobo !== null && kobo > 0 ? kobo : null;
}

export const isDate = (text: string | null | undefined): text is string => !!text && isValidDateString(text);

/** Receipt and cheque numbers: 6 to 20 characters. */
export function referenceNumberProblem(
  value: string | null | undefined,
  messages: { required: string; short: string; long: string },
): string | null {
  const number = value?.trim() ?? '';
  if (number === '') return messages.required;
  if (number.length < REFERENCE_NUMBER_MIN) return messages.short;
  if (number.length > REFERENCE_NUMBER_MAX) return messages.long;
  return null;
}

export const chooseOneOf = (values: readonly string[]): string => `Choose ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;

/** Collects field errors, one per field (the first found stays). */
export class Problems {
  readonly list: FieldError[] = [];
  add(field: string, message: string | null | false | undefined): this {
    if (message && !this.list.some((problem) => problem.field === field)) this.list.push({ field, message });
    return this;
  }
  has(field: string): boolean {
    return this.list.some((problem) => problem.field === field);
  }
  /** As superstruct failures, for a refinement (paths are absolute). */
  failures(path: readonly (string | number)[] = []) {
    return this.list.map((problem) => ({
      path: [...path, ...(problem.field === 'body' ? [] : problem.field.split('.'))],
      message: problem.message,
    }));
  }
}

/** The errors of a payload's shape and rules, then the invoice's refusals for fields still clear. */
export function mergeErrors(first: FieldError[], then: FieldError[]): FieldError[] {
  return [...first, ...then.filter((problem) => !first.some((earlier) => earlier.field === problem.field))];
}
