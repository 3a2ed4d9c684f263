import { Radio, RadioGroup } from '@headlessui/react';
import { useId } from 'react';
import { BILLING_PERIODS, type BillingPeriodId } from '../../../domain/subscription';

export interface BillingPeriodSwitchProps {
  value: BillingPeriodId;
  onChange: (value: BillingPeriodId) => void;
  disabled?: boolean;
  /** What each period saves against paying monthly, in whole percent. */
  savings?: Partial<Record<BillingPeriodId, number>>;
}

/** Monthly, Quarterly or Yearly: a segmented radio group. */
export function BillingPeriodSwitch({ value, onChange, disabled = false, savings = {} }: BillingPeriodSwitchProps) {
  const id = useId();
  const saving = (periodId: BillingPeriodId) => (savings[periodId] ?? 0) > 0 ? `save ${savings[periodId]}%` : null;
  return (
    <RadioGroup value={value} onChange={onChange} disabled={disabled} aria-label="Billing period" className="inline-flex rounded-lg bg-slate-200/70 p-1">
      {BILLING_PERIODS.map((period) => (
        <Radio
          key={period.id}
          value={period.id}
          aria-label={period.name}
          aria-describedby={saving(period.id) ? `${id}-${period.id}` : undefined}
          className="cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-slate-600 outline-none transition data-checked:bg-white data-checked:text-slate-900 data-checked:shadow-sm data-disabled:cursor-not-allowed data-disabled:opacity-60 data-focus:ring-2 data-focus:ring-brand-500"
        >
          {period.name}
          {saving(period.id) && (
            <span id={`${id}-${period.id}`} className="ml-1.5 text-xs font-normal text-emerald-700">
              {saving(period.id)}
            </span>
          )}
        </Radio>
      ))}
    </RadioGroup>
  );
}
