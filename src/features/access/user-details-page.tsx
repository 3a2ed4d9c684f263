import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { USER_TYPE_LABELS, type AccessUser } from '../../../domain/access';
import { formatDate } from '../../../domain/format/dates';
import { selectClaims } from '../../../machines/session/session.selectors';
import { fetchUser } from '../../api/users';
import { useServices, useSession } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/page-title';
import { useLoader } from '../../ui/use-loader';
import { FailureNote } from './failure-note';
import { StatusBadge } from './status-badge';
import { UserActions } from './user-actions';
import { UserBranchesSection } from './user-branches-section';
import { UserGroupsSection } from './user-groups-section';
import { UserPermissionsSection } from './user-permissions-section';
import { UserRolesSection } from './user-roles-section';

function Details({ user }: { user: AccessUser }) {
  const rows: [string, React.ReactNode][] = [
    ['Email', user.basicDetails.email],
    ['Phone', user.basicDetails.phone ?? '—'],
    ['Type', USER_TYPE_LABELS[user.additionalDetails.user_type]],
    ['Status', <StatusBadge key="status" status={user.status} />],
    ['Joined', formatDate(user.created_at)],
  ];
  return (
    <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-3 lg:grid-cols-5">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
          <dd className="mt-1 text-sm font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /users/{userId}: one user with their roles, groups, effective permissions and branches. */
export function UserDetailsPage() {
  const { userId = '' } = useParams();
  const { api } = useServices();
  const grants = useGrants();
  const selfId = useSession(selectClaims)?.user_id;
  const navigate = useNavigate();
  const [version, setVersion] = useState(0);
  const { state: user } = useLoader(
    useCallback((signal: AbortSignal) => fetchUser(api, userId, signal), [api, userId]),
    { version },
  );
  const changed = () => {
    setVersion((n) => n + 1);
    // Changing one's own access changes what one may do here.
    if (userId === selfId) grants.refresh();
  };
  const name = user.data?.basicDetails.username;
  usePageTitle(name);

  if (user.status === 'loading' && !user.data) return <Loading label="Loading the user" />;
  if (user.status === 'failed') {
    return (
      <div className="space-y-4">
        <PageHeader title="User" />
        <FailureNote failure={user.failure} />
      </div>
    );
  }
  const parts = { userId, version, onChanged: changed };
  return (
    <div className="space-y-5">
      <PageHeader
        title={name ?? 'User'}
        actions={user.data && <UserActions user={user.data} selfId={selfId} onChanged={changed} onDeleted={() => navigate('/users')} />}
      />
      {user.data && <Details user={user.data} />}
      <div className="grid gap-5 lg:grid-cols-2">
        <UserRolesSection {...parts} />
        <UserGroupsSection {...parts} />
        <UserBranchesSection {...parts} />
      </div>
      <UserPermissionsSection {...parts} />
    </div>
  );
}
