import { array, coerce, nullable, number, optional, refine, string, type, type Infer } from 'superstruct';
import { accountingMessages } from './accounting';
import { FIELD_REQUIRED } from './common-messages';
import { isValidDateString } from './date-input';
import { isUuid } from './ids';
import { nairaTextToKobo } from './money';
import { exactDecimal } from './products';
import { requiredText } from './validation';
import type { FieldError } from './validation';

// A journal entry's rules, the same in the browser's form and on the server.

export const DESCRIPTION_MAX = 200;
export const REF_NO_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/_-]{0,39}$/;
export const REF_NO_RULE = 'Use up to 40 letters, digits, / - or _';

/** Reference numbers are kept upper-cased: jv-12 and JV-12 name one transaction. */
export const normaliseRefNo = (text: string): string => text.trim().toUpperCase();
export const RATE_RULE = 'Enter a rate above 0 with at most 6 decimals';

/** One line in minor units of the entry's currency; exactly one side is above zero. */
export interface LineAmounts {
  accountId: string;
  debitMinor: number;
  creditMinor: number;
}

/** Amount text as minor units; blank is 0; null when it is not an amount. */
export function minorOf(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return 0;
  return nairaTextToKobo(text);
}

/**
 * Every rule an entry's lines must keep: each line one side only and above zero, at least two
 * lines, debits equal credits to the kobo, and in a two-line entry not one account on both sides.
 */
export function checkLines(lines: LineAmounts[]): FieldError[] {
  const errors: FieldError[] = [];
  if (lines.length < 2) errors.push({ field: 'lines', message: accountingMessages.tooFewLines });
  lines.forEach((line, index) => {
    if (line.debitMinor > 0 && line.creditMinor > 0)
      errors.push({ field: `lines.${index}.credit`, message: accountingMessages.oneSidePerLine });
    else if (line.debitMinor <= 0 && line.creditMinor <= 0)
      errors.push({ field: `lines.${index}.debit`, message: accountingMessages.amountRequired });
  });
  if (errors.length > 0) return errors;
  const { debit, credit } = totals(lines);
  if (debit !== credit) errors.push({ field: 'lines', message: accountingMessages.unbalanced });
  const [first, second] = lines;
  if (lines.length === 2 && first && second && first.accountId === second.accountId) {
    errors.push({ field: 'lines.1.accountId', message: accountingMessages.sameAccountBothSides });
  }
  return errors;
}

export function totals(lines: { debitMinor: number; creditMinor: number }[]): { debit: number; credit: number } {
  let debit = 0;
  let credit = 0;
  for (const line of lines) {
    debit += line.debitMinor;
    credit += line.creditMinor;
  }
  return { debit, credit };
}

// ---- exchange rates ------------------------------------------------------------------------------

const MICROS = 1_000_000n;

/** A rate as text ('1530.25') in millionths, or null when it is not a positive rate with at most 6 decimals. */
export function rateMicros(rate: string): bigint | null {
  const exact = exactDecimal(rate, 6, 1_000_000_000);
  if (exact === null) return null;
  const micros = BigInt(exact.replace('.', ''));
  return micros > 0n ? micros : null;
}

/** Minor units of a currency in kobo at a rate, rounded half up. */
export function toKobo(minor: number, rate: string): number {
  const micros = rateMicros(rate);
  if (micros === null) throw new RangeError(`Invalid exchange rate: ${rate}`);
  return Number((BigInt(minor) * micros + MICROS / 2n) / MICROS);
}

/**
 * Lines in another currency converted to naira so that each side still sums to the converted
 * total: lines are rounded on their own and the kobo left over by rounding go to the largest line
 * of the side. A balanced entry stays balanced in naira.
 */
export function convertLines<L extends LineAmounts>(lines: L[], rate: string): (L & { debitKobo: number; creditKobo: number })[] {
  const converted = lines.map((line) => ({
    ...line,
    debitKobo: toKobo(line.debitMinor, rate),
    creditKobo: toKobo(line.creditMinor, rate),
  }));
  for (const side of ['debit', 'credit'] as const) {
    const minorKey = side === 'debit' ? 'debitMinor' : 'creditMinor';
    const koboKey = side === 'debit' ? 'debitKobo' : 'creditKobo';
    const onSide = converted.filter((line) => line[minorKey] > 0);
    if (onSide.length === 0) continue;
    const wanted = toKobo(
      onSide.reduce((sum, line) => sum + line[minorKey], 0),
      rate,
    );
    const got = onSide.reduce((sum, line) => sum + line[koboKey], 0);
    const largest = onSide.reduce((best, line) => (line[minorKey] > best[minorKey] ? line : best));
    largest[koboKey] += wanted - got;
  }
  return converted;
}

// ---- the manual transaction payload --------------------------------------------------------------

const decimalText = () =>
  coerce(string(), number(), (value) => (Number.isFinite(value) && !/e/i.test(String(value)) ? String(value) : 'not a number'));
const optionalAmount = () =>
  optional(
    nullable(
      refine(
        decimalText(),
        'amount',
        (value) => value.trim() === '' || minorOf(value) !== null || 'Enter an amount with at most 2 decimals',
      ),
    ),
  );

const accountId = () =>
  refine(string(), 'accountId', (value) => (value.trim() === '' ? FIELD_REQUIRED : isUuid(value) || 'Choose an account'));

export const TransactionLinePayload = type({
  accountId: accountId(),
  debit: optionalAmount(),
  credit: optionalAmount(),
  description: optional(
    nullable(refine(string(), 'maxLength', (value) => value.length <= DESCRIPTION_MAX || `Must be at most ${DESCRIPTION_MAX} characters`)),
  ),
});

export const TransactionPayload = type({
  refNo: optional(nullable(refine(string(), 'refNo', (value) => value.trim() === '' || REF_NO_PATTERN.test(value.trim()) || REF_NO_RULE))),
  transactionDate: refine(string(), 'date', (value) => isValidDateString(value) || 'Enter a valid date'),
  description: requiredText(DESCRIPTION_MAX),
  currency: optional(refine(string(), 'currency', (value) => /^[A-Z]{3}$/.test(value) || 'Choose a currency')),
  exchangeRate: optional(
    nullable(refine(decimalText(), 'rate', (value) => value.trim() === '' || rateMicros(value) !== null || RATE_RULE)),
  ),
  lines: array(TransactionLinePayload),
});
export type TransactionPayload = Infer<typeof TransactionPayload>;

/** The payload's lines as amounts, for checkLines. */
export const linesOf = (payload: Pick<TransactionPayload, 'lines'>): LineAmounts[] =>
  payload.lines.map((line) => ({
    accountId: line.accountId,
    debitMinor: minorOf(line.debit) ?? 0,
    creditMinor: minorOf(line.credit) ?? 0,
  }));
