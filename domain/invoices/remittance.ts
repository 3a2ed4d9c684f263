import { coerce, refine, string, type, type Infer } from 'superstruct';
import {
  actionNotOffered,
  BALANCE_DATE_IN_PAST,
  BALANCE_DATE_NOT_AFTER_REMITTANCE,
  BANK_NAME_REQUIRED,
  CHEQUE_NUMBER_REQUIRED,
  CHEQUE_NUMBER_TOO_LONG,
  CHEQUE_NUMBER_TOO_SHORT,
  DESCRIBE_REMITTANCE_MODE,
  INVALID_AMOUNT,
  INVALID_DATE,
  PREMIUM_REMITTANCE_FAILED,
  remittanceAboveUnremitted,
  SELECT_DATE,
  SELECT_REMITTANCE_MODE,
  VAT_REMITTANCE_FAILED,
  vatAboveUnremitted,
} from '../common-messages';
import { formatNaira, koboToNaira } from '../money';
import { validatePayload, type FieldError } from '../validation';
import { actionLabel, isOffered, type InvoiceMenuFacts } from './actions';
import { addDays } from './dates';
import { amountText, choiceText, chooseOneOf, isDate, mergeErrors, positiveKobo, Problems, referenceNumberProblem, text } from './fields';
import { unremittedPremiumKobo, unremittedVatKobo } from './money';
import {
  pickIgnoringCase,
  PREMIUM_REMITTANCE_MODES,
  REMITTANCE_DAYS,
  REMITTANCE_TYPES,
  VAT_REMITTANCE_MODES,
  type RemittanceType,
} from './vocabulary';

// Premium and VAT remittance (spec sections 4 and 5): PUT /invoice/remitted/{id} and PUT /invoice/vatremit/{id}.

const CHEQUE_MESSAGES = { required: CHEQUE_NUMBER_REQUIRED, short: CHEQUE_NUMBER_TOO_SHORT, long: CHEQUE_NUMBER_TOO_LONG };
const MAX_REMARK = 500;
const UPPER_TYPES = REMITTANCE_TYPES.map((value) => value.toUpperCase());

/** "The type is sent in upper case": any casing of Full Remittance / Partial Remittance becomes FULL REMITTANCE / PARTIAL REMITTANCE. */
const remittanceTypeText = () =>
  coerce(string(), string(), (value) => pickIgnoringCase(REMITTANCE_TYPES, value)?.toUpperCase() ?? value.trim());

const isFull = (type: string | null | undefined) => type === 'FULL REMITTANCE';
const isPartial = (type: string | null | undefined) => type === 'PARTIAL REMITTANCE';

type LooseRemittance = {
  remittanceType?: string;
  date?: string | null;
  remittanceMode?: string | null;
  remittanceBankName?: string | null;
  remittanceChequeNumber?: string | null;
};

/** The rules premium and VAT remittances share: type, date, mode, bank and cheque. */
function commonProblems(remittance: LooseRemittance, modes: readonly string[]): Problems {
  const problems = new Problems();
  problems.add('remittanceType', !UPPER_TYPES.includes(remittance.remittanceType ?? '') && chooseOneOf(REMITTANCE_TYPES));
  problems.add('date', !remittance.date ? SELECT_DATE : !isDate(remittance.date) && INVALID_DATE);
  const mode = remittance.remittanceMode ? pickIgnoringCase(modes, remittance.remittanceMode) : null;
  problems.add('remittanceMode', !mode && SELECT_REMITTANCE_MODE);
  // "Bank name is required for Cheque and Bank Transfer."
  if (mode === 'Cheque' || mode === 'Bank Transfer')
    problems.add('remittanceBankName', !remittance.remittanceBankName && BANK_NAME_REQUIRED);
  if (mode === 'Cheque') problems.add('remittanceChequeNumber', referenceNumberProblem(remittance.remittanceChequeNumber, CHEQUE_MESSAGES));
  return problems;
}

type LoosePremiumRemittance = LooseRemittance & {
  amountToRemit?: string | null;
  dateToRemitBalance?: string | null;
  remark?: string | null;
  otherRemitDescription?: string | null;
};

