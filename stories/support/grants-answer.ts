import { PERMISSION_CATALOGUE, type PermissionName } from '../../domain/permissions';

/** GET /user/permission/{id} answering that a non-admin holds exactly `held`, directly. */
export const grantsAnswer = (...held: PermissionName[]) => ({
  success: true,
  data: PERMISSION_CATALOGUE.filter((permission) => held.includes(permission.value)).map((permission, index) => ({
    permission_id: index + 1,
    value: permission.value,
    area: permission.area,
    description: permission.description,
    direct: true,
    roles: [],
    groups: [],
  })),
  meta: { admin: false },
});
