import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import type { PublicBrokerage } from '../../../domain/broker-host';

const COMPANY_SUFFIXES = /^(ltd|limited|plc|llc|nig|nigeria)\.?$/i;

/** Up to two initials from the brokerage's name, e.g. "DI" for Demo Insurance Brokers Ltd. */
function monogram(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word) && !COMPANY_SUFFIXES.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

export interface BrokerLandingProps {
  brokerage: PublicBrokerage;
  /** The sign-in form; the app passes it in, as features do not import each other. */
  signInForm: ReactNode;
}

/** The landing page at a brokerage's own address: its name, how to reach it, and the way in. */
export function BrokerLanding({ brokerage, signInForm }: BrokerLandingProps) {
  usePageTitle(brokerage.name);

  const hasContact = Boolean(brokerage.email || brokerage.phone);
  return (
    <div className="grid min-h-full md:grid-cols-2">
      <header className="flex flex-col gap-8 bg-brand-900 px-6 py-8 text-white sm:px-10 md:justify-between md:py-10 xl:px-16">
        <div aria-hidden="true" className="grid size-14 place-items-center rounded-2xl bg-white/10 text-xl font-bold ring-1 ring-white/20">
          {monogram(brokerage.name)}
        </div>
        <div className="max-w-lg space-y-4">
          <h1 className="text-3xl font-semibold leading-tight sm:text-4xl">{brokerage.name}</h1>
          <p className="text-brand-100 sm:text-lg">
            Welcome to the back office of {brokerage.name}. Staff and agents sign in here to work on clients, policies and claims.
          </p>
        </div>
        {hasContact && (
          <section aria-labelledby="brokerage-contact" className="text-sm">
            <h2 id="brokerage-contact" className="font-semibold text-white">
              Contact
            </h2>
            <address className="mt-2 flex flex-col gap-1 not-italic text-brand-100">
              {brokerage.email && (
                <a href={`mailto:${brokerage.email}`} className="w-fit hover:text-white hover:underline">
                  {brokerage.email}
                </a>
              )}
              {brokerage.phone && (
                <a href={`tel:${brokerage.phone.replace(/[^\d+]/g, '')}`} className="w-fit hover:text-white hover:underline">
                  {brokerage.phone}
                </a>
              )}
            </address>
          </section>
        )}
      </header>
      <main className="flex flex-col items-center justify-center gap-10 px-4 py-10">
        <section aria-labelledby="brokerage-sign-in" className="w-full max-w-sm">
          <h2 id="brokerage-sign-in" className="text-2xl font-semibold text-slate-900">
            Sign in
          </h2>
          <p className="mb-6 mt-1 text-sm text-slate-600">Sign in to the back office of {brokerage.name}.</p>
          {signInForm}
        </section>
        <footer className="text-center text-xs text-slate-500">
          Runs on IBMS Broker Office ·{' '}
          <Link to="/features" className="font-medium text-brand-700 hover:underline">
            Features
          </Link>{' '}
          ·{' '}
          <Link to="/about" className="font-medium text-brand-700 hover:underline">
            About
          </Link>
        </footer>
      </main>
    </div>
  );
}
