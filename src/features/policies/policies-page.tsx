import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { formatNairaText } from '../../../domain/money';
import { POLICY_STATUSES, type Policy, type PolicyStatus } from '../../../domain/policies';
import { fetchPolicies, policyListQuery } from '../../api/policies';
import { ListExportMenu } from '../../app/list-export-menu';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { buttonLinkClass, linkClass } from '../../ui/link-styles';
import { FilterSelect, SearchForm } from '../../ui/list-filters';
import { PageHeader } from '../../ui/page-header';
import { loadedPage, PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { PolicyStatusBadge, statusLabel } from './policy-status-badge';

const STATUSES = POLICY_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

const COLUMNS: PagedTableColumn<Policy>[] = [
  {
    key: 'number',
    sortable: 'policy_no',
    header: 'Policy no',
    render: (policy) => (
      <>
        <Link to={`/policies/${encodeURIComponent(policy.policy_id)}`} className={linkClass}>
          {policy.policy_number}
        </Link>
        <span className="block text-xs text-slate-500">{policy.insurer_policy_number ?? 'No insurer’s number yet'}</span>
      </>
    ),
  },
  {
    key: 'insured',
    sortable: 'insured',
    header: 'Insured / client',
    wrap: true,
    render: (policy) => (
      <>
        {policy.name_of_insured}
        <span className="block text-xs text-slate-500">{policy.client_name}</span>
      </>
    ),
  },
  {
    key: 'insurer',
    header: 'Insurer / product',
    wrap: true,
    render: (policy) => (
      <>
        {policy.insurance_provider_name}
        <span className="block text-xs text-slate-500">{policy.product_name}</span>
      </>
    ),
  },
  {
    key: 'period',
    sortable: 'end_date',
    header: 'Period',
    render: (policy) => (
      <>
        {policy.start_date}
        <span className="block text-xs text-slate-500">to {policy.end_date}</span>
      </>
    ),
  },
  { key: 'premium', sortable: 'amount', header: 'Premium', align: 'right', render: (policy) => formatNairaText(policy.premium) },
  { key: 'status', sortable: 'status', header: 'Status', render: (policy) => <PolicyStatusBadge status={policy.status} /> },
];

/** /policies: the brokerage's policies and proposals, newest first, by status or words, paged. */
export function PoliciesPage() {
  const { api } = useServices();
  const canCreate = useGrants().has('Create Policy');
  const [filters, setFilters] = useState<{ status: PolicyStatus | ''; search: string }>({ status: '', search: '' });
  const view = useListView();
  const { state: list, reload } = useLoader(
    useCallback((signal: AbortSignal) => fetchPolicies(api, { ...filters, ...view.query }, signal), [api, filters, view.query]),
  );
  const narrow = (next: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    view.toFirstPage();
  };

  return (
    <div className="space-y-4">
      <PageHeader
        title="Policy Proposals"
        actions={
          <>
            <ListExportMenu list="policies" query={policyListQuery({ ...filters, ...view.query })} />
            {canCreate && (
              <Link to="/policy/new" className={buttonLinkClass}>
                New proposal
              </Link>
            )}
          </>
        }
      />
      <div className="grid items-end gap-3 md:grid-cols-3">
        <SearchForm
          label="Search policies"
          placeholder="Policy number, insured or client"
          initial={filters.search}
          onSearch={(search) => narrow({ search })}
          className="flex items-end gap-2 md:col-span-2"
        />
        <FilterSelect label="Status" value={filters.status} options={STATUSES} onChange={(status) => narrow({ status })} />
      </div>
      <PagedTable
        caption="Policies"
        columns={COLUMNS}
        rowKey={(policy) => policy.policy_id}
        emptyMessage="No policies match"
        {...view.table}
        onRetry={reload}
        {...loadedPage(list)}
      />
    </div>
  );
}
