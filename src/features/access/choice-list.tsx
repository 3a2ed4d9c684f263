import { Checkbox } from '../../ui/checkbox';

export interface ChoiceListProps {
  legend: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/** A group of checkboxes inside a form. */
export function ChoiceList({ legend, options, chosen, onChange }: ChoiceListProps) {
  const toggle = (value: string) => onChange(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <Checkbox key={option.value} label={option.label} checked={chosen.includes(option.value)} onChange={() => toggle(option.value)} />
        ))}
      </div>
    </fieldset>
  );
}
