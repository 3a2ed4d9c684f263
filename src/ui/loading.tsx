import type { JSX } from 'react';

export type LoadingProps = {
  label?: string;
  /** Covers the whole page, e.g. while the session is being restored. */
  fullPage?: boolean;
};

export function Loading({ label = 'Loading', fullPage = false }: LoadingProps): JSX.Element {
  const spinner = (
    <span
      aria-hidden="true"
      className={[
        'animate-spin rounded-full border-brand-600 border-r-transparent',
        fullPage ? 'size-10 border-4' : 'size-5 border-2',
      ].join(' ')}
    />
  );

  if (fullPage) {
    return (
      <div role="status" className="fixed inset-0 z-40 flex flex-col items-center justify-center gap-3 bg-slate-50/80">
        {spinner}
        <span className="text-sm text-slate-600">{label}</span>
      </div>
    );
  }

  return (
    <div role="status" className="flex items-center justify-center p-4">
      {spinner}
      <span className="sr-only">{label}</span>
    </div>
  );
}
