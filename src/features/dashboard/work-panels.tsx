import { Link } from 'react-router';
import { counted } from '../../../domain/format/counted';
import { formatDate } from '../../../domain/format/dates';
import { formatNairaText, nairaToKobo } from '../../../domain/money';
import { policyPath, quotePath } from '../../app/record-paths';
import { linkClass } from '../../ui/link-styles';
import { FigureBars } from './figure-bars';
import { Panel } from './panel';
import type { DashboardPanels } from '../../../domain/reports/dashboard';

// The panels of what needs doing now: commission to collect, premium to remit, policies to renew,
// claims getting old, quotes waiting for a decision.

type Panels = { [K in keyof DashboardPanels]: NonNullable<DashboardPanels[K]> };

const bar = (label: string, amount: string) => ({ label, shown: formatNairaText(amount), size: nairaToKobo(amount) });

export function CommissionPanel({ commission }: { commission: Panels['commission'] }) {
  return (
    <Panel
      title="Commission earned and due"
      to="/reports/summary"
      linkLabel="View summary of accounts"
      empty={commission.earned === '0.00' && commission.due === '0.00' ? 'No commission earned in this period.' : null}
    >
      <FigureBars
        label="Commission"
        bars={[bar('Earned', commission.earned), bar('Collected from clients', commission.received), bar('Due', commission.due)]}
      />
    </Panel>
  );
}

function Figure({ label, count, amount, warn }: { label: string; count: number; amount: string; warn?: boolean }) {
  return (
    <div className={`rounded-md p-3 ${warn && count > 0 ? 'bg-red-50 text-red-900' : 'bg-slate-50 text-slate-900'}`}>
      <dt className="text-xs font-medium">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{formatNairaText(amount)}</dd>
      <dd className="text-xs">{counted(count, 'invoices')}</dd>
    </div>
  );
}

export function RemittanceClockPanel({ clock }: { clock: Panels['remittance_clock'] }) {
  const nothing = clock.due_soon.count === 0 && clock.overdue.count === 0;
  return (
    <Panel
      title="Premium remittance clock"
      to="/remit-premium"
      linkLabel="Remit premium"
      empty={nothing ? 'No collected premium is near or past its 30 days.' : null}
    >
      <dl className="grid grid-cols-2 gap-3">
        <Figure label={`Due within ${clock.days_ahead} days`} count={clock.due_soon.count} amount={clock.due_soon.amount} />
        <Figure label="Past the 30 days" count={clock.overdue.count} amount={clock.overdue.amount} warn />
      </dl>
    </Panel>
  );
}

export function ExpiringPoliciesPanel({ expiring }: { expiring: Panels['expiring_policies'] }) {
  return (
    <Panel
      title={`Policies expiring in ${expiring.within_days} days`}
      to="/reports/expiring-policies"
      linkLabel={`View all ${expiring.count} expiring policies`}
      empty={expiring.count === 0 ? `No policy on cover ends in the next ${expiring.within_days} days.` : null}
    >
      <ul className="divide-y divide-slate-100 text-sm">
        {expiring.policies.map((policy) => (
          <li key={policy.policy_id} className="flex justify-between gap-3 py-1.5">
            <Link to={policyPath(policy.policy_id)} className={linkClass}>
              {policy.policy_no}
            </Link>
            <span className="min-w-0 flex-1 truncate text-slate-600">{policy.name_of_insured}</span>
            <span className="shrink-0 tabular-nums text-slate-700">{formatDate(policy.end_date)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function OpenClaimsPanel({ claims }: { claims: Panels['open_claims'] }) {
  return (
    <Panel
      title="Open claims by age"
      to="/claims/list"
      linkLabel={`View all ${claims.total} open claims`}
      empty={claims.total === 0 ? 'No claim is open.' : null}
    >
      <FigureBars
        label="Open claims by age"
        bars={claims.buckets.map((bucket) => ({ label: bucket.label, shown: String(bucket.count), size: bucket.count }))}
      />
      {claims.overdue > 0 && (
        <p className="mt-3 text-sm font-medium text-red-700">
          {claims.overdue} {claims.overdue === 1 ? 'claim is' : 'claims are'} older than the {claims.age_limit_days}-day limit.
        </p>
      )}
    </Panel>
  );
}

export function QuotesAwaitingPanel({ waiting }: { waiting: Panels['quotes_awaiting_approval'] }) {
  return (
    <Panel
      title="Quotes awaiting approval"
      to="/list/quotes"
      linkLabel="View quotes"
      empty={waiting.count === 0 ? 'No quote is waiting for approval.' : null}
    >
      <p className="mb-2 text-sm text-slate-600">
        {waiting.count} {waiting.count === 1 ? 'quote waits' : 'quotes wait'} for a decision.
      </p>
      <ul className="divide-y divide-slate-100 text-sm">
        {waiting.quotes.map((quote) => (
          <li key={quote.quote_id} className="flex justify-between gap-3 py-1.5">
            <Link to={quotePath(quote.quote_id)} className={linkClass}>
              {quote.quote_no}
            </Link>
            <span className="min-w-0 flex-1 truncate text-slate-600">{quote.name_of_insured}</span>
            <span className="shrink-0 tabular-nums text-slate-700">since {formatDate(quote.waiting_since)}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
