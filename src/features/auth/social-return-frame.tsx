import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title';

export type SocialReturnView =
  { kind: 'working'; label: string } | { kind: 'failed'; message: string; links: { to: string; label: string }[] };

/** The page a provider sends the person back to: progress while the code is exchanged, or why it failed. */
export function SocialReturnFrame({ title, view }: { title: string; view: SocialReturnView }): ReactNode {
  usePageTitle(title);

  return (
    <div className="grid min-h-full place-items-center bg-slate-50 px-4 py-10">
      <main className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <Link to="/" className="text-sm font-semibold text-brand-700">
          IBMS Broker Office
        </Link>
        <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
        {view.kind === 'working' ? (
          <div role="status" className="mt-6 flex items-center gap-3 text-sm text-slate-600">
            <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-brand-600 border-r-transparent" />
            {view.label}
          </div>
        ) : (
          <>
            <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {view.message}
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              {view.links.map((link, index) => (
                <Link
                  key={link.to}
                  to={link.to}
                  className={
                    index === 0
                      ? 'rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700'
                      : 'rounded-lg border border-slate-300 px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50'
                  }
                >
                  {link.label}
                </Link>
              ))}
            </div>
          </>
        )}
      </main>
    </div>
  );
}
