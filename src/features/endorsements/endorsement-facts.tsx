import { Link } from 'react-router';
import { formatNairaText } from '../../../domain/money';
import { clientPath, invoicePath, policyPath } from '../../app/record-paths';
import { bodyCell, CardTable, headCell } from '../../ui/card-table';
import { Fact } from '../../ui/fact';
import { InsuredItems } from '../../ui/insured-items';
import { linkClass } from '../../ui/link-styles';
import { moment } from '../../ui/moment';
import { adjustmentText, day, kindLabel, REFUNDS_PATH } from './endorsement-format';
import type { EndorsementDetails } from '../../../domain/policies';

const card = 'rounded-xl border border-slate-200 bg-white shadow-sm';

/** Who did it and when, or what is still to come. */
const done = (by: { name: string } | null, at: string | null, otherwise: string) =>
  at ? (
    <>
      {by?.name ?? 'The system'}, <time dateTime={at}>{moment(at)}</time>
    </>
  ) : (
    otherwise
  );

/** The change: what it is, on which policy of which client with which insurer, from when, and who moved it. */
export function EndorsementFacts({ endorsement: e }: { endorsement: EndorsementDetails }) {
  return (
    <dl aria-label="Endorsement" className={`grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4 ${card}`}>
      <Fact term="Kind">{kindLabel(e.kind)}</Fact>
      <Fact term="Policy">
        <Link to={policyPath(e.policy_id)} className={linkClass}>
          {e.policy_number}
        </Link>
        {e.insurer_policy_number && <span className="block text-xs text-slate-500">Insurer’s number {e.insurer_policy_number}</span>}
      </Fact>
      <Fact term="Client">
        <Link to={clientPath(e.client_type, e.client_id)} className={linkClass}>
          {e.client_name}
        </Link>
      </Fact>
      <Fact term="Insured">{e.name_of_insured}</Fact>
      <Fact term="Insurer">{e.insurance_provider_name}</Fact>
      <Fact term="Product">{e.product_name}</Fact>
      <Fact term="Effective date">{day(e.effective_date)}</Fact>
      <Fact term="Client notified">{e.client_notified_at ? moment(e.client_notified_at) : 'Not notified'}</Fact>
      <Fact term="Registered">{done(e.created_by, e.created_at, '—')}</Fact>
      <Fact term={!e.decided_at ? 'Decided' : e.status === 'rejected' ? 'Rejected' : 'Approved'}>
        {done(e.decided_by, e.decided_at, 'Not decided yet')}
      </Fact>
      <Fact term="Applied">{done(e.applied_by, e.applied_at, 'Not applied yet')}</Fact>
      {e.status_reason && <Fact term="Reason">{e.status_reason}</Fact>}
      <Fact className="sm:col-span-2 lg:col-span-4" term="Description">
        {e.description}
      </Fact>
    </dl>
  );
}

/** The policy's premium, sum insured and last day of cover, before the change and with it. */
export function EndorsementChange({ endorsement: e }: { endorsement: EndorsementDetails }) {
  const rows: [string, string, string][] = [
    ['Premium', formatNairaText(e.current_premium), formatNairaText(e.new_premium)],
    ['Sum insured', formatNairaText(e.current_sum_insured), formatNairaText(e.new_sum_insured)],
    ['End date', day(e.end_date), day(e.new_end_date)],
  ];
  return (
    <CardTable caption="Before and after">
      <thead>
        <tr>
          <th scope="col" className={headCell}>
            Term
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            Before
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            After
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map(([term, before, after]) => (
          <tr key={term}>
            <th scope="row" className={`${bodyCell} text-left font-normal`}>
              {term}
            </th>
            <td className={`${bodyCell} text-right tabular-nums`}>{before}</td>
            <td className={`${bodyCell} text-right font-medium tabular-nums ${before === after ? '' : 'text-brand-700'}`}>{after}</td>
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}

/** The pro-rata premium of the change and how it splits, the invoice it is billed (or returned) on, and its refund. */
export function EndorsementPremium({ endorsement: e }: { endorsement: EndorsementDetails }) {
  const noChange = e.premium_adjustment_kind === 'none';
  return (
    <dl aria-label="Premium" className={`grid gap-4 p-5 sm:grid-cols-2 lg:grid-cols-4 ${card}`}>
      <Fact className="sm:col-span-2 lg:col-span-4" term="Pro-rata premium">
        {adjustmentText(e)}
      </Fact>
      <Fact term="Commission">{formatNairaText(e.commission)}</Fact>
      <Fact term="VAT on commission">{formatNairaText(e.vat_on_commission)}</Fact>
      <Fact term="Net to insurer">{formatNairaText(e.net_to_insurer)}</Fact>
      <Fact term="Invoice">
        {e.invoice_id ? (
          <Link to={invoicePath(e.invoice_id)} className={linkClass}>
            {e.invoice_no ?? 'View invoice'}
          </Link>
        ) : noChange ? (
          'None: the premium does not change'
        ) : (
          'Raised once approved'
        )}
      </Fact>
      <Fact term="Invoice status">{e.invoice_status ?? '—'}</Fact>
      {e.refund_id && (
        <Fact term="Refund">
          <Link to={REFUNDS_PATH} className={linkClass}>
            Refunded premium
          </Link>
        </Fact>
      )}
    </dl>
  );
}

/** Additions and deletions: the items and covers as they stand once the change applies. */
export function EndorsementItems({ endorsement: e }: { endorsement: EndorsementDetails }) {
  if (e.items === null && e.covers === null) return null;
  return (
    <InsuredItems
      items={e.items ?? []}
      covers={e.covers ?? []}
      itemsCaption="Insured items after the change"
      coversHeading="Covers after the change"
      noItems="No items are listed after the change"
    />
  );
}
