import { bodyCell, CardTable, headCell } from './card-table';
import { moment } from './moment';

const td = `${bodyCell} align-top`;

/** One thing done to a record: a policy's or an endorsement's history, as the API answers it. */
export interface RecordEvent {
  action: string;
  note: string | null;
  by: { name: string } | null;
  at: string;
}

/** Who did what to the record and when, oldest first as the server lists it; a note says why. */
export function RecordHistory({ history }: { history: readonly RecordEvent[] }) {
  return (
    <CardTable caption="History">
      <thead>
        <tr>
          {['When', 'Who', 'What', 'Note'].map((heading) => (
            <th key={heading} scope="col" className={headCell}>
              {heading}
            </th>
          ))}
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
                <time dateTime={event.at}>{moment(event.at)}</time>
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
