import { describe, expect, it } from 'vitest';
import {
  MAX_SCHEDULE_INVOICES,
  newRemittanceScheduleForm,
  ONE_INSURER_PER_SCHEDULE,
  remittanceScheduleErrors,
  RemittanceSchedulePayload,
  scheduleInsurers,
  scheduleModeAsks,
  scheduleToSend,
  scheduleTotalKobo,
  SELECT_AN_INVOICE,
  selectionProblem,
  tooManyInvoices,
  type RemittanceScheduleForm,
} from '../../../domain/invoices/schedule';
import {
  BANK_NAME_REQUIRED,
  CHEQUE_NUMBER_REQUIRED,
  CHEQUE_NUMBER_TOO_LONG,
  CHEQUE_NUMBER_TOO_SHORT,
  DESCRIBE_REMITTANCE_MODE,
  INVALID_DATE,
  LISTED_TWICE,
  SELECT_DATE,
  SELECT_REMITTANCE_MODE,
} from '../../../domain/messages';
import { validatePayload } from '../../../domain/validation';

const TODAY = '2026-03-10';
const IDS = ['inv-1', 'inv-2'];
const form = (changes: Partial<RemittanceScheduleForm> = {}): RemittanceScheduleForm => ({
  ...newRemittanceScheduleForm(TODAY),
  remittanceMode: 'Bank Transfer',
  remittanceBankName: 'Zenith Bank',
  ...changes,
});
const errorsOf = (changes: Partial<RemittanceScheduleForm>, ids: readonly string[] = IDS) =>
  Object.fromEntries(remittanceScheduleErrors(form(changes), ids).map((error) => [error.field, error.message]));

describe('the remittance schedule form', () => {
  it('starts today with nothing chosen', () => {
    expect(newRemittanceScheduleForm(TODAY)).toEqual({
      date: TODAY,
      remittanceMode: '',
      remittanceBankName: '',
      remittanceChequeNumber: '',
      otherRemitDescription: '',
      remark: '',
    });
  });

  it('passes a bank transfer with a bank and a cheque with a number of 6 to 20 characters', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ remittanceMode: 'Cheque', remittanceChequeNumber: '000123' })).toEqual({});
    expect(errorsOf({ remittanceMode: 'Cheque', remittanceChequeNumber: '1'.repeat(20) })).toEqual({});
    expect(
      errorsOf({ remittanceMode: 'Other', remittanceBankName: '', otherRemitDescription: 'Set off against claims due from the insurer' }),
    ).toEqual({});
  });

  it('asks for a date and a mode with the premium remittance messages', () => {
    expect(errorsOf({ date: '', remittanceMode: '' })).toEqual({ date: SELECT_DATE, remittanceMode: SELECT_REMITTANCE_MODE });
    expect(errorsOf({ date: '2026-02-30' })).toEqual({ date: INVALID_DATE });
    expect(errorsOf({ remittanceMode: 'Cash' })).toMatchObject({ remittanceMode: SELECT_REMITTANCE_MODE });
  });

  it('needs a bank for Cheque and Bank Transfer, and a cheque number of 6 to 20 characters for Cheque', () => {
    expect(errorsOf({ remittanceBankName: '  ' })).toEqual({ remittanceBankName: BANK_NAME_REQUIRED });
    expect(errorsOf({ remittanceMode: 'Cheque', remittanceBankName: '' })).toEqual({
      remittanceBankName: BANK_NAME_REQUIRED,
      remittanceChequeNumber: CHEQUE_NUMBER_REQUIRED,
    });
    expect(errorsOf({ remittanceMode: 'Cheque', remittanceChequeNumber: '12345' })).toEqual({
      remittanceChequeNumber: CHEQUE_NUMBER_TOO_SHORT,
    });
    expect(errorsOf({ remittanceMode: 'Cheque', remittanceChequeNumber: '1'.repeat(21) })).toEqual({
      remittanceChequeNumber: CHEQUE_NUMBER_TOO_LONG,
    });
  });

  it('needs a description for Other', () => {
    expect(errorsOf({ remittanceMode: 'Other', remittanceBankName: '' })).toEqual({ otherRemitDescription: DESCRIBE_REMITTANCE_MODE });
  });

  it('keeps the remark within 500 characters', () => {
    expect(errorsOf({ remark: 'x'.repeat(500) })).toEqual({});
    expect(errorsOf({ remark: 'x'.repeat(501) })).toEqual({ remark: 'Must be at most 500 characters' });
  });

  it('needs at least one invoice, each once, and no more than a schedule holds', () => {
    expect(errorsOf({}, [])).toEqual({ invoiceIds: SELECT_AN_INVOICE });
    expect(errorsOf({}, ['inv-1', 'inv-2', 'inv-1'])).toEqual({ 'invoiceIds.2': LISTED_TWICE });
    const many = Array.from({ length: MAX_SCHEDULE_INVOICES + 1 }, (_, n) => `inv-${n}`);
    expect(errorsOf({}, many)).toEqual({ invoiceIds: tooManyInvoices() });
  });

  it('sends only the details the mode asks for, in the spelling of the list', () => {
    const typed = form({
      remittanceMode: 'bank transfer',
      remittanceChequeNumber: '000123',
      otherRemitDescription: 'typed before the mode changed',
    });
    expect(scheduleToSend(typed, IDS)).toEqual({
      invoiceIds: IDS,
      date: TODAY,
      remittanceMode: 'bank transfer',
      remittanceBankName: 'Zenith Bank',
      remittanceChequeNumber: '',
      otherRemitDescription: '',
      remark: '',
    });
    const checked = validatePayload(RemittanceSchedulePayload, scheduleToSend(typed, IDS));
    expect(checked.ok && checked.value).toEqual({
      invoiceIds: IDS,
      date: TODAY,
      remittanceMode: 'Bank Transfer',
      remittanceBankName: 'Zenith Bank',
      remittanceChequeNumber: null,
      otherRemitDescription: null,
      remark: null,
    });
    expect(scheduleModeAsks('Cheque')).toEqual({ bank: true, cheque: true, description: false });
    expect(scheduleModeAsks('Other')).toEqual({ bank: false, cheque: false, description: true });
    expect(scheduleModeAsks('')).toEqual({ bank: false, cheque: false, description: false });
  });
});

describe('the selection', () => {
  const leadway = (amount: string) => ({ insurance_provider_id: 7, amount_unremitted: amount });
  const aiico = (amount: string) => ({ insurance_provider_id: 1, amount_unremitted: amount });

  it('adds the unremitted premium of every invoice to the kobo', () => {
    expect(scheduleTotalKobo([])).toBe(0);
    expect(scheduleTotalKobo([leadway('1093750.00'), leadway('0.10'), leadway('0.20')])).toBe(109_375_030);
  });

  it('may be remitted only when it names invoices of one insurer', () => {
    expect(selectionProblem([])).toBe(SELECT_AN_INVOICE);
    expect(selectionProblem([leadway('10.00'), leadway('20.00')])).toBeNull();
    expect(scheduleInsurers([leadway('10.00'), aiico('20.00'), leadway('1.00')])).toEqual([7, 1]);
    expect(selectionProblem([leadway('10.00'), aiico('20.00')])).toBe(ONE_INSURER_PER_SCHEDULE);
  });
});
