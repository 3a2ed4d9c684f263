import { toast } from 'react-hot-toast';
import { beforeEach } from 'vitest';
import { PERMISSION_CATALOGUE, type PermissionName } from '../../../domain/permissions';
import { liveToken } from '../../machines/support/session-token';
import type { AccessUser, EffectivePermission, Group, Permission, Role } from '../../../domain/access';

// Toasts live in a module-wide store: start every test without the last one's.
beforeEach(() => {
  toast.remove();
});

export const ADMIN = liveToken({ userType: 'admin-role', roles: [{ id: 'r-admin', name: 'admin' }] });
/** A signed-in user (user-1) without the admin role: what they may do comes from GET /user/permission/user-1. */
export const STAFF = liveToken({ userType: 'admin-role', roles: [{ id: 'r-acc', name: 'accountant' }] });

export const CATALOGUE: Permission[] = PERMISSION_CATALOGUE.map((entry, index) => ({ permission_id: index + 1, ...entry }));
export const permission = (name: PermissionName): Permission => CATALOGUE.find((entry) => entry.value === name)!;

export function effective(
  name: PermissionName,
  sources: Partial<Pick<EffectivePermission, 'direct' | 'roles' | 'groups'>> = {},
): EffectivePermission {
  return { ...permission(name), direct: false, roles: [], groups: [], ...sources };
}

/** The signed-in user's own permissions, as the server answers them. */
export const ownGrants =
  (...names: PermissionName[]) =>
  () => ({
    success: true,
    data: names.map((name) => effective(name, { direct: true })),
    meta: { admin: false },
  });

export function accessUser(id: string, name: string, overrides: Partial<AccessUser> = {}): AccessUser {
  const [firstname = '', lastname = ''] = name.split(' ');
  return {
    user_id: id,
    basicDetails: { username: name, email: `${firstname.toLowerCase()}@demo.ng`, firstname, lastname, phone: '+2348031234567' },
    additionalDetails: { avatar_uri: null, user_type: 'broker' },
    suspended: false,
    verified: true,
    status: 'active',
    verification_sent_at: null,
    created_at: '2026-02-01T09:00:00.000Z',
    roles: [],
    ...overrides,
  };
}

export const KEMI = accessUser('u-2', 'Kemi Adebayo', { roles: [{ role_id: 'r-agent', name: 'agent' }] });
export const TUNDE = accessUser('u-3', 'Tunde Bakare', { verified: false, status: 'invited' });
export const HALIMA = accessUser('u-4', 'Halima Bello', { suspended: true, status: 'suspended' });
export const USERS = [KEMI, TUNDE, HALIMA];

export const usersAnswer = (users: AccessUser[] = USERS) => ({
  success: true,
  data: users,
  meta: { page: 1, limit: 20, total: users.length, pages: 1 },
});

export const ROLES: Role[] = [
  {
    role_id: 'r-admin',
    name: 'admin',
    description: 'Full control of the brokerage',
    admin: true,
    user_count: 1,
    permission_count: CATALOGUE.length,
  },
  { role_id: 'r-acc', name: 'accountant', description: 'Keeps the books', admin: false, user_count: 2, permission_count: 2 },
  { role_id: 'r-agent', name: 'agent', description: 'Brings in business', admin: false, user_count: 1, permission_count: 1 },
  { role_id: 'r-claims', name: 'claims officer', description: 'Registers claims', admin: false, user_count: 0, permission_count: 3 },
];

export const GROUPS: Group[] = [
  {
    group_id: 'g-1',
    name: 'Lagos desk',
    description: 'Lagos office',
    user_count: 2,
    permission_count: 1,
    created_at: '2026-01-05T09:00:00.000Z',
  },
  { group_id: 'g-2', name: 'Claims team', description: '', user_count: 0, permission_count: 0, created_at: '2026-01-06T09:00:00.000Z' },
];

export const done = (message: string) => () => ({ success: true, message });
