import { Link } from 'react-router';
import { formatNairaText } from '../../../domain/money';
import { clientPath, policyPath } from '../../app/record-paths';
import { Fact } from '../../ui/fact';
import { linkClass } from '../../ui/link-styles';
import { moment } from '../../ui/moment';
import { day, days } from './claims-format';
import type { ClaimDetails } from '../../../domain/claims';

export const card = 'rounded-xl border border-slate-200 bg-white shadow-sm';

/** How old the claim is against the brokerage's limit, flagged once it is past it. */
export function ClaimAge({ claim }: { claim: ClaimDetails }) {
  return (
    <p
      role="note"
      aria-label="Age"
      className={`rounded-lg px-4 py-2 text-sm ${claim.overdue ? 'border border-red-200 bg-red-50 text-red-800' : 'bg-slate-50 text-slate-700'}`}
    >
      {days(claim.age_days)} old, of {days(claim.age_limit_days)} allowed
      {claim.overdue && <strong className="ml-1 font-semibold">· Overdue</strong>}
    </p>
  );
}

/** The loss: on which policy of which client with which insurer, what happened, where and when, and who reported it. */
export function ClaimSummary({ claim: c }: { claim: ClaimDetails }) {
  return (
    <section aria-labelledby="claim-summary" className={`space-y-3 p-5 ${card}`}>
      <h2 id="claim-summary" className="text-base font-semibold text-slate-900">
        Summary
      </h2>
      <dl aria-label="Summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact term="Policy">
          <Link to={policyPath(c.policy_id)} className={linkClass}>
            {c.policy_number}
          </Link>
          {c.insurer_policy_number && <span className="block text-xs text-slate-500">Insurer’s number {c.insurer_policy_number}</span>}
        </Fact>
        <Fact term="Client">
          <Link to={clientPath(c.client_type, c.client_id)} className={linkClass}>
            {c.client_name}
          </Link>
        </Fact>
        <Fact term="Insurer">{c.insurance_provider_name}</Fact>
        <Fact term="Class">{c.category_name ?? c.product_name}</Fact>
        <Fact term="Insured item">{c.insured_item ?? '—'}</Fact>
        <Fact term="Date of loss">{day(c.loss_date)}</Fact>
        <Fact term="Place of loss">{c.loss_place}</Fact>
        <Fact term="Cause">{c.cause}</Fact>
        <Fact term="Reported by">
          {c.reported_by}
          {c.reporter_phone && <span className="block text-xs text-slate-500">{c.reporter_phone}</span>}
        </Fact>
        <Fact term="Reported on">{day(c.reported_date)}</Fact>
        <Fact term="Estimated loss">{formatNairaText(c.estimated_loss)}</Fact>
        <Fact term="Police report">{c.police_report_number ?? '—'}</Fact>
        <Fact className="sm:col-span-2" term="Description">
          {c.description}
        </Fact>
        <Fact className="sm:col-span-2" term="Third parties">
          {c.third_parties ?? 'None'}
        </Fact>
        {c.adjuster_name && (
          <Fact term="Loss adjuster">
            {c.adjuster_name}
            {c.adjuster_firm && `, ${c.adjuster_firm}`}
            {c.adjuster_email && <span className="block text-xs text-slate-500">{c.adjuster_email}</span>}
          </Fact>
        )}
        {c.status_reason && <Fact term="Reason">{c.status_reason}</Fact>}
        <Fact term="Registered">
          {c.created_by?.name ?? 'The system'}, <time dateTime={c.created_at}>{moment(c.created_at)}</time>
        </Fact>
      </dl>
    </section>
  );
}
