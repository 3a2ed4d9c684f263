import { formatQuoteTimestamp } from '../../../domain/format/dates';
import { bodyCell, CardTable, headCell } from '../../ui/card-table';
import type { QuoteDetails } from '../../../domain/quotes';

const th = headCell;
const td = `${bodyCell} align-top`;

/** Who did what to the quote and when, oldest first as the server lists it; a rejection or a note says why. */
export function QuoteHistory({ history }: { history: QuoteDetails['history'] }) {
  return (
    <CardTable caption="History">
      <thead>
        <tr>
          <th scope="col" className={th}>
            When
          </th>
          <th scope="col" className={th}>
            Who
          </th>
          <th scope="col" className={th}>
            What
          </th>
          <th scope="col" className={th}>
            Note
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {history.length === 0 ? (
          <tr>
            <td colSpan={4} className={`${td} text-slate-500`}>
              Nothing has been recorded yet
            </td>
          </tr>
        ) : (
          history.map((event, index) => (
            <tr key={`${event.at}-${index}`}>
              <td className={`${td} whitespace-nowrap tabular-nums`}>
                <time dateTime={event.at}>{formatQuoteTimestamp(event.at)}</time>
              </td>
              <td className={td}>{event.by?.name ?? 'The system'}</td>
              <td className={`${td} first-letter:uppercase`}>{event.action}</td>
              <td className={td}>{event.note ?? ''}</td>
            </tr>
          ))
        )}
      </tbody>
    </CardTable>
  );
}
