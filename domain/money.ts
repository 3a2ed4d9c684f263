// Money is integer kobo. Conversions go through strings so no float ever touches an amount.

const NAIRA_SIGN = '₦';
// Optional leading minus, optional naira sign, then plain or comma-grouped naira and up to 2 kobo digits.
const AMOUNT_PATTERN = /^(-)?₦?\s*(\d*|\d{1,3}(?:,\d{3})+)(?:\.(\d{0,2}))?$/;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function numberToPlainText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Invalid amount: ${value}`);
  // toString gives the shortest round-tripping decimal; exponent form means it is out of range or too precise.
  const text = String(value);
  if (/e/i.test(text)) throw new RangeError(`Invalid amount: ${value}`);
  return text;
}

export function nairaToKobo(value: string | number): number {
  const raw = typeof value === 'number' ? numberToPlainText(value) : value;
  const match = AMOUNT_PATTERN.exec(raw.trim());
  if (!match || !/\d/.test(raw)) throw new RangeError(`Invalid amount: ${String(value)}`);
  const [, minus, whole = '', fraction = ''] = match;
  const digits = `${whole.replace(/,/g, '')}${fraction.padEnd(2, '0')}`;
  const kobo = Number(digits);
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Amount too large: ${String(value)}`);
  return minus && kobo !== 0 ? -kobo : kobo;
}

/** Naira typed or sent (₦ and thousands commas allowed) as kobo, or null when it is not an amount. */
export function nairaTextToKobo(text: string): number | null {
  try {
    const kobo = nairaToKobo(text);
    return kobo >= 0 ? kobo : null;
  } catch {
    return null;
  }
}

function assertKobo(kobo: number): void {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`Kobo must be a safe integer, got ${kobo}`);
}

function splitKobo(kobo: number): { negative: boolean; naira: string; kobo: string } {
  assertKobo(kobo);
  const digits = String(Math.abs(kobo)).padStart(3, '0');
  return { negative: kobo < 0, naira: digits.slice(0, -2), kobo: digits.slice(-2) };
}

export function koboToNaira(kobo: number): string {
  const parts = splitKobo(kobo);
  return `${parts.negative ? '-' : ''}${parts.naira}.${parts.kobo}`;
}

export function formatNaira(kobo: number, options: { symbol?: boolean } = {}): string {
  const { symbol = true } = options;
  const parts = splitKobo(kobo);
  return `${parts.negative ? '-' : ''}${symbol ? NAIRA_SIGN : ''}${groupThousands(parts.naira)}.${parts.kobo}`;
}

/** Naira text from the API ('1500.00') as the screens show it: ₦1,500.00; none as a dash. */
export function formatNairaText(text: string | null | undefined): string {
  return text ? formatNaira(nairaToKobo(text)) : '—';
}

/** Cleans what the user is typing into a money input without rounding: '1234567.899' → '1,234,567.89'. */
export function truncateMoneyText(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  const whole = (dot === -1 ? cleaned : cleaned.slice(0, dot)).replace(/^0+(?=\d)/, '');
  if (dot === -1) return groupThousands(whole);
  const fraction = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${groupThousands(whole)}.${fraction}`;
}

export function isValidAmountText(text: string): boolean {
  return /^[\d,.]+$/.test(text) && /\d/.test(text);
}

/** Money text as a money input shows it, grouped: '425000.00' → '425,000.00'; text that is no amount stays as it is. */
export function groupMoneyText(text: string): string {
  return /^[\d,]*(\.\d{0,2})?$/.test(text) && /\d/.test(text) ? truncateMoneyText(text) : text;
}