function premiumProblems(remittance: LoosePremiumRemittance): Problems {
  const problems = commonProblems(remittance, PREMIUM_REMITTANCE_MODES);
  problems.add('amountToRemit', positiveKobo(remittance.amountToRemit) === null && INVALID_AMOUNT);
  if (isPartial(remittance.remittanceType)) {
    const balanceDate = remittance.dateToRemitBalance;
    problems.add('dateToRemitBalance', !balanceDate ? SELECT_DATE : !isDate(balanceDate) && INVALID_DATE);
    if (isDate(balanceDate) && isDate(remittance.date) && balanceDate <= remittance.date)
      problems.add('dateToRemitBalance', BALANCE_DATE_NOT_AFTER_REMITTANCE);
  } else if (remittance.dateToRemitBalance) {
    problems.add('dateToRemitBalance', !isDate(remittance.dateToRemitBalance) && INVALID_DATE);
  }
  if (pickIgnoringCase(PREMIUM_REMITTANCE_MODES, remittance.remittanceMode ?? '') === 'Other')
    problems.add('otherRemitDescription', !remittance.otherRemitDescription && DESCRIBE_REMITTANCE_MODE);
  problems.add('remark', (remittance.remark?.length ?? 0) > MAX_REMARK && `Must be at most ${MAX_REMARK} characters`);
  return problems;
}

/** PUT /invoice/remitted/{id}. */
export const PremiumRemittancePayload = refine(
  type({
    remittanceType: remittanceTypeText(),
    date: text(),
    amountToRemit: amountText(),
    dateToRemitBalance: text(),
    remark: text(),
    remittanceMode: choiceText(PREMIUM_REMITTANCE_MODES),
    remittanceBankName: text(),
    remittanceChequeNumber: text(),
    otherRemitDescription: text(),
  }),
  'premiumRemittance',
  (remittance) => premiumProblems(remittance).failures(),
);
export type PremiumRemittancePayload = Infer<typeof PremiumRemittancePayload>;

/** PUT /invoice/vatremit/{id}: as premium, but only Cheque or Bank Transfer and no balance date. */
export const VatRemittancePayload = refine(
  type({
    remittanceType: remittanceTypeText(),
    date: text(),
    vatAmountToRemit: amountText(),
    remittanceMode: choiceText(VAT_REMITTANCE_MODES),
    remittanceBankName: text(),
    remittanceChequeNumber: text(),
  }),
  'vatRemittance',
  (remittance) => {
    const problems = commonProblems(remittance, VAT_REMITTANCE_MODES);
    problems.add('vatAmountToRemit', positiveKobo(remittance.vatAmountToRemit) === null && INVALID_AMOUNT);
    return problems.failures();
  },
);
export type VatRemittancePayload = Infer<typeof VatRemittancePayload>;

export type RemittableInvoice = InvoiceMenuFacts & { amount_unremitted: string; vat_paid: string; vat_remitted: string };

const wholeAmount = (kobo: number) => `A full remittance remits the whole ${formatNaira(kobo)}`;

function amountRefusal(
  field: string,
  typeSent: string | undefined,
  amountText: string | null | undefined,
  left: number,
  above: (text: string) => string,
): Problems {
  const problems = new Problems();
  const amount = positiveKobo(amountText);
  if (amount === null) return problems;
  if (amount > left) problems.add(field, above(formatNaira(left)));
  else if (isFull(typeSent) && amount !== left) problems.add(field, wholeAmount(left));
  return problems;
}

/** What the invoice refuses: premium never above the unremitted premium; a balance date today or later. */
export function premiumRemittanceRefusals(remittance: LoosePremiumRemittance, invoice: RemittableInvoice, today: string): FieldError[] {
  if (!isOffered(invoice, 'remitPremium')) return [{ field: 'body', message: actionNotOffered(actionLabel('remitPremium', invoice)) }];
  const left = unremittedPremiumKobo(invoice);
  if (left === 0) return [{ field: 'body', message: PREMIUM_REMITTANCE_FAILED }];
  const problems = amountRefusal('amountToRemit', remittance.remittanceType, remittance.amountToRemit, left, remittanceAboveUnremitted);
  if (isPartial(remittance.remittanceType) && isDate(remittance.dateToRemitBalance) && remittance.dateToRemitBalance < today)
    problems.add('dateToRemitBalance', BALANCE_DATE_IN_PAST);
  return problems.list;
}

