import { formatNairaText } from '../../../../domain/money';
import { CLAIMABLE_POLICY_STATUSES } from '../../../../domain/policies/claimable';
import { statusLabel } from '../../../ui/status-badge';
import type { PolicyOffer } from '../../../ui/policy-chooser';

/** The policies a claim is registered on: on cover, expired or renewed, with their period, status and sum insured. */
export const CLAIMABLE_POLICIES: PolicyOffer = {
  statuses: CLAIMABLE_POLICY_STATUSES,
  chosenLabel: 'Policy claimed on',
  searchLabel: 'Find the policy',
  searchHint: 'Policies on cover, expired or renewed',
  legend: 'Policies',
  noneYet: 'No policy is or was on cover yet: a claim is registered on a policy that covered the loss.',
  facts: [
    { term: 'Period of cover', of: (policy) => `${policy.start_date} to ${policy.end_date}` },
    { term: 'Status', of: (policy) => statusLabel(policy.status) },
    { term: 'Sum insured', of: (policy) => formatNairaText(policy.sum_insured) },
  ],
};
