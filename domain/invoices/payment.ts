import { boolean, coerce, optional, refine, string, type, type Infer } from 'superstruct';
import {
  actionNotOffered,
  BANK_NAME_REQUIRED,
  CHEQUE_NUMBER_REQUIRED,
  CHEQUE_NUMBER_TOO_LONG,
  CHEQUE_NUMBER_TOO_SHORT,
  dateAfterMaximum,
  FIELD_REQUIRED,
  INVALID_AMOUNT,
  INVALID_DATE,
  paymentAboveBalance,
  paymentModeFixed,
  SAME_DEBIT_AND_CREDIT_ACCOUNT,
  TRANSACTION_DESCRIPTION_TOO_LONG,
} from '../common-messages';
import { formatNaira, koboToNaira } from '../money';
import { invoicePath } from '../record-paths';
import { validatePayload, type FieldError } from '../validation';
import { actionLabel, isOffered, type InvoiceMenuFacts } from './actions';
import { amountText, choiceText, chooseOneOf, isDate, mergeErrors, positiveKobo, Problems, referenceNumberProblem, text } from './fields';
import { clientNameOf, type Invoice } from './invoice';
import { outstandingKobo } from './money';
import { isPartialPayment } from './status';
import { DIRECT_TO_INSURER, MAX_TRANSACTION_DESCRIPTION, PAYMENT_MODES, pickIgnoringCase, type PaymentMode } from './vocabulary';

// Add payment (spec section 5): PUT /invoice/{id} with the add-payment payload.

export const CAPTURE_COMMISSION_LABEL = 'Capture commission';
/**
 * Where the "Create client account" link of the CLIENT_ACCOUNT_MISSING banner leads: the chart of
 * accounts' client account dialog with the invoice's client looked up (`find`, `clientType`), and
 * back to the invoice once the account is open (`returnTo`).
 */
export function createClientAccountRoute(invoice: Pick<Invoice, 'invoice_id' | 'Client' | 'CorporateClient'> | null): string {
  const params = new URLSearchParams({ client: '1' });
  if (invoice) {
    params.set('find', clientNameOf(invoice));
    params.set('clientType', invoice.CorporateClient ? 'CORPORATE' : 'INDIVIDUAL');
    params.set('returnTo', invoicePath(invoice.invoice_id));
  }
  return `/account/general-ledger?${params.toString()}`;
}

const CHEQUE_MESSAGES = { required: CHEQUE_NUMBER_REQUIRED, short: CHEQUE_NUMBER_TOO_SHORT, long: CHEQUE_NUMBER_TOO_LONG };

type LoosePayment = {
  amount?: string | null;
  modeOfPayment?: string | null;
  dateOfActualPayment?: string | null;
  chequeNumber?: string | null;
  bankName?: string | null;
  transactionDescription?: string | null;
  debitAccount?: string | null;
  creditAccount?: string | null;
  captureCommission?: boolean;
  commissionAmount?: string | null;
};

/** The payload's own rules, field by field. */
function paymentProblems(payment: LoosePayment): Problems {
  const problems = new Problems();
  const mode = payment.modeOfPayment ? pickIgnoringCase(PAYMENT_MODES, payment.modeOfPayment) : null;
  problems.add('modeOfPayment', !payment.modeOfPayment ? FIELD_REQUIRED : !mode && chooseOneOf(PAYMENT_MODES));
  // "Required for Cash, Bank Transfer and Cheque"; Direct to Insurer clears it, so there it is optional.
  const amountNeeded = mode !== null && mode !== DIRECT_TO_INSURER;
  if (amountNeeded || payment.amount) problems.add('amount', positiveKobo(payment.amount) === null && INVALID_AMOUNT);
  problems.add('dateOfActualPayment', !payment.dateOfActualPayment ? FIELD_REQUIRED : !isDate(payment.dateOfActualPayment) && INVALID_DATE);
  if (mode === 'Cheque') {
    problems.add('chequeNumber', referenceNumberProblem(payment.chequeNumber, CHEQUE_MESSAGES));
    problems.add('bankName', !payment.bankName && BANK_NAME_REQUIRED);
  }
  if (mode === DIRECT_TO_INSURER && payment.captureCommission) {
    problems.add('debitAccount', !payment.debitAccount && FIELD_REQUIRED);
    problems.add('creditAccount', !payment.creditAccount && FIELD_REQUIRED);
    problems.add('commissionAmount', positiveKobo(payment.commissionAmount) === null && INVALID_AMOUNT);
  }
  if (payment.debitAccount && payment.debitAccount === payment.creditAccount) problems.add('creditAccount', SAME_DEBIT_AND_CREDIT_ACCOUNT);
  problems.add(
    'transactionDescription',
    (payment.transactionDescription?.length ?? 0) > MAX_TRANSACTION_DESCRIPTION && TRANSACTION_DESCRIPTION_TOO_LONG,
  );
  return problems;
}

