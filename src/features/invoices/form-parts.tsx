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

export { buttonLinkClass, linkClass, secondaryLinkClass } from '../../ui/link-styles';
