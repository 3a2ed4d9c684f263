import { useCallback, type FormEvent } from 'react';
import { CoBrokerChanges, CoBrokerPayload, type CoBroker } from '../../../domain/co-brokers';
import { addCoBroker, updateCoBroker } from '../../api/co-brokers';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';
import type { Struct } from 'superstruct';

type CoBrokerFormProps = { coBroker: CoBroker | null; onSaved: (coBroker: CoBroker) => void; onClose: () => void };

const initialValues = (coBroker: CoBroker | null): Record<string, string> => ({
  name: coBroker?.name ?? '',
  contactPerson: coBroker?.contact_person ?? '',
  email: coBroker?.email ?? '',
  phone: coBroker?.phone ?? '',
  address: coBroker?.address ?? '',
  naicomLicenseNumber: coBroker?.naicom_license_number ?? '',
});

/** Adds or edits a co-broker of the brokerage. */
export function CoBrokerForm({ coBroker, onSaved, onClose }: CoBrokerFormProps) {
  const { api } = useServices();
  const saving = useSending(
    useCallback(
      (signal: AbortSignal, payload: CoBrokerPayload) =>
        coBroker ? updateCoBroker(api, coBroker.co_broker_id, payload, signal) : addCoBroker(api, payload, signal),
      [api, coBroker],
    ),
  );
  const struct = (coBroker ? CoBrokerChanges : CoBrokerPayload) as unknown as Struct<CoBrokerPayload, unknown>;
  const form = useCheckedForm(struct, initialValues(coBroker), saving.failure?.fieldErrors);
  const title = coBroker ? `Edit ${coBroker.name}` : 'Add co-broker';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = form.check();
    if (!payload) return;
    const saved = await saving.send(payload);
    if (saved) onSaved(saved);
  };

  const failure = saving.failure;
  return (
    <Modal open onClose={() => (saving.sending ? undefined : onClose())} title={title}>
      <form noValidate aria-label={title} onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        {failure && Object.keys(failure.fieldErrors).length === 0 && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 sm:col-span-2">
            {failure.message}
          </p>
        )}
        <TextField label="Name" required hint="e.g. Heirs Insurance Brokers Ltd" {...form.field('name')} />
        <TextField label="Contact person" {...form.field('contactPerson')} />
        <TextField label="Email" type="email" {...form.field('email')} />
        <TextField label="Phone" type="tel" {...form.field('phone')} />
        <TextField label="Address" {...form.field('address')} />
        <TextField label="NAICOM licence number" {...form.field('naicomLicenseNumber')} />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose} disabled={saving.sending}>
            Cancel
          </Button>
          <Button type="submit" busy={saving.sending}>
            {coBroker ? 'Save co-broker' : 'Add co-broker'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
