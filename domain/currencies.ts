import { array, boolean, coerce, literal, nullable, number, optional, refine, string, type, type Infer } from 'superstruct';
import { ListMeta } from './api/envelope';
import { FIELD_REQUIRED } from './common-messages';
import { isValidDateString } from './date-input';
import { RATE_RULE, rateMicros } from './journal';

// Currencies a brokerage deals in. The ledger is kept in naira (NGN, the base, rate fixed at 1);
// each other currency has a current rate (naira for one unit) and the history of its rates. An
// entry in another currency keeps its own amounts and the rate it was posted at.

export const BASE_CURRENCY = 'NGN';

/** Currencies a brokerage may add with one click; NGN is always there. */
export const KNOWN_CURRENCIES: readonly { code: string; name: string; symbol: string }[] = [
  { code: 'NGN', name: 'Nigerian Naira', symbol: '₦' },
  { code: 'USD', name: 'US Dollar', symbol: '$' },
  { code: 'GBP', name: 'Pound Sterling', symbol: '£' },
  { code: 'EUR', name: 'Euro', symbol: '€' },
  { code: 'GHS', name: 'Ghanaian Cedi', symbol: 'GH₵' },
  { code: 'ZAR', name: 'South African Rand', symbol: 'R' },
  { code: 'CNY', name: 'Chinese Yuan', symbol: '¥' },
];

export const knownCurrency = (code: string) => KNOWN_CURRENCIES.find((currency) => currency.code === code);

export const Currency = type({
  currency_id: string(),
  /** The same id as currency_id: the spec's history page is /account/exchangeRate/{exchangeRateId}/history. */
  exchange_rate_id: string(),
  code: string(),
  name: string(),
  symbol: nullable(string()),
  is_base: boolean(),
  /** Naira for one unit, as decimal text with up to 6 decimals ('1530.25'). */
  rate: string(),
  /** The day the rate applies from. */
  rate_date: string(),
  updated_at: string(),
});
export type Currency = Infer<typeof Currency>;

export const ExchangeRateHistoryItem = type({
  history_id: string(),
  rate: string(),
  rate_date: string(),
  recorded_by_name: nullable(string()),
  recorded_at: string(),
});
export type ExchangeRateHistoryItem = Infer<typeof ExchangeRateHistoryItem>;

export const CurrenciesResponse = type({ success: literal(true), data: array(Currency), meta: ListMeta });
export const CurrencySaved = type({ success: literal(true), message: string(), data: Currency });
export const CurrencyDeleted = type({ success: literal(true), message: string() });
/** GET /accounting/exchange-rates/{exchangeRateId}/history: the currency and a page of its rates. */
export const ExchangeRateHistory = type({ currency: Currency, history: array(ExchangeRateHistoryItem) });
export const ExchangeRateHistoryResponse = type({ success: literal(true), data: ExchangeRateHistory, meta: ListMeta });

export const CURRENCY_CODE_RULE = 'Enter the three-letter code, e.g. USD';
export const SYMBOL_MAX = 5;
export const CURRENCY_NAME_MAX = 60;

/** Text or a number, as text (a form sends text, a script may send a number). */
const rateText = () =>
  refine(
    coerce(string(), number(), (value) => (Number.isFinite(value) && !/e/i.test(String(value)) ? String(value) : 'not a number')),
    'rate',
    (value) => (value.trim() === '' ? FIELD_REQUIRED : rateMicros(value) !== null || RATE_RULE),
  );
const rateDate = () =>
  optional(nullable(refine(string(), 'date', (value) => value.trim() === '' || isValidDateString(value) || 'Enter a valid date')));
const optionalText = (max: number) =>
  optional(nullable(refine(string(), 'maxLength', (value) => value.trim().length <= max || `Must be at most ${max} characters`)));

/** POST /accounting/currencies: a known code takes its name and symbol when none is typed. */
export const CurrencyPayload = type({
  code: refine(
    coerce(string(), string(), (value) => value.trim().toUpperCase()),
    'code',
    (value) => (value === '' ? FIELD_REQUIRED : /^[A-Z]{3}$/.test(value) || CURRENCY_CODE_RULE),
  ),
  name: optionalText(CURRENCY_NAME_MAX),
  symbol: optionalText(SYMBOL_MAX),
  rate: rateText(),
  rateDate: rateDate(),
});
export type CurrencyPayload = Infer<typeof CurrencyPayload>;

/** PUT /accounting/currencies/{id}/rate: the new current rate, from rateDate (today when left out). */
export const RatePayload = type({ rate: rateText(), rateDate: rateDate() });
export type RatePayload = Infer<typeof RatePayload>;

export const currencyMessages = {
  added: 'Currency added',
  rateUpdated: 'Exchange rate updated',
  deleted: (code: string) => `${code} removed`,
  taken: (code: string) => `${code} is already on your list of currencies`,
  baseRateFixed: 'The naira is the currency the books are kept in; its rate is always 1',
  baseKept: 'The naira is the currency the books are kept in; it cannot be removed',
  inUse: (code: string) => `Transactions in ${code} exist; a currency in use cannot be removed`,
  futureRate: 'The rate date cannot be after today',
  olderThanCurrent: (date: string) => `The current rate is dated ${date}; enter a rate dated on or after it`,
} as const;

/**
 * Why a new rate's date is refused, or null: never after today, and never before the current
 * rate's date (the newest rate is the current one; older rates belong to the history).
 */
export function rateDateProblem(rateDate: string, today: string, currentRateDate: string | null): string | null {
  if (rateDate > today) return currencyMessages.futureRate;
  if (currentRateDate !== null && rateDate < currentRateDate) return currencyMessages.olderThanCurrent(currentRateDate);
  return null;
}

/** A rate as people read it: naira, grouped thousands, the decimals it has (at least 2): ₦1,530.25, ₦0.001234. */
export function formatRate(rate: string): string {
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `₦${grouped}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}
