import { previewPremium } from './quote-form';
import type { QuoteApprovalMachine } from './quote-approval.machine';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<QuoteApprovalMachine>;

/** What the quote's approval panel shows: one slot per state (a failed sub-state shows its parent's slot and the failure). */
export type QuoteSlot =
  | 'loading'
  | 'loadFailed'
  | 'drafting'
  | 'saving'
  | 'submitting'
  | 'comparing'
  | 'choosing'
  | 'keeping'
  | 'pending'
  | 'approving'
  | 'rejecting'
  | 'approved'
  | 'rejected'
  | 'sending'
  | 'sent'
  | 'responding'
  | 'accepted'
  | 'declined'
  | 'converting'
  | 'converted'
  | 'expired'
  | 'notTaken'
  | 'copying'
  | 'copyFailed';

const NESTED: [parent: string, child: string, slot: QuoteSlot][] = [
  ['comparing', 'pricing', 'comparing'],
  ['comparing', 'pricingFailed', 'comparing'],
  ['comparing', 'keeping', 'keeping'],
  ['comparing', 'choosing', 'choosing'],
  ['comparing', 'chooseFailed', 'choosing'],
  ['pendingApproval', 'approving', 'approving'],
  ['pendingApproval', 'rejecting', 'rejecting'],
  ['pendingApproval', 'idle', 'pending'],
  ['pendingApproval', 'failed', 'pending'],
];

export const selectSlot = (s: Snapshot): QuoteSlot => {
  const value = s.value;
  if (typeof value === 'object') {
    const [parent, child] = Object.entries(value)[0] as [string, string];
    return NESTED.find((entry) => entry[0] === parent && entry[1] === child)?.[2] ?? (parent as QuoteSlot);
  }
  return value as QuoteSlot;
};

export const selectQuote = (s: Snapshot) => s.context.quote;
export const selectForm = (s: Snapshot) => s.context.form;
export const selectKind = (s: Snapshot) => s.context.kind;
export const selectComparison = (s: Snapshot) => s.context.comparison;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectIsEditable = (s: Snapshot) => s.hasTag('editable');
/** A network failure: the same call may be tried again. */
export const selectCanRetry = (s: Snapshot) => s.can({ type: 'quote.retry' });
/** The premium as the form stands (the same priceQuote the server runs); null until the product's terms are known. */
export const selectPremiumPreview = (s: Snapshot) => previewPremium(s.context.form, s.context.productTerms);
export const selectPreparedByViewer = (s: Snapshot) => s.context.quote?.created_by?.user_id === s.context.viewer.userId;
export const selectCanSave = (s: Snapshot) => s.can({ type: 'quote.save' });
export const selectCanCompare = (s: Snapshot) => s.can({ type: 'quote.compare', productIds: ['any'] });
/** Some quote of the comparison may be kept now. */
export const selectCanChoose = (s: Snapshot) =>
  s.context.comparison.some((quote) => s.can({ type: 'quote.choose', quoteId: quote.quote_id }));
export const selectCanApprove = (s: Snapshot) => s.can({ type: 'quote.approve' });
export const selectCanRevise = (s: Snapshot) => s.can({ type: 'quote.revise' });
export const selectCanAnswer = (s: Snapshot) => s.can({ type: 'quote.accept' });
export const selectCanConvert = (s: Snapshot) => s.can({ type: 'quote.convert' });
export const selectCanCopy = (s: Snapshot) => s.can({ type: 'quote.copy' });
/** Sending also needs a start date; this says whether the quote may be sent at all. */
export const selectMayBeSent = (s: Snapshot) => s.matches('approved') || s.matches('sent');
