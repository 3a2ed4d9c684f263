import { ADJUSTMENT_KINDS, type QuotePayload } from '../../../domain/quotes';
import { Button } from '../../ui/button';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';

type Adjustment = NonNullable<QuotePayload['adjustments']>[number];

const KIND_OPTIONS = ADJUSTMENT_KINDS.map((value) => ({ value, label: value === 'discount' ? 'Discount' : 'Loading' }));

/** Discounts and loadings, each a percentage of the gross premium with what it is for (no-claims discount, young driver). */
export function QuoteAdjustmentsEditor({
  adjustments,
  errors,
  onChange,
}: {
  adjustments: Adjustment[];
  errors: Record<string, string>;
  onChange: (adjustments: Adjustment[]) => void;
}) {
  const change = (index: number, changes: Partial<Adjustment>) =>
    onChange(adjustments.map((adjustment, at) => (at === index ? { ...adjustment, ...changes } : adjustment)));
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Discounts and loadings</legend>
      {adjustments.map((adjustment, index) => {
        const row = index + 1;
        const at = (key: string) => errors[`adjustments.${index}.${key}`];
        return (
          <div key={index} className="grid items-end gap-2 sm:grid-cols-[9rem_1fr_8rem_auto]">
            <SelectInput
              label={`Kind, row ${row}`}
              value={(adjustment.kind ?? '') as Adjustment['kind'] & string}
              options={KIND_OPTIONS}
              placeholder="Choose"
              error={at('kind')}
              onChange={(kind) => change(index, { kind })}
            />
            <TextField
              label={`What for, row ${row}`}
              value={adjustment.description ?? ''}
              error={at('description')}
              onChange={(event) => change(index, { description: event.target.value })}
            />
            <TextField
              label={`Per cent, row ${row}`}
              inputMode="decimal"
              value={adjustment.percent ?? ''}
              error={at('percent')}
              onChange={(event) => change(index, { percent: event.target.value })}
            />
            <Button
              variant="ghost"
              aria-label={`Remove adjustment, row ${row}`}
              onClick={() => onChange(adjustments.filter((_, other) => other !== index))}
            >
              Remove
            </Button>
          </div>
        );
      })}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => onChange([...adjustments, { kind: 'discount', description: '', percent: '' }])}>
          Add discount
        </Button>
        <Button variant="secondary" onClick={() => onChange([...adjustments, { kind: 'loading', description: '', percent: '' }])}>
          Add loading
        </Button>
      </div>
    </fieldset>
  );
}
