import { useState, type FormEvent } from 'react';
import { ENTRY_STATUSES, type EntryStatus } from '../../../domain/accounting';
import { TRANSACTION_STATUS_LABELS } from '../../../domain/transactions';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { SelectInput } from '../../ui/select-input';

export interface TransactionFilterValues {
  status: EntryStatus | '';
  startDate: string;
  endDate: string;
  search: string;
}

export const NO_FILTERS: TransactionFilterValues = { status: '', startDate: '', endDate: '', search: '' };

const STATUS_OPTIONS = [{ value: 'all', label: 'All' }, ...ENTRY_STATUSES.map((status) => ({ value: status, label: TRANSACTION_STATUS_LABELS[status] }))];

/** Status, dates and words (reference number or description); each change asks for the first page again. */
export function TransactionFilters({ filters, onChange }: { filters: TransactionFilterValues; onChange: (filters: TransactionFilterValues) => void }) {
  const [typed, setTyped] = useState(filters.search);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, search: typed.trim() });
  };
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <form role="search" onSubmit={search} className="flex items-end gap-2 md:col-span-3">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
          Search transactions
          <input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Reference number or description"
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
        options={STATUS_OPTIONS}
        onChange={(value) => onChange({ ...filters, status: value === 'all' ? '' : (value as EntryStatus) })}
      />
      <DateInput label="From" value={filters.startDate} max={filters.endDate || undefined} onChange={(startDate) => onChange({ ...filters, startDate })} />
      <DateInput label="To" value={filters.endDate} min={filters.startDate || undefined} onChange={(endDate) => onChange({ ...filters, endDate })} />
    </div>
  );
}
