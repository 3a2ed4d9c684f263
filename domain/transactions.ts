import { array, boolean, enums, literal, nullable, number, optional, refine, string, type, type Infer } from 'superstruct';
import { ENTRY_SOURCES, ENTRY_STATUSES, type EntrySource, type EntryStatus } from './accounting';
import { ListMeta } from './api/envelope';
import { isValidDateString } from './date-input';
import { DESCRIPTION_MAX } from './journal';
import { requiredText } from './validation';

// Manual journal transactions as the API answers them, and what their approval asks for.

export const REJECTION_REASON_MAX = 250;

export const TRANSACTION_STATUS_LABELS: Record<EntryStatus, string> = {
  pending: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const ENTRY_SOURCE_LABELS: Record<EntrySource, string> = {
  manual: 'Manual',
  reversal: 'Reversal',
  invoice: 'Invoice',
  payment: 'Payment',
  premium_remittance: 'Premium remittance',
  vat_remittance: 'VAT remittance',
  refund: 'Refund',
  endorsement: 'Endorsement',
  invoice_deletion: 'Invoice deletion',
  opening_balance: 'Opening balance',
  claim_settlement: 'Claim settlement',
};

export const transactionMessages = {
  submitted: 'Transaction submitted for approval',
  approved: 'Transaction approved',
  rejected: 'Transaction rejected',
  reversalSubmitted: 'Reversal submitted for approval',
} as const;

/** The in-app page of one transaction, as notifications link to it. */
export const transactionDetailsPath = (refNo: string) => `/account/transactions/${encodeURIComponent(refNo)}/details`;

const optionalDate = () => optional(refine(string(), 'date', (value) => value === '' || isValidDateString(value) || 'Enter a valid date'));

/** GET /accounting/transactions: every filter optional; blank ones are ignored. */
export const TransactionsQuery = type({
  status: optional(
    refine(
      string(),
      'status',
      (value) => value === '' || (ENTRY_STATUSES as readonly string[]).includes(value) || 'Choose pending, approved or rejected',
    ),
  ),
  source: optional(
    refine(string(), 'source', (value) => value === '' || (ENTRY_SOURCES as readonly string[]).includes(value) || 'Unknown source'),
  ),
  startDate: optionalDate(),
  endDate: optionalDate(),
  search: optional(refine(string(), 'search', (value) => value.length <= 100 || 'Must be at most 100 characters')),
});
export type TransactionsQuery = Infer<typeof TransactionsQuery>;

/** PUT /accounting/transactions/{refNo}/reject. */
export const RejectPayload = type({ reason: requiredText(REJECTION_REASON_MAX) });
export type RejectPayload = Infer<typeof RejectPayload>;

/** POST /accounting/transactions/{refNo}/reverse: dated today and described "Reversal of …" unless told. */
export const ReversePayload = type({
  transactionDate: optional(refine(string(), 'date', (value) => isValidDateString(value) || 'Enter a valid date')),
  description: optional(requiredText(DESCRIPTION_MAX)),
});
export type ReversePayload = Infer<typeof ReversePayload>;

const Person = type({ user_id: string(), name: string() });

export const TransactionSummary = type({
  transaction_id: string(),
  ref_no: string(),
  transaction_date: string(),
  description: string(),
  currency: string(),
  exchange_rate: string(),
  /** Naira text: the debits (= the credits) in naira. */
  total: string(),
  /** The same total in the entry's currency. */
  total_in_currency: string(),
  status: enums(ENTRY_STATUSES),
  source: enums(ENTRY_SOURCES),
  created_by: nullable(Person),
  created_at: string(),
  decided_by: nullable(Person),
  decided_at: nullable(string()),
  rejection_reason: nullable(string()),
  reverses_ref_no: nullable(string()),
  reversed_by_ref_no: nullable(string()),
  /** The viewer may approve or reject it: it is pending, they hold 'Approve Transaction' and did not make it. */
  can_decide: boolean(),
});
export type TransactionSummary = Infer<typeof TransactionSummary>;

export const TransactionLine = type({
  line_no: number(),
  account_id: string(),
  account_code: string(),
  account_name: string(),
  parent_account_name: nullable(string()),
  /** Naira text; '0.00' on the side the line does not use. */
  debit: string(),
  credit: string(),
  debit_in_currency: string(),
  credit_in_currency: string(),
  description: nullable(string()),
});
export type TransactionLine = Infer<typeof TransactionLine>;

export const TransactionDetails = type({ ...TransactionSummary.schema, lines: array(TransactionLine) });
export type TransactionDetails = Infer<typeof TransactionDetails>;

/** One entry in an account's list, with what it moved on that account (and its sub-accounts). */
export const AccountTransaction = type({ ...TransactionSummary.schema, account_debit: string(), account_credit: string() });
export type AccountTransaction = Infer<typeof AccountTransaction>;

export const TransactionAccount = type({
  account_id: string(),
  account_code: string(),
  account_name: string(),
  parent_account_name: nullable(string()),
  has_sub_accounts: boolean(),
});
export type TransactionAccount = Infer<typeof TransactionAccount>;

export const TransactionsResponse = type({ success: literal(true), data: array(TransactionSummary), meta: ListMeta });
export const TransactionResponse = type({ success: literal(true), message: optional(string()), data: TransactionDetails });
export const AccountTransactionsResponse = type({
  success: literal(true),
  data: array(AccountTransaction),
  meta: ListMeta,
  account: TransactionAccount,
});
