import { useState, type FormEvent, type ReactNode } from 'react';
import { isValidDateString } from '../../domain/date-input';
import { periodErrors } from '../../domain/financial-statements';
import { INVALID_DATE } from '../../domain/messages';
import { Button } from './button';
import { DateInput } from './date-input';

function Controls({ label, onSubmit, children }: { label: string; onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      aria-label={label}
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
    >
      {children}
      <Button type="submit">Show</Button>
    </form>
  );
}

/** The day a statement stands at (balances at the end of it). */
export function AsOfControls({ initial, onShow }: { initial: string; onShow: (asOf: string) => void }) {
  const [asOf, setAsOf] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const show = () => {
    const valid = isValidDateString(asOf);
    setError(valid ? null : INVALID_DATE);
    if (valid) onShow(asOf);
  };
  return (
    <Controls label="Statement dates" onSubmit={show}>
      <div className="w-44">
        <DateInput label="As at" name="asOf" value={asOf} onChange={setAsOf} error={error} required />
      </div>
    </Controls>
  );
}

export interface PeriodChoice {
  startDate: string;
  endDate: string;
  search?: string;
}

/** A stretch of days, both ends included; with `search`, a filter on account code or name too. */
export function PeriodControls({
  initial,
  onShow,
  withSearch = false,
  label = 'Statement dates',
}: {
  initial: PeriodChoice;
  onShow: (choice: PeriodChoice) => void;
  withSearch?: boolean;
  /** The form's accessible name. */
  label?: string;
}) {
  const [choice, setChoice] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const show = () => {
    const found = periodErrors(choice.startDate, choice.endDate);
    setErrors(Object.fromEntries(found.map((error) => [error.field, error.message])));
    if (found.length === 0) onShow(choice);
  };
  return (
    <Controls label={label} onSubmit={show}>
      <div className="w-44">
        <DateInput
          label="From"
          name="startDate"
          value={choice.startDate}
          onChange={(startDate) => setChoice({ ...choice, startDate })}
          error={errors.startDate}
          required
        />
      </div>
      <div className="w-44">
        <DateInput
          label="To"
          name="endDate"
          value={choice.endDate}
          onChange={(endDate) => setChoice({ ...choice, endDate })}
          error={errors.endDate}
          required
        />
      </div>
      {withSearch && (
        <label className="flex w-60 flex-col gap-1 text-sm font-medium text-slate-700">
          Search accounts
          <input
            type="search"
            name="search"
            value={choice.search ?? ''}
            placeholder="Code or name"
            onChange={(event) => setChoice({ ...choice, search: event.target.value })}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-normal text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </label>
      )}
    </Controls>
  );
}
