import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { DateInput } from './date-input';
import { SelectInput } from './select-input';

/** What a list is narrowed by: a status ('' for all), a date range and words. */
export interface ListFilterValues<S extends string> {
  status: S | '';
  startDate: string;
  endDate: string;
  search: string;
}

export const noFilters = <S extends string>(): ListFilterValues<S> => ({ status: '', startDate: '', endDate: '', search: '' });

/**
 * A search box (sent on submit, trimmed), a status select with "All" first, and from/to dates
 * that cannot cross; each change asks for the first page again.
 */
export function ListFilters<S extends string>({
  filters,
  onChange,
  searchLabel,
  searchPlaceholder,
  statuses,
  dateLabels,
}: {
  filters: ListFilterValues<S>;
  onChange: (filters: ListFilterValues<S>) => void;
  searchLabel: string;
  searchPlaceholder: string;
  statuses: { value: S; label: string }[];
  dateLabels: [from: string, to: string];
}) {
  const [typed, setTyped] = useState(filters.search);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, search: typed.trim() });
  };
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <form role="search" onSubmit={search} className="flex items-end gap-2 md:col-span-3">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
          {searchLabel}
          <input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={searchPlaceholder}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm font-normal focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </label>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <SelectInput
        label="Status"
        value={filters.status || 'all'}
        options={[{ value: 'all', label: 'All' }, ...statuses]}
        onChange={(value) => onChange({ ...filters, status: value === 'all' ? '' : (value as S) })}
      />
      <DateInput
        label={dateLabels[0]}
        value={filters.startDate}
        max={filters.endDate || undefined}
        onChange={(startDate) => onChange({ ...filters, startDate })}
      />
      <DateInput
        label={dateLabels[1]}
        value={filters.endDate}
        min={filters.startDate || undefined}
        onChange={(endDate) => onChange({ ...filters, endDate })}
      />
    </div>
  );
}
