import { Fact } from '../../ui/fact';
import { moment } from './policy-format';
import type { PolicyDetails } from '../../../domain/policies';

const card = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
const when = (iso: string | null, otherwise: string) => (iso ? <time dateTime={iso}>{moment(iso)}</time> : otherwise);

/**
 * Placement with the insurer (slip sent, acceptance) and the broker's credit note, due 48 hours
 * after the premium is received in full; late, it is flagged Overdue.
 */
export function PolicyTracker({ policy }: { policy: PolicyDetails }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section aria-labelledby="policy-placement" className={card}>
        <h2 id="policy-placement" className="mb-3 text-sm font-semibold text-slate-900">
          Placement
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Fact term="Slip sent">{when(policy.placement_sent_at, 'Not sent')}</Fact>
          <Fact term="Insurer confirmed">{when(policy.placement_confirmed_at, 'Not yet')}</Fact>
          <Fact term="On cover since">{when(policy.activated_at, '—')}</Fact>
        </dl>
      </section>
      <section aria-labelledby="policy-credit-note" className={card}>
        <div className="mb-3 flex items-center gap-2">
          <h2 id="policy-credit-note" className="text-sm font-semibold text-slate-900">
            Credit note
          </h2>
          {policy.credit_note_overdue && (
            <span
              role="alert"
              className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-600/20 ring-inset"
            >
              Overdue
            </span>
          )}
        </div>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Fact term="Premium received">{when(policy.premium_received_at, 'Not yet')}</Fact>
          <Fact term="Due by">{when(policy.credit_note_due_by, '—')}</Fact>
          <Fact term="Sent">{when(policy.credit_note_sent_at, 'Not sent')}</Fact>
        </dl>
      </section>
    </div>
  );
}
