import type { ReactNode } from 'react';

/** The classes of a card table's header cells and body cells. */
export const headCell = 'px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const bodyCell = 'px-4 py-2 text-slate-700';

/** A table on a card, named by its caption (its rows and header are the children). */
export function CardTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="bg-slate-50 px-4 py-2 text-left text-sm font-semibold text-slate-900">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
