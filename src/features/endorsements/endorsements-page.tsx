import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { ENDORSEMENT_STATUSES, type Endorsement, type EndorsementStatus } from '../../../domain/policies';
import { fetchEndorsements } from '../../api/endorsements';
import { policyPath } from '../../app/record-paths';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { buttonLinkClass, linkClass } from '../../ui/link-styles';
import { FilterSelect, SearchForm } from '../../ui/list-filters';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { loadedPage, PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { statusLabel } from '../../ui/status-badge';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { adjustmentText, day, endorsementPath, kindLabel, REGISTER_PATH } from './endorsement-format';
import { EndorsementStatusBadge } from './endorsement-status-badge';

const TITLE = 'Policy Endorsements';

const STATUSES = ENDORSEMENT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

const COLUMNS: PagedTableColumn<Endorsement>[] = [
  {
    key: 'number',
    header: 'Endorsement no',
    render: (endorsement) => (
      <>
        <Link to={endorsementPath(endorsement.endorsement_id)} className={linkClass}>
          {endorsement.endorsement_number}
        </Link>
        <span className="block text-xs text-slate-500">{kindLabel(endorsement.kind)}</span>
      </>
    ),
  },
  {
    key: 'policy',
    header: 'Policy / client',
    wrap: true,
    render: (endorsement) => (
      <>
        <Link to={policyPath(endorsement.policy_id)} className={linkClass}>
          {endorsement.policy_number}
        </Link>
        <span className="block text-xs text-slate-500">{endorsement.client_name}</span>
      </>
    ),
  },
  { key: 'insurer', header: 'Insurer', wrap: true, render: (endorsement) => endorsement.insurance_provider_name },
  { key: 'effective', header: 'Effective', render: (endorsement) => day(endorsement.effective_date) },
  { key: 'premium', header: 'Premium', wrap: true, render: adjustmentText },
  { key: 'status', header: 'Status', render: (endorsement) => <EndorsementStatusBadge status={endorsement.status} /> },
];

/** /policy/endorsement: the brokerage's endorsements, newest first, by status or words, paged. */
export function EndorsementsPage() {
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading endorsements" />;
  if (!grants.has('View Policies')) return <NotAllowed title={TITLE} permission="View Policies" />;
  return <EndorsementList mayRegister={grants.has('Manage Endorsements')} />;
}

function EndorsementList({ mayRegister }: { mayRegister: boolean }) {
  const { api } = useServices();
  const [filters, setFilters] = useState<{ status: EndorsementStatus | ''; search: string }>({ status: '', search: '' });
  const view = useListView();
  const { state: list, reload } = useLoader(
    useCallback((signal: AbortSignal) => fetchEndorsements(api, { ...filters, ...view.query }, signal), [api, filters, view.query]),
  );
  const narrow = (next: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    view.toFirstPage();
  };

  return (
    <div className="space-y-4">
      <PageHeader
        title={TITLE}
        actions={
          mayRegister && (
            <Link to={REGISTER_PATH} className={buttonLinkClass}>
              Register endorsement
            </Link>
          )
        }
      />
      <div className="grid items-end gap-3 md:grid-cols-3">
        <SearchForm
          label="Search endorsements"
          placeholder="Endorsement or policy number, insured or client"
          initial={filters.search}
          onSearch={(search) => narrow({ search })}
          className="flex items-end gap-2 md:col-span-2"
        />
        <FilterSelect label="Status" value={filters.status} options={STATUSES} onChange={(status) => narrow({ status })} />
      </div>
      <PagedTable
        caption="Endorsements"
        columns={COLUMNS}
        rowKey={(endorsement) => endorsement.endorsement_id}
        emptyMessage="No endorsements match"
        {...view.table}
        onRetry={reload}
        {...loadedPage(list)}
      />
    </div>
  );
}
