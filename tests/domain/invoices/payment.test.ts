import { describe, expect, it } from 'vitest';
import {
  AddPaymentPayload,
  choosePaymentMode,
  fixedPaymentMode,
  newPaymentForm,
  offersCommissionCapture,
  paymentErrors,
  type AddPaymentForm,
} from '../../../domain/invoices';
import {
  BANK_NAME_REQUIRED,
  CHEQUE_NUMBER_REQUIRED,
  CHEQUE_NUMBER_TOO_LONG,
  CHEQUE_NUMBER_TOO_SHORT,
  FIELD_REQUIRED,
  INVALID_AMOUNT,
  INVALID_DATE,
  SAME_DEBIT_AND_CREDIT_ACCOUNT,
  TRANSACTION_DESCRIPTION_TOO_LONG,
} from '../../../domain/messages';
import { validatePayload } from '../../../domain/validation';
import { PAID_INVOICE, PARTLY_PAID_INVOICE, PENDING_INVOICE, PENDING_DELETION_INVOICE } from '../../../stories/invoices/fixtures';

const TODAY = '2026-03-10';
const form = (changes: Partial<AddPaymentForm> = {}): AddPaymentForm => ({
  ...newPaymentForm(PENDING_INVOICE, TODAY),
  modeOfPayment: 'Cash',
  ...changes,
});
const errorsOf = (changes: Partial<AddPaymentForm>, invoice = PENDING_INVOICE) =>
  Object.fromEntries(paymentErrors(form(changes), invoice, TODAY).map((e) => [e.field, e.message]));

describe('the add-payment form', () => {
  it('starts with the outstanding balance and today', () => {
    expect(newPaymentForm(PENDING_INVOICE, TODAY)).toMatchObject({
      amount: '1250000.00',
      modeOfPayment: '',
      dateOfActualPayment: TODAY,
      captureCommission: false,
    });
    expect(newPaymentForm(PARTLY_PAID_INVOICE, TODAY)).toMatchObject({ amount: '750000.00', modeOfPayment: 'Bank Transfer' });
  });

  it('fixes the mode to the earlier one while the invoice is partly paid', () => {
    expect(fixedPaymentMode(PARTLY_PAID_INVOICE)).toBe('Bank Transfer');
    expect(fixedPaymentMode(PENDING_INVOICE)).toBeNull();
    const partly = PARTLY_PAID_INVOICE;
    const errors = paymentErrors({ ...newPaymentForm(partly, TODAY), modeOfPayment: 'Cash', amount: '1000' }, partly, TODAY);
    expect(errors).toEqual([{ field: 'modeOfPayment', message: 'The payment mode stays Bank Transfer for a partly paid invoice' }]);
    expect(paymentErrors({ ...newPaymentForm(partly, TODAY), modeOfPayment: 'bank transfer' }, partly, TODAY)).toEqual([]);
  });

  it('clears the amount for Direct to Insurer and offers Capture commission there only', () => {
    const direct = choosePaymentMode(form(), 'Direct to Insurer', PENDING_INVOICE);
    expect(direct.amount).toBe('');
    expect(offersCommissionCapture(direct)).toBe(true);
    const back = choosePaymentMode({ ...direct, captureCommission: true }, 'Cheque', PENDING_INVOICE);
    expect(back).toMatchObject({ amount: '1250000.00', captureCommission: false });
    expect(offersCommissionCapture(back)).toBe(false);
    expect(choosePaymentMode(form({ amount: '300' }), 'Cheque', PENDING_INVOICE).amount).toBe('300');
  });
});

