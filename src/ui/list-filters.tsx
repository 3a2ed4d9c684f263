import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { isValidDateString } from '../../domain/date-input';
import { Button } from './button';
import { DateInput } from './date-input';
import { SelectInput } from './select-input';
import { TextField } from './text-field';

/** What a list is narrowed by: a status ('' for all), a date range and words. */
export interface ListFilterValues<S extends string> {
  status: S | '';
  startDate: string;
  endDate: string;
  search: string;
}

export const noFilters = <S extends string>(): ListFilterValues<S> => ({ status: '', startDate: '', endDate: '', search: '' });

const ALL = 'all';

/** A search box whose words (trimmed) are sent when the Search button is pressed. */
export function SearchForm({
  label,
  placeholder,
  initial = '',
  onSearch,
  name,
  className = 'flex flex-1 items-end gap-2',
}: {
  label: string;
  placeholder: string;
  initial?: string;
  onSearch: (words: string) => void;
  /** The accessible name of the search landmark, where a page has several. */
  name?: string;
  className?: string;
}) {
  const [typed, setTyped] = useState(initial);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(typed.trim());
  };
  return (
    <form role="search" aria-label={name} onSubmit={search} className={className}>
      <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
        {label}
        <input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={placeholder}
          className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm font-normal focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
      </label>
      <Button type="submit" variant="secondary">
        Search
      </Button>
    </form>
  );
}

const TYPING_PAUSE_MS = 300;

/**
 * A search landmark whose words are sent once typing pauses, so each key does not cost a request;
 * the list's other filters sit beside the box.
 */
export function TypedSearch({
  name,
  label,
  placeholder,
  search,
  onSearch,
  className,
  children,
}: {
  name: string;
  label: string;
  placeholder: string;
  search: string;
  onSearch: (words: string) => void;
  className: string;
  children: ReactNode;
}) {
  const [typed, setTyped] = useState(search);
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => onSearch(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);
  return (
    <div role="search" aria-label={name} className={className}>
      <TextField label={label} type="search" placeholder={placeholder} value={typed} onChange={(event) => setTyped(event.target.value)} />
      {children}
    </div>
  );
}

/** A select of one filter with "All" (or its own wording of it) first; '' stands for all. */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  all = 'All',
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: V | '';
  options: { value: V; label: string }[];
  all?: string;
  onChange: (value: V | '') => void;
  error?: string | null;
  disabled?: boolean;
}) {
  return (
    <SelectInput<V | typeof ALL>
      label={label}
      value={value || ALL}
      options={[{ value: ALL, label: all }, ...options]}
      error={error}
      disabled={disabled}
      onChange={(chosen) => onChange(chosen === ALL ? '' : (chosen as V))}
    />
  );
}

/** From and to dates that cannot cross. */
export function DateRange({
  labels,
  from,
  to,
  onChange,
}: {
  labels: [from: string, to: string];
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  return (
    <>
      <FilterDate label={labels[0]} value={from} max={to || undefined} onChange={(next) => onChange({ from: next, to })} />
      <FilterDate label={labels[1]} value={to} min={from || undefined} onChange={(next) => onChange({ from, to: next })} />
    </>
  );
}

/** A date that filters a list: the list is asked again once the typed date is whole (or cleared), not at every digit. */
type FilterDateProps = { label: string; value: string; min?: string; max?: string; onChange: (date: string) => void };

function FilterDate({ value, onChange, ...rest }: FilterDateProps) {
  const [typed, setTyped] = useState(value);
  const [given, setGiven] = useState(value);
  if (given !== value) {
    setGiven(value);
    setTyped(value);
  }
  return (
    <DateInput
      {...rest}
      value={typed}
      onChange={(next) => {
        setTyped(next);
        if (next === '' || isValidDateString(next)) onChange(next);
      }}
    />
  );
}

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
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <SearchForm
        label={searchLabel}
        placeholder={searchPlaceholder}
        initial={filters.search}
        onSearch={(search) => onChange({ ...filters, search })}
        className="flex items-end gap-2 md:col-span-3"
      />
      <FilterSelect label="Status" value={filters.status} options={statuses} onChange={(status) => onChange({ ...filters, status })} />
      <DateRange
        labels={dateLabels}
        from={filters.startDate}
        to={filters.endDate}
        onChange={({ from, to }) => onChange({ ...filters, startDate: from, endDate: to })}
      />
    </div>
  );
}
