import { useCallback, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ONLY_ADMINS_HANDLE_ADMIN_ROLE } from '../../../domain/access';
import { beyondGrants, cannotGive } from '../../../domain/granting';
import { fetchPermissions } from '../../api/permissions';
import { addUsersToRole, fetchRole, fetchRolePermissions, fetchRoleUsers, setRolePermissions } from '../../api/roles';
import { fetchUsers } from '../../api/users';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/page-title';
import { serverMessage, useAction } from '../../ui/use-action';
import { useLoader } from '../../ui/use-loader';
import { FailureNote } from './failure-note';
import { HeldList } from './held-list';
import { PermissionChecklist } from './permission-checklist';
import { PickDialog } from './pick-dialog';
import { SectionCard } from './section-card';
import type { PermissionName } from '../../../domain/permissions';

/** /roles/{roleId}: who holds the role, adding people in bulk, and what the role allows. */
export function RoleDetailsPage() {
  const { roleId = '' } = useParams();
  const { api } = useServices();
  const grants = useGrants();
  const may = grants.has('Manage Roles');
  const [version, setVersion] = useState(0);
  const { state: role } = useLoader(
    useCallback((signal: AbortSignal) => fetchRole(api, roleId, signal), [api, roleId]),
    { version },
  );
  const { state: members } = useLoader(
    useCallback((signal: AbortSignal) => fetchRoleUsers(api, roleId, signal), [api, roleId]),
    { version },
  );
  const { state: allowed } = useLoader(
    useCallback(
      async (signal: AbortSignal) => ({
        catalogue: await fetchPermissions(api, signal),
        held: await fetchRolePermissions(api, roleId, signal),
      }),
      [api, roleId],
    ),
    { version },
  );
  const [picking, setPicking] = useState(false);
  const { state: people } = useLoader(
    useCallback((signal: AbortSignal) => (picking ? fetchUsers(api, { limit: 100 }, signal) : Promise.resolve(null)), [api, picking]),
  );
  const [checked, setChecked] = useState<number[] | null>(null);
  const { busy, run } = useAction();
  const refusalId = useId();
  const name = role.data?.name;
  usePageTitle(name);

  const changed = () => {
    setVersion((n) => n + 1);
    grants.refresh();
  };
  const addPeople = async (users: string[]) => {
    if (await run('add', () => addUsersToRole(api, roleId, users), serverMessage)) {
      setPicking(false);
      changed();
    }
  };
  const save = async () => {
    if (checked && (await run('save', () => setRolePermissions(api, roleId, checked), serverMessage))) {
      setChecked(null);
      changed();
    }
  };

  if (role.status === 'loading') return <Loading label="Loading the role" />;
  if (role.status === 'failed') return <FailureNote failure={role.failure} />;
  const memberIds = members.data?.map((member) => member.user_id) ?? [];
  const editable = may && !role.data.admin;
  const savedIds = allowed.data?.held.map((permission) => permission.permission_id) ?? [];
  // What the role allows already may stay; what it would gain, the editor must hold (the server refuses it too).
  const grantable = (permission: { permission_id: number; value: string }) =>
    savedIds.includes(permission.permission_id) || grants.has(permission.value as PermissionName);
  // Only admins give the admin role; others may give a role only when they hold all it allows.
  const beyond = beyondGrants(
    grants,
    (allowed.data?.held ?? []).map((permission) => permission.value),
  );
  const refusal =
    role.data.admin && !grants.admin
      ? ONLY_ADMINS_HANDLE_ADMIN_ROLE
      : beyond.length > 0
        ? cannotGive(`the role ${role.data.name}`, beyond)
        : null;
  return (
    <div className="space-y-5">
      <PageHeader title={role.data.name} />
      {role.data.description && <p className="text-sm text-slate-600">{role.data.description}</p>}
      <SectionCard
        title="Users"
        actions={
          may && (
            <Button
              variant="secondary"
              disabled={allowed.status !== 'ready' || refusal !== null}
              aria-describedby={refusal ? refusalId : undefined}
              onClick={() => setPicking(true)}
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
          empty="Nobody holds this role"
          onRemove={() => {}}
          items={(members.data ?? []).map((member) => ({
            id: member.user_id,
            label: member.username,
            detail: (
              <Link to={`/users/${member.user_id}`} className="hover:underline">
                {member.email}
              </Link>
            ),
          }))}
        />
      </SectionCard>
      <SectionCard
        title="Permissions"
        actions={
          editable && (
            <Button disabled={checked === null} busy={busy === 'save'} onClick={save}>
              Save permissions
            </Button>
          )
        }
      >
        {role.data.admin && <p className="mb-3 text-sm text-slate-600">The admin role holds every permission by rule.</p>}
        {allowed.status === 'loading' && <Loading />}
        {allowed.status === 'failed' && <FailureNote failure={allowed.failure} />}
        {allowed.status === 'ready' && (
          <PermissionChecklist
            catalogue={allowed.data.catalogue}
            checked={checked ?? allowed.data.held.map((permission) => permission.permission_id)}
            disabled={!editable}
            grantable={grantable}
            onChange={setChecked}
          />
        )}
      </SectionCard>
      <PickDialog
        open={picking}
        title={`Add users to ${role.data.name}`}
        noun="users"
        submitLabel="Add users"
        busy={busy === 'add'}
        options={people.data?.data
          .filter((user) => !memberIds.includes(user.user_id))
          .map((user) => ({ value: user.user_id, label: user.basicDetails.username, detail: user.basicDetails.email }))}
        onPick={addPeople}
        onClose={() => setPicking(false)}
      />
    </div>
  );
}
