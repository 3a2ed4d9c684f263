import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { clientPagePath, type ClientSummary } from '../../../domain/client-records';
import { CLIENT_STATUSES, kindOfType, type ClientStatus, type ClientType } from '../../../domain/clients';
import { fetchClients, clientListQuery } from '../../api/clients';
import { ListExportMenu } from '../../app/list-export-menu';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { FilterSelect, SearchForm } from '../../ui/list-filters';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { ClientStatusBadge, clientStatusLabel } from './client-status-badge';
import { primaryLinkClass } from './link-styles';

const STATUS_OPTIONS = CLIENT_STATUSES.map((status) => ({ value: status, label: clientStatusLabel(status) }));
const TYPE_OPTIONS: { value: ClientType; label: string }[] = [
  { value: 'INDIVIDUAL', label: 'Individual' },
  { value: 'CORPORATE', label: 'Corporate' },
];

const columns: PagedTableColumn<ClientSummary>[] = [
  {
    key: 'name',
    sortable: 'name',
    header: 'Name',
    render: (client) => (
      <Link to={clientPagePath(kindOfType(client.client_type), client.client_id)} className="font-medium text-brand-700 hover:underline">
        {client.name}
      </Link>
    ),
  },
  { key: 'type', header: 'Type', render: (client) => (client.client_type === 'INDIVIDUAL' ? 'Individual' : 'Corporate') },
  { key: 'email', header: 'Email', render: (client) => client.email ?? '—' },
  { key: 'phone', header: 'Phone', render: (client) => client.phone ?? '—' },
  { key: 'state', header: 'State', render: (client) => client.state_name ?? '—' },
  { key: 'status', header: 'Status', render: (client) => <ClientStatusBadge status={client.status} /> },
];

/** /all-clients: individual and corporate clients together, searched, filtered and paged. */
export function AllClientsPage() {
  const { api } = useServices();
  const grants = useGrants();
  const [query, setQuery] = useState({ searchQuery: '', status: '' as ClientStatus | '', clientType: '' as ClientType | '' });
  const view = useListView();
  const narrow = (change: Partial<typeof query>) => {
    setQuery((now) => ({ ...now, ...change }));
    view.toFirstPage();
  };
  const allowed = grants.has('View Clients');
  const { state } = useLoader(
    useCallback(
      (signal: AbortSignal) => (allowed ? fetchClients(api, { ...query, ...view.query }, signal) : new Promise<never>(() => {})),
      [api, query, view.query, allowed],
    ),
  );
  if (grants.loading) return <Loading label="Loading" />;
  if (!allowed) return <NotAllowed title="Clients" permission="View Clients" />;

  const narrowed = query.searchQuery !== '' || query.status !== '' || query.clientType !== '';

  return (
    <div className="space-y-4">
      <PageHeader
        title="Clients"
        actions={
          <>
            <ListExportMenu list="clients" query={clientListQuery({ ...query, ...view.query })} />
            {grants.has('Create Client') && (
              <Link to="/client-setup" className={primaryLinkClass}>
                Create client
              </Link>
            )}
          </>
        }
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <SearchForm
          name="Clients"
          label="Search clients"
          placeholder="Name, email, phone or RC number"
          onSearch={(searchQuery) => narrow({ searchQuery })}
        />
        <div className="grid grid-cols-2 gap-3 lg:w-96">
          <FilterSelect label="Status" value={query.status} options={STATUS_OPTIONS} onChange={(status) => narrow({ status })} />
          <FilterSelect label="Kind" value={query.clientType} options={TYPE_OPTIONS} onChange={(clientType) => narrow({ clientType })} />
        </div>
      </div>
      <PagedTable
        caption="Clients"
        columns={columns}
        rows={state.status === 'ready' ? state.data.data : undefined}
        rowKey={(client) => `${client.client_type}-${client.client_id}`}
        status={state.status === 'failed' ? 'error' : state.status}
        error={state.status === 'failed' ? state.failure.message : undefined}
        emptyMessage={narrowed ? 'No clients match' : 'No clients yet'}
        {...view.table}
        pages={state.status === 'ready' ? state.data.meta.pages : 1}
        total={state.status === 'ready' ? state.data.meta.total : undefined}
      />
    </div>
  );
}
