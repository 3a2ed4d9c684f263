import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { formatTimestamp } from '../../../domain/format/dates';
import { formatNairaText } from '../../../domain/money';
import { QUOTE_STATUSES, type Quote, type QuoteStatus } from '../../../domain/quotes';
import { fetchQuotes, quoteListQuery } from '../../api/quotes';
import { ListExportMenu } from '../../app/list-export-menu';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { FilterSelect, SearchForm } from '../../ui/list-filters';
import { PageHeader } from '../../ui/page-header';
import { loadedPage, PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { buttonLinkClass, linkClass, secondaryLinkClass } from './quote-figures';
import { QuoteStatusBadge, statusLabel } from './quote-status-badge';

const STATUSES = QUOTE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

const COLUMNS: PagedTableColumn<Quote>[] = [
  {
    key: 'number',
    sortable: 'quote_no',
    header: 'Quote no',
    render: (quote) => (
      <Link to={`/quotes/${encodeURIComponent(quote.quote_id)}`} className={linkClass}>
        {quote.quote_number}
      </Link>
    ),
  },
  { key: 'client', header: 'Client', wrap: true, render: (quote) => quote.client_name },
  { key: 'insured', sortable: 'insured', header: 'Name of insured', wrap: true, render: (quote) => quote.name_of_insured },
  {
    key: 'insurer',
    header: 'Insurer / product',
    wrap: true,
    render: (quote) => (
      <>
        {quote.insurance_provider_name}
        <span className="block text-xs text-slate-500">{quote.product_name}</span>
      </>
    ),
  },
  { key: 'premium', sortable: 'amount', header: 'Premium', align: 'right', render: (quote) => formatNairaText(quote.premium) },
  { key: 'status', sortable: 'status', header: 'Status', render: (quote) => <QuoteStatusBadge status={quote.status} /> },
  { key: 'created', header: 'Created', wrap: true, render: (quote) => formatTimestamp(quote.created_at) },
  { key: 'updated', header: 'Updated', wrap: true, render: (quote) => formatTimestamp(quote.updated_at) },
];

/** /quotes and /list/quotes: the brokerage's quotes, newest first, by status or words, paged. */
export function QuotesPage() {
  const { api } = useServices();
  const canCreate = useGrants().has('Create Quote');
  const [filters, setFilters] = useState<{ status: QuoteStatus | ''; search: string }>({ status: '', search: '' });
  const view = useListView();
  const { state: list } = useLoader(
    useCallback((signal: AbortSignal) => fetchQuotes(api, { ...filters, ...view.query }, signal), [api, filters, view.query]),
  );
  const narrow = (next: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    view.toFirstPage();
  };

  return (
    <div className="space-y-4">
      <PageHeader
        title="Quotes"
        actions={
          <>
            <ListExportMenu list="quotes" query={quoteListQuery({ ...filters, ...view.query })} />
            {canCreate && (
              <div className="flex gap-2">
                <Link to="/request-quote" className={secondaryLinkClass}>
                  Create Quote
                </Link>
                <Link to="/quotes/new" className={buttonLinkClass}>
                  Prepare quote
                </Link>
              </div>
            )}
          </>
        }
      />
      <div className="grid items-end gap-3 md:grid-cols-3">
        <SearchForm
          label="Search quotes"
          placeholder="Quote number, insured or client"
          initial={filters.search}
          onSearch={(search) => narrow({ search })}
          className="flex items-end gap-2 md:col-span-2"
        />
        <FilterSelect label="Status" value={filters.status} options={STATUSES} onChange={(status) => narrow({ status })} />
      </div>
      <PagedTable
        caption="Quotes"
        columns={COLUMNS}
        rowKey={(quote) => quote.quote_id}
        emptyMessage="No quotes match"
        {...view.table}
        {...loadedPage(list)}
      />
    </div>
  );
}
