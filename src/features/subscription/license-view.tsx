import { Link } from 'react-router';
import { counted } from '../../../domain/format/counted';
import { formatDate } from '../../../domain/format/dates';
import { formatNaira } from '../../../domain/money';
import { ONLY_ADMINS_SEE_LICENSE } from '../../../domain/subscription';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import type { RequestFailure } from '../../../domain/api';
import type { License, PaymentStatus, SubscriptionSummary } from '../../../domain/subscription';
import type { Loaded } from '../../ui/use-loader';

export const LICENSE_TITLE = 'License';

const STATUS_LABELS: Record<PaymentStatus, { label: string; tone: string }> = {
  success: { label: 'Paid', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' },
  pending: { label: 'Not completed', tone: 'bg-slate-100 text-slate-700 ring-slate-500/20' },
  failed: { label: 'Declined', tone: 'bg-red-50 text-red-800 ring-red-600/20' },
  abandoned: { label: 'Abandoned', tone: 'bg-amber-50 text-amber-800 ring-amber-600/20' },
};

const plansLink = 'inline-flex rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function CurrentPlan({ subscription, usersInUse }: { subscription: SubscriptionSummary; usersInUse: number }) {
  const share = Math.min(100, Math.round((usersInUse * 100) / Math.max(subscription.users, 1)));
  return (
    <section aria-labelledby="current-plan" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="current-plan" className="text-base font-semibold text-slate-900">
          Current plan: {subscription.plan}
        </h2>
        <Link to="/accountmanagement/view-plans" className="text-sm font-medium text-brand-700 hover:underline">
          Renew or change plan
        </Link>
      </div>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Billing period">{subscription.billing_period}</Field>
        <Field label="Users">
          {usersInUse} of {subscription.users} in use
        </Field>
        <Field label="Started">{formatDate(subscription.starts_at)}</Field>
        <Field label="Ends">{formatDate(subscription.ends_at)}</Field>
      </dl>
      <div
        role="meter"
        aria-label="Users in use"
        aria-valuemin={0}
        aria-valuemax={subscription.users}
        aria-valuenow={Math.min(usersInUse, subscription.users)}
        className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={`h-full rounded-full ${share >= 100 ? 'bg-amber-500' : 'bg-brand-600'}`} style={{ width: `${share}%` }} />
      </div>
    </section>
  );
}

function Payments({ license }: { license: License }) {
  if (license.payments.length === 0) return null;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="px-4 pt-4 text-left text-base font-semibold text-slate-900">Payment history</caption>
        <thead>
          <tr className="text-left text-xs uppercase tracking-wide text-slate-500">
            <th scope="col" className="px-4 py-3 font-medium">
              Date
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Reference
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Plan
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Period
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Paystack said
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {license.payments.map((payment) => (
            <tr key={payment.reference}>
              <td className="whitespace-nowrap px-4 py-3">{formatDate(payment.paid_at ?? payment.created_at)}</td>
              <td className="whitespace-nowrap px-4 py-3 font-mono text-xs">{payment.reference}</td>
              <td className="px-4 py-3">{payment.plan}</td>
              <td className="px-4 py-3">{payment.billing_period}</td>
              <td className="whitespace-nowrap px-4 py-3 text-right tabular-nums">{formatNaira(payment.amount_kobo)}</td>
              <td className="px-4 py-3">
                <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_LABELS[payment.status].tone}`}>
                  {STATUS_LABELS[payment.status].label}
                </span>
              </td>
              <td className="px-4 py-3 text-slate-600">{payment.gateway_response ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Ready({ license }: { license: License }) {
  return (
    <div className="space-y-6">
      {license.subscription ? (
        <CurrentPlan subscription={license.subscription} usersInUse={license.users_in_use} />
      ) : (
        <section className="rounded-xl border border-slate-200 bg-white shadow-sm">
          <EmptyState
            title="No active plan"
            description={`Your brokerage has ${counted(license.users_in_use, 'users')} and no running subscription.`}
            action={
              <Link to="/accountmanagement/view-plans" className={plansLink}>
                View plans
              </Link>
            }
          />
        </section>
      )}
      {license.upcoming.length > 0 && (
        <section aria-labelledby="upcoming-plans" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="upcoming-plans" className="text-base font-semibold text-slate-900">
            Paid and starting later
          </h2>
          <ul className="mt-3 space-y-1 text-sm text-slate-700">
            {license.upcoming.map((next) => (
              <li key={`${next.payment_reference}-${next.starts_at}`}>
                {next.plan} · {next.billing_period} · up to {next.users} users, from {formatDate(next.starts_at)} to{' '}
                {formatDate(next.ends_at)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Payments license={license} />
    </div>
  );
}

function Failed({ failure }: { failure: RequestFailure }) {
  return (
    <p role="alert" className="max-w-xl rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {failure.status === 403 ? ONLY_ADMINS_SEE_LICENSE : failure.message}
    </p>
  );
}

/** /accountmanagement/license: one slot per loading status. */
export function LicenseView({ state }: { state: Loaded<License> }) {
  return (
    <div className="space-y-4">
      <PageHeader title={LICENSE_TITLE} />
      {state.status === 'loading' && <Loading label="Loading the licence" />}
      {state.status === 'failed' && <Failed failure={state.failure} />}
      {state.status === 'ready' && <Ready license={state.data} />}
    </div>
  );
}
