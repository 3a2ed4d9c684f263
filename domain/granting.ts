// "Nobody may grant a permission they do not hold": the ceiling on every grant of a permission,
// a role or a group membership, checked by the server and shown by the screens that offer them.

/** What someone holds: admins hold everything. */
export interface HeldPermissions {
  admin: boolean;
  permissions: ReadonlySet<string>;
}

/** The permissions among `wanted` that someone holding `held` may not pass on, each once, in their order. */
export function beyondGrants(held: HeldPermissions, wanted: Iterable<string>): string[] {
  if (held.admin) return [];
  return [...new Set(wanted)].filter((name) => !held.permissions.has(name));
}

/** 'A', 'A' and 'B', 'A', 'B' and 'C' */
function quoted(names: readonly string[]): string {
  const all = names.map((name) => `'${name}'`);
  return all.length > 1 ? `${all.slice(0, -1).join(', ')} and ${all.at(-1)}` : (all[0] ?? '');
}

const itOrThem = (names: readonly string[]) => (names.length > 1 ? 'them' : 'it');

/** "You cannot grant 'Approve Transactions': you do not hold it yourself." */
export const cannotGrant = (names: readonly string[]) => `You cannot grant ${quoted(names)}: you do not hold ${itOrThem(names)} yourself.`;

/**
 * "You cannot give the role accountant: it allows 'Approve Transactions', which you do not hold
 * yourself." `what` names the roles or group memberships; `several` when it names more than one.
 */
export const cannotGive = (what: string, names: readonly string[], several = false) =>
  `You cannot give ${what}: ${several ? 'they allow' : 'it allows'} ${quoted(names)}, which you do not hold yourself.`;

/** Beside a permission the screens will not let someone grant. */
export const NOT_HELD_HINT = 'You do not hold this permission yourself, so you cannot grant it.';
