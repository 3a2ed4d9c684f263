import { useState, type FormEvent } from 'react';
import { periodErrors } from '../../../domain/financial-statements';
import { periodToDate } from '../../../domain/reports/periods';
import { Button } from '../../ui/button';
import { DateInput } from '../../ui/date-input';
import { SelectInput } from '../../ui/select-input';
import { DASHBOARD_PERIODS, type DashboardPeriod, type DashboardRange } from './dashboard-range';
import type { FieldError } from '../../../domain/validation';

/** This month, quarter or year so far, or two dates typed by the user and shown on Show. */
export function RangeControls({
  range,
  today,
  onChoose,
}: {
  range: DashboardRange;
  today: string;
  onChoose: (range: DashboardRange) => void;
}) {
  const [custom, setCustom] = useState(range.period === 'custom');
  const [startDate, setStartDate] = useState(range.startDate);
  const [endDate, setEndDate] = useState(range.endDate);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const errorOf = (field: string) => errors.find((error) => error.field === field)?.message ?? null;

  const pick = (period: DashboardPeriod) => {
    if (period === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    setErrors([]);
    onChoose({ period, ...periodToDate(period, today) });
  };
  const show = (event: FormEvent) => {
    event.preventDefault();
    const found = periodErrors(startDate, endDate);
    setErrors(found);
    if (found.length === 0) onChoose({ period: 'custom', startDate, endDate });
  };

  return (
    <form aria-label="Dashboard period" onSubmit={show} className="flex flex-wrap items-end gap-3">
      <div className="w-44">
        <SelectInput label="Period" name="period" value={custom ? 'custom' : range.period} options={DASHBOARD_PERIODS} onChange={pick} />
      </div>
      {custom && (
        <>
          <div className="w-44">
            <DateInput label="From" name="startDate" value={startDate} onChange={setStartDate} error={errorOf('startDate')} required />
          </div>
          <div className="w-44">
            <DateInput label="To" name="endDate" value={endDate} onChange={setEndDate} error={errorOf('endDate')} required />
          </div>
          <Button type="submit">Show</Button>
        </>
      )}
    </form>
  );
}
