import { useCallback, useId, useState } from 'react';
import { NOT_HELD_HINT } from '../../../domain/granting';
import { PERMISSION_AREAS, type PermissionName } from '../../../domain/permissions';
import { fetchGroups } from '../../api/groups';
import { fetchPermissions, grantToGroups, grantToUsers } from '../../api/permissions';
import { fetchUsers } from '../../api/users';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { serverMessage, useAction } from '../../ui/use-action';
import { useLoader } from '../../ui/use-loader';
import { FailureNote } from './failure-note';
import { PickDialog } from './pick-dialog';
import { SectionCard } from './section-card';
import type { Permission } from '../../../domain/access';

type Audience = 'users' | 'groups';
type Giving = { permission: Permission; to: Audience } | null;

const AUDIENCE_LABELS: Record<Audience, string> = { users: 'To users', groups: 'To groups' };

/** /permissions: the catalogue by area; a permission can be given to users or to groups. */
export function PermissionsPage() {
  const { api } = useServices();
  const grants = useGrants();
  // 'Assign Permissions' gives to users and to groups; 'Manage Groups' alone, to groups only.
  const audiences: Audience[] = grants.has('Assign Permissions') ? ['users', 'groups'] : grants.has('Manage Groups') ? ['groups'] : [];
  const { state: catalogue } = useLoader(useCallback((signal: AbortSignal) => fetchPermissions(api, signal), [api]));
  const [giving, setGiving] = useState<Giving>(null);
  const { state: choices } = useLoader(
    useCallback(
      async (signal: AbortSignal) => {
        if (giving?.to === 'users')
          return (await fetchUsers(api, { limit: 100 }, signal)).data.map((u) => ({
            value: u.user_id,
            label: u.basicDetails.username,
            detail: u.basicDetails.email,
          }));
        if (giving?.to === 'groups')
          return (await fetchGroups(api, signal)).map((g) => ({ value: g.group_id, label: g.name, detail: g.description }));
        return null;
      },
      [api, giving],
    ),
  );
  const { busy, run } = useAction();
  const hintId = useId();
  const give = async (ids: string[]) => {
    if (!giving) return;
    const id = giving.permission.permission_id;
    const change = giving.to === 'users' ? () => grantToUsers(api, id, ids) : () => grantToGroups(api, id, ids);
    if (await run('give', change, serverMessage)) {
      setGiving(null);
      grants.refresh();
    }
  };

  return (
    <div className="space-y-5">
      <PageHeader title="Permissions" />
      {catalogue.status === 'loading' && <Loading label="Loading permissions" />}
      {catalogue.status === 'failed' && <FailureNote failure={catalogue.failure} />}
      {catalogue.status === 'ready' &&
        PERMISSION_AREAS.map((area) => {
          const inArea = catalogue.data.filter((permission) => permission.area === area);
          if (inArea.length === 0) return null;
          return (
            <SectionCard key={area} title={area}>
              <ul className="divide-y divide-slate-100">
                {inArea.map((permission) => {
                  // Nobody grants what they do not hold; the server refuses it too.
                  const held = grants.has(permission.value as PermissionName);
                  const noteId = `${hintId}-${permission.permission_id}`;
                  return (
                    <li key={permission.permission_id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                      <div>
                        <p className="text-sm font-medium text-slate-900">{permission.value}</p>
                        <p className="text-xs text-slate-500">{permission.description}</p>
                        {!held && audiences.length > 0 && (
                          <p id={noteId} className="text-xs text-amber-700">
                            {NOT_HELD_HINT}
                          </p>
                        )}
                      </div>
                      <div className="flex gap-2">
                        {audiences.map((to) => (
                          <Button
                            key={to}
                            variant="secondary"
                            aria-label={`Give ${permission.value} to ${to}`}
                            disabled={!held}
                            aria-describedby={held ? undefined : noteId}
                            onClick={() => setGiving({ permission, to })}
                          >
                            {AUDIENCE_LABELS[to]}
                          </Button>
                        ))}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </SectionCard>
          );
        })}
      <PickDialog
        open={giving !== null}
        title={giving ? `Give ${giving.permission.value} to ${giving.to}` : ''}
        noun={giving?.to ?? 'users'}
        submitLabel="Give permission"
        busy={busy === 'give'}
        options={choices.data ?? undefined}
        onPick={give}
        onClose={() => setGiving(null)}
      />
    </div>
  );
}
