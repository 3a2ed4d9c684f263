import type { QuoteDetails } from '../../../domain/quotes';
import type { QuoteAnnouncement } from '../../../machines/quote-approval/quote-approval.setup';

/** What the page says once a call has changed the quote. */
export function announcement(quote: QuoteDetails, move: QuoteAnnouncement): string {
  switch (move) {
    case 'saved':
      return `Quote ${quote.quote_number} is saved`;
    case 'submitted':
      return `Quote ${quote.quote_number} is submitted for approval`;
    case 'decided':
      return `Quote ${quote.quote_number} is ${quote.status}`;
    case 'chosen':
      return `Quote ${quote.quote_number} is kept; the others of its comparison are not taken`;
    case 'sent':
      return `Quote ${quote.quote_number} is sent to ${quote.client_name}`;
    case 'answered':
      return `The client’s answer is recorded: ${quote.status}`;
    case 'converted':
      return `Quote ${quote.quote_number} is now an invoice`;
    case 'copied':
      return `Draft ${quote.quote_number} copies the quote: check its terms and submit it`;
  }
}
