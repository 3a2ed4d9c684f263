import { Link } from 'react-router';
import { formatDate } from '../../../domain/format/dates';
import {
  selectFailure,
  selectReference,
  selectReturnSlot,
  selectSubscription,
} from '../../../machines/subscription-checkout/checkout.selectors';
import { Button } from '../../ui/button';
import { useCheckoutSelector } from './checkout-context';
import { useCheckoutCommands } from './use-checkout';

const PLANS_PATH = '/accountmanagement/view-plans';

const linkClass = 'inline-flex items-center justify-center rounded-lg px-4 py-2 text-sm font-medium';
const primaryLink = `${linkClass} bg-brand-600 text-white hover:bg-brand-700`;
const secondaryLink = `${linkClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

/** Back from Paystack: confirming the payment, then its outcome. One slot per state of the machine. */
export function PaystackRedirectView() {
  const slot = useCheckoutSelector(selectReturnSlot);
  const failure = useCheckoutSelector(selectFailure);
  const subscription = useCheckoutSelector(selectSubscription);
  const reference = useCheckoutSelector(selectReference);
  const { retry } = useCheckoutCommands();

  if (slot === 'verifying') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-brand-600 border-r-transparent" />
        <h2 className="text-lg font-semibold text-slate-900">Confirming your payment with Paystack</h2>
        <p className="text-sm text-slate-600">This takes a few seconds. Please do not close this page.</p>
      </div>
    );
  }

  if (slot === 'paid') {
    return (
      <div className="space-y-4 text-center">
        <h2 className="text-lg font-semibold text-emerald-800">Payment received</h2>
        {subscription && (
          <p className="text-sm text-slate-700">
            Your {subscription.plan} plan ({subscription.billing_period.toLowerCase()}) for up to {subscription.users} users runs from{' '}
            {formatDate(subscription.starts_at)} until {formatDate(subscription.ends_at)}.
          </p>
        )}
        <Link to="/dashboard" replace className={primaryLink}>
          Go to dashboard
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">
        {slot === 'declined' ? 'Payment not completed' : 'We could not confirm your payment'}
      </h2>
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        {failure?.message ?? 'An error occurred. Please try again.'}
      </p>
      {slot === 'declined' && <p className="text-sm text-slate-600">No subscription was started.</p>}
      {reference && <p className="text-xs text-slate-500">Payment reference: {reference}</p>}
      <div className="flex flex-wrap gap-2">
        {slot === 'verifyFailed' && <Button onClick={retry}>Try again</Button>}
        <Link to={PLANS_PATH} className={slot === 'declined' ? primaryLink : secondaryLink}>
          {slot === 'declined' ? 'Choose a plan again' : 'Back to plans'}
        </Link>
      </div>
    </div>
  );
}
