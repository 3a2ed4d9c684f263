import { dischargeVoucherRefusal } from '../../../domain/claims/claim-documents';
import { formatNairaText } from '../../../domain/money';
import { SendForSignature } from '../../app/signing/send-for-signature';
import { bodyCell, CardTable, headCell } from '../../ui/card-table';
import { Fact } from '../../ui/fact';
import { claimStatusLabel } from './claim-moves';
import { card } from './claim-summary';
import { day, days } from './claims-format';
import type { ClaimDetails } from '../../../domain/claims';

const MODES: Record<string, string> = {
  through_brokerage: 'Received by the brokerage and paid on to the client',
  direct_to_client: 'Paid by the insurer to the client directly',
};

type Posting = ClaimDetails['settlement_received'];

/** A journal entry the settlement posted: its reference, amount and date. */
const posted = (posting: Posting, otherwise: string) =>
  posting ? `${posting.ref_no} · ${formatNairaText(posting.amount)} on ${day(posting.date)}` : otherwise;

/** What was claimed, offered and settled, how it reached the client, the journal entries it posted. */
export function ClaimSettlement({ claim: c }: { claim: ClaimDetails }) {
  return (
    <section aria-labelledby="claim-settlement" className={`space-y-3 p-5 ${card}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="claim-settlement" className="text-base font-semibold text-slate-900">
          Settlement
        </h2>
        {dischargeVoucherRefusal(c) === null && (
          <SendForSignature
            subject={{ subjectKind: 'discharge_voucher', subjectId: c.claim_id }}
            signer={{ name: c.client_name, client: { type: c.client_type, id: c.client_id } }}
            label="Send for signature: discharge voucher"
          />
        )}
      </div>
      <dl aria-label="Settlement" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term="Claimed">{formatNairaText(c.estimated_loss)}</Fact>
        <Fact term="Offered">{formatNairaText(c.offer_amount)}</Fact>
        <Fact term="Excess">{formatNairaText(c.excess)}</Fact>
        <Fact term="Net offer">{formatNairaText(c.net_offer)}</Fact>
        <Fact term="Settled">
          {c.settled_amount && c.settled_on ? `${formatNairaText(c.settled_amount)} on ${day(c.settled_on)}` : 'Not settled yet'}
        </Fact>
        <Fact term="Settlement">{c.settlement_mode ? (MODES[c.settlement_mode] ?? c.settlement_mode) : '—'}</Fact>
        <Fact term="Received from the insurer">{posted(c.settlement_received, 'Nothing received yet')}</Fact>
        <Fact term="Paid to the client">{posted(c.settlement_paid, 'Nothing paid yet')}</Fact>
      </dl>
    </section>
  );
}

/** How long each stage took: to the next change, or to today while the claim is still there. */
export function ClaimStages({ claim }: { claim: ClaimDetails }) {
  return (
    <CardTable caption="Stages">
      <thead>
        <tr>
          {['Stage', 'From', 'To', 'Took'].map((heading) => (
            <th key={heading} scope="col" className={headCell}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {claim.stages.map((stage) => (
          <tr key={`${stage.status}-${stage.from}`}>
            <th scope="row" className={`${bodyCell} text-left font-normal`}>
              {claimStatusLabel(stage.status)}
            </th>
            <td className={`${bodyCell} tabular-nums`}>{day(stage.from)}</td>
            <td className={`${bodyCell} tabular-nums`}>{stage.to ? day(stage.to) : 'Still there'}</td>
            <td className={`${bodyCell} tabular-nums`}>{days(stage.days)}</td>
          </tr>
        ))}
      </tbody>
    </CardTable>
  );
}
