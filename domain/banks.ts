import { boolean, coerce, integer, nullable, number, optional, refine, string, type, type Infer } from 'superstruct';
import { FIELD_REQUIRED } from './common-messages';
import { requiredText } from './validation';

export const INVALID_NUBAN = 'Enter a valid 10-digit NUBAN account number';
export const CHOOSE_BANK = 'Choose the bank';

// CBN's NUBAN scheme (2010, revised 2020): a 9-digit serial and one check digit computed over the
// bank's code left-padded to 6 digits followed by the serial.
const WEIGHTS = [3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3, 3, 7, 3] as const;

/**
 * The banks whose NUBANs are known to carry a check digit over these very codes: the deposit
 * money banks of the CBN's 2010 NUBAN code table that still keep accounts. Newer banks,
 * microfinance banks and wallets (OPay, PalmPay, Moniepoint...) are only held to 10 digits: their
 * numbers are often phone numbers, or computed over a code other than the one transfers use.
 */
export const CHECK_DIGIT_BANK_CODES: ReadonlySet<string> = new Set([
  '011', // First Bank
  '023', // Citibank
  '030', // Heritage
  '032', // Union Bank
  '033', // UBA
  '035', // Wema
  '044', // Access
  '050', // Ecobank
  '057', // Zenith
  '058', // GTBank
  '063', // Access (Diamond)
  '068', // Standard Chartered
  '070', // Fidelity
  '076', // Polaris (formerly Skye)
  '082', // Keystone
  '214', // FCMB
  '215', // Unity
  '221', // Stanbic IBTC
  '232', // Sterling
]);

/** The check digit of a 9-digit serial at a bank with this code. */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const digits = `${bankCode.padStart(6, '0')}${serial}`;
  if (!/^\d{15}$/.test(digits)) throw new Error(`Not a bank code and 9-digit serial: ${bankCode}/${serial}`);
  const sum = WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  return (10 - (sum % 10)) % 10;
}

export function checksNubanDigit(bankCode: string): boolean {
  return CHECK_DIGIT_BANK_CODES.has(bankCode);
}

/** Ten digits, and the right check digit where the bank's NUBAN code is known for sure. */
export function isValidNuban(bankCode: string | null | undefined, accountNumber: string): boolean {
  if (!/^\d{10}$/.test(accountNumber)) return false;
  if (!bankCode || !checksNubanDigit(bankCode)) return true;
  return nubanCheckDigit(bankCode, accountNumber.slice(0, 9)) === Number(accountNumber[9]);
}

/** A bank as GET /banks answers it; `nuban_check_digit` tells whether its account numbers carry the check digit. */
export const Bank = type({ bank_id: number(), code: string(), name: string(), nuban_check_digit: boolean() });
export type Bank = Infer<typeof Bank>;

/** Spaces and dashes people type between groups of digits do not count. */
export const normaliseAccountNumber = (text: string) => text.replace(/[\s-]/g, '');

const accountNumber = () =>
  refine(string(), 'accountNumber', (value) => {
    if (value.trim().length === 0) return FIELD_REQUIRED;
    return /^\d{10}$/.test(normaliseAccountNumber(value)) || INVALID_NUBAN;
  });

const fields = {
  // A select's value arrives as a string.
  bankId: coerce(integer(), string(), (text) => (text.trim() === '' ? undefined : Number(text))),
  accountNumber: accountNumber(),
  accountName: requiredText(120),
  branchId: optional(coerce(nullable(string()), string(), (text) => (text.trim() === '' ? null : text))),
};

/** A premium account's fields, before the account number is checked against its bank. */
export const PremiumAccountFields = type(fields);
export type PremiumAccountFields = Infer<typeof PremiumAccountFields>;

/**
 * A premium account's payload. The check digit depends on the bank, so the struct is made with a
 * way to find a bank's code (the list from GET /banks in the browser, the banks table on the server).
 */
export function premiumAccountPayload(codeOfBank: (bankId: number) => string | undefined) {
  return refine(PremiumAccountFields, 'nuban', (value) => {
    const code = codeOfBank(value.bankId);
    if (code === undefined) return { path: ['bankId'], message: CHOOSE_BANK };
    return isValidNuban(code, normaliseAccountNumber(value.accountNumber)) || { path: ['accountNumber'], message: INVALID_NUBAN };
  });
}
export type PremiumAccountPayload = Infer<ReturnType<typeof premiumAccountPayload>>;

/** A premium account as the API answers it. */
export const PremiumAccount = type({
  premium_account_id: string(),
  bank_id: number(),
  bank_code: string(),
  bank_name: string(),
  account_number: string(),
  account_name: string(),
  branch_id: nullable(string()),
  branch_name: nullable(string()),
  currency: string(),
  created_at: string(),
});
export type PremiumAccount = Infer<typeof PremiumAccount>;
