import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { deleteGroup, fetchGroups } from '../../api/groups';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageHeader } from '../../ui/page-header';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { serverMessage, useAction } from '../../ui/use-action';
import { useLoader } from '../../ui/use-loader';
import { GroupFormDialog } from './group-form-dialog';
import type { Group } from '../../../domain/access';

/** /groups: the brokerage's groups; the list reloads after a group is created or deleted. */
export function GroupsPage() {
  const { api } = useServices();
  const may = useGrants().has('Manage Groups');
  const { state: groups, reload: reloadGroups } = useLoader(useCallback((signal: AbortSignal) => fetchGroups(api, signal), [api]));
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const { busy, run } = useAction();
  const remove = async () => {
    if (deleting && (await run('delete', () => deleteGroup(api, deleting.group_id), serverMessage))) {
      setDeleting(null);
      reloadGroups();
    }
  };
  const columns: PagedTableColumn<Group>[] = [
    {
      key: 'name',
      header: 'Group',
      render: (group) => (
        <Link to={`/groups/${group.group_id}`} className="font-medium text-brand-700 hover:underline">
          {group.name}
        </Link>
      ),
    },
    { key: 'description', header: 'Description', render: (group) => <span className="whitespace-normal">{group.description || '—'}</span> },
    { key: 'users', header: 'Users', align: 'right', render: (group) => group.user_count },
    { key: 'permissions', header: 'Permissions', align: 'right', render: (group) => group.permission_count },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (group) =>
        may && (
          <Button variant="ghost" className="text-red-700" aria-label={`Delete group ${group.name}`} onClick={() => setDeleting(group)}>
            Delete
          </Button>
        ),
    },
  ];

  return (
    <div className="space-y-4">
      <PageHeader title="Groups" actions={may && <Button onClick={() => setCreating(true)}>Create group</Button>} />
      <PagedTable
        caption="Groups"
        columns={columns}
        rows={groups.data}
        rowKey={(group) => group.group_id}
        status={groups.status === 'failed' ? 'error' : groups.status}
        error={groups.status === 'failed' ? groups.failure.message : undefined}
        emptyMessage="No groups yet"
        page={1}
        pages={1}
        total={groups.data?.length}
        onPageChange={() => {}}
      />
      <GroupFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          reloadGroups();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete group"
        question={`Delete the group ${deleting?.name ?? ''}? Its members lose what it allowed.`}
        confirmLabel="Delete group"
        busy={busy === 'delete'}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
