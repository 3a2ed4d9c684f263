import { claimsAnswer, MOTOR_CLAIM, SETTLED_CLAIM } from '../claims/list-fixtures';
import { DUE_TO_CLIENT, NO_TOTALS, PAID, refundsAnswer } from '../refunds/refund-fixtures';
import { ADA, CLIENT_ID, POLICY_ID } from './policy-fixtures';
import type { Endorsement } from '../../domain/policies';

// The endorsements, refunds and claims of Chinedu Okafor's motor policy (POL/2026/000017), as the
// policy page asks for them: GET /policies/endorsements/?policyId, GET /policies/allRefund?policyId
// and GET /claims?policyId.

export const ENDORSEMENTS_PATH = '/policies/endorsements/';
export const REFUNDS_PATH = '/policies/allRefund';
export const POLICY_CLAIMS_PATH = '/claims';

const ON_THE_POLICY = {
  policy_id: POLICY_ID,
  policy_number: 'POL/2026/000017',
  insurer_policy_number: 'LAG/MTR/26/004411',
  client_type: 'INDIVIDUAL',
  client_id: CLIENT_ID,
  client_name: 'Chinedu Okafor',
  name_of_insured: 'Chinedu Okafor',
  product_name: 'Leadway Private Motor Comprehensive',
  insurance_provider_name: 'Leadway Assurance',
  start_date: '2026-04-01',
  end_date: '2027-03-31',
  new_end_date: '2027-03-31',
  current_premium: '338437.50',
  current_sum_insured: '12500000.00',
  items: null,
  covers: null,
  client_notified_at: null,
  status_reason: null,
  decided_by: null,
  decided_at: null,
  applied_by: null,
  applied_at: null,
  created_by: ADA,
};

/** A higher sum insured, registered and waiting for a decision: ₦12,328.76 more for the days left. */
export const PENDING_SUM_INSURED: Endorsement = {
  ...ON_THE_POLICY,
  endorsement_id: 'b1c2d3e4-5f6a-4b22-9e0f-a1b2c3d4e5fb',
  endorsement_number: 'END/2026/000011',
  kind: 'sum insured',
  status: 'pending',
  description: 'The car was refitted: new sum insured ₦15,000,000',
  effective_date: '2026-11-02',
  new_premium: '368437.50',
  new_sum_insured: '15000000.00',
  premium_adjustment_kind: 'additional',
  premium_adjustment: '12328.76',
  days_remaining: 150,
  days_in_period: 365,
  commission: '1232.88',
  vat_on_commission: '92.47',
  net_to_insurer: '11003.41',
  invoice_id: null,
  invoice_no: null,
  invoice_status: null,
  refund_id: null,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
};

/** The tracker removed, applied: ₦41,095.89 comes back to the client (DUE_TO_CLIENT). */
export const APPLIED_DELETION: Endorsement = {
  ...ON_THE_POLICY,
  endorsement_id: DUE_TO_CLIENT.endorsement_id,
  endorsement_number: DUE_TO_CLIENT.endorsement_number,
  kind: 'deletion',
  status: 'applied',
  description: 'The tracker cover is removed',
  effective_date: '2026-08-04',
  new_premium: '238437.50',
  new_sum_insured: '12500000.00',
  premium_adjustment_kind: 'return',
  premium_adjustment: '41095.89',
  days_remaining: 150,
  days_in_period: 365,
  commission: '4109.59',
  vat_on_commission: '308.22',
  net_to_insurer: '36678.08',
  invoice_id: DUE_TO_CLIENT.invoice_id,
  invoice_no: DUE_TO_CLIENT.invoice_no,
  invoice_status: 'paid',
  refund_id: DUE_TO_CLIENT.refund_id,
  decided_by: ADA,
  decided_at: '2026-11-05T10:00:00.000Z',
  applied_by: ADA,
  applied_at: '2026-11-10T10:00:00.000Z',
  created_at: '2026-11-04T09:00:00.000Z',
  updated_at: '2026-11-10T10:00:00.000Z',
};

export const POLICY_ENDORSEMENTS: Endorsement[] = [PENDING_SUM_INSURED, APPLIED_DELETION];
/** The policy's own refunds, newest first. */
export const POLICY_REFUNDS = [DUE_TO_CLIENT, PAID];

export const endorsementsAnswer = (endorsements: Endorsement[], page = 1, pages = 1, total = endorsements.length) => ({
  success: true as const,
  data: endorsements,
  meta: { page, limit: 10, total, pages },
});

/** The policy's own claims, newest first. */
export const POLICY_CLAIMS = [MOTOR_CLAIM, SETTLED_CLAIM];

/** By API path: the policy's endorsements, refunds and claims, as the page's stories and tests answer them. */
export const POLICY_CHANGES = {
  [ENDORSEMENTS_PATH]: endorsementsAnswer(POLICY_ENDORSEMENTS),
  [REFUNDS_PATH]: refundsAnswer(POLICY_REFUNDS, {
    amount: '53095.89',
    commission_reversed: '5309.59',
    vat_reversed: '398.22',
    insurer_share: '47388.08',
    paid: '12000.00',
  }),
  [POLICY_CLAIMS_PATH]: claimsAnswer(POLICY_CLAIMS),
};

/** Nothing changed or claimed yet on the policy. */
export const NO_POLICY_CHANGES = {
  [ENDORSEMENTS_PATH]: endorsementsAnswer([]),
  [REFUNDS_PATH]: refundsAnswer([], NO_TOTALS),
  [POLICY_CLAIMS_PATH]: claimsAnswer([]),
};
