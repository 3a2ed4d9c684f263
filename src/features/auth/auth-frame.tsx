import { Link } from 'react-router';
import type { ReactNode } from 'react';

/** The frame of every page around signing in: the product's name, a heading, the form. */
export function AuthFrame({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="flex min-h-full flex-col items-center bg-slate-50 px-4 py-10">
      <Link to="/" className="mb-8 text-lg font-semibold text-brand-700">
        IBMS Broker Office
      </Link>
      <main className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5 sm:p-8`}>
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {lead && <div className="mt-1 text-sm text-slate-600">{lead}</div>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}

export function Alert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-emerald-200 bg-emerald-50 text-emerald-800',
    info: 'border-brand-100 bg-brand-50 text-brand-900',
  }[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-3 py-2 text-sm ${styles}`}>
      {children}
    </div>
  );
}
