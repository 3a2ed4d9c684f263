import { array, literal, nullable, number, refine, string, type, type Infer } from 'superstruct';
import { ListMeta, savedAnswerOf } from '../api/envelope';
import { dateAfterMaximum, FIELD_REQUIRED, INVALID_DATE } from '../common-messages';
import { choiceText, chooseOneOf, isDate, Problems, text } from '../invoices/fields';
import { MAX_TRANSACTION_DESCRIPTION, pickIgnoringCase } from '../invoices/vocabulary';

// Returned premium (issue 16): a cancellation or a return-premium endorsement owes the client the
// premium of the days left. The brokerage's commission and the VAT on it are reversed in proportion,
// the insurer's share comes back on the POLICY_EDORSEMENT_REMITTANCE invoice, and the client is paid.

export const REFUND_STATUSES = ['awaiting insurer', 'due to client', 'paid'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Where a refund stands: the insurer's share comes back first, then the client is paid. */
export function refundStatus(refund: { insurer_share: string; insurer_received: string; paid_at: string | null }): RefundStatus {
  if (refund.paid_at !== null) return 'paid';
  return Number(refund.insurer_received) >= Number(refund.insurer_share) ? 'due to client' : 'awaiting insurer';
}

export const REFUND_NOT_FOUND = 'Refund not found';
export const REFUND_PAID_ALREADY = 'This refund has been paid to the client already';
export const insurerShareOutstanding = (invoiceNo: string) =>
  `The insurer's share has not come back yet: receive it on invoice ${invoiceNo} first`;

/** How the brokerage pays a client back. */
export const REFUND_PAYMENT_MODES = ['Cash', 'Bank Transfer', 'Cheque'] as const;

/** POST /policies/allRefund/{id}/payment: the client is paid the returned premium. */
export const RefundPaymentPayload = refine(
  type({
    modeOfPayment: choiceText(REFUND_PAYMENT_MODES),
    dateOfPayment: text(),
    /** The cash or bank account it is paid from (account_code_pk); blank, Cash in Hand or the first bank account. */
    creditAccount: text(),
    chequeNumber: text(),
    description: text(),
  }),
  'refundPayment',
  (payment) =>
    new Problems()
      .add(
        'modeOfPayment',
        !payment.modeOfPayment
          ? FIELD_REQUIRED
          : !pickIgnoringCase(REFUND_PAYMENT_MODES, payment.modeOfPayment) && chooseOneOf(REFUND_PAYMENT_MODES),
      )
      .add('dateOfPayment', !payment.dateOfPayment ? FIELD_REQUIRED : !isDate(payment.dateOfPayment) && INVALID_DATE)
      .add('chequeNumber', payment.modeOfPayment === 'Cheque' && !payment.chequeNumber && FIELD_REQUIRED)
      .add(
        'description',
        (payment.description?.length ?? 0) > MAX_TRANSACTION_DESCRIPTION && `Must be at most ${MAX_TRANSACTION_DESCRIPTION} characters`,
      )
      .failures(),
);
export type RefundPaymentPayload = Infer<typeof RefundPaymentPayload>;

/** What the payment may not be on the day (`today` yyyy-mm-dd, Africa/Lagos). */
export const refundPaymentProblems = (payment: RefundPaymentPayload, today: string) =>
  new Problems().add('dateOfPayment', isDate(payment.dateOfPayment) && payment.dateOfPayment > today && dateAfterMaximum(today)).list;

const Person = type({ user_id: string(), name: string() });

export const Refund = type({
  refund_id: string(),
  /** RFD/<year>/000001. */
  refund_number: string(),
  status: string(),
  policy_id: string(),
  policy_number: string(),
  endorsement_id: string(),
  endorsement_number: string(),
  /** cancellation, or the kind of the endorsement that returned premium. */
  reason: string(),
  client_type: string(),
  client_id: string(),
  client_name: string(),
  insurance_provider_id: number(),
  insurance_provider_name: string(),
  invoice_id: string(),
  invoice_no: string(),
  /** The return premium; the commission and VAT on it reversed; the insurer's share of it. */
  amount: string(),
  commission_reversed: string(),
  vat_reversed: string(),
  insurer_share: string(),
  insurer_received: string(),
  paid_at: nullable(string()),
  paid_by: nullable(Person),
  mode_of_payment: nullable(string()),
  created_at: string(),
});
export type Refund = Infer<typeof Refund>;

/** GET /policies/allRefund: a page of refunds and, over every page the filter keeps, their totals. */
export const RefundTotals = type({
  amount: string(),
  commission_reversed: string(),
  vat_reversed: string(),
  insurer_share: string(),
  paid: string(),
});
export type RefundTotals = Infer<typeof RefundTotals>;
export const RefundListResponse = type({ success: literal(true), data: array(Refund), meta: ListMeta, totals: RefundTotals });
export const RefundSavedResponse = savedAnswerOf(Refund);
