import { useCallback, useState } from 'react';
import { assignRoles, fetchRoles, removeRole } from '../../api/roles';
import { fetchUserRoles } from '../../api/users';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { serverMessage, useAction } from '../../ui/use-action';
import { useLoader } from '../../ui/use-loader';
import { HeldList } from './held-list';
import { PickDialog } from './pick-dialog';
import { SectionCard } from './section-card';

export interface UserPartProps {
  userId: string;
  /** Bumped after any change to the user's access, so every part reads again. */
  version: number;
  onChanged: () => void;
}

export function UserRolesSection({ userId, version, onChanged }: UserPartProps) {
  const { api } = useServices();
  const may = useGrants().has('Manage Roles');
  const { state: held } = useLoader(
    useCallback((signal: AbortSignal) => fetchUserRoles(api, userId, signal), [api, userId]),
    { version },
  );
  const [picking, setPicking] = useState(false);
  const { state: all } = useLoader(
    useCallback((signal: AbortSignal) => (picking ? fetchRoles(api, signal) : Promise.resolve(null)), [api, picking]),
  );
  const { busy, run } = useAction();
  const heldIds = held.data?.map((role) => role.role_id) ?? [];

  const assign = async (roles: string[]) => {
    if (await run('assign', () => assignRoles(api, userId, roles), serverMessage)) {
      setPicking(false);
      onChanged();
    }
  };
  const remove = async (roleId: string) => {
    if (await run(roleId, () => removeRole(api, userId, roleId), serverMessage)) onChanged();
  };

  return (
    <SectionCard
      title="Roles"
      actions={
        may && (
          <Button variant="secondary" onClick={() => setPicking(true)}>
            Assign roles
          </Button>
        )
      }
    >
      <HeldList
        loaded={held}
        empty="No roles yet"
        busyId={busy}
        onRemove={remove}
        items={(held.data ?? []).map((role) => ({
          id: role.role_id,
          label: role.name,
          detail: role.description,
          removeLabel: may ? `Remove role ${role.name}` : undefined,
        }))}
      />
      <PickDialog
        open={picking}
        title="Assign roles"
        noun="roles"
        submitLabel="Assign"
        busy={busy === 'assign'}
        options={all.data
          ?.filter((role) => !heldIds.includes(role.role_id))
          .map((role) => ({ value: role.role_id, label: role.name, detail: role.description }))}
        onPick={assign}
        onClose={() => setPicking(false)}
      />
    </SectionCard>
  );
}
