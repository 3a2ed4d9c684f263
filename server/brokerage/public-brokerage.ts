import { eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '../../domain/api';
import { tenants } from '../db/schema';
import { ApiError } from '../http/errors';
import type { PublicBrokerage } from '../../domain/broker-host';
import type { AppContext } from '../context';

/** The brokerage that uses an address (lower case), as its landing page shows it; 404 when none does. */
export async function brokerageAtAddress(ctx: AppContext, address: string): Promise<PublicBrokerage> {
  // Public, by host, before any brokerage is known: only the fields a landing page shows leave this lookup.
  const [brokerage] = await ctx.database.asSystem((tx) =>
    tx
      .select({ name: tenants.name, url: tenants.url, email: tenants.email, phone: tenants.phone })
      .from(tenants)
      .where(eq(sql`lower(${tenants.url})`, address))
      .limit(1),
  );
  if (!brokerage?.url) throw new ApiError(404, ERROR_CODES.notFound, 'No brokerage uses this address');
  return { name: brokerage.name, url: brokerage.url, email: brokerage.email, phone: brokerage.phone };
}
