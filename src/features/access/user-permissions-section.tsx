import { useCallback, useState } from 'react';
import { NOT_HELD_HINT } from '../../../domain/granting';
import { assignPermissions, fetchPermissions, removePermission } from '../../api/permissions';
import { fetchUserPermissions } from '../../api/users';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { serverMessage, useAction } from '../../ui/use-action';
import { useLoader } from '../../ui/use-loader';
import { HeldList } from './held-list';
import { PickDialog } from './pick-dialog';
import { SectionCard } from './section-card';
import type { EffectivePermission } from '../../../domain/access';
import type { PermissionName } from '../../../domain/permissions';
import type { UserPartProps } from './user-roles-section';

/** "Directly · role accountant · group Lagos desk" */
export function sourcesOf(permission: EffectivePermission): string {
  return [
    permission.direct ? 'Directly' : null,
    ...permission.roles.map((role) => `role ${role}`),
    ...permission.groups.map((group) => `group ${group}`),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Everything the user may do, and where each permission comes from; direct grants can be changed here. */
export function UserPermissionsSection({ userId, version, onChanged }: UserPartProps) {
  const { api } = useServices();
  const grants = useGrants();
  const may = grants.has('Assign Permissions');
  const { state: held } = useLoader(
    useCallback((signal: AbortSignal) => fetchUserPermissions(api, userId, signal), [api, userId]),
    { version },
  );
  const [picking, setPicking] = useState(false);
  const { state: catalogue } = useLoader(
    useCallback((signal: AbortSignal) => (picking ? fetchPermissions(api, signal) : Promise.resolve(null)), [api, picking]),
  );
  const { busy, run } = useAction();
  const direct = held.data?.permissions.filter((entry) => entry.direct).map((entry) => entry.permission_id) ?? [];

  const assign = async (permissions: number[]) => {
    if (await run('assign', () => assignPermissions(api, userId, permissions), serverMessage)) {
      setPicking(false);
      onChanged();
    }
  };
  const remove = async (id: string) => {
    if (await run(id, () => removePermission(api, userId, Number(id)), serverMessage)) onChanged();
  };

  return (
    <SectionCard
      title="Permissions"
      actions={
        may && (
          <Button variant="secondary" onClick={() => setPicking(true)}>
            Assign permissions
          </Button>
        )
      }
    >
      {held.data?.admin && <p className="mb-2 text-sm text-slate-600">Holds every permission through the admin role.</p>}
      <HeldList
        loaded={held}
        empty="No permissions yet"
        busyId={busy}
        onRemove={remove}
        items={(held.data?.permissions ?? []).map((entry) => ({
          id: String(entry.permission_id),
          label: entry.value,
          detail: `${entry.area} · ${sourcesOf(entry)}`,
          removeLabel: may && entry.direct ? `Remove permission ${entry.value}` : undefined,
        }))}
      />
      <PickDialog
        open={picking}
        title="Assign permissions"
        noun="permissions"
        submitLabel="Assign"
        busy={busy === 'assign'}
        options={catalogue.data
          ?.filter((entry) => !direct.includes(entry.permission_id))
          .map((entry) => ({
            value: entry.permission_id,
            label: entry.value,
            detail: `${entry.area}: ${entry.description}`,
            unavailable: grants.has(entry.value as PermissionName) ? undefined : NOT_HELD_HINT,
          }))}
        onPick={assign}
        onClose={() => setPicking(false)}
      />
    </SectionCard>
  );
}
