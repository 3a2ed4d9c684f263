import { ENTRY_STATUSES, type EntryStatus } from '../../../domain/accounting';
import { TRANSACTION_STATUS_LABELS } from '../../../domain/transactions';
import { ListFilters, noFilters, type ListFilterValues } from '../../ui/list-filters';

export type TransactionFilterValues = ListFilterValues<EntryStatus>;

export const NO_FILTERS: TransactionFilterValues = noFilters();

const STATUSES = ENTRY_STATUSES.map((status) => ({ value: status, label: TRANSACTION_STATUS_LABELS[status] }));

/** Status, dates and words (reference number or description). */
export function TransactionFilters({
  filters,
  onChange,
}: {
  filters: TransactionFilterValues;
  onChange: (filters: TransactionFilterValues) => void;
}) {
  return (
    <ListFilters
      filters={filters}
      onChange={onChange}
      searchLabel="Search transactions"
      searchPlaceholder="Reference number or description"
      statuses={STATUSES}
      dateLabels={['From', 'To']}
    />
  );
}
