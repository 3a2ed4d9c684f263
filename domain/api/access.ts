import { boolean, type, type Infer } from 'superstruct';
import { AccessUser, EffectivePermission, Group, Member, Permission, Role, UserGroup, UserRole } from '../access';
import { answerOf, listOf, pageOf, savedAnswerOf } from './envelope';

// The answers of users, roles, groups and permissions. A grant or a removal answers `Done`.

export const UsersResponse = pageOf(AccessUser);
export type UsersResponse = Infer<typeof UsersResponse>;
/** GET /user/{id} and POST /user (the invitation). */
export const UserResponse = answerOf(AccessUser);
export type UserResponse = Infer<typeof UserResponse>;
export const UserRolesResponse = listOf(UserRole);
export type UserRolesResponse = Infer<typeof UserRolesResponse>;
export const UserGroupsResponse = listOf(UserGroup);
export type UserGroupsResponse = Infer<typeof UserGroupsResponse>;
/** GET /user/permission/{id}: what the user may do, and whether an admin's rights make the list moot. */
export const UserPermissionsResponse = type({ ...listOf(EffectivePermission).schema, meta: type({ admin: boolean() }) });
export type UserPermissionsResponse = Infer<typeof UserPermissionsResponse>;

export const RolesResponse = listOf(Role);
export type RolesResponse = Infer<typeof RolesResponse>;
export const RoleResponse = answerOf(Role);
export type RoleResponse = Infer<typeof RoleResponse>;

export const GroupsResponse = listOf(Group);
export type GroupsResponse = Infer<typeof GroupsResponse>;
export const GroupResponse = answerOf(Group);
export type GroupResponse = Infer<typeof GroupResponse>;
export const GroupSavedResponse = savedAnswerOf(Group);
export type GroupSavedResponse = Infer<typeof GroupSavedResponse>;

/** The members of a role or a group. */
export const MembersResponse = listOf(Member);
export type MembersResponse = Infer<typeof MembersResponse>;
/** The permission catalogue, or the permissions of a role or a group. */
export const PermissionsResponse = listOf(Permission);
export type PermissionsResponse = Infer<typeof PermissionsResponse>;
