import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { formatTimestamp } from '../../../domain/format/dates';
import { formatNairaText } from '../../../domain/money';
import { fetchQuoteRequests } from '../../api/quote-requests';
import { useServices } from '../../app/session/session-context';
import { SearchForm } from '../../ui/list-filters';
import { PageHeader } from '../../ui/page-header';
import { loadedPage, PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { kindName, linkClass, partyOf } from './quote-figures';
import { QuoteStatusBadge } from './quote-status-badge';
import type { QuoteRequest } from '../../../domain/quotes';

const COLUMNS: PagedTableColumn<QuoteRequest>[] = [
  {
    key: 'number',
    header: 'Request no',
    render: (request) => (
      <Link to={`/requested-quote/${encodeURIComponent(request.quote_request_id)}`} className={linkClass}>
        {request.request_number}
      </Link>
    ),
  },
  { key: 'party', header: 'Client or prospect', wrap: true, render: partyOf },
  { key: 'kind', header: 'Kind', render: (request) => kindName(request.quote_type) },
  { key: 'subject', header: 'To be insured', wrap: true, render: (request) => request.subject_matter },
  { key: 'sum', header: 'Sum insured', align: 'right', render: (request) => formatNairaText(request.sum_insured) },
  { key: 'status', header: 'Status', render: (request) => <QuoteStatusBadge status={request.status} /> },
  { key: 'by', header: 'Requested by', wrap: true, render: (request) => request.requested_by?.name ?? '—' },
  { key: 'created', header: 'Created', render: (request) => formatTimestamp(request.created_at) },
];

/** /requested-quotes: the quote requests the user may see, newest first, searched by words, paged. */
export function QuoteRequestsPage() {
  const { api } = useServices();
  const [search, setSearch] = useState('');
  const view = useListView();
  const { state: list } = useLoader(
    useCallback((signal: AbortSignal) => fetchQuoteRequests(api, { search, ...view.query }, signal), [api, search, view.query]),
  );

  return (
    <div className="space-y-4">
      <PageHeader title="Requested Quotes" />
      <SearchForm
        label="Search quote requests"
        placeholder="Request number, subject matter, prospect or client"
        initial={search}
        onSearch={(words) => {
          setSearch(words);
          view.toFirstPage();
        }}
      />
      <PagedTable
        caption="Quote requests"
        columns={COLUMNS}
        rowKey={(request) => request.quote_request_id}
        emptyMessage="No quote requests match"
        {...view.table}
        {...loadedPage(list)}
      />
    </div>
  );
}
