import type { RequestFailure } from '../../domain/api';
import type { TransactionPayload } from '../../domain/journal';
import type { TransactionDetails } from '../../domain/transactions';

export type { RequestFailure, TransactionDetails, TransactionPayload };

/** One line as the form holds it: amounts as typed ('1,500.00'), one side only once it balances. */
export interface DraftLine {
  /** Stable across edits, for the form's list keys. */
  key: number;
  accountId: string;
  debit: string;
  credit: string;
  description: string;
}

/** A manual transaction as the form holds it, before it is sent. */
export interface TransactionDraft {
  /** Blank: the server hands out the next JV number. */
  refNo: string;
  transactionDate: string;
  description: string;
  currency: string;
  /** Naira per unit of the currency; the currency's current rate unless changed. */
  exchangeRate: string;
  lines: DraftLine[];
}

export type DraftHeader = Omit<TransactionDraft, 'lines'>;

/**
 * A new transaction starts from a draft (today's date, two empty lines); an existing one from its
 * reference number, loaded and shown in the state its status says.
 */
export type TransactionApprovalInput = { draft: TransactionDraft } | { refNo: string };

export interface TransactionApprovalContext {
  draft: TransactionDraft;
  /** The transaction as the server last answered it; null while drafting a new one. */
  refNo: string | null;
  transaction: TransactionDetails | null;
  /** Why the last call (or a submit the form refused) failed; field errors by payload path. */
  failure: RequestFailure | null;
  nextLineKey: number;
}

export interface ReverseRequest {
  transactionDate?: string;
  description?: string;
}

export type TransactionApprovalEvent =
  | { type: 'draft.edit'; changes: Partial<DraftHeader> }
  | { type: 'draft.editLine'; index: number; changes: Partial<Omit<DraftLine, 'key'>> }
  | { type: 'draft.addLine' }
  | { type: 'draft.removeLine'; index: number }
  | { type: 'draft.submit' }
  | { type: 'transaction.approve' }
  | { type: 'transaction.reject'; reason: string }
  | ({ type: 'transaction.reverse' } & ReverseRequest)
  | { type: 'transaction.dismiss' }
  | { type: 'transaction.retry' }
  /** A live transaction_approval_response arrived for a reference number: this one's reloads. */
  | { type: 'transaction.decided'; refNo: string };

export interface SubmitInput {
  payload: TransactionPayload;
}
export interface RefInput {
  refNo: string;
}
export interface RejectInput extends RefInput {
  reason: string;
}
export type ReverseInput = RefInput & ReverseRequest;