/** What the invoice refuses: never more VAT than remains ("Could not remit VAT, it has been fully remitted!" when none does). */
export function vatRemittanceRefusals(
  remittance: { remittanceType?: string; vatAmountToRemit?: string | null },
  invoice: RemittableInvoice,
): FieldError[] {
  if (!isOffered(invoice, 'remitVat')) return [{ field: 'body', message: actionNotOffered(actionLabel('remitVat', invoice)) }];
  const left = unremittedVatKobo(invoice);
  if (left === 0) return [{ field: 'body', message: VAT_REMITTANCE_FAILED }];
  return amountRefusal('vatAmountToRemit', remittance.remittanceType, remittance.vatAmountToRemit, left, vatAboveUnremitted).list;
}

/** The remit-premium form as typed. */
export interface PremiumRemittanceForm {
  remittanceType: RemittanceType | '';
  date: string;
  amountToRemit: string;
  dateToRemitBalance: string;
  remark: string;
  remittanceMode: string;
  remittanceBankName: string;
  remittanceChequeNumber: string;
  otherRemitDescription: string;
}

export type VatRemittanceForm = Pick<
  PremiumRemittanceForm,
  'remittanceType' | 'date' | 'remittanceMode' | 'remittanceBankName' | 'remittanceChequeNumber'
> & { vatAmountToRemit: string };

export const newPremiumRemittanceForm = (today: string): PremiumRemittanceForm => ({
  remittanceType: '',
  date: today,
  amountToRemit: '',
  dateToRemitBalance: '',
  remark: '',
  remittanceMode: '',
  remittanceBankName: '',
  remittanceChequeNumber: '',
  otherRemitDescription: '',
});

export const newVatRemittanceForm = (today: string): VatRemittanceForm => ({
  remittanceType: '',
  date: today,
  vatAmountToRemit: '',
  remittanceMode: '',
  remittanceBankName: '',
  remittanceChequeNumber: '',
});

/** "Full remittance uses the unremitted amount and the current time as the balance date." */
export function premiumRemittanceToSend(form: PremiumRemittanceForm, invoice: RemittableInvoice, today: string): PremiumRemittanceForm {
  if (form.remittanceType !== 'Full Remittance') return form;
  return { ...form, amountToRemit: koboToNaira(unremittedPremiumKobo(invoice)), dateToRemitBalance: today };
}

export function vatRemittanceToSend(form: VatRemittanceForm, invoice: RemittableInvoice): VatRemittanceForm {
  return form.remittanceType === 'Full Remittance' ? { ...form, vatAmountToRemit: koboToNaira(unremittedVatKobo(invoice)) } : form;
}

/** Every error of the remit-premium form (as it will be sent), the invoice's refusals included. */
export function premiumRemittanceErrors(form: PremiumRemittanceForm, invoice: RemittableInvoice, today: string): FieldError[] {
  const sent = premiumRemittanceToSend(form, invoice, today);
  const checked = validatePayload(PremiumRemittancePayload, sent);
  return mergeErrors(
    checked.ok ? [] : checked.errors,
    premiumRemittanceRefusals(checked.ok ? checked.value : { ...sent, remittanceType: sent.remittanceType.toUpperCase() }, invoice, today),
  );
}

export function vatRemittanceErrors(form: VatRemittanceForm, invoice: RemittableInvoice): FieldError[] {
  const sent = vatRemittanceToSend(form, invoice);
  const checked = validatePayload(VatRemittancePayload, sent);
  return mergeErrors(
    checked.ok ? [] : checked.errors,
    vatRemittanceRefusals(checked.ok ? checked.value : { ...sent, remittanceType: sent.remittanceType.toUpperCase() }, invoice),
  );
}

/** The hint's date: "premium should be remitted within 30 days after it has been paid". */
export const remittanceDueDate = (paidOn: string): string => addDays(paidOn, REMITTANCE_DAYS);
export const isRemittanceOverdue = (paidOn: string, today: string): boolean => today > remittanceDueDate(paidOn);
