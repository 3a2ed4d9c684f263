import { MAX_CONTACTS } from '../../../domain/underwriters';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

export type ContactDraft = { key: number; name: string; designation: string; email: string; phone: string };
export type ContactField = Exclude<keyof ContactDraft, 'key'>;

const FIELDS: { field: ContactField; label: string; type?: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'designation', label: 'Designation' },
  { field: 'email', label: 'Email', type: 'email' },
  { field: 'phone', label: 'Phone', type: 'tel' },
];

type ContactRowsProps = {
  contacts: ContactDraft[];
  errorOf: (path: string) => string | undefined;
  onChange: (index: number, field: ContactField, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
};

/** The people at the underwriter; each row's fields are named by their position ("Contact 2 name"). */
export function ContactRows({ contacts, errorOf, onChange, onAdd, onRemove }: ContactRowsProps) {
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-semibold text-slate-900">Contacts</legend>
      {contacts.length === 0 && <p className="text-xs text-slate-500">No contacts yet. Add the people you deal with there.</p>}
      {contacts.map((contact, index) => (
        <div
          key={contact.key}
          role="group"
          aria-label={`Contact ${index + 1}`}
          className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2"
        >
          {FIELDS.map(({ field, label, type }) => (
            <TextField
              key={field}
              label={label}
              aria-label={`Contact ${index + 1} ${label.toLowerCase()}`}
              type={type}
              required={field === 'name'}
              value={contact[field]}
              error={errorOf(`contacts.${index}.${field}`)}
              onChange={(event) => onChange(index, field, event.target.value)}
            />
          ))}
          <div className="sm:col-span-2">
            <Button variant="ghost" className="text-red-700" onClick={() => onRemove(index)}>
              Remove contact {index + 1}
            </Button>
          </div>
        </div>
      ))}
      {errorOf('contacts') && <p className="text-xs text-red-600">{errorOf('contacts')}</p>}
      <Button variant="secondary" onClick={onAdd} disabled={contacts.length >= MAX_CONTACTS}>
        Add contact
      </Button>
    </fieldset>
  );
}
