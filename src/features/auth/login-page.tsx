import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { safeReturnAddress } from '../../../domain/return-address';
import { selectIsChecking, selectIsSignedIn, selectReturnTo } from '../../../machines/session/session.selectors';
import { useSession, useSessionCommands } from '../../app/session/session-context';
import { Loading } from '../../ui/loading';
import { LoginForm } from './login-form';
import { SocialButtons } from './social-buttons';

function Destination() {
  const returnTo = useSession(selectReturnTo);
  const location = useLocation();
  const { returned } = useSessionCommands();
  const from = (location.state as { from?: string } | null)?.from;
  // Decided once: clearing returnTo below must not send the redirect elsewhere.
  const [target] = useState(() => safeReturnAddress(returnTo) ?? safeReturnAddress(from) ?? '/dashboard');
  useEffect(() => {
    if (returnTo) returned();
  }, [returnTo, returned]);
  return <Navigate to={target} replace />;
}

/** /login, and the login-like landing at /. */
export function LoginPage({ landing = false }: { landing?: boolean }) {
  const checking = useSession(selectIsChecking);
  const signedIn = useSession(selectIsSignedIn);
  if (checking) return <Loading fullPage label="Checking your session" />;
  if (signedIn) return <Destination />;

  return (
    <div className="grid min-h-full md:grid-cols-2">
      <section className="hidden flex-col justify-between bg-brand-900 p-10 text-white md:flex">
        <Link to="/" className="text-lg font-semibold">
          IBMS Broker Office
        </Link>
        <div className="max-w-md space-y-4">
          <h2 className="text-3xl font-semibold leading-tight">The back office for Nigerian insurance brokerages.</h2>
          <p className="text-brand-100">
            Clients, quotes, policies, debit notes, premium and VAT remittance, double-entry books, claims and NAICOM returns, in one place.
          </p>
        </div>
        <nav aria-label="About the product" className="flex gap-4 text-sm text-brand-100">
          <Link to="/features" className="hover:text-white">
            Features
          </Link>
          <Link to="/about" className="hover:text-white">
            About
          </Link>
        </nav>
      </section>
      <main className="flex items-center justify-center px-4 py-10">
        <div className="w-full max-w-sm">
          <h1 className="text-2xl font-semibold text-slate-900">{landing ? 'Welcome back' : 'Sign in'}</h1>
          <p className="mb-6 mt-1 text-sm text-slate-600">Sign in to your brokerage's back office.</p>
          <LoginForm />
          <SocialButtons mode="signIn" />
        </div>
      </main>
    </div>
  );
}
