import { DateInput } from '../../ui/date-input';
import { SelectInput } from '../../ui/select-input';
import type { Insurer } from '../../../domain/underwriters';
import type { Loaded } from '../../ui/use-loader';

export interface ScheduleFilterValues {
  /** The insurer's provider id as the select holds it; '' for every insurer. */
  insurer: string;
  from: string;
  to: string;
}

export const NO_FILTERS: ScheduleFilterValues = { insurer: '', from: '', to: '' };

const ALL = 'all';

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
  const options = [
    { value: ALL, label: 'All insurers' },
    ...(insurers.status === 'ready' ? insurers.data.map((insurer) => ({ value: String(insurer.provider_id), label: insurer.name })) : []),
  ];
  return (
    <div className="grid gap-3 md:grid-cols-3">
      <SelectInput
        label="Insurer"
        value={filters.insurer || ALL}
        options={options}
        error={insurers.status === 'failed' ? `The insurers could not be loaded: ${insurers.failure.message}` : undefined}
        onChange={(value) => onChange({ ...filters, insurer: value === ALL ? '' : value })}
      />
      <DateInput
        label={`${dateLabel} from`}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(from) => onChange({ ...filters, from })}
      />
      <DateInput
        label={`${dateLabel} to`}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(to) => onChange({ ...filters, to })}
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
