import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  nullable,
  number,
  optional,
  refine,
  string,
  type,
  type Infer,
  type Struct,
} from 'superstruct';
import { USER_TYPES } from './auth';
import { FIELD_REQUIRED } from './common-messages';
import { PERMISSION_AREAS } from './permissions';
import { normalisePhone } from './registration';
import { emailAddress, requiredText } from './validation';

// Access administration: users, roles, groups and permissions of one brokerage. The payload structs
// are checked in the browser and again on the server; the answer structs are what the server sends.

export const USER_STATUSES = ['active', 'suspended', 'invited'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** Suspended wins; someone who has not verified their email yet is still an invitee. */
export function userStatus(user: { suspended: boolean; verified: boolean }): UserStatus {
  if (user.suspended) return 'suspended';
  return user.verified ? 'active' : 'invited';
}

export const USER_TYPE_LABELS: Record<(typeof USER_TYPES)[number], string> = {
  'admin-role': 'Staff',
  broker: 'Broker',
  agent: 'Agent',
};

const optionalPhone = () =>
  optional(
    refine(
      string(),
      'phone',
      (value) => value.trim() === '' || normalisePhone(value) !== null || 'Enter a Nigerian mobile number, e.g. 0803 123 4567',
    ),
  );

const idList = () => array(string());

/** A list the person must pick from: empty reads as "choose at least one". */
const chosen = <T>(what: string, item: () => Struct<T, unknown>) =>
  refine(array(item()), 'chosen', (value) => value.length > 0 || `Choose at least one ${what}`);

/** Permission ids are numbers (the catalogue is shared by every brokerage); forms send them as text. */
const permissionId = () => coerce(integer(), string(), (text) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : text));

export const InviteUserPayload = type({
  firstName: requiredText(60),
  lastName: requiredText(60),
  email: emailAddress(),
  phone: optionalPhone(),
  userType: refine(string(), 'userType', (value) => {
    if (!value) return FIELD_REQUIRED;
    return (USER_TYPES as readonly string[]).includes(value) || 'Choose Staff, Broker or Agent';
  }),
  roles: optional(idList()),
  groups: optional(idList()),
});
export type InviteUserPayload = Omit<Infer<typeof InviteUserPayload>, 'userType'> & { userType: (typeof USER_TYPES)[number] };

export const UsersPayload = type({ users: chosen('user', string) });
export const RolesPayload = type({ roles: chosen('role', string) });
export const GroupsPayload = type({ groups: chosen('group', string) });
export const PermissionsPayload = type({ permissions: chosen('permission', permissionId) });
/** Replaces what a role allows; an empty list leaves it allowing nothing. */
export const RolePermissionsPayload = type({ permissions: array(permissionId()) });
export const RoleIdPayload = type({ roleId: requiredText(100) });
export const GroupIdPayload = type({ groupId: requiredText(100) });
export const PermissionIdPayload = type({ permissionId: permissionId() });

export const GroupPayload = type({
  name: requiredText(60),
  description: optional(refine(string(), 'description', (v) => v.length <= 300 || 'Must be at most 300 characters')),
});
export type GroupPayload = Infer<typeof GroupPayload>;
export const GroupChanges = refine(
  type({
    name: optional(requiredText(60)),
    description: optional(refine(string(), 'description', (v) => v.length <= 300 || 'Must be at most 300 characters')),
  }),
  'someChange',
  (value) =>
    value.name !== undefined || value.description !== undefined || { path: ['name'], message: 'Give the group a new name or description' },
);

// What the server answers.

export const RoleRef = type({ role_id: string(), name: string() });

export const AccessUser = type({
  user_id: string(),
  basicDetails: type({ username: string(), email: string(), firstname: string(), lastname: string(), phone: nullable(string()) }),
  additionalDetails: type({ avatar_uri: nullable(string()), user_type: enums(USER_TYPES) }),
  suspended: boolean(),
  verified: boolean(),
  status: enums(USER_STATUSES),
  verification_sent_at: nullable(string()),
  created_at: string(),
  roles: array(RoleRef),
});
export type AccessUser = Infer<typeof AccessUser>;

/** A role or a group as a user's own lists show them. */
export const UserRole = type({ role_id: string(), name: string(), description: string() });
export const UserGroup = type({ group_id: string(), name: string(), description: string() });

/** PATCH /auth/user/{id}: whether the user is now suspended. */
export const Suspension = type({ user_id: string(), suspended: boolean() });

/** A user as a role or group lists them. */
export const Member = type({ user_id: string(), username: string(), email: string(), user_type: enums(USER_TYPES), suspended: boolean() });
export type Member = Infer<typeof Member>;

export const Role = type({
  role_id: string(),
  name: string(),
  description: string(),
  /** The admin role holds every permission by rule; what it allows cannot be edited. */
  admin: boolean(),
  user_count: number(),
  permission_count: number(),
});
export type Role = Infer<typeof Role>;

export const Group = type({
  group_id: string(),
  name: string(),
  description: string(),
  user_count: number(),
  permission_count: number(),
  created_at: string(),
});
export type Group = Infer<typeof Group>;

export const Permission = type({ permission_id: number(), value: string(), area: enums(PERMISSION_AREAS), description: string() });
export type Permission = Infer<typeof Permission>;

/** One permission a user holds, with where it comes from. */
export const EffectivePermission = type({
  permission_id: number(),
  value: string(),
  area: enums(PERMISSION_AREAS),
  description: string(),
  direct: boolean(),
  roles: array(string()),
  groups: array(string()),
});
export type EffectivePermission = Infer<typeof EffectivePermission>;

// Messages of these screens (the four assignment messages are the spec's, in messages.ts).
export const userInvited = (email: string) => `We sent an invitation to ${email}`;
export const USER_DELETED = 'User deleted';
export const USERS_ADDED_TO_ROLE = 'Users successfully added to role';
export const ROLE_PERMISSIONS_SAVED = 'Role permissions saved';
export const ROLE_REMOVED = 'Role removed from user';
export const GROUP_REMOVED = 'User removed from group';
export const PERMISSION_REMOVED = 'Permission removed from user';
export const GROUP_CREATED = 'Group created';
export const GROUP_UPDATED = 'Group updated';
export const GROUP_DELETED = 'Group deleted';
export const USERS_ADDED_TO_GROUP = 'Users successfully added to group';
export const PERMISSIONS_ADDED_TO_GROUP = 'Permissions successfully added to group';
export const PERMISSION_REMOVED_FROM_GROUP = 'Permission removed from group';
export const PERMISSION_GRANTED_TO_USERS = 'Permission successfully given to users';
export const PERMISSION_GRANTED_TO_GROUPS = 'Permission successfully given to groups';
export const LAST_ADMIN = 'The brokerage must keep at least one active admin';
export const ADMIN_ROLE_FIXED = 'The admin role holds every permission by rule; its permissions cannot be changed';
export const ONLY_ADMINS_HANDLE_ADMIN_ROLE = 'Only an administrator can give or take away the admin role';
export const GROUP_NAME_TAKEN = 'A group with this name already exists';
