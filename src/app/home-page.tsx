import { lazy, Suspense, useEffect, useState } from 'react';
import { describeFailure, ERROR_CODES } from '../../domain/api';
import { selectIsChecking, selectIsSignedIn } from '../../machines/session/session.selectors';
import { LoginForm } from '../features/auth/login-form';
import { LoginPage } from '../features/auth/login-page';
import { SocialButtons } from '../features/auth/social-buttons';
import { Loading } from '../ui/loading';
import { useServices, useSession } from './session/session-context';
import type { PublicBrokerage } from '../../domain/broker-host';

// A brokerage's own landing, and the structs its address is asked with, load only where they are needed.
const BrokerLanding = lazy(() => import('../features/public/broker-landing').then((module) => ({ default: module.BrokerLanding })));

type ThisHost =
  { kind: 'asking' } | { kind: 'app' } | { kind: 'brokerage'; brokerage: PublicBrokerage } | { kind: 'unknownAddress'; message: string };

/** Whose page this host is: the app's own, a brokerage's, or an address no brokerage uses. */
function useThisHost(): ThisHost {
  const { api } = useServices();
  const [host, setHost] = useState<ThisHost>({ kind: 'asking' });
  useEffect(() => {
    const controller = new AbortController();
    import('../api/tenants')
      .then(({ fetchCurrentBrokerage }) => fetchCurrentBrokerage(api, controller.signal))
      .then((brokerage) => setHost(brokerage ? { kind: 'brokerage', brokerage } : { kind: 'app' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = describeFailure(error);
        // Signing in works on any host, so anything but a clear "no such brokerage" shows the usual landing.
        setHost(failure.code === ERROR_CODES.notFound ? { kind: 'unknownAddress', message: failure.message } : { kind: 'app' });
      });
    return () => controller.abort();
  }, [api]);
  return host;
}

/** `/`: a brokerage's own landing page at its address, the product's sign-in landing elsewhere. */
export function HomePage() {
  const host = useThisHost();
  const checking = useSession(selectIsChecking);
  const signedIn = useSession(selectIsSignedIn);
  // The login page restores the session and sends a signed-in visitor on, wherever they are.
  if (checking || signedIn) return <LoginPage landing />;
  switch (host.kind) {
    case 'asking':
      return <Loading fullPage label="Loading" />;
    case 'brokerage':
      return (
        <Suspense fallback={<Loading fullPage label="Loading" />}>
          <BrokerLanding
            brokerage={host.brokerage}
            signInForm={
              <>
                <LoginForm />
                <SocialButtons mode="signIn" />
              </>
            }
          />
        </Suspense>
      );
    case 'unknownAddress':
      return (
        <div className="grid min-h-full grid-rows-[auto_1fr]">
          <p role="status" className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-center text-sm text-amber-900">
            <strong className="font-semibold">{host.message}</strong> ({window.location.hostname}). Check the address with your brokerage,
            or sign in below.
          </p>
          <LoginPage landing />
        </div>
      );
    case 'app':
      return <LoginPage landing />;
  }
}