/** PUT /invoice/{id} (add payment). Amounts as naira text; blanks read as left out. */
export const AddPaymentPayload = refine(
  type({
    amount: amountText(),
    modeOfPayment: choiceText(PAYMENT_MODES),
    dateOfActualPayment: text(),
    chequeNumber: text(),
    bankName: text(),
    transactionDescription: text(),
    /** Account keys (account_code_pk). */
    debitAccount: text(),
    creditAccount: text(),
    /** Direct to Insurer only: the commission the insurer keeps for the brokerage, posted between the two accounts. */
    captureCommission: optional(coerce(boolean(), string(), (value) => value.trim().toLowerCase() === 'true')),
    commissionAmount: amountText(),
  }),
  'addPayment',
  (payment) => paymentProblems(payment).failures(),
);
export type AddPaymentPayload = Infer<typeof AddPaymentPayload>;

/** What the rules read from the invoice being paid. */
export type PayableInvoice = InvoiceMenuFacts & {
  amount: string;
  amount_paid: string;
  mode_of_payment: string | null;
  /** On a return premium, what comes back from the insurer. */
  net_premium?: string;
};

/** "When the status is PARTIAL PAYMENT, the payment mode is fixed to the earlier mode"; null when it may be chosen. */
export function fixedPaymentMode(invoice: PayableInvoice): PaymentMode | null {
  if (!isPartialPayment(invoice) || !invoice.mode_of_payment) return null;
  return pickIgnoringCase(PAYMENT_MODES, invoice.mode_of_payment);
}

/** What the invoice refuses in a payment the payload's rules let through (`today` as yyyy-mm-dd, Africa/Lagos). */
export function paymentRefusals(payment: LoosePayment, invoice: PayableInvoice, today: string): FieldError[] {
  const problems = new Problems();
  if (!isOffered(invoice, 'addPayment')) return problems.add('body', actionNotOffered(actionLabel('addPayment', invoice))).list;
  const fixed = fixedPaymentMode(invoice);
  const mode = payment.modeOfPayment ? pickIgnoringCase(PAYMENT_MODES, payment.modeOfPayment) : null;
  if (fixed && mode && mode !== fixed) problems.add('modeOfPayment', paymentModeFixed(fixed));
  const amount = positiveKobo(payment.amount);
  const balance = outstandingKobo(invoice);
  if (amount !== null && amount > balance) problems.add('amount', paymentAboveBalance(formatNaira(balance)));
  if (isDate(payment.dateOfActualPayment) && payment.dateOfActualPayment > today)
    problems.add('dateOfActualPayment', dateAfterMaximum(today));
  return problems.list;
}

/** The add-payment form as typed. */
export interface AddPaymentForm {
  amount: string;
  modeOfPayment: string;
  dateOfActualPayment: string;
  chequeNumber: string;
  bankName: string;
  transactionDescription: string;
  captureCommission: boolean;
  debitAccount: string;
  creditAccount: string;
  commissionAmount: string;
}

/** "The default amount is the outstanding balance"; a partly paid invoice keeps its earlier mode. */
export function newPaymentForm(invoice: PayableInvoice, today: string): AddPaymentForm {
  const mode = fixedPaymentMode(invoice) ?? '';
  return {
    amount: mode === DIRECT_TO_INSURER ? '' : koboToNaira(outstandingKobo(invoice)),
    modeOfPayment: mode,
    dateOfActualPayment: today,
    chequeNumber: '',
    bankName: '',
    transactionDescription: '',
    captureCommission: false,
    debitAccount: '',
    creditAccount: '',
    commissionAmount: '',
  };
}

/** "Choosing Direct to Insurer clears the amount"; leaving it brings back the outstanding balance. */
export function choosePaymentMode(form: AddPaymentForm, mode: string, invoice: PayableInvoice): AddPaymentForm {
  if (mode === DIRECT_TO_INSURER) return { ...form, modeOfPayment: mode, amount: '' };
  const wasDirect = form.modeOfPayment === DIRECT_TO_INSURER;
  return {
    ...form,
    modeOfPayment: mode,
    captureCommission: false,
    amount: wasDirect && form.amount === '' ? koboToNaira(outstandingKobo(invoice)) : form.amount,
  };
}

/** "Capture commission" is offered only for Direct to Insurer. */
export const offersCommissionCapture = (form: Pick<AddPaymentForm, 'modeOfPayment'>): boolean => form.modeOfPayment === DIRECT_TO_INSURER;

/** Every error the form has now: the payload's rules, then the invoice's refusals for the fields still clear. */
export function paymentErrors(form: AddPaymentForm, invoice: PayableInvoice, today: string): FieldError[] {
  const checked = validatePayload(AddPaymentPayload, form);
  const own = checked.ok ? [] : checked.errors;
  return mergeErrors(own, paymentRefusals(checked.ok ? checked.value : form, invoice, today));
}
