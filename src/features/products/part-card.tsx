import { useState } from 'react';
import { formatNairaText } from '../../../domain/money';
import { Button } from '../../ui/button';
import { PartEntriesEditor } from './part-entries-editor';
import { PartSection } from './part-section';
import { PART_FIELDS, PART_TITLES, type Entry, type EntryPart } from './product-form';

export interface PartCardProps {
  part: EntryPart;
  entries: Entry[];
  canEdit: boolean;
  busy: boolean;
  /** Saves the part; answers null when saved, or the messages of the fields that were refused. */
  onSave: (entries: Entry[]) => Promise<Record<string, string> | null>;
}

const shown = (kind: 'text' | 'money' | 'number', key: string, value: string) => {
  if (value === '') return '—';
  if (kind === 'money') return formatNairaText(value);
  return key === 'rate' ? `${value}%` : value;
};

/** One part of a saved product: its entries, and an editor that saves the part through its own call. */
export function PartCard({ part, entries, canEdit, busy, onSave }: PartCardProps) {
  const { title, entry: noun } = PART_TITLES[part];
  const fields = PART_FIELDS[part];
  const [draft, setDraft] = useState<Entry[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    if (!draft) return;
    const refused = await onSave(draft);
    if (refused) setErrors(refused);
    else {
      setDraft(null);
      setErrors({});
    }
  };
  const actions = draft ? (
    <>
      <Button variant="secondary" onClick={() => setDraft(null)}>
        Cancel
      </Button>
      <Button busy={busy} onClick={() => void save()}>
        Save {title.toLowerCase()}
      </Button>
    </>
  ) : (
    canEdit && (
      <Button variant="secondary" onClick={() => setDraft(entries)}>
        Edit {title.toLowerCase()}
      </Button>
    )
  );

  return (
    <PartSection title={title} actions={actions}>
      {draft ? (
        <PartEntriesEditor part={part} entries={draft} errors={errors} onChange={setDraft} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-500">No {noun}s.</p>
      ) : (
        <table className="min-w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {fields.map((field) => (
                <th key={field.key} scope="col" className="py-1 pr-4 text-left text-xs font-semibold text-slate-600 uppercase">
                  {field.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry, index) => (
              <tr key={index}>
                {fields.map((field) => (
                  <td key={field.key} className="py-2 pr-4 text-slate-700">
                    {shown(field.kind, field.key, entry[field.key] ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PartSection>
  );
}
