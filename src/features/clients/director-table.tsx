import { EmptyState } from '../../ui/empty-state';
import { ListTable, type ListColumn } from '../../ui/list-table';
import { exposure, joined } from './detail-list';
import type { Director } from '../../../domain/client-records';
import type { ReactNode } from 'react';

const columns: ListColumn<Director>[] = [
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    wrap: true,
    render: (director) => joined(director.title, director.firstname, director.lastname),
  },
  { key: 'shareholding', header: 'Shareholding', render: (director) => (director.shareholding ? `${director.shareholding}%` : '—') },
  { key: 'phone', header: 'Phone', render: (director) => director.phone ?? '—' },
  {
    key: 'identification',
    header: 'Identification',
    wrap: true,
    render: (director) => (
      <>
        {joined(director.identification_type, director.identification_number) || '—'}
        {director.identification_expired && <span className="ml-2 rounded bg-amber-50 px-1.5 text-xs text-amber-800">Expired</span>}
      </>
    ),
  },
  { key: 'bvn', header: 'BVN', render: (director) => director.bvn ?? '—' },
  {
    key: 'exposed',
    header: 'Politically exposed',
    wrap: true,
    render: (director) => exposure(director.politically_exposed, director.political_position),
  },
];

/** A company's directors with what KYC asks of each. */
export function DirectorTable({ directors, emptyAction }: { directors: Director[]; emptyAction?: ReactNode }) {
  if (directors.length === 0) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white">
        <EmptyState title="No directors yet" description="Directors are needed for the company’s KYC." action={emptyAction} />
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <ListTable caption="Directors" columns={columns} rows={directors} rowKey={(director) => director.director_id} />
    </div>
  );
}
