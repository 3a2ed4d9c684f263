import { ACTIVE_POLICY, MOTOR, policiesAnswer } from '../policies/form-fixtures';
import type { EndorsementDetails, Policy, PolicyDetails } from '../../domain/policies';

// What the register endorsement form asks the API for: Lekki Foods' delivery van on cover with
// Leadway for 2026 (365 days, ₦100,000 premium at 10 % commission, Flood Extension bought), another
// policy on cover, and the endorsement as POST /policies/endorsement answers it.

export const ENDORSABLE_ID = '0d1c2b3a-4958-4e6f-8a7b-9c0d1e2f3a4b';
export const ENDORSEMENT_ID = '1e2d3c4b-5a69-4f70-9b8c-0d1e2f3a4b5c';

/** On cover for the whole of 2026: a change effective on 4 August has 150 of its 365 days left. */
export const ENDORSABLE: PolicyDetails = {
  ...ACTIVE_POLICY,
  policy_id: ENDORSABLE_ID,
  policy_number: 'POL/2026/000031',
  insurer_policy_number: 'LWY/MTR/2026/90031',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  sum_insured: '5000000.00',
  premium: '100000.00',
  commission_type: 'Percentage',
  commission_rate: '10.00',
  commission: '10000.00',
  vat_on_commission: '750.00',
  net_to_insurer: '89250.00',
  covers: [{ cover_id: 6, name: 'Flood Extension' }],
  items: [{ description: 'Toyota Hiace delivery van', sum_insured: '5000000.00', details: {} }],
};

/** Emeka Obi's car, also on cover. */
export const OTHER_ACTIVE: PolicyDetails = {
  ...ENDORSABLE,
  policy_id: '2f3e4d5c-6b7a-4081-8c9d-1e2f3a4b5c6d',
  policy_number: 'POL/2026/000024',
  insurer_policy_number: null,
  client_name: 'Emeka Obi',
  name_of_insured: 'Emeka Obi',
  premium: '85000.00',
};

/** Its cover ended: it takes no endorsement. */
export const EXPIRED_POLICY: PolicyDetails = { ...ENDORSABLE, status: 'expired' };

const listed = (policy: PolicyDetails): Policy => {
  const { documents: _documents, history: _history, ...row } = policy;
  return row;
};
export const ACTIVE_POLICIES: Policy[] = [listed(ENDORSABLE), listed(OTHER_ACTIVE)];

const ADA = { user_id: 'user-ada', name: 'Ada Obi' };

/** The cancellation of ENDORSABLE from 4 August, as registered: ₦41,095.89 comes back to Lekki Foods. */
export const REGISTERED: EndorsementDetails = {
  endorsement_id: ENDORSEMENT_ID,
  endorsement_number: 'END/2026/000012',
  kind: 'cancellation',
  status: 'pending',
  description: 'The van was sold',
  effective_date: '2026-08-04',
  policy_id: ENDORSABLE_ID,
  policy_number: ENDORSABLE.policy_number,
  insurer_policy_number: ENDORSABLE.insurer_policy_number,
  client_type: ENDORSABLE.client_type,
  client_id: ENDORSABLE.client_id,
  client_name: ENDORSABLE.client_name,
  name_of_insured: ENDORSABLE.name_of_insured,
  product_name: ENDORSABLE.product_name,
  insurance_provider_name: ENDORSABLE.insurance_provider_name,
  start_date: ENDORSABLE.start_date,
  end_date: ENDORSABLE.end_date,
  new_end_date: ENDORSABLE.end_date,
  current_premium: ENDORSABLE.premium,
  new_premium: ENDORSABLE.premium,
  current_sum_insured: ENDORSABLE.sum_insured,
  new_sum_insured: ENDORSABLE.sum_insured,
  items: null,
  covers: null,
  premium_adjustment_kind: 'return',
  premium_adjustment: '41095.89',
  days_remaining: 150,
  days_in_period: 365,
  commission: '4109.59',
  vat_on_commission: '308.22',
  net_to_insurer: '36678.08',
  invoice_id: null,
  invoice_no: null,
  invoice_status: null,
  refund_id: null,
  client_notified_at: null,
  status_reason: null,
  decided_by: null,
  decided_at: null,
  applied_by: null,
  applied_at: null,
  created_by: ADA,
  created_at: '2026-11-26T09:00:00.000Z',
  updated_at: '2026-11-26T09:00:00.000Z',
  documents: [],
  history: [{ action: 'registered', status: 'pending', note: null, by: ADA, at: '2026-11-26T09:00:00.000Z' }],
};

export const registeredAnswer = (endorsement: EndorsementDetails = REGISTERED) => ({
  success: true as const,
  message: 'Endorsement registered',
  data: endorsement,
});
export const policyAnswer = (policy: PolicyDetails) => ({ success: true as const, data: policy });

export const REGISTER_PATH = '/policy/endorsement/register';
export const ENDORSE_PATH = '/policies/endorsement';

/** By API path: the policies on cover to choose from, the preselected policy and its product's covers. */
export const REGISTER_ANSWERS: Record<string, unknown> = {
  '/policies': policiesAnswer(ACTIVE_POLICIES),
  '/policies/search': policiesAnswer([listed(ENDORSABLE)]),
  [`/policies/${ENDORSABLE_ID}`]: policyAnswer(ENDORSABLE),
  [`/product/${MOTOR.product_id}`]: { success: true, data: MOTOR },
};
