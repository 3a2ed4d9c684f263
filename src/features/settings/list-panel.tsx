import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import type { Loaded } from '../../ui/use-loader';
import type { ReactNode } from 'react';

export interface ListPanelProps<T> {
  /** Names the section, its heading and its list ("Branches"). */
  title: string;
  /** The add button's words; no button when `onAdd` is absent (the user may not add). */
  addLabel: string;
  onAdd?: () => void;
  state: Loaded<T[]>;
  empty: { title: string; description: string };
  /** A problem to show above the list, e.g. a failed switch of one record. */
  notice?: string | null;
  /** One list item per record. */
  children: (record: T) => ReactNode;
  /** Dialogs that belong to the panel. */
  dialogs?: ReactNode;
}

/** A settings tab that lists records: heading with its add button, then loading, failure, empty or the list. */
export function ListPanel<T>({ title, addLabel, onAdd, state, empty, notice, children, dialogs }: ListPanelProps<T>) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center justify-between gap-4">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {onAdd && <Button onClick={onAdd}>{addLabel}</Button>}
      </div>
      {notice && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {notice}
        </p>
      )}
      {state.status === 'loading' && <Loading label={`Loading ${title.toLowerCase()}`} />}
      {state.status === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-800">
          {state.failure.message}
        </p>
      )}
      {state.status === 'ready' && state.data.length === 0 && <EmptyState title={empty.title} description={empty.description} />}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul aria-label={title} className="divide-y divide-slate-100">
          {state.data.map(children)}
        </ul>
      )}
      {dialogs}
    </section>
  );
}
