import { formatDate } from '../../../domain/format/dates';
import { formatNairaText } from '../../../domain/money';
import { trimRate } from '../../../domain/products';
import { QUOTE_KINDS, isQuoteKind } from '../../../domain/quotes';

/** A rate from the API ('2.5000') as a percentage: 2.5%. */
export const percent = (rate: string) => `${trimRate(rate)}%`;

/** A flat commission is an amount, not a rate. */
export const isFlat = (commissionType: string) => commissionType.trim().toLowerCase() === 'flat';

/** The commission rate as its type reads: a flat amount in naira, a percentage otherwise. */
export const commissionRate = (type: string, rate: string) => (isFlat(type) ? formatNairaText(rate) : percent(rate));

/** The kind of quote by its label (Motor, Fire and property); an unknown kind as the server named it. */
export const kindLabel = (kind: string) => (isQuoteKind(kind) ? QUOTE_KINDS[kind].label : kind);

/** The labels of what an insured item of this kind records, by the detail's key. */
export const itemFieldsOf = (kind: string): readonly { key: string; label: string }[] =>
  isQuoteKind(kind) ? QUOTE_KINDS[kind].fields : [];

/** A period from the API as yyyy-MM-dd to yyyy-MM-dd. */
export const period = (start: string, end: string) => `${formatDate(start)} to ${formatDate(end)}`;
