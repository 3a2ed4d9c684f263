import type { RequestFailure } from '../../domain/api';
import type { QuoteDetails, QuoteKind, QuotePayload, QuoteTerms } from '../../domain/quotes';

export type { QuoteDetails, QuoteKind, QuotePayload, RequestFailure };

/** Who is looking at the quote: the maker may not approve it, and only a holder of 'Approve Quote' may. */
export interface QuoteViewer {
  userId: string;
  /** Holds the 'Approve Quote' permission. */
  mayApprove: boolean;
  /** Holds the 'Create Quote' permission: may copy an ended quote into a new draft. */
  mayPrepare: boolean;
}

/**
 * What the premium preview needs of the chosen product that the form does not hold: the rate of
 * the premium rate chosen (or the first), its minimum premium, and the covers it offers. The page
 * gives it when a product or rate is chosen; without it the preview waits.
 */
export interface ProductTerms {
  rate: string;
  minimumPremiumKobo: number | null;
  covers: QuoteTerms['covers'];
  /** The product's commission, for a form that leaves it out. */
  commission: QuoteTerms['commission'];
}

/**
 * A new quote starts from its kind and a form (a quote request's details, or blank); an existing
 * one from its id, loaded and shown in the state its status says.
 */
export type QuoteApprovalInput =
  { viewer: QuoteViewer; kind: QuoteKind; form: QuotePayload; productTerms?: ProductTerms } | { viewer: QuoteViewer; quoteId: string };

export interface QuoteApprovalContext {
  viewer: QuoteViewer;
  kind: QuoteKind;
  /** Null until the draft is first saved. */
  quoteId: string | null;
  /** The quote as the server last answered it. */
  quote: QuoteDetails | null;
  /** The terms as typed; kept through every failure. */
  form: QuotePayload;
  productTerms: ProductTerms | null;
  /** The quotes of the last comparison, the original first. */
  comparison: QuoteDetails[];
  /** The products the last comparison asked for, to ask again after a network failure. */
  compareWith: string[];
  /** The save under way goes on to submit the draft for approval. */
  submitAfterSave: boolean;
  /** Why the last call (or a save the form refused) failed; field errors by payload path. */
  failure: RequestFailure | null;
}

export type QuoteApprovalEvent =
  | { type: 'quote.edit'; changes: Partial<QuotePayload> }
  | { type: 'quote.priceFrom'; terms: ProductTerms | null }
  | { type: 'quote.save' }
  | { type: 'quote.submit' }
  | { type: 'quote.compare'; productIds: string[] }
  | { type: 'quote.choose'; quoteId: string }
  | { type: 'quote.closeComparison' }
  | { type: 'quote.approve' }
  | { type: 'quote.reject'; reason: string }
  | { type: 'quote.revise' }
  | { type: 'quote.send'; startDate: string }
  | { type: 'quote.accept' }
  | { type: 'quote.decline'; reason?: string }
  | { type: 'quote.convert' }
  | { type: 'quote.copy' }
  | { type: 'quote.retry' }
  | { type: 'quote.dismiss' }
  /** A live quote_approval_request arrived for a quote: this one's reloads (it was submitted again). */
  | { type: 'quote.approvalRequested'; quoteId: string }
  /** A live quote_approval_response arrived for a quote: this one's reloads (it was approved or rejected). */
  | { type: 'quote.approvalAnswered'; quoteId: string };

export interface QuoteRef {
  quoteId: string;
}
export interface SaveQuoteInput {
  kind: QuoteKind;
  /** Null: the first save drafts it (POST /quotes/{type}); then each save edits it (PUT /quote/{id}). */
  quoteId: string | null;
  payload: QuotePayload;
}
export interface DecideQuoteInput extends QuoteRef {
  decision: 'approve' | 'reject';
  reason?: string;
}
export interface SendQuoteInput extends QuoteRef {
  startDate: string;
}
export interface RespondInput extends QuoteRef {
  decision: 'accept' | 'decline';
  reason?: string;
}
export interface CopyInput extends QuoteRef {
  kind: QuoteKind;
}
export interface CompareInput extends QuoteRef {
  productIds: string[];
}
