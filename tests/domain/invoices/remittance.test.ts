import { describe, expect, it } from 'vitest';
import {
  isRemittanceOverdue,
  newPremiumRemittanceForm,
  newVatRemittanceForm,
  premiumRemittanceErrors,
  premiumRemittanceToSend,
  PremiumRemittancePayload,
  remittanceDueDate,
  vatRemittanceErrors,
  VatRemittancePayload,
  type PremiumRemittanceForm,
  type VatRemittanceForm,
} from '../../../domain/invoices';
import {
  BALANCE_DATE_IN_PAST,
  BALANCE_DATE_NOT_AFTER_REMITTANCE,
  BANK_NAME_REQUIRED,
  CHEQUE_NUMBER_REQUIRED,
  CHEQUE_NUMBER_TOO_LONG,
  CHEQUE_NUMBER_TOO_SHORT,
  DESCRIBE_REMITTANCE_MODE,
  INVALID_AMOUNT,
  PREMIUM_REMITTANCE_FAILED,
  PREMIUM_REMITTANCE_HINT,
  SELECT_DATE,
  SELECT_REMITTANCE_MODE,
  VAT_REMITTANCE_FAILED,
} from '../../../domain/messages';
import { validatePayload } from '../../../domain/validation';
import { PAID_INVOICE, PARTLY_PAID_INVOICE } from '../../../stories/invoices/fixtures';

const TODAY = '2026-03-10';
const premium = (changes: Partial<PremiumRemittanceForm>): PremiumRemittanceForm => ({
  ...newPremiumRemittanceForm(TODAY),
  remittanceType: 'Partial Remittance',
  amountToRemit: '500,000.00',
  dateToRemitBalance: '2026-03-20',
  remittanceMode: 'Bank Transfer',
  remittanceBankName: 'Access Bank',
  ...changes,
});
const premiumErrors = (changes: Partial<PremiumRemittanceForm>, invoice = PAID_INVOICE) =>
  Object.fromEntries(premiumRemittanceErrors(premium(changes), invoice, TODAY).map((e) => [e.field, e.message]));

describe('premium remittance', () => {
  it('sends the type in upper case', () => {
    const checked = validatePayload(PremiumRemittancePayload, premium({ remittanceType: 'partial remittance' as never }));
    expect(checked.ok && checked.value.remittanceType).toBe('PARTIAL REMITTANCE');
    const full = validatePayload(
      PremiumRemittancePayload,
      premiumRemittanceToSend(premium({ remittanceType: 'Full Remittance' }), PAID_INVOICE, TODAY),
    );
    expect(full.ok && full.value).toMatchObject({
      remittanceType: 'FULL REMITTANCE',
      amountToRemit: '1093750.00',
      dateToRemitBalance: TODAY,
    });
  });

  it('remits the whole unremitted premium with today as the balance date for Full Remittance', () => {
    expect(
      premiumRemittanceToSend(
        premium({ remittanceType: 'Full Remittance', amountToRemit: '1', dateToRemitBalance: '' }),
        PAID_INVOICE,
        TODAY,
      ),
    ).toMatchObject({
      amountToRemit: '1093750.00',
      dateToRemitBalance: TODAY,
    });
    expect(premiumErrors({ remittanceType: 'Full Remittance', dateToRemitBalance: '' })).toEqual({});
  });

  it('needs a type, a date and a numeric amount', () => {
    expect(premiumErrors({ remittanceType: '', date: '', amountToRemit: 'lots' })).toMatchObject({
      remittanceType: 'Choose Full Remittance or Partial Remittance',
      date: SELECT_DATE,
      amountToRemit: INVALID_AMOUNT,
    });
  });

  it('needs a balance date for Partial Remittance, today or later and after the remittance date', () => {
    expect(premiumErrors({ dateToRemitBalance: '' }).dateToRemitBalance).toBe(SELECT_DATE);
    expect(premiumErrors({ dateToRemitBalance: '2026-03-09', date: '2026-03-01' }).dateToRemitBalance).toBe(BALANCE_DATE_IN_PAST);
    expect(premiumErrors({ dateToRemitBalance: TODAY, date: '2026-03-01' })).toEqual({});
    expect(premiumErrors({ dateToRemitBalance: TODAY, date: TODAY }).dateToRemitBalance).toBe(BALANCE_DATE_NOT_AFTER_REMITTANCE);
    expect(premiumErrors({ dateToRemitBalance: '2026-03-11', date: TODAY })).toEqual({});
  });

  it('takes Cheque, Bank Transfer or Other, each with its details', () => {
    expect(premiumErrors({ remittanceMode: '' }).remittanceMode).toBe(SELECT_REMITTANCE_MODE);
    expect(premiumErrors({ remittanceMode: 'Cash' }).remittanceMode).toBe(SELECT_REMITTANCE_MODE);
    expect(premiumErrors({ remittanceMode: 'Bank Transfer', remittanceBankName: '' })).toEqual({ remittanceBankName: BANK_NAME_REQUIRED });
    expect(premiumErrors({ remittanceMode: 'Cheque', remittanceBankName: '' })).toEqual({
      remittanceBankName: BANK_NAME_REQUIRED,
      remittanceChequeNumber: CHEQUE_NUMBER_REQUIRED,
    });
    expect(premiumErrors({ remittanceMode: 'Cheque', remittanceChequeNumber: '12345' }).remittanceChequeNumber).toBe(
      CHEQUE_NUMBER_TOO_SHORT,
    );
    expect(premiumErrors({ remittanceMode: 'Cheque', remittanceChequeNumber: '123456' })).toEqual({});
    expect(premiumErrors({ remittanceMode: 'Cheque', remittanceChequeNumber: 'C'.repeat(20) })).toEqual({});
    expect(premiumErrors({ remittanceMode: 'Cheque', remittanceChequeNumber: 'C'.repeat(21) }).remittanceChequeNumber).toBe(
      CHEQUE_NUMBER_TOO_LONG,
    );
    expect(premiumErrors({ remittanceMode: 'Other', remittanceBankName: '' })).toEqual({ otherRemitDescription: DESCRIBE_REMITTANCE_MODE });
    expect(
      premiumErrors({ remittanceMode: 'other', remittanceBankName: '', otherRemitDescription: 'Set off against claim CL-0042' }),
    ).toEqual({});
  });

  it('never remits more than the unremitted premium: the whole of it passes, one kobo over does not', () => {
    expect(premiumErrors({ amountToRemit: '1093750.00' })).toEqual({});
    expect(premiumErrors({ amountToRemit: '1093750.01' })).toEqual({
      amountToRemit: 'Amount can not be more than the unremitted premium of ₦1,093,750.00',
    });
  });

  it('refuses when nothing is left to remit or the invoice is not paid', () => {
    expect(premiumErrors({}, { ...PAID_INVOICE, amount_unremitted: '0.00' })).toEqual({ body: PREMIUM_REMITTANCE_FAILED });
    expect(premiumErrors({}, PARTLY_PAID_INVOICE)).toEqual({ body: 'Remit Premium is not available for this invoice' });
    expect(premiumErrors({}, { ...PAID_INVOICE, transaction_type: 'POLICY_EDORSEMENT_REMITTANCE' })).toEqual({
      body: 'Remit Premium is not available for this invoice',
    });
  });

  it('hints that premium is remitted within 30 days of payment', () => {
    expect(PREMIUM_REMITTANCE_HINT).toBe('Premium should be remitted within 30 days after it has been paid');
    expect(remittanceDueDate('2026-02-01')).toBe('2026-03-03');
    expect(isRemittanceOverdue('2026-02-01', '2026-03-03')).toBe(false);
    expect(isRemittanceOverdue('2026-02-01', '2026-03-04')).toBe(true);
  });
});

