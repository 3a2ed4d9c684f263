import { todayInLagos } from '../../../domain/today';
import { PeriodControls } from '../../ui/date-controls';
import { PERIOD_PRESETS, sameRange } from './period-presets';
import type { DayRange } from '../../../domain/reports/periods';

const presetClass = (pressed: boolean) =>
  [
    'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
    pressed ? 'bg-brand-600 text-white' : 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  ].join(' ');

/** The period of a report: one of the usual ones at a click, or any two days typed in. */
export function ReportPeriodControls({ shown, onChoose }: { shown: DayRange; onChoose: (range: DayRange) => void }) {
  const today = todayInLagos();
  return (
    <div className="space-y-3">
      <div role="group" aria-label="Period" className="flex flex-wrap gap-2">
        {PERIOD_PRESETS.map((preset) => {
          const range = preset.range(today);
          return (
            <button
              key={preset.label}
              type="button"
              aria-pressed={sameRange(range, shown)}
              className={presetClass(sameRange(range, shown))}
              onClick={() => onChoose(range)}
            >
              {preset.label}
            </button>
          );
        })}
      </div>
      <PeriodControls key={`${shown.startDate}:${shown.endDate}`} label="Report dates" initial={shown} onShow={onChoose} />
    </div>
  );
}
