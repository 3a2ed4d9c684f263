import { Button } from '../../ui/button';
import { MoneyInput } from '../../ui/money-input';
import { TextField } from '../../ui/text-field';
import { emptyEntry, PART_FIELDS, PART_TITLES, type Entry, type EntryPart } from './product-form';

export interface PartEntriesEditorProps {
  part: EntryPart;
  entries: Entry[];
  /** Messages by the payload's path, e.g. `productLimits.0.amount`. */
  errors: Record<string, string>;
  onChange: (entries: Entry[]) => void;
}

/** The entries of one part (rules, limits, exceptions, premium rates, travel plans): added, edited and removed in place. */
export function PartEntriesEditor({ part, entries, errors, onChange }: PartEntriesEditorProps) {
  const fields = PART_FIELDS[part];
  const { entry: noun } = PART_TITLES[part];
  const edit = (index: number, key: string, value: string) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, [key]: value } : entry)));
  const remove = (index: number) => onChange(entries.filter((_, at) => at !== index));

  return (
    <div className="space-y-3">
      {errors[part] && (
        <p role="alert" className="text-sm text-red-700">
          {errors[part]}
        </p>
      )}
      {entries.length === 0 && <p className="text-sm text-slate-500">No {noun}s yet.</p>}
      <ol className="space-y-3">
        {entries.map((entry, index) => (
          <li key={index} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-start">
            <div className={`grid flex-1 gap-3 ${fields.length > 2 ? 'sm:grid-cols-3' : fields.length === 2 ? 'sm:grid-cols-2' : ''}`}>
              {fields.map((field) => {
                const label = `${field.label} ${index + 1}`;
                const error = errors[`${part}.${index}.${field.key}`];
                const value = entry[field.key] ?? '';
                return field.kind === 'money' ? (
                  <MoneyInput
                    key={field.key}
                    label={label}
                    required={!field.optional}
                    value={value}
                    error={error}
                    onChange={(text) => edit(index, field.key, text)}
                  />
                ) : (
                  <TextField
                    key={field.key}
                    label={label}
                    required={!field.optional}
                    autoComplete="off"
                    inputMode={field.kind === 'number' ? 'decimal' : undefined}
                    value={value}
                    error={error}
                    onChange={(event) => edit(index, field.key, event.target.value)}
                  />
                );
              })}
            </div>
            <Button variant="ghost" className="sm:mt-6" aria-label={`Remove ${noun} ${index + 1}`} onClick={() => remove(index)}>
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => onChange([...entries, emptyEntry(part)])}>
        Add {noun}
      </Button>
    </div>
  );
}
