import { InsuredItems } from '../../ui/insured-items';
import { ShareTable } from '../../ui/share-table';
import type { PolicyDetails } from '../../../domain/policies';

/** What is insured, item by item, and the extra covers bought. */
export function PolicyItems({ policy }: { policy: PolicyDetails }) {
  return <InsuredItems items={policy.items} covers={policy.covers} noItems="No items are listed on this policy" />;
}

/** The co-brokers and co-insurers with their share of the premium. */
export function PolicyShares({ policy }: { policy: PolicyDetails }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ShareTable
        caption="Co-brokers"
        empty="No co-brokers share this policy"
        shares={policy.co_brokers.map((share) => ({ name: share.name, percentage: share.percentage_of_premium }))}
      />
      <ShareTable
        caption="Co-insurers"
        empty="No co-insurers share this policy"
        shares={policy.co_insurers.map((share) => ({ name: share.name, percentage: share.percentage_of_premium }))}
      />
    </div>
  );
}
