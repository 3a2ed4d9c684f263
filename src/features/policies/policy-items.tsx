import { bodyCell, CardTable, headCell } from '../../ui/card-table';
import { ShareTable } from '../../ui/share-table';
import { naira } from './policy-format';
import type { PolicyDetails } from '../../../domain/policies';

const th = headCell;
const td = bodyCell;

/** What is insured, item by item, and the extra covers bought. */
export function PolicyItems({ policy }: { policy: PolicyDetails }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CardTable caption="Insured items">
        <thead>
          <tr>
            <th scope="col" className={th}>
              Description
            </th>
            <th scope="col" className={`${th} text-right`}>
              Sum insured
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {policy.items.length === 0 ? (
            <tr>
              <td colSpan={2} className={`${td} text-slate-500`}>
                No items are listed on this policy
              </td>
            </tr>
          ) : (
            policy.items.map((item, index) => (
              <tr key={`${item.description}-${index}`}>
                <th scope="row" className={`${td} text-left font-normal`}>
                  {item.description}
                </th>
                <td className={`${td} text-right tabular-nums`}>{item.sum_insured === null ? '—' : naira(item.sum_insured)}</td>
              </tr>
            ))
          )}
        </tbody>
      </CardTable>
      <section aria-labelledby="policy-covers" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="policy-covers" className="text-sm font-semibold text-slate-900">
          Covers
        </h2>
        {policy.covers.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">No extra covers</p>
        ) : (
          <ul aria-labelledby="policy-covers" className="mt-2 list-disc pl-5 text-sm text-slate-700">
            {policy.covers.map((cover) => (
              <li key={cover.cover_id}>{cover.name}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
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
