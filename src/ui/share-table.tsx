import { trimRate } from '../../domain/products';
import { bodyCell, CardTable, headCell } from './card-table';

const th = headCell;
const td = bodyCell;

export interface Share {
  name: string;
  percentage: string;
}

/** Co-brokers or co-insurers with their percentage of the premium; `empty` says so when there are none. */
export function ShareTable({ caption, empty, shares }: { caption: string; empty: string; shares: Share[] }) {
  return (
    <CardTable caption={caption}>
      <thead>
        <tr>
          <th scope="col" className={th}>
            Name
          </th>
          <th scope="col" className={`${th} text-right`}>
            Percentage of premium
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {shares.length === 0 ? (
          <tr>
            <td colSpan={2} className={`${td} text-slate-500`}>
              {empty}
            </td>
          </tr>
        ) : (
          shares.map((share) => (
            <tr key={share.name}>
              <td className={td}>{share.name}</td>
              <td className={`${td} text-right tabular-nums`}>{trimRate(share.percentage)}%</td>
            </tr>
          ))
        )}
      </tbody>
    </CardTable>
  );
}
