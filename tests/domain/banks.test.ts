import { describe, expect, it } from 'vitest';
import {
  CHECK_DIGIT_BANK_CODES,
  CHOOSE_BANK,
  INVALID_NUBAN,
  isValidNuban,
  nubanCheckDigit,
  premiumAccountPayload,
} from '../../domain/banks';
import { validatePayload } from '../../domain/validation';

// Worked by hand with the CBN weights 3,7,3,3,7,3,3,7,3,3,7,3,3,7,3 over the bank code padded to
// six digits followed by the nine-digit serial:
//
// First Bank 011, serial 000001457 (the CBN circular's own example):
//   0·3+0·7+0·3+0·3+1·7+1·3 + 0·3+0·7+0·3+0·3+0·7+1·3+4·3+5·7+7·3 = 7+3+3+12+35+21 = 81 → 10−1 = 9
// GTBank 058, serial 505011493:
//   code 5·7+8·3 = 59; serial 5·3+0+5·3+0+1·7+1·3+4·3+9·7+3·3 = 124; 183 → 10−3 = 7
// Zenith 057, same serial: code 5·7+7·3 = 56; 56+124 = 180 → (10−0) mod 10 = 0
describe('the NUBAN check digit', () => {
  it('matches the hand-worked numbers', () => {
    expect(nubanCheckDigit('011', '000001457')).toBe(9);
    expect(nubanCheckDigit('058', '505011493')).toBe(7);
    expect(nubanCheckDigit('057', '505011493')).toBe(0);
  });

  it('treats a six-digit code padded with zeros like its three-digit form', () => {
    expect(nubanCheckDigit('000058', '505011493')).toBe(7);
  });

  it('refuses to compute over anything but digits', () => {
    expect(() => nubanCheckDigit('058', '50501149')).toThrow();
    expect(() => nubanCheckDigit('05A', '505011493')).toThrow();
  });
});

describe('isValidNuban', () => {
  it('accepts the right check digit at a bank whose NUBAN code is known', () => {
    expect(isValidNuban('011', '0000014579')).toBe(true);
    expect(isValidNuban('058', '5050114937')).toBe(true);
    expect(isValidNuban('057', '5050114930')).toBe(true);
  });

  it('refuses a wrong check digit there', () => {
    expect(isValidNuban('058', '5050114930')).toBe(false);
    expect(isValidNuban('011', '0000014578')).toBe(false);
  });

  it('holds banks without a known NUBAN code, or no bank, to ten digits only', () => {
    expect(CHECK_DIGIT_BANK_CODES.has('999992')).toBe(false);
    expect(isValidNuban('999992', '8031234567')).toBe(true);
    expect(isValidNuban('50515', '5050114930')).toBe(true);
    expect(isValidNuban(null, '1234567890')).toBe(true);
  });

  it.each(['', '123456789', '12345678901', 'abcdefghij', '505011493 '])('refuses %j everywhere', (number) => {
    expect(isValidNuban('999992', number)).toBe(false);
    expect(isValidNuban('058', number)).toBe(false);
  });
});

describe('the premium account payload', () => {
  const codes = new Map([
    [1, '058'],
    [2, '999992'],
  ]);
  const payload = premiumAccountPayload((id) => codes.get(id));

  it('accepts a valid account, spaces and dashes in the number included', () => {
    expect(validatePayload(payload, { bankId: 1, accountNumber: '505 011-4937', accountName: 'Premium' })).toMatchObject({ ok: true });
  });

  it('reads the bank from a select’s string value and a blank branch as none', () => {
    expect(validatePayload(payload, { bankId: '2', accountNumber: '8031234567', accountName: 'Wallet', branchId: '' })).toEqual({
      ok: true,
      value: { bankId: 2, accountNumber: '8031234567', accountName: 'Wallet', branchId: null },
    });
    expect(validatePayload(payload, { bankId: '', accountNumber: '8031234567', accountName: 'Wallet' })).toEqual({
      ok: false,
      errors: [{ field: 'bankId', message: 'This field is required' }],
    });
  });

  it('puts a wrong number on accountNumber and an unknown bank on bankId', () => {
    expect(validatePayload(payload, { bankId: 1, accountNumber: '5050114930', accountName: 'Premium' })).toEqual({
      ok: false,
      errors: [{ field: 'accountNumber', message: INVALID_NUBAN }],
    });
    expect(validatePayload(payload, { bankId: 2, accountNumber: '803123', accountName: 'Premium' })).toEqual({
      ok: false,
      errors: [{ field: 'accountNumber', message: INVALID_NUBAN }],
    });
    expect(validatePayload(payload, { bankId: 9, accountNumber: '5050114930', accountName: 'Premium' })).toEqual({
      ok: false,
      errors: [{ field: 'bankId', message: CHOOSE_BANK }],
    });
  });
});
