import { hashPassword } from '../../../server/auth/passwords';
import { tenants, userRoles, users } from '../../../server/db/schema';
import { ensureBooks } from '../../../server/ledger';
import { ensureDefaultRoles } from '../../../server/seed/access-catalogue';
import { STRONG_PASSWORD } from './accounts';
import { signInAs, type TestServer } from './test-server';

/** A second brokerage with one admin-role user and no subscription at all. */
export async function createTenantWithUser(
  server: TestServer,
  options: { email: string; password: string; name?: string; url?: string; verified?: boolean },
): Promise<{ tenantId: string; userId: string }> {
  const { db } = server;
  const [tenant] = await db
    .insert(tenants)
    .values({ name: options.name ?? 'Second Brokers Ltd', url: options.url ?? null })
    .returning({ id: tenants.id });
  const [user] = await db
    .insert(users)
    .values({
      tenantId: tenant!.id,
      email: options.email,
      username: 'Second Admin',
      userType: 'admin-role',
      passwordHash: await hashPassword(options.password),
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  return { tenantId: tenant!.id, userId: user!.id };
}

/** Another brokerage with its roles and books and nothing else, and its admin signed in: for the walls between brokerages. */
export async function emptyBrokerageAdmin(server: TestServer, email: string, url: string): Promise<string> {
  const second = await createTenantWithUser(server, { email, password: STRONG_PASSWORD, url });
  const roleIds = await server.db.transaction((tx) => ensureDefaultRoles(tx, second.tenantId));
  await server.db.transaction((tx) => ensureBooks(tx, second.tenantId));
  await server.db.insert(userRoles).values({ tenantId: second.tenantId, userId: second.userId, roleId: roleIds.get('admin')! });
  return signInAs(server, email, STRONG_PASSWORD);
}
