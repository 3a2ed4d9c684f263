import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../domain/api';
import { appHostnameOf, brokerAddressOfHost, type PublicBrokerage } from '../../domain/broker-host';
import { open } from '../auth/authorize';
import { tenants } from '../db/schema';
import { ApiError } from '../http/errors';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function publicTenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public: the landing page asks before anyone signs in. `request.host` honours X-Forwarded-Host
  // only because the app trusts its proxy (trustProxy), never on its own.
  app.get('/tenants/current', open('The landing page of a brokerage’s own address'), async (request) => {
    const address = brokerAddressOfHost(request.host, appHostnameOf(ctx.config.publicUrl));
    if (!address) return { success: true, data: null };
    // Public, by host: only the fields a landing page shows leave this lookup.
    const [brokerage] = await ctx.database.asSystem((tx) =>
      tx
        .select({ name: tenants.name, url: tenants.url, email: tenants.email, phone: tenants.phone })
        .from(tenants)
        .where(eq(sql`lower(${tenants.url})`, address))
        .limit(1),
    );
    if (!brokerage?.url) throw new ApiError(404, ERROR_CODES.notFound, 'No brokerage uses this address');
    const data: PublicBrokerage = { name: brokerage.name, url: brokerage.url, email: brokerage.email, phone: brokerage.phone };
    return { success: true, data };
  });
}
