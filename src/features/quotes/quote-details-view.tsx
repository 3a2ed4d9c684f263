import { Link } from 'react-router';
import { canMove, type QuoteStatus } from '../../../domain/quotes';
import { SendForSignature } from '../../app/signing/send-for-signature';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { QuoteNextStep } from './quote-approval-panel';
import { QuoteComparison } from './quote-comparison';
import { QuoteDraftView } from './quote-draft-view';
import { InsuredItems, PremiumBreakdown, QuoteFacts, QuoteShares } from './quote-facts';
import { QuoteHistory } from './quote-history';
import { QuoteStatusBadge } from './quote-status-badge';
import type { QuoteApprovalState } from './use-quote-approval';

const COMPARING = ['comparing', 'choosing', 'keeping'];
const DRAFTING = ['drafting', 'saving', 'submitting'];

/** No quote yet: loading, not found (404), or a failure to try again. */
function Unloaded({ state }: { state: QuoteApprovalState }) {
  const { slot, failure } = state;
  if (slot === 'loadFailed' && failure?.status === 404)
    return (
      <div className="space-y-4">
        <PageHeader title="Quote not found" />
        <p className="text-sm text-slate-700">No quote of this brokerage has this address. It may have been mistyped.</p>
        <Link to="/quotes" className="font-medium text-brand-700 hover:underline">
          Back to quotes
        </Link>
      </div>
    );
  return (
    <div className="space-y-4">
      <PageHeader title="Quote" />
      {slot === 'loadFailed' ? <LoadFailure message={failure?.message} onRetry={state.retry} /> : <Loading label="Loading quote" />}
    </div>
  );
}

/** The comparison kept in the machine once a comparison was made on this page, the quote kept marked. */
function KeptComparison({ state }: { state: QuoteApprovalState }) {
  const { quote, comparison, slot } = state;
  if (!quote || COMPARING.includes(slot)) return null;
  if (comparison.length > 0)
    return (
      <QuoteComparison
        quotes={comparison}
        markedId={quote.quote_id}
        marker={comparison.some((other) => other.quote_id === quote.quote_id) ? 'Chosen' : ''}
      />
    );
  if (!quote.comparison_group) return null;
  return (
    <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
      This quote prices its risk alongside other insurers’ quotes of the same comparison.
    </p>
  );
}

/**
 * /quotes/{quoteId}: one quote through maker-checker and after. The header with its number, status,
 * client and insured; what may happen next (the approval panel's steps); its terms, the premium
 * line by line, the insured items, the shares, a comparison made here, and its history. One slot
 * per state of the quote approval machine. A draft, for a user who may prepare quotes, is its form.
 */
export function QuoteDetailsView({ state, mayEdit = false }: { state: QuoteApprovalState; mayEdit?: boolean }) {
  const { quote, slot } = state;
  if (!quote) return <Unloaded state={state} />;
  if (mayEdit && DRAFTING.includes(slot))
    return (
      <div className="space-y-5" aria-busy={state.busy || undefined}>
        <PageHeader title={`Quote ${quote.quote_number}`} actions={<QuoteStatusBadge status={quote.status} name="Quote status" />} />
        <QuoteDraftView state={state} client={{ client_id: quote.client_id, name: quote.client_name }} />
        <QuoteHistory history={quote.history} />
      </div>
    );
  return (
    <div className="space-y-5" aria-busy={state.busy || undefined}>
      <div>
        <PageHeader title={`Quote ${quote.quote_number}`} actions={<QuoteStatusBadge status={quote.status} name="Quote status" />} />
        <p className="text-sm text-slate-600">
          Client <span className="font-medium text-slate-900">{quote.client_name}</span> · Insured{' '}
          <span className="font-medium text-slate-900">{quote.name_of_insured}</span>
        </p>
      </div>
      <section aria-label="Next step" className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <QuoteNextStep state={state} withPreview={false} />
        {canMove(quote.status as QuoteStatus, 'accept') && (
          <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4 text-sm text-slate-600">
            The client may accept this quote by signing its quote slip online.
            <SendForSignature
              subject={{ subjectKind: 'quote_acceptance', subjectId: quote.quote_id }}
              signer={{ name: quote.client_name, client: { type: quote.client_type, id: quote.client_id } }}
              label="Send for signature: quote acceptance"
            />
          </div>
        )}
      </section>
      {slot === 'loading' && <Loading label="Refreshing quote" />}
      <QuoteFacts quote={quote} />
      <PremiumBreakdown quote={quote} />
      <InsuredItems quote={quote} />
      <QuoteShares quote={quote} />
      <KeptComparison state={state} />
      <QuoteHistory history={quote.history} />
    </div>
  );
}
