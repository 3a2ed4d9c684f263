import { useState } from 'react';
import { periodToDate } from '../../../domain/reports/periods';
import { PeriodControls } from '../../ui/date-controls';
import { SelectInput } from '../../ui/select-input';
import { DASHBOARD_PERIODS, type DashboardPeriod, type DashboardRange } from './dashboard-range';

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
  const pick = (period: DashboardPeriod) => {
    setCustom(period === 'custom');
    if (period !== 'custom') onChoose({ period, ...periodToDate(period, today) });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="w-44">
        <SelectInput label="Period" name="period" value={custom ? 'custom' : range.period} options={DASHBOARD_PERIODS} onChange={pick} />
      </div>
      {custom && (
        <PeriodControls
          label="Dashboard dates"
          initial={range}
          onShow={({ startDate, endDate }) => onChoose({ period: 'custom', startDate, endDate })}
        />
      )}
    </div>
  );
}
