import { DEFAULT_CLAIM_AGE_LIMIT_DAYS, type Claim } from '../../domain/claims';
import { ADA, CLIENT_ID, POLICY_ID } from '../policies/policy-fixtures';

// The brokerage's claims as GET /claims (and /claims/search) answers them: Chinedu Okafor's car
// (POL/2026/000017) in the workshop, Lekki Foods' goods lost in transit, long past the age limit,
// and a settled burglary.

export const CLAIMS_PATH = '/claims';
export const CLAIMS_SEARCH_PATH = '/claims/search';

/** Chinedu Okafor's motor claim, registered a week ago: the repair estimate and photographs are still to come. */
export const MOTOR_CLAIM: Claim = {
  claim_id: '4a5b6c7d-8e9f-4a0b-9c1d-2e3f4a5b6c7d',
  claim_number: 'CLM/2026/000014',
  status: 'documents_pending',
  policy_id: POLICY_ID,
  policy_number: 'POL/2026/000017',
  insurer_policy_number: 'LAG/MTR/26/004411',
  client_type: 'INDIVIDUAL',
  client_id: CLIENT_ID,
  client_name: 'Chinedu Okafor',
  name_of_insured: 'Chinedu Okafor',
  product_name: 'Leadway Private Motor Comprehensive',
  category_code: 'MOTOR',
  category_name: 'Motor',
  insurance_provider_id: 3,
  insurance_provider_name: 'Leadway Assurance',
  insured_item: 'Toyota Camry LND 442 KJ',
  loss_date: '2026-11-18',
  loss_place: 'Third Mainland Bridge, Lagos',
  reported_date: '2026-11-20',
  cause: 'Accident',
  description: 'Hit from behind in traffic; the boot and rear bumper are crushed',
  reported_by: 'Chinedu Okafor',
  reporter_phone: '0803 555 0142',
  estimated_loss: '850000.00',
  third_parties: 'A Lagos BRT bus, fleet number 214',
  police_report_number: null,
  adjuster_name: null,
  adjuster_firm: null,
  adjuster_email: null,
  offer_amount: null,
  excess: null,
  net_offer: null,
  settled_amount: null,
  settlement_mode: null,
  settled_on: null,
  status_reason: null,
  missing_documents: ['Repair estimate', 'Photographs of the damage'],
  age_days: 7,
  age_limit_days: DEFAULT_CLAIM_AGE_LIMIT_DAYS,
  overdue: false,
  created_by: ADA,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-22T09:30:00.000Z',
};

/** Submitted to the insurer in August and not settled: past the 90 days, flagged overdue. */
export const OVERDUE_CLAIM: Claim = {
  ...MOTOR_CLAIM,
  claim_id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
  claim_number: 'CLM/2026/000006',
  status: 'submitted',
  policy_id: '0d1c2b3a-4958-4e6f-8a7b-9c0d1e2f3a4b',
  policy_number: 'POL/2026/000031',
  client_type: 'CORPORATE',
  client_name: 'Lekki Foods Ltd',
  name_of_insured: 'Lekki Foods Ltd',
  category_code: 'GOODS_IN_TRANSIT',
  category_name: 'Goods in transit',
  insured_item: 'Frozen fish, 40 cartons',
  loss_date: '2026-08-12',
  reported_date: '2026-08-14',
  cause: 'Theft',
  police_report_number: 'LAG/ORE/2026/1187',
  estimated_loss: '2450000.00',
  missing_documents: [],
  age_days: 105,
  overdue: true,
};

/** A burglary paid in October: finished, it no longer ages. */
export const SETTLED_CLAIM: Claim = {
  ...MOTOR_CLAIM,
  claim_id: '6c7d8e9f-0a1b-4c2d-9e3f-4a5b6c7d8e9f',
  claim_number: 'CLM/2026/000002',
  status: 'settled',
  category_code: 'BURGLARY',
  category_name: 'Burglary',
  insured_item: null,
  cause: 'Burglary',
  loss_date: '2026-07-03',
  estimated_loss: '320000.00',
  settled_amount: '295000.00',
  missing_documents: [],
  age_days: 98,
  overdue: false,
};

export const LISTED_CLAIMS: Claim[] = [MOTOR_CLAIM, OVERDUE_CLAIM, SETTLED_CLAIM];

export const claimsAnswer = (claims: Claim[], page = 1, pages = 1, total = claims.length) => ({
  success: true as const,
  data: claims,
  meta: { page, limit: 20, total, pages },
});
