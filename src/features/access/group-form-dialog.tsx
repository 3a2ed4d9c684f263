import { useState, type FormEvent } from 'react';
import { GroupPayload, type Group } from '../../../domain/access';
import { describeFailure } from '../../../domain/api';
import { validatePayload } from '../../../domain/validation';
import { createGroup, updateGroup } from '../../api/groups';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toaster';

export interface GroupFormDialogProps {
  open: boolean;
  /** The group to rename; a new group when absent. */
  group?: Group;
  onClose: () => void;
  onSaved: (group: Group) => void;
}

/** Creates a group, or renames one and changes its description. */
export function GroupFormDialog({ open, group, onClose, onSaved }: GroupFormDialogProps) {
  const { api } = useServices();
  const [form, setForm] = useState({ name: group?.name ?? '', description: group?.description ?? '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setForm({ name: group?.name ?? '', description: group?.description ?? '' });
    setErrors({});
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePayload(GroupPayload, form);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return;
    }
    setBusy(true);
    try {
      const answer = group ? await updateGroup(api, group.group_id, checked.value) : await createGroup(api, checked.value);
      notify.success(answer.message);
      onSaved(answer.data);
    } catch (error) {
      const failure = describeFailure(error);
      setErrors(failure.fieldErrors);
      notify.error(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title={group ? 'Edit group' : 'Create group'} size="sm">
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          label="Group name"
          required
          value={form.name}
          error={errors.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
        />
        <TextField
          label="Description"
          value={form.description}
          error={errors.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            {group ? 'Save group' : 'Create group'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
