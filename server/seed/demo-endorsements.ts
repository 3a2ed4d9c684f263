import { AddPaymentPayload } from '../../domain/invoices';
import { addDays } from '../../domain/invoices/dates';
import { EndorsementDecisionPayload, EndorsementPayload, RefundPaymentPayload, type PolicyDetails } from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { applyEndorsement } from '../endorsements/apply';
import { decideEndorsement } from '../endorsements/decide';
import { payRefund } from '../endorsements/refunds';
import { registerEndorsement } from '../endorsements/write';
import { addPayment } from '../invoices/payment';
import { checked } from './checked';
import type { TenantWrite } from '../http/tenant-write';

// The demo brokerage's endorsements, one of each kind, made through the real services: an
// addition awaiting its premium, an extension pending approval, a change of sum insured applied, a
// vehicle removed whose return premium waits for the insurer, and a cancellation refunded in full.

const DEMO_ENDORSEMENTS = 'Demo endorsements';

export interface EndorsedDemo {
  /** On cover for a year from today. */
  cargo: PolicyDetails;
  /** On cover, ending within 30 days. */
  expiring: PolicyDetails;
  /** The renewal on cover. */
  renewal: PolicyDetails;
  /** Two vehicles on cover, one of them to come off. */
  fleet: PolicyDetails;
  /** On cover, to be cancelled. */
  van: PolicyDetails;
}

export async function seedDemoEndorsements(broker: TenantWrite, admin: TenantWrite, policies: EndorsedDemo): Promise<void> {
  const { tx, session } = admin;
  const today = todayInLagos();
  const register = (policy: PolicyDetails, terms: Record<string, unknown>) =>
    registerEndorsement(
      broker,
      checked(EndorsementPayload, { policyId: policy.policy_id, effectiveDate: today, ...terms }, DEMO_ENDORSEMENTS),
    );
  const approve = (endorsementId: string) =>
    decideEndorsement(admin, endorsementId, checked(EndorsementDecisionPayload, { status: 'approved' }, DEMO_ENDORSEMENTS));
  const receive = (invoiceId: string, amount: string) =>
    addPayment(
      tx,
      session.tenantId,
      session.userId,
      invoiceId,
      checked(AddPaymentPayload, { amount, modeOfPayment: 'Bank Transfer', dateOfActualPayment: today }, DEMO_ENDORSEMENTS),
    );

  const consignment = await register(policies.cargo, {
    kind: 'addition',
    description: 'Adds the second consignment of machinery parts from Hamburg',
    premium: '1450000.00',
    sumInsured: '145000000.00',
    items: [
      { description: 'Imported cargo, Apapa port', sumInsured: '120000000.00' },
      { description: 'Machinery parts ex Hamburg, MV Atlantic Star', sumInsured: '25000000.00' },
    ],
  });
  await approve(consignment.endorsement_id);

  await register(policies.expiring, {
    kind: 'extension',
    endDate: addDays(policies.expiring.end_date, 31),
    description: 'Extends cover by a month while the fleet renewal is rated',
  });

  const revalued = await register(policies.renewal, {
    kind: 'sum insured',
    effectiveDate: policies.renewal.start_date,
    sumInsured: '45000000.00',
    premium: '225000.00',
    description: 'Higher stock values for the festive season',
  });
  const billed = await approve(revalued.endorsement_id);
  await receive(billed.invoice_id!, billed.premium_adjustment);
  await applyEndorsement(admin, policies.renewal.policy_id, revalued.endorsement_id);

  const removed = await register(policies.fleet, {
    kind: 'deletion',
    description: 'The Toyota Corolla was sold and comes off the policy',
    premium: '240000.00',
    sumInsured: '8000000.00',
    items: [{ description: 'Toyota Hiace bus 2021, LND 442 XA', sumInsured: '8000000.00' }],
  });
  await approve(removed.endorsement_id);
  await applyEndorsement(admin, policies.fleet.policy_id, removed.endorsement_id);

  const cancellation = await register(policies.van, {
    kind: 'cancellation',
    description: 'The van was written off after an accident; the client asked to cancel',
  });
  const returned = await approve(cancellation.endorsement_id);
  await receive(returned.invoice_id!, returned.net_to_insurer);
  await payRefund(
    admin,
    returned.refund_id!,
    checked(RefundPaymentPayload, { modeOfPayment: 'Bank Transfer', dateOfPayment: today }, DEMO_ENDORSEMENTS),
  );
  await applyEndorsement(admin, policies.van.policy_id, cancellation.endorsement_id);
}
