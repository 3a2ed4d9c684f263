import { useCallback, useState } from 'react';
import { ONLY_ADMINS_HANDLE_ADMIN_ROLE } from '../../../domain/access';
import { beyondGrants, cannotGive } from '../../../domain/granting';
import { assignRoles, fetchRolePermissions, fetchRoles, removeRole } from '../../api/roles';
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
  const grants = useGrants();
  const may = grants.has('Manage Roles');
  const { state: held } = useLoader(
    useCallback((signal: AbortSignal) => fetchUserRoles(api, userId, signal), [api, userId]),
    { version },
  );
  const [picking, setPicking] = useState(false);
  // Each role with why the picker may not give it: only admins give the admin role, and nobody a role allowing what they lack.
  const { state: all } = useLoader(
    useCallback(
      async (signal: AbortSignal) => {
        if (!picking) return null;
        const roles = await fetchRoles(api, signal);
        return Promise.all(
          roles.map(async (role) => {
            if (grants.admin) return { role, unavailable: undefined };
            if (role.admin) return { role, unavailable: ONLY_ADMINS_HANDLE_ADMIN_ROLE };
            const allows = (await fetchRolePermissions(api, role.role_id, signal)).map((permission) => permission.value);
            const beyond = beyondGrants(grants, allows);
            return { role, unavailable: beyond.length > 0 ? cannotGive(`the role ${role.name}`, beyond) : undefined };
          }),
        );
      },
      [api, picking, grants],
    ),
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
          ?.filter(({ role }) => !heldIds.includes(role.role_id))
          .map(({ role, unavailable }) => ({ value: role.role_id, label: role.name, detail: role.description, unavailable }))}
        onPick={assign}
        onClose={() => setPicking(false)}
      />
    </SectionCard>
  );
}
