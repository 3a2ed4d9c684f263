import { useCallback, useState } from 'react';
import { beyondGrants, cannotGive } from '../../../domain/granting';
import { assignGroups, fetchGroupPermissions, fetchGroups, removeGroup } from '../../api/groups';
import { fetchUserGroups } from '../../api/users';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { serverMessage, useAction } from '../../ui/use-action';
import { useLoader } from '../../ui/use-loader';
import { HeldList } from './held-list';
import { PickDialog } from './pick-dialog';
import { SectionCard } from './section-card';
import type { UserPartProps } from './user-roles-section';

export function UserGroupsSection({ userId, version, onChanged }: UserPartProps) {
  const { api } = useServices();
  const grants = useGrants();
  const may = grants.has('Manage Groups');
  const { state: held } = useLoader(
    useCallback((signal: AbortSignal) => fetchUserGroups(api, userId, signal), [api, userId]),
    { version },
  );
  const [picking, setPicking] = useState(false);
  // Each group with why the picker may not put someone in it: it allows what they lack.
  const { state: all } = useLoader(
    useCallback(
      async (signal: AbortSignal) => {
        if (!picking) return null;
        const groups = await fetchGroups(api, signal);
        return Promise.all(
          groups.map(async (group) => {
            if (grants.admin) return { group, unavailable: undefined };
            const allows = (await fetchGroupPermissions(api, group.group_id, signal)).map((permission) => permission.value);
            const beyond = beyondGrants(grants, allows);
            return { group, unavailable: beyond.length > 0 ? cannotGive(`membership of the group ${group.name}`, beyond) : undefined };
          }),
        );
      },
      [api, picking, grants],
    ),
  );
  const { busy, run } = useAction();
  const heldIds = held.data?.map((group) => group.group_id) ?? [];

  const assign = async (groups: string[]) => {
    if (await run('assign', () => assignGroups(api, userId, groups), serverMessage)) {
      setPicking(false);
      onChanged();
    }
  };
  const remove = async (groupId: string) => {
    if (await run(groupId, () => removeGroup(api, userId, groupId), serverMessage)) onChanged();
  };

  return (
    <SectionCard
      title="Groups"
      actions={
        may && (
          <Button variant="secondary" onClick={() => setPicking(true)}>
            Add to groups
          </Button>
        )
      }
    >
      <HeldList
        loaded={held}
        empty="Not in any group"
        busyId={busy}
        onRemove={remove}
        items={(held.data ?? []).map((group) => ({
          id: group.group_id,
          label: group.name,
          detail: group.description,
          removeLabel: may ? `Remove from group ${group.name}` : undefined,
        }))}
      />
      <PickDialog
        open={picking}
        title="Add to groups"
        noun="groups"
        submitLabel="Add"
        busy={busy === 'assign'}
        options={all.data
          ?.filter(({ group }) => !heldIds.includes(group.group_id))
          .map(({ group, unavailable }) => ({ value: group.group_id, label: group.name, detail: group.description, unavailable }))}
        onPick={assign}
        onClose={() => setPicking(false)}
      />
    </SectionCard>
  );
}
