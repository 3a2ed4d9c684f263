import { eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../db/pg-errors';
import { tenants, users } from '../db/schema';
import { ApiError, conflict } from '../http/errors';
import type { AppContext } from '../context';

const addressTaken = () =>
  new ApiError(409, 'CONFLICT', 'This address is taken', [{ field: 'url', message: 'This address is taken, choose another' }]);

/**
 * Gives the brokerage of the broker-url step token its address (lower case), once; answers the
 * broker, who is signed in next. Two brokerages racing for one address: the unique index stops the second.
 */
export async function chooseBrokerAddress(ctx: AppContext, stepToken: string | null, address: string) {
  const claims = await ctx.tokens.verifyFor('broker-url', stepToken, 'This step has expired. Sign in to choose your brokerage’s address.');
  // Found by the step token, before anyone can sign in: system work.
  return ctx.database
    .asSystem(async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(eq(users.id, claims.user_id ?? ''));
      if (!user || user.tenantId !== claims.tenant_id)
        throw new ApiError(401, 'INVALID_TOKEN', 'This step is no longer valid. Sign in again.');
      const [tenant] = await tx.select().from(tenants).where(eq(tenants.id, user.tenantId));
      if (tenant?.url) throw conflict(`Your brokerage already uses the address ${tenant.url}`);
      const [taken] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(sql`lower(${tenants.url}) = ${address}`);
      if (taken) throw addressTaken();
      await tx.update(tenants).set({ url: address, updatedAt: new Date() }).where(eq(tenants.id, user.tenantId));
      return user;
    })
    .catch((error: unknown) => {
      throw isUniqueViolation(error, 'tenants_url_key') ? addressTaken() : error;
    });
}
