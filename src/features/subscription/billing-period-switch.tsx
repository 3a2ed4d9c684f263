import { useId } from 'react';
import { BILLING_PERIODS, type BillingPeriodId } from '../../../domain/subscription';

export interface BillingPeriodSwitchProps {
  value: BillingPeriodId;
  onChange: (value: BillingPeriodId) => void;
  disabled?: boolean;
  /** What each period saves against paying monthly, in whole percent. */
  savings?: Partial<Record<BillingPeriodId, number>>;
}

/**
 * Monthly, Quarterly or Yearly: native radios drawn as a segmented control (arrow keys move
 * between them). Native on purpose: Headless UI's Field, loaded in this lazy chunk, comes out of
 * Parcel's production build with providers the shared app-shell chunk does not export.
 */
export function BillingPeriodSwitch({ value, onChange, disabled = false, savings = {} }: BillingPeriodSwitchProps) {
  const id = useId();
  return (
    <div role="radiogroup" aria-label="Billing period" className="inline-flex rounded-lg bg-slate-200/70 p-1">
      {BILLING_PERIODS.map((period) => {
        const saving = savings[period.id] ?? 0;
        const nameId = `${id}-name-${period.id}`;
        const savingId = `${id}-saving-${period.id}`;
        return (
          <label
            key={period.id}
            className="flex cursor-pointer items-baseline gap-1.5 rounded-md px-4 py-1.5 text-sm font-medium text-slate-600 transition has-checked:bg-white has-checked:text-slate-900 has-checked:shadow-sm has-disabled:cursor-not-allowed has-disabled:opacity-60 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
          >
            <input
              type="radio"
              name={`${id}-period`}
              value={period.id}
              checked={value === period.id}
              disabled={disabled}
              onChange={() => onChange(period.id)}
              aria-labelledby={nameId}
              aria-describedby={saving > 0 ? savingId : undefined}
              className="sr-only"
            />
            <span id={nameId}>{period.name}</span>
            {saving > 0 && (
              <span id={savingId} className="text-xs font-normal text-emerald-700">
                save {saving}%
              </span>
            )}
          </label>
        );
      })}
    </div>
  );
}
