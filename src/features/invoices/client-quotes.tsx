import { useCallback } from 'react';
import { Link } from 'react-router';
import { formatNairaText } from '../../../domain/money';
import { fetchClientQuotes } from '../../api/quotes';
import { useServices } from '../../app/session/session-context';
import { FailureNote } from '../../ui/failure-note';
import { linkClass } from '../../ui/link-styles';
import { Loading } from '../../ui/loading';
import { useLoader } from '../../ui/use-loader';

const status = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The chosen client's quotes (GET /quotes/?clientType&client), so that a risk already quoted is
 * billed from its quote: an accepted quote becomes its invoice on its own page, once.
 */
export function ClientQuotes({ clientType, clientId }: { clientType: string; clientId: string }) {
  const { api } = useServices();
  const { state } = useLoader(
    useCallback((signal: AbortSignal) => fetchClientQuotes(api, { clientType, clientId }, signal), [api, clientType, clientId]),
    { clearWhileLoading: true },
  );
  if (state.status === 'loading') return <Loading label="Loading the client’s quotes" />;
  if (state.status === 'failed') return <FailureNote failure={state.failure} />;
  const quotes = state.data.rows;
  if (quotes.length === 0) return <p className="text-sm text-slate-600">This client has no quotes.</p>;
  const accepted = quotes.some((quote) => quote.status === 'accepted');
  return (
    <div role="group" aria-label="The client’s quotes" className="space-y-2">
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 text-sm">
        {quotes.map((quote) => (
          <li key={quote.quote_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <Link to={`/quotes/${encodeURIComponent(quote.quote_id)}`} className={linkClass}>
              {quote.quote_number}
            </Link>
            <span className="text-slate-600">
              {quote.insurance_provider_name} · {formatNairaText(quote.premium)}
            </span>
            <span className="font-medium text-slate-800">{status(quote.status)}</span>
          </li>
        ))}
      </ul>
      {accepted && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          An accepted quote becomes its invoice from its own page (Convert to invoice), with the quote’s terms and its number.
        </p>
      )}
    </div>
  );
}
