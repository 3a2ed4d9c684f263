import { Link } from 'react-router';
import { linkClass } from '../../ui/link-styles';
import type { Loaded } from '../../ui/use-loader';

export interface FigureTileProps {
  label: string;
  state: Loaded<string>;
  /** What a zero means, said under it. */
  emptyHint: string;
  isEmpty: boolean;
  /** The list behind the figure. */
  to: string;
  linkLabel: string;
}

/** One of the dashboard's four totals: its figure, or that it is loading or could not be read. */
export function FigureTile({ label, state, emptyHint, isEmpty, to, linkLabel }: FigureTileProps) {
  return (
    <section
      aria-label={label}
      className="flex min-w-0 flex-col justify-between gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 className="text-sm font-medium text-slate-600">{label}</h2>
      {state.status === 'loading' && (
        <p role="status" aria-label={`Loading ${label.toLowerCase()}`} className="h-8 w-32 animate-pulse rounded bg-slate-100" />
      )}
      {state.status === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          Could not be read: {state.failure.message}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <p className="text-2xl font-semibold tabular-nums text-slate-900">{state.data}</p>
          {isEmpty && <p className="text-xs text-slate-500">{emptyHint}</p>}
        </>
      )}
      <Link to={to} className={`${linkClass} text-sm`}>
        {linkLabel}
      </Link>
    </section>
  );
}
