import { INVOICE_STATUSES, type InvoiceStatus } from '../../../domain/invoices';
import { ListFilters, noFilters, type ListFilterValues } from '../../ui/list-filters';

export type InvoiceFilterValues = ListFilterValues<InvoiceStatus>;

export const NO_FILTERS: InvoiceFilterValues = noFilters();

/** As the list shows them: upper case, deactivated as DELETED. */
const statusLabel = (status: InvoiceStatus) => (status === 'deactivated' ? 'DELETED' : status.toUpperCase());
const STATUSES = INVOICE_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

/** Status, issue dates and words (invoice number, client, insured). */
export function InvoiceFilters({ filters, onChange }: { filters: InvoiceFilterValues; onChange: (filters: InvoiceFilterValues) => void }) {
  return (
    <ListFilters
      filters={filters}
      onChange={onChange}
      searchLabel="Search invoices"
      searchPlaceholder="Invoice number, client or insured"
      statuses={STATUSES}
      dateLabels={['Issued from', 'Issued to']}
    />
  );
}
