import { useCallback, useRef, useState, type FormEvent } from 'react';
import { UnderwriterChanges, UnderwriterPayload, type Underwriter } from '../../../domain/underwriters';
import { addUnderwriter, updateUnderwriter } from '../../api/underwriters';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { FailureNote } from '../../ui/failure-note';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';
import { ContactRows, type ContactDraft, type ContactField } from './contact-rows';
import type { Struct } from 'superstruct';

type UnderwriterFormDialogProps = {
  providerId: number;
  /** The underwriter to edit; null to add one. */
  underwriter: Underwriter | null;
  onSaved: (underwriter: Underwriter) => void;
  onClose: () => void;
};

const FIELDS = [
  { name: 'name', label: 'Name', required: true, hint: 'A desk or an officer, e.g. Corporate Underwriting Desk' },
  { name: 'branch', label: 'Branch' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'address', label: 'Address' },
] as const;
type FieldName = (typeof FIELDS)[number]['name'];

/** Adds or edits an underwriter; the contacts shown are sent whole and replace the old ones. */
export function UnderwriterFormDialog({ providerId, underwriter, onSaved, onClose }: UnderwriterFormDialogProps) {
  const { api } = useServices();
  const nextKey = useRef(0);
  const draft = (from?: Partial<ContactDraft>): ContactDraft => ({
    name: '',
    designation: '',
    email: '',
    phone: '',
    ...from,
    key: nextKey.current++,
  });
  const [values, setValues] = useState<Record<FieldName, string>>(() => ({
    name: underwriter?.name ?? '',
    branch: underwriter?.branch ?? '',
    email: underwriter?.email ?? '',
    phone: underwriter?.phone ?? '',
    address: underwriter?.address ?? '',
  }));
  const [contacts, setContacts] = useState<ContactDraft[]>(() =>
    (underwriter?.contacts ?? []).map((c) =>
      draft({ name: c.name, designation: c.designation ?? '', email: c.email ?? '', phone: c.phone ?? '' }),
    ),
  );
  const saving = useSending(
    useCallback(
      (signal: AbortSignal, payload: UnderwriterPayload) =>
        underwriter
          ? updateUnderwriter(api, underwriter.underwriter_id, payload, signal)
          : addUnderwriter(api, providerId, payload, signal),
      [api, providerId, underwriter],
    ),
  );
  const struct = (underwriter ? UnderwriterChanges : UnderwriterPayload) as unknown as Struct<UnderwriterPayload, unknown>;
  const form = useCheckedForm(struct, {}, saving.failure?.fieldErrors);
  const title = underwriter ? `Edit ${underwriter.name}` : 'Add underwriter';

  const changeContact = (index: number, field: ContactField, value: string) => {
    setContacts((current) => current.map((contact, i) => (i === index ? { ...contact, [field]: value } : contact)));
    form.touch(`contacts.${index}.${field}`);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check({ ...values, contacts: contacts.map(({ key: _, ...contact }) => contact) });
    if (!payload) return;
    const saved = await saving.send(payload);
    if (saved) onSaved(saved);
  };

  return (
    <Modal open onClose={() => (saving.sending ? undefined : onClose())} title={title} size="lg">
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <FailureNote failure={saving.failure} className="sm:col-span-2" />
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            {...field}
            value={values[field.name]}
            error={form.errorOf(field.name)}
            onChange={(event) => (setValues((current) => ({ ...current, [field.name]: event.target.value })), form.touch(field.name))}
          />
        ))}
        <ContactRows
          contacts={contacts}
          errorOf={form.errorOf}
          onChange={changeContact}
          onAdd={() => setContacts((current) => [...current, draft()])}
          onRemove={(index) => setContacts((current) => current.filter((_, i) => i !== index))}
        />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose} disabled={saving.sending}>
            Cancel
          </Button>
          <Button type="submit" busy={saving.sending}>
            {underwriter ? 'Save underwriter' : 'Add underwriter'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
