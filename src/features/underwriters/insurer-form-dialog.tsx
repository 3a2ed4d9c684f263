import { useCallback, useState, type FormEvent } from 'react';
import { LICENCE_CLASSES, type LicenceClass } from '../../../domain/insurers';
import { InsurerChanges, NewInsurerPayload, type Insurer } from '../../../domain/underwriters';
import { addInsurer, updateInsurer } from '../../api/providers';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { FailureNote } from '../../ui/failure-note';
import { Modal } from '../../ui/modal';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';
import type { Struct } from 'superstruct';

type InsurerFormDialogProps = {
  /** The brokerage's own insurer to edit; null to add one missing from the list. */
  insurer: Insurer | null;
  onSaved: (insurer: Insurer) => void;
  onClose: () => void;
};

const TEXT_FIELDS = [
  { name: 'name', label: 'Name', required: true, hint: 'As licensed, e.g. Zenith General Insurance Company Limited' },
  { name: 'shortName', label: 'Short name', required: true, hint: 'What your team calls it, e.g. Zenith General' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel' },
  { name: 'address', label: 'Address' },
  { name: 'website', label: 'Website' },
] as const;

const initialValues = (insurer: Insurer | null): Record<string, string> => ({
  name: insurer?.name ?? '',
  shortName: insurer?.short_name ?? '',
  licenceClass: insurer?.licence_class ?? '',
  email: insurer?.email ?? '',
  phone: insurer?.phone ?? '',
  address: insurer?.address ?? '',
  website: insurer?.website ?? '',
});

/** Adds an insurer missing from the NAICOM list, or edits one the brokerage added itself. */
export function InsurerFormDialog({ insurer, onSaved, onClose }: InsurerFormDialogProps) {
  const { api } = useServices();
  const [values, setValues] = useState(() => initialValues(insurer));
  const saving = useSending(
    useCallback(
      (signal: AbortSignal, payload: NewInsurerPayload) =>
        insurer ? updateInsurer(api, insurer.provider_id, payload, signal) : addInsurer(api, payload, signal),
      [api, insurer],
    ),
  );
  const struct = (insurer ? InsurerChanges : NewInsurerPayload) as unknown as Struct<NewInsurerPayload, unknown>;
  const form = useCheckedForm(struct, {}, saving.failure?.fieldErrors);
  const title = insurer ? `Edit ${insurer.name}` : 'Add insurer';
  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    form.touch(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check(values);
    if (!payload) return;
    const saved = await saving.send(payload);
    if (saved) onSaved(saved);
  };

  return (
    <Modal open onClose={() => (saving.sending ? undefined : onClose())} title={title}>
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <FailureNote failure={saving.failure} className="sm:col-span-2" />
        {TEXT_FIELDS.slice(0, 2).map((field) => (
          <TextField
            key={field.name}
            {...field}
            value={values[field.name]}
            error={form.errorOf(field.name)}
            onChange={(event) => set(field.name, event.target.value)}
          />
        ))}
        <SelectInput<LicenceClass>
          label="Licence class"
          required
          value={values.licenceClass as LicenceClass | ''}
          placeholder="Choose the licence class"
          options={LICENCE_CLASSES.map((value) => ({ value, label: value }))}
          error={form.errorOf('licenceClass')}
          onChange={(value) => set('licenceClass', value)}
        />
        {TEXT_FIELDS.slice(2).map((field) => (
          <TextField
            key={field.name}
            {...field}
            value={values[field.name]}
            error={form.errorOf(field.name)}
            onChange={(event) => set(field.name, event.target.value)}
          />
        ))}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose} disabled={saving.sending}>
            Cancel
          </Button>
          <Button type="submit" busy={saving.sending}>
            {insurer ? 'Save insurer' : 'Add insurer'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
