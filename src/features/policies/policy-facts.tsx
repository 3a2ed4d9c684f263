import { Link } from 'react-router';
import { formatNairaText } from '../../../domain/money';
import { Fact } from '../../ui/fact';
import { clientPath, commissionRate, moment, period, policyPath } from './policy-format';
import type { PolicyDetails } from '../../../domain/policies';

const linkClass = 'font-medium text-brand-700 hover:underline';
const card = 'rounded-xl border border-slate-200 bg-white shadow-sm';

/** The cover: who and what is insured, with whom, for how long, and the money of it. */
export function PolicyFacts({ policy }: { policy: PolicyDetails }) {
  return (
    <dl aria-label="Cover" className={`grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4 ${card}`}>
      <Fact term="Client">
        <Link to={clientPath(policy.client_type, policy.client_id)} className={linkClass}>
          {policy.client_name}
        </Link>
      </Fact>
      <Fact term="Insured">{policy.name_of_insured}</Fact>
      <Fact term="Insurer">{policy.insurance_provider_name}</Fact>
      <Fact term="Product">{policy.product_name}</Fact>
      <Fact term="Period">{period(policy.start_date, policy.end_date)}</Fact>
      <Fact term="Sum insured">{formatNairaText(policy.sum_insured)}</Fact>
      <Fact term="Premium">{formatNairaText(policy.premium)}</Fact>
      <Fact term="Commission">
        {formatNairaText(policy.commission)} ({commissionRate(policy.commission_type, policy.commission_rate)})
      </Fact>
      <Fact term="VAT on commission">{formatNairaText(policy.vat_on_commission)}</Fact>
      <Fact term="Net to insurer">{formatNairaText(policy.net_to_insurer)}</Fact>
      <Fact term="Transaction">{policy.transaction_type}</Fact>
      <Fact term="Renewal notice">{policy.renewal_notice_sent_at ? `Sent ${moment(policy.renewal_notice_sent_at)}` : 'Not sent'}</Fact>
      {policy.status_reason && <Fact term="Reason">{policy.status_reason}</Fact>}
      {policy.narration && (
        <Fact className="sm:col-span-2" term="Narration">
          {policy.narration}
        </Fact>
      )}
    </dl>
  );
}

/** What the policy is billed on and where it comes from: its invoice, its quote, the policy it renews and the one renewing it. */
export function PolicyLinks({ policy }: { policy: PolicyDetails }) {
  return (
    <dl aria-label="Billing and origin" className={`grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4 ${card}`}>
      <Fact term="Invoice">
        {policy.invoice_id ? (
          <Link to={`/account/invoice/${encodeURIComponent(policy.invoice_id)}`} className={linkClass}>
            {policy.invoice_no ?? 'View invoice'}
          </Link>
        ) : (
          'Not billed yet'
        )}
      </Fact>
      <Fact term="Invoice status">{policy.invoice_status ?? '—'}</Fact>
      <Fact term="Premium paid">
        {formatNairaText(policy.premium_paid)} of {formatNairaText(policy.premium)}
      </Fact>
      <Fact term="Quote">
        {policy.quote_id ? (
          <Link to={`/quotes/${encodeURIComponent(policy.quote_id)}`} className={linkClass}>
            {policy.quote_number ?? 'View quote'}
          </Link>
        ) : (
          '—'
        )}
      </Fact>
      {policy.renewal_of && (
        <Fact term="Renews">
          <Link to={policyPath(policy.renewal_of)} className={linkClass}>
            {policy.renewal_of_number ?? 'The policy it renews'}
          </Link>
        </Fact>
      )}
      {policy.renewed_by && (
        <Fact term="Renewed by">
          <Link to={policyPath(policy.renewed_by)} className={linkClass}>
            The policy that renews it
          </Link>
        </Fact>
      )}
    </dl>
  );
}
