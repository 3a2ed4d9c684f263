import { useState, type FormEvent } from 'react';
import { INVOICE_STATUSES, type InvoiceStatus } from '../../../domain/invoices';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { SelectInput } from '../../ui/select-input';

export interface InvoiceFilterValues {
  status: InvoiceStatus | '';
  startDate: string;
  endDate: string;
  search: string;
}

export const NO_FILTERS: InvoiceFilterValues = { status: '', startDate: '', endDate: '', search: '' };

/** As the list shows them: upper case, deactivated as DELETED. */
const statusLabel = (status: InvoiceStatus) => (status === 'deactivated' ? 'DELETED' : status.toUpperCase());
const STATUS_OPTIONS = [{ value: 'all', label: 'All' }, ...INVOICE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))];

/** Status, issue dates and words (invoice number, client, insured); each change asks for the first page again. */
export function InvoiceFilters({ filters, onChange }: { filters: InvoiceFilterValues; onChange: (filters: InvoiceFilterValues) => void }) {
  const [typed, setTyped] = useState(filters.search);
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, search: typed.trim() });
  };
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <form role="search" onSubmit={search} className="flex items-end gap-2 md:col-span-3">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
          Search invoices
          <input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Invoice number, client or insured"
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
        onChange={(value) => onChange({ ...filters, status: value === 'all' ? '' : (value as InvoiceStatus) })}
      />
      <DateInput label="Issued from" value={filters.startDate} max={filters.endDate || undefined} onChange={(startDate) => onChange({ ...filters, startDate })} />
      <DateInput label="Issued to" value={filters.endDate} min={filters.startDate || undefined} onChange={(endDate) => onChange({ ...filters, endDate })} />
    </div>
  );
}
