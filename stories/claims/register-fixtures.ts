import { ENDORSABLE, ENDORSABLE_ID, OTHER_ACTIVE, policyAnswer } from '../endorsements/register-fixtures';
import { policiesAnswer } from '../policies/form-fixtures';
import { MOTOR_CLAIM } from './list-fixtures';
import type { ClaimDetails } from '../../domain/claims';
import type { Policy, PolicyDetails } from '../../domain/policies';
import type { RequestOptions } from '../../src/api/client';

// What the register claim form asks the API for: Lekki Foods' delivery van on cover for 2026, Emeka
// Obi's car, Adaeze Nwosu's shop cover that expired at the end of 2025 (no items listed), a proposal
// that takes no claim, and the claim as POST /claims answers it.

export const REGISTER_PATH = '/claims/create';
export const CLAIMS_POST_PATH = '/claims';

export const CLAIMABLE = ENDORSABLE;
export const CLAIMABLE_ID = ENDORSABLE_ID;

export const EXPIRED_SHOP: PolicyDetails = {
  ...ENDORSABLE,
  policy_id: '3a4b5c6d-7e8f-4091-8a2b-3c4d5e6f7a8b',
  policy_number: 'POL/2025/000088',
  status: 'expired',
  client_name: 'Adaeze Nwosu',
  name_of_insured: 'Adaeze Nwosu',
  start_date: '2025-01-01',
  end_date: '2025-12-31',
  items: [],
};

export const PROPOSAL_ID = '4b5c6d7e-8f90-4a1b-9c2d-4e5f6a7b8c9d';
export const NOT_ON_COVER: PolicyDetails = { ...ENDORSABLE, policy_id: PROPOSAL_ID, policy_number: 'POL/2026/000040', status: 'proposal' };

const listed = (policy: PolicyDetails): Policy => {
  const { documents: _documents, history: _history, ...row } = policy;
  return row;
};

const BY_STATUS: Record<string, Policy[]> = {
  active: [listed(CLAIMABLE), listed(OTHER_ACTIVE)],
  expired: [listed(EXPIRED_SHOP)],
  renewed: [],
};

/** GET /policies and /policies/search: the claimable policies of the status asked, matching the words. */
export const policiesByStatus = (options: RequestOptions<unknown>) => {
  const words = String(options.query?.searchQuery ?? '').toLowerCase();
  const found = (BY_STATUS[String(options.query?.status)] ?? []).filter(
    (policy) => !words || `${policy.policy_number} ${policy.name_of_insured} ${policy.client_name}`.toLowerCase().includes(words),
  );
  return policiesAnswer(found);
};

export const CLAIM_ID = '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a';

/** The theft of the van's load, as registered on CLAIMABLE. */
export const REGISTERED: ClaimDetails = {
  ...MOTOR_CLAIM,
  claim_id: CLAIM_ID,
  claim_number: 'CLM/2026/000015',
  status: 'registered',
  policy_id: CLAIMABLE_ID,
  policy_number: CLAIMABLE.policy_number,
  client_name: CLAIMABLE.client_name,
  name_of_insured: CLAIMABLE.name_of_insured,
  insured_item: 'Toyota Hiace delivery van',
  loss_date: '2026-11-02',
  loss_place: 'Oshodi, Lagos',
  cause: 'Theft',
  police_report_number: 'LAG/OSH/2026/5521',
  age_days: 0,
  missing_documents: [],
  checklist: [],
  documents: [],
  comments: [],
  history: [],
  stages: [],
  settlement_received: null,
  settlement_paid: null,
};

export const registeredAnswer = (claim: ClaimDetails = REGISTERED) => ({
  success: true as const,
  message: 'Claim registered',
  data: claim,
});

/** By API path: the policies to choose from and the ones the address may name. */
export const REGISTER_ANSWERS: Record<string, unknown> = {
  '/policies': policiesByStatus,
  '/policies/search': policiesByStatus,
  [`/policies/${CLAIMABLE_ID}`]: policyAnswer(CLAIMABLE),
  [`/policies/${EXPIRED_SHOP.policy_id}`]: policyAnswer(EXPIRED_SHOP),
  [`/policies/${PROPOSAL_ID}`]: policyAnswer(NOT_ON_COVER),
};
