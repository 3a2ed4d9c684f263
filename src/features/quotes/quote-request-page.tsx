import { useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { formatTimestamp } from '../../../domain/format/dates';
import { formatNairaText } from '../../../domain/money';
import { fetchQuoteRequest } from '../../api/quote-requests';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Fact } from '../../ui/fact';
import { LoadedSlot } from '../../ui/loaded-slot';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/page-title';
import { useLoader } from '../../ui/use-loader';
import { buttonLinkClass, kindName, linkClass } from './quote-figures';
import { QuoteStatusBadge } from './quote-status-badge';
import { RequestDocuments } from './request-documents';
import type { QuoteRequestDetails } from '../../../domain/quotes';

/** "/quotes/new?request={id}&type={quote_type}": what the quote form will read to answer the request. */
const preparePath = (request: QuoteRequestDetails) =>
  `/quotes/new?${new URLSearchParams({ request: request.quote_request_id, type: request.quote_type }).toString()}`;

function RequestFacts({ request }: { request: QuoteRequestDetails }) {
  const reach = [request.prospect_email, request.prospect_phone].filter(Boolean).join(' · ');
  return (
    <dl className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3">
      <Fact term="Status">
        <QuoteStatusBadge status={request.status} />
      </Fact>
      <Fact term={request.client_name ? 'Client' : 'Prospect'}>
        {request.client_name ?? request.prospect_name ?? '—'}
        {reach && <span className="block text-xs text-slate-500">{reach}</span>}
      </Fact>
      <Fact term="Kind">{kindName(request.quote_type)}</Fact>
      <Fact term="To be insured">{request.subject_matter}</Fact>
      <Fact term="Line of business">
        {[request.line_of_business_name, request.insurance_category_name].filter(Boolean).join(' · ') || '—'}
      </Fact>
      <Fact term="Sum insured">{formatNairaText(request.sum_insured)}</Fact>
      <Fact term="Desired start date">{request.desired_start_date ?? '—'}</Fact>
      <Fact term="Requested by">{request.requested_by?.name ?? '—'}</Fact>
      <Fact term="Created">{formatTimestamp(request.created_at)}</Fact>
      {request.notes && (
        <Fact className="sm:col-span-2 lg:col-span-3" term="Notes">
          <span className="whitespace-pre-line">{request.notes}</span>
        </Fact>
      )}
    </dl>
  );
}

function AnsweringQuotes({ quotes }: { quotes: QuoteRequestDetails['quotes'] }) {
  return (
    <section aria-labelledby="request-quotes" className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="request-quotes" className="text-base font-semibold text-slate-900">
        Quotes
      </h2>
      {quotes.length === 0 ? (
        <p className="text-sm text-slate-500">No quote answers this request yet.</p>
      ) : (
        <table className="min-w-full text-sm">
          <caption className="sr-only">Quotes answering the request</caption>
          <thead>
            <tr className="text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {['Quote no', 'Insurer', 'Status', 'Premium'].map((header) => (
                <th key={header} scope="col" className={`py-2 pr-4 ${header === 'Premium' ? 'text-right' : ''}`}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {quotes.map((quote) => (
              <tr key={quote.quote_id}>
                <td className="py-2 pr-4">
                  <Link to={`/quotes/${encodeURIComponent(quote.quote_id)}`} className={linkClass}>
                    {quote.quote_number}
                  </Link>
                </td>
                <td className="py-2 pr-4 text-slate-700">{quote.insurance_provider_name}</td>
                <td className="py-2 pr-4">
                  <QuoteStatusBadge status={quote.status} />
                </td>
                <td className="py-2 text-right text-slate-700 tabular-nums">{formatNairaText(quote.premium)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** /requested-quote/{quoteId}: one quote request, its documents and the quotes that answer it. */
export function QuoteRequestPage() {
  const { api } = useServices();
  const requestId = useParams().quoteId ?? '';
  const mayQuote = useGrants().has('Create Quote');
  const { state, reload, replace } = useLoader(
    useCallback((signal: AbortSignal) => fetchQuoteRequest(api, requestId, signal), [api, requestId]),
  );
  usePageTitle(state.status === 'ready' ? state.data.request_number : undefined);

  return (
    <div className="space-y-4">
      <Link to="/requested-quotes" className={`text-sm ${linkClass}`}>
        ← Requested quotes
      </Link>
      <LoadedSlot state={state} what="quote request" onRetry={reload}>
        {(request) => {
          const open = mayQuote && request.status !== 'closed';
          return (
            <>
              <PageHeader
                title={`Quote request ${request.request_number}`}
                actions={
                  open && (
                    <Link to={preparePath(request)} className={buttonLinkClass}>
                      Prepare quote
                    </Link>
                  )
                }
              />
              <RequestFacts request={request} />
              <RequestDocuments request={request} mayAttach={open} onAttached={(saved) => replace(() => saved)} />
              <AnsweringQuotes quotes={request.quotes} />
            </>
          );
        }}
      </LoadedSlot>
    </div>
  );
}
