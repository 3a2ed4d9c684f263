import { useMemo } from 'react';
import { ASK_ADMIN_FOR_PLAN, bestSavingPercent, billingPeriodName, formatPlanPrice, priceFor } from '../../../domain/subscription';
import {
  selectBillingPeriodId,
  selectCanPay,
  selectCanSwitchPeriod,
  samePlanIds,
  selectChoosablePlanIds,
  selectChosenPlan,
  selectFailure,
  selectPlans,
  selectPlansSlot,
} from '../../../machines/subscription-checkout/checkout.selectors';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import { PageHeader } from '../../ui/page-header';
import { BillingPeriodSwitch } from './billing-period-switch';
import { useCheckoutSelector } from './checkout-context';
import { PlanCard } from './plan-card';
import { useCheckoutCommands } from './use-checkout';

export const PLANS_TITLE = 'Subscription Plans';

function Failure({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

function ConfirmPlan() {
  const slot = useCheckoutSelector(selectPlansSlot);
  const plan = useCheckoutSelector(selectChosenPlan);
  const billingPeriodId = useCheckoutSelector(selectBillingPeriodId);
  const failure = useCheckoutSelector(selectFailure);
  const { back, pay } = useCheckoutCommands();
  const open = slot === 'confirming' || slot === 'startingPayment' || slot === 'redirecting';
  const busy = slot === 'startingPayment' || slot === 'redirecting';
  const price = plan ? priceFor(plan, billingPeriodId) : undefined;
  const shown = price ? formatPlanPrice(price) : null;
  return (
    <Modal
      open={open}
      onClose={busy ? () => {} : back}
      dismissible={!busy}
      title="Confirm your plan"
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={back} disabled={busy}>
            Back
          </Button>
          <Button onClick={pay} busy={busy}>
            {shown ? `Pay ${shown.amount} with Paystack` : 'Pay with Paystack'}
          </Button>
        </>
      }
    >
      {plan && shown && (
        <div className="space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
            <dt className="text-slate-500">Plan</dt>
            <dd className="font-medium text-slate-900">{plan.name}</dd>
            <dt className="text-slate-500">Billing period</dt>
            <dd className="font-medium text-slate-900">{billingPeriodName(billingPeriodId)}</dd>
            <dt className="text-slate-500">Users</dt>
            <dd className="font-medium text-slate-900">Up to {plan.users}</dd>
            <dt className="text-slate-500">Amount</dt>
            <dd className="font-medium text-slate-900">
              {shown.amount} <span className="font-normal text-slate-500">{shown.per}</span>
            </dd>
          </dl>
          {slot === 'redirecting' ? (
            <p role="status">Taking you to Paystack’s secure payment page…</p>
          ) : (
            <p className="text-slate-600">You will pay on Paystack’s secure page and come back here once it is done.</p>
          )}
          {failure && <Failure message={failure.message} />}
        </div>
      )}
    </Modal>
  );
}

/** The plans page over a checkout actor: one slot per state of the machine. */
export function PlansView() {
  const slot = useCheckoutSelector(selectPlansSlot);
  const plans = useCheckoutSelector(selectPlans);
  const billingPeriodId = useCheckoutSelector(selectBillingPeriodId);
  const canPay = useCheckoutSelector(selectCanPay);
  const canSwitch = useCheckoutSelector(selectCanSwitchPeriod);
  const failure = useCheckoutSelector(selectFailure);
  const choosable = useCheckoutSelector(selectChoosablePlanIds, samePlanIds);
  const { choosePeriod, choose, retry } = useCheckoutCommands();
  const savings = useMemo(() => ({ 2: bestSavingPercent(plans, 2), 3: bestSavingPercent(plans, 3) }), [plans]);

  let body;
  if (slot === 'loading') {
    body = <Loading label="Loading plans" />;
  } else if (slot === 'loadFailed') {
    body = (
      <div className="max-w-xl space-y-3">
        <Failure message={failure?.message ?? 'The plans could not be loaded.'} />
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  } else if (plans.length === 0) {
    body = <EmptyState title="No plans are on sale yet" description="Please check again later." />;
  } else {
    body = (
      <div className="space-y-6">
        <BillingPeriodSwitch value={billingPeriodId} onChange={choosePeriod} disabled={!canSwitch} savings={savings} />
        <div className="grid gap-5 md:grid-cols-3">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              billingPeriodId={billingPeriodId}
              canPay={canPay}
              canChoose={choosable.includes(plan.id)}
              onChoose={() => choose(plan.id)}
            />
          ))}
        </div>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <PageHeader title={PLANS_TITLE} />
      <p className="max-w-2xl text-sm text-slate-600">
        Every plan includes clients, quotes, policies, debit notes, remittance, accounts, claims and NAICOM reports. Plans differ by how
        many people of your brokerage can sign in. Prices are in naira; paying for a quarter or a year costs less.
      </p>
      {!canPay && (
        <p role="note" className="max-w-2xl rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {ASK_ADMIN_FOR_PLAN}
        </p>
      )}
      {body}
      <ConfirmPlan />
    </div>
  );
}
