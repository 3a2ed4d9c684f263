import { Loading } from '../ui/loading';
import { NotAllowed } from '../ui/not-allowed';
import { useGrants } from './use-grants';
import type { PermissionName } from '../../domain/permissions';
import type { ReactNode } from 'react';

/**
 * A page shown only to holders of any of `anyOf` (the permissions its calls need): others read
 * which permission they lack instead of a refusal from the server.
 */
export function Permitted({ title, anyOf, children }: { title: string; anyOf: readonly PermissionName[]; children: ReactNode }) {
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading your permissions" />;
  return anyOf.some(grants.has) ? children : <NotAllowed title={title} permission={anyOf} />;
}
