import { eq, sql } from 'drizzle-orm';
import { DEFAULT_ROLES, PERMISSION_CATALOGUE } from '../../domain/permissions';
import { permissions, rolePermissions, roles, tenants } from '../db/schema';
import type { Database } from '../db/client';

/** Brings the permissions table in line with the catalogue in domain/. Safe to run at every start. */
export async function seedPermissionCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(permissions)
      .values(PERMISSION_CATALOGUE.map((p, index) => ({ value: p.value, area: p.area, description: p.description, sortOrder: index + 1 })))
      .onConflictDoUpdate({
        target: permissions.value,
        set: { area: sql`excluded.area`, description: sql`excluded.description`, sortOrder: sql`excluded.sort_order` },
      });
  });
}

/**
 * Gives a brokerage the default roles it lacks, each with its default permissions. A role that
 * exists keeps whatever its admin made of it. Answers the role ids by name.
 */
export async function ensureDefaultRoles(db: Database, tenantId: string): Promise<Map<string, string>> {
  const existing = await db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.tenantId, tenantId));
  const known = new Set(existing.map((role) => role.name.trim().toLowerCase()));
  const ids = new Map(existing.map((role) => [role.name.trim().toLowerCase(), role.id]));
  const catalogue = await db.select({ id: permissions.id, value: permissions.value }).from(permissions);
  const permissionIds = new Map(catalogue.map((p) => [p.value, p.id]));
  for (const role of DEFAULT_ROLES) {
    if (known.has(role.name)) continue;
    const [created] = await db
      .insert(roles)
      .values({ tenantId, name: role.name, description: role.description })
      .returning({ id: roles.id });
    ids.set(role.name, created!.id);
    // An admin holds everything by rule, so the admin role needs no rows.
    if (role.permissions === 'all') continue;
    const rows = role.permissions.map((value) => ({ tenantId, roleId: created!.id, permissionId: permissionIds.get(value)! }));
    if (rows.length > 0) await db.insert(rolePermissions).values(rows).onConflictDoNothing();
  }
  return ids;
}

/** Brokerages created before the default roles existed get them at the next start. */
export async function ensureDefaultRolesEverywhere(db: Database): Promise<void> {
  const all = await db.select({ id: tenants.id }).from(tenants);
  for (const tenant of all) await db.transaction((tx) => ensureDefaultRoles(tx, tenant.id));
}
