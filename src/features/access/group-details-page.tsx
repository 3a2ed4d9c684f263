import { useCallback, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { beyondGrants, cannotGive, NOT_HELD_HINT } from '../../../domain/granting';
import {
  addPermissionsToGroup,
  addUsersToGroup,
  deleteGroup,
  fetchGroup,
  fetchGroupPermissions,
  fetchGroupUsers,
  removePermissionFromGroup,
  removeUserFromGroup,
} from '../../api/groups';
import { fetchPermissions } from '../../api/permissions';
import { fetchUsers } from '../../api/users';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/page-title';
import { serverMessage, useAction } from '../../ui/use-action';
import { useLoader } from '../../ui/use-loader';
import { FailureNote } from './failure-note';
import { GroupFormDialog } from './group-form-dialog';
import { HeldList } from './held-list';
import { PickDialog } from './pick-dialog';
import { SectionCard } from './section-card';
import type { PermissionName } from '../../../domain/permissions';

type Dialog = 'edit' | 'delete' | 'users' | 'permissions' | null;

/** /groups/{groupId}: its users and permissions; everything reloads after each change. */
export function GroupDetailsPage() {
  const { groupId = '' } = useParams();
  const { api } = useServices();
  const grants = useGrants();
  const may = grants.has('Manage Groups');
  const mayGrant = may || grants.has('Assign Permissions');
  const navigate = useNavigate();
  const [version, setVersion] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const { state: group } = useLoader(
    useCallback((signal: AbortSignal) => fetchGroup(api, groupId, signal), [api, groupId]),
    { version },
  );
  const { state: members } = useLoader(
    useCallback((signal: AbortSignal) => fetchGroupUsers(api, groupId, signal), [api, groupId]),
    { version },
  );
  const { state: allowed } = useLoader(
    useCallback((signal: AbortSignal) => fetchGroupPermissions(api, groupId, signal), [api, groupId]),
    { version },
  );
  const { state: people } = useLoader(
    useCallback(
      (signal: AbortSignal) => (dialog === 'users' ? fetchUsers(api, { limit: 100 }, signal) : Promise.resolve(null)),
      [api, dialog],
    ),
  );
  const { state: catalogue } = useLoader(
    useCallback((signal: AbortSignal) => (dialog === 'permissions' ? fetchPermissions(api, signal) : Promise.resolve(null)), [api, dialog]),
  );
  const { busy, run } = useAction();
  const refusalId = useId();
  const name = group.data?.name;
  usePageTitle(name);

  const changed = () => {
    setDialog(null);
    setVersion((n) => n + 1);
    grants.refresh();
  };
  const act = async (key: string, change: () => Promise<{ message: string }>) => {
    if (await run(key, change, serverMessage)) changed();
  };
  const remove = async () => {
    if (await run('delete', () => deleteGroup(api, groupId), serverMessage)) navigate('/groups');
  };

  if (group.status === 'loading') return <Loading label="Loading the group" />;
  if (group.status === 'failed') return <FailureNote failure={group.failure} />;
  const memberIds = members.data?.map((member) => member.user_id) ?? [];
  const heldIds = allowed.data?.map((permission) => permission.permission_id) ?? [];
  // Joining a group gives what it allows: only someone who holds all of it may add people.
  const beyond = beyondGrants(
    grants,
    (allowed.data ?? []).map((permission) => permission.value),
  );
  const refusal = beyond.length > 0 ? cannotGive(`membership of the group ${group.data.name}`, beyond) : null;
  return (
    <div className="space-y-5">
      <PageHeader
        title={group.data.name}
        actions={
          may && (
            <>
              <Button variant="secondary" onClick={() => setDialog('edit')}>
                Edit group
              </Button>
              <Button variant="danger" onClick={() => setDialog('delete')}>
                Delete group
              </Button>
            </>
          )
        }
      />
      {group.data.description && <p className="text-sm text-slate-600">{group.data.description}</p>}
      <div className="grid gap-5 lg:grid-cols-2">
        <SectionCard
          title="Users"
          actions={
            may && (
              <Button
                variant="secondary"
                disabled={allowed.status !== 'ready' || refusal !== null}
                aria-describedby={refusal ? refusalId : undefined}
                onClick={() => setDialog('users')}
              >
                Add users
              </Button>
            )
          }
        >
          {may && refusal && (
            <p id={refusalId} className="mb-3 text-sm text-slate-600">
              {refusal}
            </p>
          )}
          <HeldList
            loaded={members}
            empty="Nobody is in this group"
            busyId={busy}
            onRemove={(userId) => act(userId, () => removeUserFromGroup(api, groupId, userId))}
            items={(members.data ?? []).map((member) => ({
              id: member.user_id,
              label: member.username,
              detail: (
                <Link to={`/users/${member.user_id}`} className="hover:underline">
                  {member.email}
                </Link>
              ),
              removeLabel: may ? `Remove ${member.username} from the group` : undefined,
            }))}
          />
        </SectionCard>
        <SectionCard
          title="Permissions"
          actions={
            mayGrant && (
              <Button variant="secondary" onClick={() => setDialog('permissions')}>
                Add permissions
              </Button>
            )
          }
        >
          <HeldList
            loaded={allowed}
            empty="This group gives no permissions yet"
            busyId={busy}
            onRemove={(id) => act(id, () => removePermissionFromGroup(api, groupId, Number(id)))}
            items={(allowed.data ?? []).map((permission) => ({
              id: String(permission.permission_id),
              label: permission.value,
              detail: permission.area,
              removeLabel: mayGrant ? `Remove permission ${permission.value}` : undefined,
            }))}
          />
        </SectionCard>
      </div>
      <PickDialog
        open={dialog === 'users'}
        title={`Add users to ${group.data.name}`}
        noun="users"
        submitLabel="Add users"
        busy={busy === 'users'}
        options={people.data?.data
          .filter((user) => !memberIds.includes(user.user_id))
          .map((user) => ({ value: user.user_id, label: user.basicDetails.username, detail: user.basicDetails.email }))}
        onPick={(users) => act('users', () => addUsersToGroup(api, groupId, users))}
        onClose={() => setDialog(null)}
      />
      <PickDialog
        open={dialog === 'permissions'}
        title={`Add permissions to ${group.data.name}`}
        noun="permissions"
        submitLabel="Add permissions"
        busy={busy === 'permissions'}
        options={catalogue.data
          ?.filter((permission) => !heldIds.includes(permission.permission_id))
          .map((permission) => ({
            value: permission.permission_id,
            label: permission.value,
            detail: `${permission.area}: ${permission.description}`,
            unavailable: grants.has(permission.value as PermissionName) ? undefined : NOT_HELD_HINT,
          }))}
        onPick={(permissions) => act('permissions', () => addPermissionsToGroup(api, groupId, permissions))}
        onClose={() => setDialog(null)}
      />
      <GroupFormDialog open={dialog === 'edit'} group={group.data} onClose={() => setDialog(null)} onSaved={changed} />
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete group"
        question={`Delete the group ${group.data.name}? Its members lose what it allowed.`}
        confirmLabel="Delete group"
        busy={busy === 'delete'}
        onConfirm={remove}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
