import { type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isAdmin } from '../../../domain/auth';
import { selectClaims, selectIsChecking, selectIsExpired, selectIsSignedIn } from '../../../machines/session/session.selectors';
import { useSession, useSessionCommands } from '../../app/session/session-context';
import { notify } from '../../ui/toaster';
import { CheckoutProvider } from './checkout-context';
import { PaystackRedirectView } from './paystack-redirect-view';
import { useCheckoutActor } from './use-checkout';

const TITLE = 'Confirming your payment';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-full max-w-lg flex-col px-4 py-10">
      <Link to="/" className="mb-8 text-lg font-semibold text-brand-700">
        IBMS Broker Office
      </Link>
      <main aria-labelledby="paystack-return-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 id="paystack-return-title" className="mb-4 text-sm font-medium uppercase tracking-wide text-slate-500">
          {TITLE}
        </h1>
        {children}
      </main>
    </div>
  );
}

function Verify({ reference }: { reference: string }) {
  const claims = useSession(selectClaims);
  const { subscriptionChanged } = useSessionCommands();
  const navigate = useNavigate();
  const actor = useCheckoutActor(
    { reference, canPay: claims ? isAdmin(claims) : false },
    {
      redirectToPaystack: () => {},
      announceSubscription: (subscription) => {
        // The session checks the gate again, so the subscription modal goes away.
        subscriptionChanged();
        notify.success(`Payment received: your ${subscription.plan} plan is active`);
        navigate('/dashboard', { replace: true });
      },
    },
  );
  return (
    <CheckoutProvider actor={actor}>
      <PaystackRedirectView />
    </CheckoutProvider>
  );
}

/**
 * /paystack/redirect, where Paystack sends the browser back with ?trxref=&reference=. A public
 * route, but the payment is confirmed on behalf of the signed-in brokerage, so a visitor who is not
 * signed in (another browser, an expired session) signs in first and comes back here.
 */
export function PaystackRedirectPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const checking = useSession(selectIsChecking);
  const signedIn = useSession(selectIsSignedIn);
  const expired = useSession(selectIsExpired);
  const reference = (params.get('reference') || params.get('trxref') || '').trim();

  if (!reference) {
    return (
      <Frame>
        <h2 className="text-lg font-semibold text-slate-900">No payment to confirm</h2>
        <p className="mt-2 text-sm text-slate-600">
          This page confirms a payment when Paystack sends you back to it, and this address names none.
        </p>
        <Link to="/accountmanagement/view-plans" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
          View plans
        </Link>
      </Frame>
    );
  }
  if (checking) {
    return (
      <Frame>
        <p role="status" className="text-sm text-slate-600">
          Checking your session…
        </p>
      </Frame>
    );
  }
  if (!signedIn || expired) {
    return (
      <Frame>
        <h2 className="text-lg font-semibold text-slate-900">Sign in to confirm your payment</h2>
        <p className="mt-2 text-sm text-slate-600">
          Paystack sent you back with payment reference {reference}. Sign in to your brokerage and we will confirm it and start your plan.
        </p>
        <Link
          to="/login"
          state={{ from: location.pathname + location.search }}
          className="mt-4 inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
        >
          Sign in
        </Link>
      </Frame>
    );
  }
  return (
    <Frame>
      <Verify reference={reference} />
    </Frame>
  );
}
