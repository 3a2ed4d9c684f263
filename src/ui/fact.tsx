import type { ReactNode } from 'react';

/**
 * One fact of a card, inside a <dl>: a term and what it is. A wide fact takes its grid span as
 * `className`: a wrapper of its own would stand between the <dl> and its <dt>/<dd> group.
 */
export function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={['min-w-0', className].filter(Boolean).join(' ')}>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{term}</dt>
      <dd className="mt-0.5 text-sm wrap-anywhere text-slate-900">{children}</dd>
    </div>
  );
}
