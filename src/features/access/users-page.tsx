import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { USER_STATUSES, USER_TYPE_LABELS, type AccessUser, type UserStatus } from '../../../domain/access';
import { selectClaims } from '../../../machines/session/session.selectors';
import { fetchUsers, userListQuery } from '../../api/users';
import { ListExportMenu } from '../../app/list-export-menu';
import { useServices, useSession } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { FilterSelect, SearchForm } from '../../ui/list-filters';
import { PageHeader } from '../../ui/page-header';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { InviteUserDialog } from './invite-user-dialog';
import { StatusBadge, statusLabel } from './status-badge';
import { UserActions } from './user-actions';

const STATUS_OPTIONS = USER_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

/** /users: the brokerage's users, searched and filtered, with what each viewer may do to them. */
export function UsersPage() {
  const { api } = useServices();
  const grants = useGrants();
  const selfId = useSession(selectClaims)?.user_id;
  const [query, setQuery] = useState({ search: '', status: '' as UserStatus | '' });
  const view = useListView();
  const [inviting, setInviting] = useState(false);
  const { state: list, reload: reloadList } = useLoader(
    useCallback((signal: AbortSignal) => fetchUsers(api, { ...query, ...view.query }, signal), [api, query, view.query]),
  );
  const columns: PagedTableColumn<AccessUser>[] = [
    {
      key: 'name',
      header: 'Name',
      sortable: 'username',
      render: (user) => (
        <Link to={`/users/${user.user_id}`} className="font-medium text-brand-700 hover:underline">
          {user.basicDetails.username}
        </Link>
      ),
    },
    { key: 'email', header: 'Email', sortable: 'email', render: (user) => user.basicDetails.email },
    { key: 'type', header: 'Type', render: (user) => USER_TYPE_LABELS[user.additionalDetails.user_type] },
    { key: 'roles', header: 'Roles', render: (user) => user.roles.map((role) => role.name).join(', ') || '—' },
    { key: 'status', header: 'Status', sortable: 'status', render: (user) => <StatusBadge status={user.status} /> },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (user) => <UserActions user={user} selfId={selfId} onChanged={reloadList} />,
    },
  ];

  return (
    <div className="space-y-4">
      <PageHeader
        title="Users"
        actions={
          <>
            <ListExportMenu list="users" query={userListQuery({ ...query, ...view.query })} />
            {grants.has('Invite Users') && <Button onClick={() => setInviting(true)}>Invite user</Button>}
          </>
        }
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchForm
          label="Search users"
          placeholder="Name or email"
          onSearch={(search) => {
            setQuery((now) => ({ ...now, search }));
            view.toFirstPage();
          }}
        />
        <div className="sm:w-48">
          <FilterSelect
            label="Status"
            value={query.status}
            options={STATUS_OPTIONS}
            onChange={(status) => {
              setQuery((now) => ({ ...now, status }));
              view.toFirstPage();
            }}
          />
        </div>
      </div>
      <PagedTable
        caption="Users"
        columns={columns}
        rows={list.data?.data}
        rowKey={(user) => user.user_id}
        status={list.status === 'failed' ? 'error' : list.status}
        error={list.status === 'failed' ? list.failure.message : undefined}
        emptyMessage="No users match"
        {...view.table}
        pages={list.data?.meta.pages ?? 1}
        total={list.data?.meta.total}
      />
      <InviteUserDialog
        open={inviting}
        onClose={() => setInviting(false)}
        onInvited={() => {
          setInviting(false);
          reloadList();
        }}
      />
    </div>
  );
}
