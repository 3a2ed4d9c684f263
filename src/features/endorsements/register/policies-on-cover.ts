import { formatNairaText } from '../../../../domain/money';
import type { PolicyOffer } from '../../../ui/policy-chooser';

/** The policies a change is registered on: those on cover, with their period and money as the terms will read them. */
export const POLICIES_ON_COVER: PolicyOffer = {
  statuses: ['active'],
  chosenLabel: 'Policy endorsed',
  searchLabel: 'Find an active policy',
  legend: 'Active policies',
  noneYet: 'No policy is on cover: only an active policy takes an endorsement.',
  facts: [
    { term: 'Period', of: (policy) => `${policy.start_date} to ${policy.end_date}` },
    { term: 'Premium', of: (policy) => formatNairaText(policy.premium) },
    { term: 'Sum insured', of: (policy) => formatNairaText(policy.sum_insured) },
    { term: 'Commission', of: (policy) => formatNairaText(policy.commission) },
  ],
};
