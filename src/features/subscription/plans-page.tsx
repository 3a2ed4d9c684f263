import { isAdmin } from '../../../domain/auth';
import { selectClaims } from '../../../machines/session/session.selectors';
import { useSession } from '../../app/session/session-context';
import { CheckoutProvider } from './checkout-context';
import { leaveForPaystack } from './leave-for-paystack';
import { PlansView } from './plans-view';
import { useCheckoutActor } from './use-checkout';

/** /accountmanagement/view-plans: reachable while the subscription modal is up. */
export function PlansPage() {
  const claims = useSession(selectClaims);
  const actor = useCheckoutActor(
    { canPay: claims ? isAdmin(claims) : false },
    {
      redirectToPaystack: leaveForPaystack,
      // Paying finishes on /paystack/redirect; this page never hears of a plan.
      announceSubscription: () => {},
    },
  );
  return (
    <CheckoutProvider actor={actor}>
      <PlansView />
    </CheckoutProvider>
  );
}
