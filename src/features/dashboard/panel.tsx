import { Link } from 'react-router';
import { linkClass } from '../../ui/link-styles';
import type { ReactNode } from 'react';

export interface PanelProps {
  title: string;
  /** The list behind the panel. */
  to: string;
  linkLabel: string;
  /** Said in place of the content when there is nothing to show. */
  empty: string | null;
  children?: ReactNode;
  wide?: boolean;
}

/** A dashboard panel: a heading, what it shows (or that there is nothing), and a way to the records behind it. */
export function Panel({ title, to, linkLabel, empty, children, wide }: PanelProps) {
  return (
    <section
      aria-label={title}
      className={`flex min-w-0 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${wide ? 'lg:col-span-2' : ''}`}
    >
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="flex-1">{empty ? <p className="py-6 text-center text-sm text-slate-500">{empty}</p> : children}</div>
      <Link to={to} className={`${linkClass} text-sm`}>
        {linkLabel}
      </Link>
    </section>
  );
}
