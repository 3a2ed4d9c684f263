import { array, assign, nullable, optional, string, tuple, type, type Infer } from 'superstruct';
import { Invoice, RemittanceLog, VatRemittanceLog } from '../invoices';
import { answerOf, listOf } from './envelope';

// The answers of the invoice calls (payments, journal entries, remittances, receipts). Amounts are
// naira decimal text. The invoice's own answers and the deletion request's are in domain/invoices.

const loose = () => optional(nullable(string()));

/** A premium remittance with what the tables show beside the spec's fields. */
export const PremiumRemittance = assign(
  RemittanceLog,
  type({ remittance_type: loose(), remittance_date: loose(), amount: loose(), balance_due_date: loose(), ref_no: loose() }),
);
export type PremiumRemittance = Infer<typeof PremiumRemittance>;

export const VatRemittance = assign(
  VatRemittanceLog,
  type({ remittance_type: loose(), remittance_date: loose(), amount: loose(), ref_no: loose() }),
);
export type VatRemittance = Infer<typeof VatRemittance>;

/** A payment received on an invoice; `commission` is the commission captured with it, "0.00" when none was. */
export const Payment = type({
  payment_id: string(),
  amount: string(),
  mode_of_payment: string(),
  payment_date: string(),
  cheque_number: nullable(string()),
  bank_name: nullable(string()),
  description: nullable(string()),
  commission: string(),
  ref_no: nullable(string()),
  recorded_by: nullable(string()),
  created_at: string(),
});
export type Payment = Infer<typeof Payment>;

/** One line of a journal entry the invoice caused: "0.00" on the side it does not touch. */
export const InvoiceEntryLine = type({
  account_code_pk: string(),
  account_code: string(),
  account_name: string(),
  debit: string(),
  credit: string(),
});
export type InvoiceEntryLine = Infer<typeof InvoiceEntryLine>;

export const InvoiceEntry = type({
  ref_no: string(),
  entry_date: string(),
  description: string(),
  source: string(),
  status: string(),
  total: string(),
  lines: array(InvoiceEntryLine),
});
export type InvoiceEntry = Infer<typeof InvoiceEntry>;

export const PremiumToRemit = type({
  net_premium: string(),
  collected: string(),
  remitted: string(),
  amount_unremitted: string(),
  remitted_status: nullable(string()),
  paid_on: nullable(string()),
  remit_by: nullable(string()),
});
export type PremiumToRemit = Infer<typeof PremiumToRemit>;

export const VatToRemit = type({ vat: string(), vat_paid: string(), vat_remitted: string(), vat_to_remit: string() });
export type VatToRemit = Infer<typeof VatToRemit>;

/** GET /invoice/{invoiceNo}/payments: the payments, and beside `data` the invoice they pay. */
export const PaymentsResponse = assign(listOf(Payment), type({ invoice: Invoice }));
export type PaymentsResponse = Infer<typeof PaymentsResponse>;
/** GET /invoice/{id}/transactions. */
export const InvoiceEntriesResponse = listOf(InvoiceEntry);
export type InvoiceEntriesResponse = Infer<typeof InvoiceEntriesResponse>;
/** PUT /invoice/remitted/{id}: `data: [log, invoice]`, the spec's shape. */
export const PremiumRemittedResponse = answerOf(tuple([PremiumRemittance, Invoice]));
export type PremiumRemittedResponse = Infer<typeof PremiumRemittedResponse>;
/** PUT /invoice/vatremit/{id}: `data: [log, invoice]`. */
export const VatRemittedResponse = answerOf(tuple([VatRemittance, Invoice]));
export type VatRemittedResponse = Infer<typeof VatRemittedResponse>;
export const PremiumRemittancesResponse = listOf(PremiumRemittance);
export type PremiumRemittancesResponse = Infer<typeof PremiumRemittancesResponse>;
export const VatRemittancesResponse = listOf(VatRemittance);
export type VatRemittancesResponse = Infer<typeof VatRemittancesResponse>;
export const PremiumToRemitResponse = answerOf(PremiumToRemit);
export type PremiumToRemitResponse = Infer<typeof PremiumToRemitResponse>;
export const VatToRemitResponse = answerOf(VatToRemit);
export type VatToRemitResponse = Infer<typeof VatToRemitResponse>;
/** POST /invoice/uploadDocument/{id}: the remittance with its receipts. */
export const PremiumReceiptResponse = answerOf(PremiumRemittance);
export type PremiumReceiptResponse = Infer<typeof PremiumReceiptResponse>;
/** POST /invoice/uploadvat/{id}. */
export const VatReceiptResponse = answerOf(VatRemittance);
export type VatReceiptResponse = Infer<typeof VatReceiptResponse>;
