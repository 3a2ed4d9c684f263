import { DateRange, FilterSelect } from '../../ui/list-filters';
import type { Insurer } from '../../../domain/underwriters';
import type { Loaded } from '../../ui/use-loader';

export interface ScheduleFilterValues {
  /** The insurer's provider id as the select holds it; '' for every insurer. */
  insurer: string;
  from: string;
  to: string;
}

export const NO_FILTERS: ScheduleFilterValues = { insurer: '', from: '', to: '' };

/** Insurer and a date range; each change asks for the first page again. */
export function ScheduleFilters({
  filters,
  insurers,
  dateLabel,
  onChange,
}: {
  filters: ScheduleFilterValues;
  insurers: Loaded<Insurer[]>;
  /** What the dates are: the payment date, or the remittance date. */
  dateLabel: string;
  onChange: (filters: ScheduleFilterValues) => void;
}) {
  const options =
    insurers.status === 'ready' ? insurers.data.map((insurer) => ({ value: String(insurer.provider_id), label: insurer.name })) : [];
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <FilterSelect
        label="Insurer"
        value={filters.insurer}
        options={options}
        all="All insurers"
        error={insurers.status === 'failed' ? `The insurers could not be loaded: ${insurers.failure.message}` : undefined}
        onChange={(insurer) => onChange({ ...filters, insurer })}
      />
      <DateRange
        labels={[`${dateLabel} from`, `${dateLabel} to`]}
        from={filters.from}
        to={filters.to}
        onChange={(range) => onChange({ ...filters, ...range })}
      />
    </div>
  );
}

/** The filters as the API takes them. */
export const scheduleQuery = (filters: ScheduleFilterValues) => ({
  insuranceProvider: filters.insurer === '' ? ('' as const) : Number(filters.insurer),
  from: filters.from,
  to: filters.to,
});