describe('add-payment rules', () => {
  it('takes a cash payment of the whole balance', () => {
    expect(errorsOf({})).toEqual({});
    const checked = validatePayload(AddPaymentPayload, form({ amount: '1,250,000', transactionDescription: '  Premium  ' }));
    expect(checked.ok && checked.value).toMatchObject({
      amount: '1250000.00',
      modeOfPayment: 'Cash',
      transactionDescription: 'Premium',
      chequeNumber: null,
    });
  });

  it.each(['Cash', 'Bank Transfer', 'Cheque'])('needs a valid amount for %s', (mode) => {
    expect(errorsOf({ modeOfPayment: mode, amount: '' }).amount).toBe(INVALID_AMOUNT);
    expect(errorsOf({ modeOfPayment: mode, amount: '12a' }).amount).toBe(INVALID_AMOUNT);
    expect(errorsOf({ modeOfPayment: mode, amount: '-5' }).amount).toBe(INVALID_AMOUNT);
    expect(errorsOf({ modeOfPayment: mode, amount: '0' }).amount).toBe(INVALID_AMOUNT);
  });

  it('takes no amount for Direct to Insurer, but a given one must be valid', () => {
    expect(errorsOf({ modeOfPayment: 'Direct to Insurer', amount: '' })).toEqual({});
    expect(errorsOf({ modeOfPayment: 'Direct to Insurer', amount: 'abc' }).amount).toBe(INVALID_AMOUNT);
  });

  it('needs a mode and a valid date of payment, not in the future', () => {
    const errors = errorsOf({ modeOfPayment: '', dateOfActualPayment: '' });
    expect(errors.modeOfPayment).toBe(FIELD_REQUIRED);
    expect(errors.dateOfActualPayment).toBe(FIELD_REQUIRED);
    expect(errorsOf({ modeOfPayment: 'Barter' }).modeOfPayment).toBe('Choose Cash, Bank Transfer, Cheque or Direct to Insurer');
    expect(errorsOf({ dateOfActualPayment: '2026-02-30' }).dateOfActualPayment).toBe(INVALID_DATE);
    expect(errorsOf({ dateOfActualPayment: '10/03/2026' }).dateOfActualPayment).toBe(INVALID_DATE);
    expect(errorsOf({ dateOfActualPayment: '2026-03-11' }).dateOfActualPayment).toBe('Date can not be after 2026-03-10');
  });

  it('needs a cheque number of 6 to 20 characters and a bank for Cheque', () => {
    expect(errorsOf({ modeOfPayment: 'Cheque' })).toEqual({ chequeNumber: CHEQUE_NUMBER_REQUIRED, bankName: BANK_NAME_REQUIRED });
    expect(errorsOf({ modeOfPayment: 'Cheque', bankName: 'Zenith Bank', chequeNumber: '12345' }).chequeNumber).toBe(
      CHEQUE_NUMBER_TOO_SHORT,
    );
    expect(errorsOf({ modeOfPayment: 'Cheque', bankName: 'Zenith Bank', chequeNumber: '123456' })).toEqual({});
    expect(errorsOf({ modeOfPayment: 'Cheque', bankName: 'Zenith Bank', chequeNumber: '1'.repeat(20) })).toEqual({});
    expect(errorsOf({ modeOfPayment: 'Cheque', bankName: 'Zenith Bank', chequeNumber: '1'.repeat(21) }).chequeNumber).toBe(
      CHEQUE_NUMBER_TOO_LONG,
    );
  });

  it('needs both accounts and a commission amount when capturing commission', () => {
    const direct = { modeOfPayment: 'Direct to Insurer', amount: '', captureCommission: true };
    expect(errorsOf(direct)).toEqual({ debitAccount: FIELD_REQUIRED, creditAccount: FIELD_REQUIRED, commissionAmount: INVALID_AMOUNT });
    expect(errorsOf({ ...direct, debitAccount: 'acc-1', creditAccount: 'acc-2', commissionAmount: '156,250.00' })).toEqual({});
  });

  it('never debits and credits the same account', () => {
    expect(
      errorsOf({
        modeOfPayment: 'Direct to Insurer',
        amount: '',
        captureCommission: true,
        debitAccount: 'acc-1',
        creditAccount: 'acc-1',
        commissionAmount: '10',
      }).creditAccount,
    ).toBe(SAME_DEBIT_AND_CREDIT_ACCOUNT);
    expect(errorsOf({ debitAccount: 'acc-1', creditAccount: 'acc-1' }).creditAccount).toBe(SAME_DEBIT_AND_CREDIT_ACCOUNT);
  });

  it('keeps the transaction description to 200 characters', () => {
    expect(errorsOf({ transactionDescription: 'x'.repeat(200) })).toEqual({});
    expect(errorsOf({ transactionDescription: 'x'.repeat(201) }).transactionDescription).toBe(TRANSACTION_DESCRIPTION_TOO_LONG);
  });

  it('refuses a payment above the outstanding balance: the exact balance passes, one kobo over does not', () => {
    expect(errorsOf({ amount: '750,000.00' }, PARTLY_PAID_INVOICE)).toEqual({
      modeOfPayment: 'The payment mode stays Bank Transfer for a partly paid invoice',
    });
    expect(errorsOf({ amount: '750000.00', modeOfPayment: 'Bank Transfer' }, PARTLY_PAID_INVOICE)).toEqual({});
    expect(errorsOf({ amount: '750000.01', modeOfPayment: 'Bank Transfer' }, PARTLY_PAID_INVOICE)).toEqual({
      amount: 'Amount can not be more than the outstanding balance of ₦750,000.00',
    });
  });

  it('takes no payment on a paid invoice or one waiting for deletion', () => {
    expect(errorsOf({}, PAID_INVOICE)).toEqual({ body: 'Add payment is not available for this invoice' });
    expect(errorsOf({}, PENDING_DELETION_INVOICE)).toEqual({ body: 'Add payment is not available for this invoice' });
  });

  it('coerces what a form or a script sends', () => {
    const checked = validatePayload(AddPaymentPayload, {
      amount: 1500.5,
      modeOfPayment: 'bank transfer',
      dateOfActualPayment: TODAY,
      captureCommission: 'false',
    });
    expect(checked.ok && checked.value).toMatchObject({ amount: '1500.50', modeOfPayment: 'Bank Transfer', captureCommission: false });
  });
});
