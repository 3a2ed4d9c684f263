import {
  AddPaymentPayload,
  deletionReasonProblem,
  deletionRefusal,
  deletionStepFor,
  invoiceUpdateErrors,
  InvoiceUpdatePayload,
  paymentErrors,
  premiumReceiptErrors,
  premiumRemittanceErrors,
  premiumRemittanceToSend,
  PremiumRemittancePayload,
  vatReceiptErrors,
  vatRemittanceErrors,
  vatRemittanceToSend,
  VatRemittancePayload,
} from '../../domain/invoices';
import { validatePayload, type FieldError } from '../../domain/validation';
import type { RequestFailure } from '../../domain/api';
import type { InvoiceLifecycleContext } from './invoice-lifecycle.types';

// Each modal's form checked by the domain's rules, and turned into the payload its call sends.

type Context = InvoiceLifecycleContext;

const CORRECT_FIELDS = 'Please correct the highlighted fields';
const NOT_OPEN: FieldError[] = [{ field: 'body', message: 'Nothing to send' }];

/** A submit the rules refuse, as the failure the modal shows: the invoice's own refusal, or a field list. */
export function refusalOf(errors: FieldError[]): RequestFailure {
  const body = errors.find((error) => error.field === 'body');
  return {
    message: body?.message ?? CORRECT_FIELDS,
    fieldErrors: Object.fromEntries(errors.filter((error) => error.field !== 'body').map((error) => [error.field, error.message])),
  };
}

export const paymentProblems = ({ invoice, paymentForm, today }: Context): FieldError[] =>
  invoice && paymentForm ? paymentErrors(paymentForm, invoice, today) : NOT_OPEN;
export const premiumProblems = ({ invoice, premiumForm, today }: Context): FieldError[] =>
  invoice && premiumForm ? premiumRemittanceErrors(premiumForm, invoice, today) : NOT_OPEN;
export const vatProblems = ({ invoice, vatForm }: Context): FieldError[] =>
  invoice && vatForm ? vatRemittanceErrors(vatForm, invoice) : NOT_OPEN;
export const updateProblems = ({ invoice, updateForm }: Context): FieldError[] =>
  invoice && updateForm ? invoiceUpdateErrors(updateForm, invoice) : NOT_OPEN;

export const receiptProblems = ({ receipt }: Context): FieldError[] =>
  receipt
    ? premiumReceiptErrors({ remittanceId: receipt.remittanceId, underwriterReceiptNumber: receipt.receiptNumber }, receipt.file)
    : NOT_OPEN;

/** The VAT receipt's fields are named vatRemitId and vatReceiptNumber. */
export const vatReceiptProblems = ({ receipt }: Context): FieldError[] =>
  receipt ? vatReceiptErrors({ vatRemitId: receipt.remittanceId, vatReceiptNumber: receipt.receiptNumber }, receipt.file) : NOT_OPEN;

export function deletionProblems({ invoice, deletionReason, viewerIsAdmin }: Context): FieldError[] {
  if (!invoice) return NOT_OPEN;
  const refusal = deletionRefusal(invoice, deletionStepFor(viewerIsAdmin));
  if (refusal) return [{ field: 'body', message: refusal }];
  const problem = deletionReasonProblem(deletionReason);
  return problem ? [{ field: 'reasonForDeletion', message: problem }] : [];
}

function payloadOf<T>(struct: Parameters<typeof validatePayload<T, unknown>>[0], form: unknown): T {
  const checked = validatePayload(struct, form);
  // The submit guards let only valid forms through.
  if (!checked.ok) throw new Error(`Invalid payload: ${JSON.stringify(checked.errors)}`);
  return checked.value;
}

export const paymentPayload = (context: Context) => payloadOf(AddPaymentPayload, context.paymentForm);
export const premiumPayload = (context: Context) =>
  payloadOf(PremiumRemittancePayload, premiumRemittanceToSend(context.premiumForm!, context.invoice!, context.today));
export const vatPayload = (context: Context) => payloadOf(VatRemittancePayload, vatRemittanceToSend(context.vatForm!, context.invoice!));
export const updatePayload = (context: Context) => payloadOf(InvoiceUpdatePayload, context.updateForm);
