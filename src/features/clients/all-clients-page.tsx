import { type FormEvent, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { clientPagePath, type ClientSummary } from '../../../domain/client-records';
import { CLIENT_STATUSES, kindOfType, type ClientStatus, type ClientType } from '../../../domain/clients';
import { fetchClients } from '../../api/clients';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { SelectInput } from '../../ui/select-input';
import { useLoader } from '../../ui/use-loader';
import { ClientStatusBadge, clientStatusLabel } from './client-status-badge';
import { primaryLinkClass } from './link-styles';
import { NotAllowed } from './not-allowed';

const PAGE_SIZE = 20;
const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  ...CLIENT_STATUSES.map((status) => ({ value: status, label: clientStatusLabel(status) })),
];
const TYPE_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'INDIVIDUAL', label: 'Individual' },
  { value: 'CORPORATE', label: 'Corporate' },
];

const columns: PagedTableColumn<ClientSummary>[] = [
  {
    key: 'name',
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
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState({ searchQuery: '', status: '' as ClientStatus | '', clientType: '' as ClientType | '', page: 1 });
  const allowed = grants.has('View Clients');
  const { state } = useLoader(
    useCallback(
      (signal: AbortSignal) => (allowed ? fetchClients(api, { ...query, limit: PAGE_SIZE }, signal) : new Promise<never>(() => {})),
      [api, query, allowed],
    ),
  );
  if (grants.loading) return <Loading label="Loading" />;
  if (!allowed) return <NotAllowed title="Clients" permission="View Clients" />;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery((now) => ({ ...now, searchQuery: typed.trim(), page: 1 }));
  };
  const narrowed = query.searchQuery !== '' || query.status !== '' || query.clientType !== '';

  return (
    <div className="space-y-4">
      <PageHeader
        title="Clients"
        actions={
          grants.has('Create Client') && (
            <Link to="/client-setup" className={primaryLinkClass}>
              Create client
            </Link>
          )
        }
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <form role="search" aria-label="Clients" onSubmit={search} className="flex flex-1 items-end gap-2">
          <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
            Search clients
            <input
              type="search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="Name, email, phone or RC number"
              className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm font-normal focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
            />
          </label>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <div className="grid grid-cols-2 gap-3 lg:w-96">
          <SelectInput
            label="Status"
            value={query.status || 'all'}
            options={STATUS_OPTIONS}
            onChange={(status) => setQuery((now) => ({ ...now, status: status === 'all' ? '' : (status as ClientStatus), page: 1 }))}
          />
          <SelectInput
            label="Kind"
            value={query.clientType || 'all'}
            options={TYPE_OPTIONS}
            onChange={(type) => setQuery((now) => ({ ...now, clientType: type === 'all' ? '' : (type as ClientType), page: 1 }))}
          />
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
        page={query.page}
        pages={state.status === 'ready' ? state.data.meta.pages : 1}
        total={state.status === 'ready' ? state.data.meta.total : undefined}
        onPageChange={(page) => setQuery((now) => ({ ...now, page }))}
      />
    </div>
  );
}
