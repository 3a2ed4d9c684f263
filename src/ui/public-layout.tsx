import { type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

const navLink = ({ isActive }: { isActive: boolean }) =>
  [
    'rounded-md px-1 py-1 font-medium hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
    isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-slate-700',
  ].join(' ');

function ProductLogo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-brand-600 text-sm font-bold text-white">
        IB
      </span>
      <span className="whitespace-nowrap text-base font-semibold text-slate-900">IBMS Broker Office</span>
    </Link>
  );
}

/** The frame of the public site: the logo leads home, the header leads to every public page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:shadow"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 py-4 sm:px-6 xl:max-w-7xl">
          <ProductLogo />
          <nav aria-label="Site" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm md:gap-x-6">
            <NavLink to="/features" className={navLink}>
              Features
            </NavLink>
            <NavLink to="/about" className={navLink}>
              About
            </NavLink>
            <NavLink to="/login" className={navLink}>
              Sign in
            </NavLink>
            <Link
              to="/get-started"
              className="rounded-lg bg-brand-600 px-3 py-2 font-medium text-white hover:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
            >
              Get started
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6 xl:max-w-7xl">
          <p>IBMS Broker Office: the back office for Nigerian insurance brokerages. Amounts in naira.</p>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-1">
            <Link to="/features" className="hover:text-brand-700">
              Features
            </Link>
            <Link to="/about" className="hover:text-brand-700">
              About
            </Link>
            <Link to="/get-started" className="hover:text-brand-700">
              Get started
            </Link>
            <Link to="/login" className="hover:text-brand-700">
              Sign in
            </Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}

/**
 * The opening of a public page: its one h1 (the page's name, as the route table calls it), an
 * optional tagline shown large under it, and a line that says what the page is for.
 */
export function PublicHero({ title, tagline, lead, children }: { title: string; tagline?: string; lead: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16 xl:max-w-7xl xl:py-20">
        <h1
          id="page-title"
          className={
            tagline
              ? 'text-sm font-semibold uppercase tracking-wider text-brand-700'
              : 'max-w-3xl text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl xl:text-5xl'
          }
        >
          {title}
        </h1>
        {tagline && (
          <p className="mt-3 max-w-3xl text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl xl:text-5xl">{tagline}</p>
        )}
        <p className="mt-4 max-w-2xl text-base text-slate-700 sm:text-lg">{lead}</p>
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </section>
  );
}

/** Calls to action on the public pages: links that look like buttons. */
export const actionLink = {
  primary:
    'inline-flex items-center justify-center rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 ' +
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2',
  secondary:
    'inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 ' +
    'hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2',
};
