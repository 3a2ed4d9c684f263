import { truncateMoneyText } from '../../../domain/money';
import { Button } from '../../ui/button';
import { formatIn, type AccountGroup } from './amounts';
import type { TransactionState } from './use-transaction';

const cell = 'px-2 py-2 align-top';
const inputClass = (error?: string) =>
  [
    'block w-full rounded-lg border bg-white px-2.5 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 disabled:bg-slate-100',
    error ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
  ].join(' ');

function FieldNote({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-xs text-red-600">
      {error}
    </p>
  ) : null;
}

/**
 * The lines of a transaction: an account, a debit or a credit, and a note on each; running totals
 * and the difference, so the person sees when it balances.
 */
export function LinesEditor({
  state,
  accounts,
  accountsNote,
}: {
  state: TransactionState;
  accounts: AccountGroup[];
  accountsNote?: string | null;
}) {
  const { draft, totals, failure, busy } = state;
  const errors = failure?.fieldErrors ?? {};
  const balanced = totals.difference === 0 && totals.debit > 0;
  const currency = draft.currency;

  return (
    <fieldset className="space-y-3" disabled={busy}>
      <legend className="text-sm font-semibold text-slate-900">Lines</legend>
      {accountsNote && (
        <p role="alert" className="text-sm text-red-700">
          {accountsNote}
        </p>
      )}
      <div className="overflow-x-auto rounded-lg border border-slate-200">
        <table className="min-w-full text-sm" aria-label="Transaction lines">
          <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-2 py-2">
                #
              </th>
              <th scope="col" className="min-w-64 px-2 py-2">
                Account
              </th>
              <th scope="col" className="w-36 px-2 py-2 text-right">
                Debit ({currency})
              </th>
              <th scope="col" className="w-36 px-2 py-2 text-right">
                Credit ({currency})
              </th>
              <th scope="col" className="min-w-48 px-2 py-2">
                Line description
              </th>
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {draft.lines.map((line, index) => {
              const n = index + 1;
              const accountError = errors[`lines.${index}.accountId`];
              const debitError = errors[`lines.${index}.debit`];
              const creditError = errors[`lines.${index}.credit`];
              const noteError = errors[`lines.${index}.description`];
              return (
                <tr key={line.key}>
                  <td className={`${cell} pt-4 text-slate-500`}>{n}</td>
                  <td className={cell}>
                    <select
                      aria-label={`Account, line ${n}`}
                      value={line.accountId}
                      onChange={(event) => state.editLine(index, { accountId: event.target.value })}
                      aria-invalid={accountError ? true : undefined}
                      aria-describedby={accountError ? `line-${line.key}-account-error` : undefined}
                      className={inputClass(accountError)}
                    >
                      <option value="">Choose an account</option>
                      {accounts.map((group) => (
                        <optgroup key={group.label} label={group.label}>
                          {group.options.map((option) => (
                            <option key={option.value} value={option.value}>
                              {option.label}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </select>
                    <FieldNote id={`line-${line.key}-account-error`} error={accountError} />
                  </td>
                  {(['debit', 'credit'] as const).map((side) => {
                    const error = side === 'debit' ? debitError : creditError;
                    return (
                      <td key={side} className={cell}>
                        <input
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          aria-label={`${side === 'debit' ? 'Debit' : 'Credit'}, line ${n}`}
                          value={line[side]}
                          onChange={(event) => state.editLine(index, { [side]: truncateMoneyText(event.target.value) })}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `line-${line.key}-${side}-error` : undefined}
                          className={`${inputClass(error)} text-right tabular-nums`}
                        />
                        <FieldNote id={`line-${line.key}-${side}-error`} error={error} />
                      </td>
                    );
                  })}
                  <td className={cell}>
                    <input
                      type="text"
                      aria-label={`Line description, line ${n}`}
                      value={line.description}
                      maxLength={200}
                      onChange={(event) => state.editLine(index, { description: event.target.value })}
                      className={inputClass(noteError)}
                    />
                    <FieldNote id={`line-${line.key}-note-error`} error={noteError} />
                  </td>
                  <td className={cell}>
                    <Button
                      variant="ghost"
                      className="px-2"
                      aria-label={`Remove line ${n}`}
                      disabled={!state.canRemoveLine}
                      onClick={() => state.removeLine(index)}
                    >
                      ✕
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot className="bg-slate-50 font-medium text-slate-900">
            <tr>
              <th scope="row" colSpan={2} className="px-2 py-2 text-right">
                Totals
              </th>
              <td className="px-2 py-2 text-right tabular-nums" aria-label="Total debit">
                {formatIn(totals.debit, currency)}
              </td>
              <td className="px-2 py-2 text-right tabular-nums" aria-label="Total credit">
                {formatIn(totals.credit, currency)}
              </td>
              <td colSpan={2} className="px-2 py-2">
                <span role="status" aria-label="Difference" className={balanced ? 'text-emerald-700' : 'text-amber-700'}>
                  {balanced ? 'Balanced' : `Difference ${formatIn(Math.abs(totals.difference), currency)}`}
                </span>
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {errors.lines && (
        <p role="alert" className="text-sm text-red-700">
          {errors.lines}
        </p>
      )}
      <Button variant="secondary" onClick={state.addLine}>
        Add line
      </Button>
    </fieldset>
  );
}
