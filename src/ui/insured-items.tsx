import { useId } from 'react';
import { formatNairaText } from '../../domain/money';
import { bodyCell, CardTable, headCell } from './card-table';

export interface InsuredItemsProps {
  items: readonly { description: string; sum_insured: string | null }[];
  covers: readonly { cover_id: number; name: string }[];
  /** The table's caption and the covers' heading: "Insured items" and "Covers" unless told. */
  itemsCaption?: string;
  coversHeading?: string;
  noItems: string;
}

/** What is insured, item by item with its sum insured (naira text from the API), and the extra covers bought. */
export function InsuredItems({ items, covers, itemsCaption = 'Insured items', coversHeading = 'Covers', noItems }: InsuredItemsProps) {
  const coversId = useId();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <CardTable caption={itemsCaption}>
        <thead>
          <tr>
            <th scope="col" className={headCell}>
              Description
            </th>
            <th scope="col" className={`${headCell} text-right`}>
              Sum insured
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.length === 0 ? (
            <tr>
              <td colSpan={2} className={`${bodyCell} text-slate-500`}>
                {noItems}
              </td>
            </tr>
          ) : (
            items.map((item, index) => (
              <tr key={`${item.description}-${index}`}>
                <th scope="row" className={`${bodyCell} text-left font-normal`}>
                  {item.description}
                </th>
                <td className={`${bodyCell} text-right tabular-nums`}>
                  {item.sum_insured === null ? '—' : formatNairaText(item.sum_insured)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </CardTable>
      <section aria-labelledby={coversId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id={coversId} className="text-sm font-semibold text-slate-900">
          {coversHeading}
        </h2>
        {covers.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">No extra covers</p>
        ) : (
          <ul aria-labelledby={coversId} className="mt-2 list-disc pl-5 text-sm text-slate-700">
            {covers.map((cover) => (
              <li key={cover.cover_id}>{cover.name}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
