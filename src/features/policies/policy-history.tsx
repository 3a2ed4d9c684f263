import { bodyCell, CardTable, headCell } from '../../ui/card-table';
import { moment } from './policy-format';
import type { PolicyDetails } from '../../../domain/policies';

const th = headCell;
const td = `${bodyCell} align-top`;

/** Who did what to the policy and when, oldest first as the server lists it; a lapse or cancellation says why. */
export function PolicyHistory({ history }: { history: PolicyDetails['history'] }) {
  return (
    <CardTable caption="History">
      <thead>
        <tr>
          {['When', 'Who', 'What', 'Note'].map((heading) => (
            <th key={heading} scope="col" className={th}>
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