const vat = (changes: Partial<VatRemittanceForm>): VatRemittanceForm => ({
  ...newVatRemittanceForm(TODAY),
  remittanceType: 'Partial Remittance',
  vatAmountToRemit: '5,000.00',
  remittanceMode: 'Cheque',
  remittanceBankName: 'GTBank',
  remittanceChequeNumber: '00123456',
  ...changes,
});
const vatErrors = (changes: Partial<VatRemittanceForm>, invoice = PAID_INVOICE) =>
  Object.fromEntries(vatRemittanceErrors(vat(changes), invoice).map((e) => [e.field, e.message]));

describe('VAT remittance', () => {
  it('takes only Cheque or Bank Transfer, and no balance date', () => {
    expect(vatErrors({})).toEqual({});
    expect(vatErrors({ remittanceMode: 'Other' }).remittanceMode).toBe(SELECT_REMITTANCE_MODE);
    expect(vatErrors({ remittanceMode: 'Bank Transfer', remittanceBankName: '', remittanceChequeNumber: '' })).toEqual({
      remittanceBankName: BANK_NAME_REQUIRED,
    });
    expect(vatErrors({ date: '' }).date).toBe(SELECT_DATE);
    expect(validatePayload(VatRemittancePayload, vat({ remittanceType: 'Full Remittance', vatAmountToRemit: '11718.75' }))).toMatchObject({
      ok: true,
      value: { remittanceType: 'FULL REMITTANCE' },
    });
  });

  it('remits all that remains for Full Remittance', () => {
    expect(vatErrors({ remittanceType: 'Full Remittance', vatAmountToRemit: '' })).toEqual({});
  });

  it('never remits more VAT than remains', () => {
    expect(vatErrors({ vatAmountToRemit: '11718.75' })).toEqual({});
    expect(vatErrors({ vatAmountToRemit: '11718.76' })).toEqual({
      vatAmountToRemit: 'VAT to remit can not be more than the unremitted VAT of ₦11,718.75',
    });
    expect(vatErrors({}, { ...PAID_INVOICE, vat_remitted: '11718.75' })).toEqual({ body: VAT_REMITTANCE_FAILED });
    expect(VAT_REMITTANCE_FAILED).toBe('Could not remit VAT, it has been fully remitted!');
  });
});
