import { Description, Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { BILLING_PERIODS, type BillingPeriodId } from '../../../domain/subscription';

export interface BillingPeriodSwitchProps {
  value: BillingPeriodId;
  onChange: (value: BillingPeriodId) => void;
  disabled?: boolean;
  /** What each period saves against paying monthly, in whole percent. */
  savings?: Partial<Record<BillingPeriodId, number>>;
}

/** Monthly, Quarterly or Yearly: a segmented radio group. Each option sits in a Field so its label and saving name the radio. */
export function BillingPeriodSwitch({ value, onChange, disabled = false, savings = {} }: BillingPeriodSwitchProps) {
  return (
    <RadioGroup value={value} onChange={onChange} disabled={disabled} aria-label="Billing period" className="inline-flex rounded-lg bg-slate-200/70 p-1">
      {BILLING_PERIODS.map((period) => {
        const saving = savings[period.id] ?? 0;
        return (
          <Field key={period.id} disabled={disabled}>
            <Radio
              value={period.id}
              className="flex cursor-pointer items-baseline gap-1.5 rounded-md px-4 py-1.5 text-sm font-medium text-slate-600 outline-none transition data-checked:bg-white data-checked:text-slate-900 data-checked:shadow-sm data-disabled:cursor-not-allowed data-disabled:opacity-60 data-focus:ring-2 data-focus:ring-brand-500"
            >
              <Label className="cursor-[inherit]">{period.name}</Label>
              {saving > 0 && <Description className="text-xs font-normal text-emerald-700">save {saving}%</Description>}
            </Radio>
          </Field>
        );
      })}
    </RadioGroup>
  );
}
