import { isQuoteKind, QUOTE_KINDS, type QuoteRequest } from '../../../domain/quotes';

// How the quote screens write kinds and who a request is for.

/** 'general-accident' as "General accident" (its label in QUOTE_KINDS). */
export const kindName = (kind: string) => (isQuoteKind(kind) ? QUOTE_KINDS[kind].label : kind);

/** The client of the book, or the prospect marked as one. */
export function partyOf(request: QuoteRequest) {
  if (request.client_name) return request.client_name;
  return (
    <>
      {request.prospect_name ?? '—'}
      <span className="block text-xs text-slate-500">Prospect</span>
    </>
  );
}

export { buttonLinkClass, linkClass, secondaryLinkClass } from '../../ui/link-styles';
