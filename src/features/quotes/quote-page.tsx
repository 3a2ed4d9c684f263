import { useNavigate, useParams } from 'react-router';
import { selectClaims } from '../../../machines/session/session.selectors';
import { useSession } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Loading } from '../../ui/loading';
import { usePageTitle } from '../../ui/page-title';
import { notify } from '../../ui/toaster';
import { announcement } from './quote-announcement';
import { QuoteDetailsView } from './quote-details-view';
import { useLiveQuoteEvents } from './use-live-quote-events';
import { useQuoteApprovalActor, useQuoteApprovalOf } from './use-quote-approval';
import type { QuoteViewer } from '../../../machines/quote-approval/quote-approval.types';

/** /quotes/:quoteId: one quote, decided here by a checker, updated live for its maker. */
export function QuotePage() {
  const { quoteId = '' } = useParams();
  const userId = useSession(selectClaims)?.user_id ?? '';
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading quote" />;
  const mayApprove = grants.has('Approve Quote');
  const mayPrepare = grants.has('Create Quote');
  // Another quote, or other grants, is another machine: nothing of this one's state carries over.
  return (
    <QuoteScreen key={`${quoteId}:${userId}:${mayApprove}:${mayPrepare}`} quoteId={quoteId} viewer={{ userId, mayApprove, mayPrepare }} />
  );
}

function QuoteScreen({ quoteId, viewer }: { quoteId: string; viewer: QuoteViewer }) {
  const navigate = useNavigate();
  const actor = useQuoteApprovalActor({ viewer, quoteId }, (quote, move) => {
    notify.success(announcement(quote, move));
    // The copy is another quote, with its own page.
    if (move === 'copied') void navigate(`/quotes/${encodeURIComponent(quote.quote_id)}`);
  });
  useLiveQuoteEvents(actor);
  const state = useQuoteApprovalOf(actor);
  usePageTitle(state.quote?.quote_number ?? null);
  return <QuoteDetailsView state={state} mayEdit={viewer.mayPrepare} />;
}
