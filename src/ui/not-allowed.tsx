import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import type { PermissionName } from '../../domain/permissions';

const quoted = (names: readonly PermissionName[]) => names.map((name) => `'${name}'`).join(' or ');

/** In place of a page the user may not use (without the permission, or any of several); the server refuses the calls anyway. */
export function NotAllowed({ title, permission }: { title: string; permission: PermissionName | readonly PermissionName[] }) {
  const needed = typeof permission === 'string' ? [permission] : permission;
  return (
    <div className="space-y-4">
      <PageHeader title={title} />
      <div className="rounded-lg border border-slate-200 bg-white">
        <EmptyState
          title="You cannot use this page"
          description={`You need the ${quoted(needed)} permission. Ask an administrator of your brokerage.`}
        />
      </div>
    </div>
  );
}
