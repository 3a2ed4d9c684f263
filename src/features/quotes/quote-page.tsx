import { useParams } from 'react-router';
import { selectClaims } from '../../../machines/session/session.selectors';
import { useSession } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { notify } from '../../ui/toaster';
import { QuoteDetailsView } from './quote-details-view';
import { useLiveQuoteEvents } from './use-live-quote-events';
import { useQuoteApprovalActor, useQuoteApprovalOf } from './use-quote-approval';
import type { QuoteDetails } from '../../../domain/quotes';
import type { QuoteAnnouncement } from '../../../machines/quote-approval/quote-approval.setup';
import type { QuoteViewer } from '../../../machines/quote-approval/quote-approval.types';

/** What the page says once a call has changed the quote. */
function announcement(quote: QuoteDetails, move: QuoteAnnouncement): string {
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
  }
}

/** /quotes/:quoteId: one quote, decided here by a checker, updated live for its maker. */
export function QuotePage() {
  const { quoteId = '' } = useParams();
  const userId = useSession(selectClaims)?.user_id ?? '';
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading quote" />;
  const mayApprove = grants.has('Approve Quote');
  // Another quote, or other grants, is another machine: nothing of this one's state carries over.
  return <QuoteScreen key={`${quoteId}:${userId}:${mayApprove}`} quoteId={quoteId} viewer={{ userId, mayApprove }} />;
}

function QuoteScreen({ quoteId, viewer }: { quoteId: string; viewer: QuoteViewer }) {
  const actor = useQuoteApprovalActor({ viewer, quoteId }, (quote, move) => notify.success(announcement(quote, move)));
  useLiveQuoteEvents(actor);
  const state = useQuoteApprovalOf(actor);
  usePageTitle(state.quote?.quote_number ?? null);
  return <QuoteDetailsView state={state} />;
}
