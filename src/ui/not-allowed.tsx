import { EmptyState } from './empty-state';
import { PageHeader } from './page-header';
import type { PermissionName } from '../../domain/permissions';

/** In place of a page the user may not use; the server refuses the calls anyway. */
export function NotAllowed({ title, permission }: { title: string; permission: PermissionName }) {
  return (
    <div className="space-y-4">
      <PageHeader title={title} />
      <div className="rounded-lg border border-slate-200 bg-white">
        <EmptyState
          title="You cannot use this page"
          description={`You need the '${permission}' permission. Ask an administrator of your brokerage.`}
        />
      </div>
    </div>
  );
}
