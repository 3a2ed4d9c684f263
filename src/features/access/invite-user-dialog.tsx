import { type FormEvent, useCallback, useState } from 'react';
import { InviteUserPayload, USER_TYPE_LABELS } from '../../../domain/access';
import { describeFailure } from '../../../domain/api';
import { USER_TYPES, type UserType } from '../../../domain/auth';
import { validatePayload } from '../../../domain/validation';
import { fetchGroups } from '../../api/groups';
import { fetchRoles } from '../../api/roles';
import { inviteUser } from '../../api/users';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import { ChoiceList } from './choice-list';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  userType: '' as UserType | '',
  roles: [] as string[],
  groups: [] as string[],
};

/** Invites someone: they get a mail with a temporary password and must choose their own at first sign-in. */
export function InviteUserDialog({ open, onClose, onInvited }: { open: boolean; onClose: () => void; onInvited: () => void }) {
  const { api } = useServices();
  const grants = useGrants();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const mayRole = grants.has('Manage Roles');
  const mayGroup = grants.has('Manage Groups');
  const { state: choices } = useLoader(
    useCallback(
      async (signal: AbortSignal) => ({
        roles: open && mayRole ? await fetchRoles(api, signal) : [],
        groups: open && mayGroup ? await fetchGroups(api, signal) : [],
      }),
      [api, open, mayRole, mayGroup],
    ),
  );
  const set = (field: keyof typeof EMPTY) => (value: string | string[]) => setForm((now) => ({ ...now, [field]: value }));

  const close = () => {
    setForm(EMPTY);
    setErrors({});
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validatePayload(InviteUserPayload, { ...form, phone: form.phone || undefined });
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return;
    }
    setBusy(true);
    try {
      const answer = await inviteUser(api, checked.value as InviteUserPayload);
      notify.success(answer.message ?? 'Invitation sent');
      setForm(EMPTY);
      setErrors({});
      onInvited();
    } catch (error) {
      const failure = describeFailure(error);
      setErrors(failure.fieldErrors);
      notify.error(failure.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title="Invite user">
      <form id="invite-user" noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First name"
          required
          value={form.firstName}
          error={errors.firstName}
          onChange={(e) => set('firstName')(e.target.value)}
        />
        <TextField
          label="Last name"
          required
          value={form.lastName}
          error={errors.lastName}
          onChange={(e) => set('lastName')(e.target.value)}
        />
        <TextField
          label="Email"
          type="email"
          required
          value={form.email}
          error={errors.email}
          onChange={(e) => set('email')(e.target.value)}
        />
        <TextField label="Phone" type="tel" value={form.phone} error={errors.phone} onChange={(e) => set('phone')(e.target.value)} />
        <SelectInput
          label="User type"
          required
          value={form.userType}
          placeholder="Choose a user type"
          options={USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }))}
          error={errors.userType}
          onChange={set('userType')}
        />
        {choices.status === 'ready' && mayRole && (
          <ChoiceList
            legend="Roles"
            options={choices.data.roles.map((r) => ({ value: r.role_id, label: r.name }))}
            chosen={form.roles}
            onChange={set('roles')}
          />
        )}
        {choices.status === 'ready' && mayGroup && choices.data.groups.length > 0 && (
          <ChoiceList
            legend="Groups"
            options={choices.data.groups.map((g) => ({ value: g.group_id, label: g.name }))}
            chosen={form.groups}
            onChange={set('groups')}
          />
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Send invitation
          </Button>
        </div>
      </form>
    </Modal>
  );
}
