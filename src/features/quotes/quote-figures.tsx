import { formatNaira, nairaToKobo } from '../../../domain/money';
import { isQuoteKind, QUOTE_KINDS, type QuoteRequest } from '../../../domain/quotes';

// How the quote screens write amounts, kinds and who a request is for.

/** Naira text from the API ('312500.00') as ₦312,500.00; a dash when there is none. */
export const naira = (text: string | null) => (text ? formatNaira(nairaToKobo(text)) : '—');

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
