import { hashPassword } from '../../../server/auth/passwords';
import { tenants, users } from '../../../server/db/schema';
import type { TestServer } from './test-server';

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
