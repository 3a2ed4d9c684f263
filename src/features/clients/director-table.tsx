import { EmptyState } from '../../ui/empty-state';
import { exposure, joined } from './detail-list';
import type { Director } from '../../../domain/client-records';
import type { ReactNode } from 'react';

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
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Directors</caption>
        <thead className="bg-slate-50">
          <tr>
            {['Name', 'Shareholding', 'Phone', 'Identification', 'BVN', 'Politically exposed'].map((header) => (
              <th key={header} scope="col" className="px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {directors.map((director) => (
            <tr key={director.director_id}>
              <th scope="row" className="px-4 py-3 text-left font-medium text-slate-900">
                {joined(director.title, director.firstname, director.lastname)}
              </th>
              <td className="px-4 py-3 text-slate-700">{director.shareholding ? `${director.shareholding}%` : '—'}</td>
              <td className="px-4 py-3 text-slate-700">{director.phone ?? '—'}</td>
              <td className="px-4 py-3 text-slate-700">
                {joined(director.identification_type, director.identification_number) || '—'}
                {director.identification_expired && <span className="ml-2 rounded bg-amber-50 px-1.5 text-xs text-amber-800">Expired</span>}
              </td>
              <td className="px-4 py-3 text-slate-700">{director.bvn ?? '—'}</td>
              <td className="px-4 py-3 text-slate-700">{exposure(director.politically_exposed, director.political_position)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
