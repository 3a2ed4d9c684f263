import { useCallback } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  isQuoteKind,
  QUOTE_KIND_NAMES,
  QUOTE_KINDS,
  type QuoteKind,
  type QuotePayload,
  type QuoteRequestDetails,
} from '../../../domain/quotes';
import { todayInLagos } from '../../../domain/today';
import { selectClaims } from '../../../machines/session/session.selectors';
import { fetchQuoteRequest } from '../../api/quote-requests';
import { useServices, useSession } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { announcement } from './quote-announcement';
import { QuoteDraftView } from './quote-draft-view';
import { useQuoteApprovalActor, useQuoteApprovalOf } from './use-quote-approval';
import type { QuoteViewer } from '../../../machines/quote-approval/quote-approval.types';
import type { ShownClient } from './quote-terms-form';

const blankForm = (): QuotePayload => ({
  startDate: todayInLagos(),
  covers: [],
  adjustments: [],
  items: [],
  coBrokers: [],
  coInsurers: [],
});

/** A request's details as the quote's first terms: its client, subject matter as the first item, sum, start date and notes. */
function formFromRequest(request: QuoteRequestDetails): QuotePayload {
  return {
    ...blankForm(),
    clientType: request.client_type ?? '',
    clientId: request.client_id ?? '',
    nameOfInsured: request.client_name ?? request.prospect_name ?? '',
    startDate: request.desired_start_date ?? todayInLagos(),
    sumInsured: request.sum_insured ?? '',
    items: [{ description: request.subject_matter, sumInsured: request.sum_insured ?? '', details: {} }],
    narration: request.notes ?? '',
    requestId: request.quote_request_id,
  };
}

/** Which kind of quote: each kind records different details of what is insured. */
function KindChoice() {
  return (
    <div className="space-y-4">
      <PageHeader title="New Quote" />
      <nav aria-label="Kinds of quote" className="grid gap-3 sm:grid-cols-3">
        {QUOTE_KIND_NAMES.map((kind) => (
          <Link
            key={kind}
            to={`/quotes/new?type=${kind}`}
            className="rounded-xl border border-slate-200 bg-white p-4 text-sm font-medium text-slate-900 shadow-sm hover:border-brand-400"
          >
            {QUOTE_KINDS[kind].label}
          </Link>
        ))}
      </nav>
    </div>
  );
}

function NewQuote({
  viewer,
  kind,
  form,
  client,
}: {
  viewer: QuoteViewer;
  kind: QuoteKind;
  form: QuotePayload;
  client: ShownClient | null;
}) {
  const navigate = useNavigate();
  const actor = useQuoteApprovalActor({ viewer, kind, form }, (quote, move) => {
    notify.success(announcement(quote, move));
    // Saved once, the draft has its own page: the rest of its life happens there.
    void navigate(`/quotes/${encodeURIComponent(quote.quote_id)}`, { replace: true });
  });
  const state = useQuoteApprovalOf(actor);
  return (
    <div className="space-y-5" aria-busy={state.busy || undefined}>
      <PageHeader title={`New ${QUOTE_KINDS[kind].label} Quote`} />
      <QuoteDraftView state={state} client={client} />
    </div>
  );
}

/** The quote answering a request: its details loaded first, then the form starts from them. */
function AnsweringRequest({ viewer, kind, requestId }: { viewer: QuoteViewer; kind: QuoteKind; requestId: string }) {
  const { api } = useServices();
  const { state: request, reload } = useLoader(
    useCallback((signal: AbortSignal) => fetchQuoteRequest(api, requestId, signal), [api, requestId]),
  );
  if (request.status === 'loading') return <Loading label="Loading the quote request" />;
  if (request.status === 'failed')
    return (
      <div className="space-y-4">
        <PageHeader title="New Quote" />
        <LoadFailure message={request.failure.message} onRetry={reload} />
      </div>
    );
  const answered = request.data;
  const client = answered.client_id ? { client_id: answered.client_id, name: answered.client_name ?? '' } : null;
  return (
    <div className="space-y-4">
      <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">
        Answering request{' '}
        <Link
          to={`/requested-quote/${encodeURIComponent(answered.quote_request_id)}`}
          className="font-medium text-brand-700 hover:underline"
        >
          {answered.request_number}
        </Link>
        {answered.prospect_name &&
          ` from the prospect ${answered.prospect_name}: add them as a client first (Clients), then choose them below.`}
      </p>
      <NewQuote viewer={viewer} kind={kind} form={formFromRequest(answered)} client={client} />
    </div>
  );
}

/** /quotes/new?type={kind}[&request={id}]: a broker prepares a quote, from scratch or answering a request. */
export function NewQuotePage() {
  const [params] = useSearchParams();
  const userId = useSession(selectClaims)?.user_id ?? '';
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading your permissions" />;
  if (!grants.has('Create Quote')) return <NotAllowed title="New Quote" permission="Create Quote" />;
  const kind = params.get('type') ?? '';
  if (!isQuoteKind(kind)) return <KindChoice />;
  const viewer = { userId, mayApprove: grants.has('Approve Quote'), mayPrepare: true };
  const requestId = params.get('request');
  const key = `${kind}:${requestId ?? ''}`;
  return requestId ? (
    <AnsweringRequest key={key} viewer={viewer} kind={kind} requestId={requestId} />
  ) : (
    <NewQuote key={key} viewer={viewer} kind={kind} form={blankForm()} client={null} />
  );
}
