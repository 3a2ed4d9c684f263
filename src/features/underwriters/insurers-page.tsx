import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fetchInsurers } from '../../api/providers';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { notify } from '../../ui/toaster';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { InsurerFilters } from './insurer-filters';
import { InsurerFormDialog } from './insurer-form-dialog';
import type { LicenceClass } from '../../../domain/insurers';
import type { Insurer } from '../../../domain/underwriters';

const columns: PagedTableColumn<Insurer>[] = [
  {
    key: 'name',
    header: 'Insurer',
    render: (insurer) => (
      <span className="flex items-center gap-2">
        <Link to={`/underwriter/${insurer.provider_id}`} className="font-medium text-brand-700 hover:underline">
          {insurer.name}
        </Link>
        {insurer.own && (
          <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">Added by your brokerage</span>
        )}
      </span>
    ),
  },
  { key: 'short', header: 'Short name', render: (insurer) => insurer.short_name },
  { key: 'class', header: 'Licence class', render: (insurer) => insurer.licence_class },
  { key: 'underwriters', header: 'Your underwriters', align: 'right', render: (insurer) => insurer.underwriter_count },
];

/** /underwriters: the NAICOM list and the insurers the brokerage added, each leading to its underwriters. */
export function UnderwritersPage() {
  const { api } = useServices();
  const navigate = useNavigate();
  const may = useGrants().has('Manage Underwriters');
  const [search, setSearch] = useState('');
  const [licenceClass, setLicenceClass] = useState<LicenceClass | ''>('');
  const view = useListView();
  const { toFirstPage } = view;
  const [adding, setAdding] = useState(false);
  const { state } = useLoader(
    useCallback(
      (signal: AbortSignal) => fetchInsurers(api, { search, licenceClass, ...view.query }, signal),
      [api, search, licenceClass, view.query],
    ),
  );
  const searchFor = useCallback((text: string) => (setSearch(text), toFirstPage()), [toFirstPage]);
  const chooseClass = useCallback((value: LicenceClass | '') => (setLicenceClass(value), toFirstPage()), [toFirstPage]);

  const filtered = search.trim() !== '' || licenceClass !== '';
  const ready = state.status === 'ready' ? state.data : null;
  return (
    <div className="space-y-4">
      <PageHeader title="Underwriters" actions={may && <Button onClick={() => setAdding(true)}>Add insurer</Button>} />
      <p className="text-sm text-slate-600">
        The insurers licensed by NAICOM, and any your brokerage added itself. Open one to keep your underwriters and their contacts there.
      </p>
      <InsurerFilters search={search} licenceClass={licenceClass} onSearch={searchFor} onLicenceClass={chooseClass} />
      <PagedTable
        caption="Insurers"
        columns={columns}
        rows={ready?.insurers}
        rowKey={(insurer) => String(insurer.provider_id)}
        status={state.status === 'failed' ? 'error' : state.status}
        error={state.status === 'failed' ? state.failure.message : undefined}
        emptyMessage={filtered ? 'No insurer matches your search' : 'No insurers yet'}
        {...view.table}
        pages={ready?.pages ?? 1}
        total={ready?.total}
      />
      {adding && (
        <InsurerFormDialog
          insurer={null}
          onClose={() => setAdding(false)}
          onSaved={(insurer) => {
            notify.success(`${insurer.name} added to your insurers list`);
            void navigate(`/underwriter/${insurer.provider_id}`);
          }}
        />
      )}
    </div>
  );
}
