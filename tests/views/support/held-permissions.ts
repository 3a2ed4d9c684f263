import { PERMISSION_CATALOGUE, type PermissionName } from '../../../domain/permissions';
import type { Handler } from './render-app';

/** GET /user/permission/user-1 answering that the signed-in non-admin holds exactly `held`, directly. */
export const holding = (...held: PermissionName[]): Record<string, Handler> => ({
  '/user/permission/user-1': () => ({
    success: true,
    data: PERMISSION_CATALOGUE.filter((p) => held.includes(p.value)).map((p, i) => ({
      permission_id: i + 1,
      value: p.value,
      area: p.area,
      description: p.description,
      direct: true,
      roles: [],
      groups: [],
    })),
    meta: { admin: false },
  }),
});
