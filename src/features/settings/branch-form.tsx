import { useCallback, type FormEvent } from 'react';
import { BranchPayload, BranchUpdatePayload, type Branch } from '../../../domain/brokerage';
import { addBranch, updateBranch } from '../../api/branches';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';
import { PlaceFields } from './place-fields';
import type { Struct } from 'superstruct';

type BranchFormProps = {
  /** The branch being edited; null to add one. */
  branch: Branch | null;
  onSaved: (branch: Branch) => void;
  onClose: () => void;
};

const initialValues = (branch: Branch | null): Record<string, string> => ({
  ...(branch ? { branchId: branch.branch_id } : {}),
  name: branch?.name ?? '',
  address: branch?.address ?? '',
  city: branch?.city ?? '',
  stateId: branch?.state_id == null ? '' : String(branch.state_id),
  lgaId: branch?.lga_id == null ? '' : String(branch.lga_id),
  phone: branch?.phone ?? '',
  email: branch?.email ?? '',
  isHeadOffice: String(branch?.is_head_office ?? false),
});

/** Adds or edits a branch in a modal; render it with a `key` so each opening starts afresh. */
export function BranchForm({ branch, onSaved, onClose }: BranchFormProps) {
  const { api } = useServices();
  const saving = useSending(
    useCallback(
      (signal: AbortSignal, payload: BranchPayload | BranchUpdatePayload) =>
        'branchId' in payload ? updateBranch(api, payload, signal) : addBranch(api, payload, signal),
      [api],
    ),
  );
  const struct = (branch ? BranchUpdatePayload : BranchPayload) as unknown as Struct<BranchPayload | BranchUpdatePayload, unknown>;
  const form = useCheckedForm(struct, initialValues(branch), saving.failure?.fieldErrors);
  const title = branch ? `Edit ${branch.name}` : 'Add branch';

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
        <TextField label="Branch name" required className="sm:col-span-2" {...form.field('name')} />
        <TextField label="Address" required autoComplete="street-address" className="sm:col-span-2" {...form.field('address')} />
        <TextField label="City" required autoComplete="address-level2" {...form.field('city')} />
        <TextField label="Phone" type="tel" {...form.field('phone')} />
        <PlaceFields
          stateId={form.values.stateId ?? ''}
          lgaId={form.values.lgaId ?? ''}
          onChange={form.set}
          stateError={form.errorOf('stateId')}
          lgaError={form.errorOf('lgaId')}
          saved={branch}
        />
        <TextField label="Email" type="email" {...form.field('email')} />
        <Checkbox
          label="Head office"
          checked={form.values.isHeadOffice === 'true'}
          onChange={(checked) => form.set('isHeadOffice', String(checked))}
          className="self-end pb-2"
        />
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={onClose} disabled={saving.sending}>
            Cancel
          </Button>
          <Button type="submit" busy={saving.sending}>
            {branch ? 'Save branch' : 'Add branch'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
