import { Button } from './button';
import { FormSection } from './form-section';
import { MoneyInput } from './money-input';
import { TextField } from './text-field';
import type { ReactNode } from 'react';

/** What every insured item has: a description and, where it has one, its own sum insured. */
export interface InsuredItem {
  description?: string | null;
  sumInsured?: string | null;
}

/**
 * What is insured, item by item: a description and its own sum insured, added and removed; a form
 * adds the details its kind of risk records under each (`details`) and a note above (`notice`).
 */
export function InsuredItemsEditor<T extends InsuredItem>({
  items,
  errors,
  onChange,
  blank,
  notice,
  details,
}: {
  items: T[];
  /** By field path: `items.0.description`. */
  errors: Record<string, string | undefined>;
  onChange: (items: T[]) => void;
  /** The item "Add item" appends. */
  blank: () => T;
  notice?: ReactNode;
  details?: (item: T, index: number, change: (changes: Partial<T>) => void) => ReactNode;
}) {
  const change = (index: number, changes: Partial<T>) => onChange(items.map((item, at) => (at === index ? { ...item, ...changes } : item)));
  return (
    <FormSection title="Insured items">
      {notice}
      {items.length === 0 && <p className="text-sm text-slate-600">No item yet: add what is to be insured.</p>}
      {items.map((item, index) => {
        const number = index + 1;
        return (
          <fieldset key={index} className="space-y-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold text-slate-900">Item {number}</legend>
            <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
              <TextField
                label={`Description, item ${number}`}
                required
                value={item.description ?? ''}
                error={errors[`items.${index}.description`]}
                onChange={(event) => change(index, { description: event.target.value } as Partial<T>)}
              />
              <MoneyInput
                label={`Sum insured, item ${number}`}
                value={item.sumInsured ?? ''}
                error={errors[`items.${index}.sumInsured`]}
                onChange={(sumInsured) => change(index, { sumInsured } as Partial<T>)}
              />
            </div>
            {details?.(item, index, (changes) => change(index, changes))}
            <Button
              variant="ghost"
              aria-label={`Remove item ${number}`}
              onClick={() => onChange(items.filter((_, other) => other !== index))}
            >
              Remove
            </Button>
          </fieldset>
        );
      })}
      <Button variant="secondary" onClick={() => onChange([...items, blank()])}>
        Add item
      </Button>
    </FormSection>
  );
}
