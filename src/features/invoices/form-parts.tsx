import type { ReactNode } from 'react';

/** A note beside a form: a hint, or a warning the person should read before submitting. */
export function Note({ children, tone = 'info' }: { children: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <p className={`rounded-lg px-3 py-2 text-sm ${tone === 'warning' ? 'bg-amber-50 text-amber-900' : 'bg-slate-50 text-slate-700'}`}>
      {children}
    </p>
  );
}

export { Fact } from '../../ui/fact';

export const linkClass = 'font-medium text-brand-700 hover:underline';
export const buttonLinkClass = 'rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700';
export const secondaryLinkClass =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50';
