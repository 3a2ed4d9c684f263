import { useCallback } from 'react';
import { Link } from 'react-router';
import { fetchRoles } from '../../api/roles';
import { useServices } from '../../app/session/session-context';
import { PageHeader } from '../../ui/page-header';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useLoader } from '../../ui/use-loader';
import type { Role } from '../../../domain/access';

const COLUMNS: PagedTableColumn<Role>[] = [
  {
    key: 'name',
    header: 'Role',
    render: (role) => (
      <Link to={`/roles/${role.role_id}`} className="font-medium text-brand-700 hover:underline">
        {role.name}
      </Link>
    ),
  },
  { key: 'description', header: 'Description', render: (role) => <span className="whitespace-normal">{role.description}</span> },
  { key: 'users', header: 'Users', align: 'right', render: (role) => role.user_count },
  { key: 'permissions', header: 'Permissions', align: 'right', render: (role) => (role.admin ? 'All' : role.permission_count) },
];

/** /roles: the brokerage's roles with how many users hold each and what each allows. */
export function RolesPage() {
  const { api } = useServices();
  const { state: roles } = useLoader(useCallback((signal: AbortSignal) => fetchRoles(api, signal), [api]));
  return (
    <div className="space-y-4">
      <PageHeader title="Roles" />
      <PagedTable
        caption="Roles"
        columns={COLUMNS}
        rows={roles.data}
        rowKey={(role) => role.role_id}
        status={roles.status === 'failed' ? 'error' : roles.status}
        error={roles.status === 'failed' ? roles.failure.message : undefined}
        emptyMessage="No roles yet"
        page={1}
        pages={1}
        total={roles.data?.length}
        onPageChange={() => {}}
      />
    </div>
  );
}
