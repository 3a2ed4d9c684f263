import { eq } from 'drizzle-orm';
import { sessionOf } from '../auth/authenticate';
import { signedIn } from '../auth/authorize';
import { countries, lgas, states } from '../db/schema';
import { notFound } from '../http/errors';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { FastifyInstance } from 'fastify';

const WHY = 'Reference data for forms';
const INT4_MAX = 2_147_483_647;

// Sorted here rather than by the database: PGlite and PostgreSQL may collate names differently.
const byName = new Intl.Collator('en', { sensitivity: 'base' });
const sortedByName = <T extends { name: string }>(rows: T[]) => rows.sort((a, b) => byName.compare(a.name, b.name));

/** A serial id from the URL, or null when it cannot be one (so the answer is 404, not a database error). */
function serialId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 && id <= INT4_MAX ? id : null;
}

async function statesOf(tx: Transaction, countryId: number) {
  const [country] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!country) throw notFound('Country');
  const rows = await tx
    .select({ state_id: states.id, name: states.name, code: states.code, capital: states.capital, zone: states.zone })
    .from(states)
    .where(eq(states.countryId, countryId));
  return sortedByName(rows);
}

async function lgasOf(tx: Transaction, stateId: number) {
  const [state] = await tx.select({ id: states.id }).from(states).where(eq(states.id, stateId));
  if (!state) throw notFound('State');
  const rows = await tx.select({ lga_id: lgas.id, name: lgas.name, state_id: lgas.stateId }).from(lgas).where(eq(lgas.stateId, stateId));
  return sortedByName(rows);
}

/** Countries, their states and the states' LGAs: shared by every brokerage, read-only, for address forms. */
export function referencePlaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/countries', signedIn(ctx, WHY), async (request) => {
    const { tenantId } = sessionOf(request);
    const rows = await ctx.database.asTenant(tenantId, (tx) =>
      tx
        .select({
          country_id: countries.id,
          name: countries.name,
          iso_code: countries.isoCode,
          dial_code: countries.dialCode,
          currency: countries.currency,
        })
        .from(countries),
    );
    return { success: true, data: sortedByName(rows) };
  });

  app.get('/countries/:id/states', signedIn(ctx, WHY), async (request) => {
    const { tenantId } = sessionOf(request);
    const countryId = serialId((request.params as { id: string }).id);
    if (countryId === null) throw notFound('Country');
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => statesOf(tx, countryId)) };
  });

  app.get('/states/:id/lgas', signedIn(ctx, WHY), async (request) => {
    const { tenantId } = sessionOf(request);
    const stateId = serialId((request.params as { id: string }).id);
    if (stateId === null) throw notFound('State');
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => lgasOf(tx, stateId)) };
  });
}
