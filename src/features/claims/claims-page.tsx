import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type ClaimStatus } from '../../../domain/claims';
import { fetchClaims, claimListQuery } from '../../api/claims';
import { ListExportMenu } from '../../app/list-export-menu';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { EmptyState } from '../../ui/empty-state';
import { buttonLinkClass, linkClass, secondaryLinkClass } from '../../ui/link-styles';
import { FilterSelect, SearchForm } from '../../ui/list-filters';
import { Loading } from '../../ui/loading';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { loadedPage, PagedTable } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { CLAIM_COLUMNS } from './claims-columns';
import { CLAIM_SETTINGS_PATH, REGISTER_CLAIM_PATH } from './claims-format';

const TITLE = 'Claims';

const STATUSES = CLAIM_STATUSES.map((status) => ({ value: status, label: CLAIM_STATUS_LABELS[status] }));

/** /claims/list (and /claims): the brokerage's claims, newest first, by status or words, paged, each with its age. */
export function ClaimsPage() {
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading claims" />;
  if (!grants.has('View Claims')) return <NotAllowed title={TITLE} permission="View Claims" />;
  return <ClaimList mayRegister={grants.has('Register Claim')} maySetUp={grants.has('Update Claim')} />;
}

function ClaimList({ mayRegister, maySetUp }: { mayRegister: boolean; maySetUp: boolean }) {
  const { api } = useServices();
  const [filters, setFilters] = useState<{ status: ClaimStatus | ''; search: string }>({ status: '', search: '' });
  const view = useListView();
  const { state: list, reload } = useLoader(
    useCallback((signal: AbortSignal) => fetchClaims(api, { ...filters, ...view.query }, signal), [api, filters, view.query]),
  );
  const narrow = (next: Partial<typeof filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    view.toFirstPage();
  };
  const none =
    list.status === 'ready' && list.data.rows.length === 0 && view.query.page === 1 && filters.status === '' && filters.search === '';

  return (
    <div className="space-y-4">
      <PageHeader
        title={TITLE}
        actions={
          <>
            <ListExportMenu list="claims" query={claimListQuery({ ...filters, ...view.query })} />
            {maySetUp && (
              <Link to={CLAIM_SETTINGS_PATH} className={secondaryLinkClass}>
                Claim settings
              </Link>
            )}
            {mayRegister && (
              <Link to={REGISTER_CLAIM_PATH} className={buttonLinkClass}>
                Register claim
              </Link>
            )}
          </>
        }
      />
      <div className="grid items-end gap-3 md:grid-cols-3">
        <SearchForm
          label="Search claims"
          placeholder="Claim or policy number, client or insured item"
          initial={filters.search}
          onSearch={(search) => narrow({ search })}
          className="flex items-end gap-2 md:col-span-2"
        />
        <FilterSelect label="Status" value={filters.status} options={STATUSES} onChange={(status) => narrow({ status })} />
      </div>
      {none ? (
        <div className="rounded-lg border border-slate-200 bg-white shadow-sm">
          <EmptyState
            title="No claims yet"
            description="A loss a client reports on one of the brokerage's policies is registered here, and followed to its settlement."
            action={
              mayRegister && (
                <Link to={REGISTER_CLAIM_PATH} className={linkClass}>
                  Register the first claim
                </Link>
              )
            }
          />
        </div>
      ) : (
        <PagedTable
          caption="Claims"
          columns={CLAIM_COLUMNS}
          rowKey={(claim) => claim.claim_id}
          emptyMessage="No claims match"
          {...view.table}
          onRetry={reload}
          {...loadedPage(list)}
        />
      )}
    </div>
  );
}
