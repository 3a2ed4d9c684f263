import { CategoriesQuery, CategoryQuery, CoverageTypeSearchPayload, CoverSearchPayload } from '../../domain/reference';
import { sessionOf } from '../auth/authenticate';
import { signedIn } from '../auth/authorize';
import { policyholderTypes, propertyCategories, vehicleTypes } from '../db/schema';
import { parseBody } from '../http/validate';
import { listCategories, listCoverageTypes, listCovers, listLinesOfBusiness, sortedByName } from './insurance';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { FastifyInstance } from 'fastify';

const WHY = 'the market’s vocabulary, the same for every brokerage, for forms';

type NamedList = typeof policyholderTypes | typeof propertyCategories | typeof vehicleTypes;

async function namedList<K extends string>(tx: Transaction, table: NamedList, idField: K) {
  const rows = await tx.select().from(table);
  return sortedByName(
    rows.map(
      (row) =>
        ({ [idField]: row.id, code: row.code, name: row.name, description: row.description }) as Record<K, number> & {
          code: string;
          name: string;
          description: string;
        },
    ),
  );
}

/**
 * The classes of insurance business and the classifications brokers use (area reference of the
 * calls list), read-only and shared by every brokerage. Searches trim the words typed, ignore
 * case and take % and _ literally; an unknown line of business or category is a 404.
 */
export function referenceInsuranceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = <T>(request: Parameters<typeof sessionOf>[0], work: (tx: Transaction) => Promise<T>) =>
    ctx.database.asTenant(sessionOf(request).tenantId, work);

  app.get('/lineOfBusiness', signedIn(ctx, WHY), async (request) => ({ success: true, data: await read(request, listLinesOfBusiness) }));

  app.get('/insuranceCategory', signedIn(ctx, WHY), async (request) => {
    const { lineOfBusinessId } = parseBody(CategoriesQuery, request.query);
    return { success: true, data: await read(request, (tx) => listCategories(tx, lineOfBusinessId)) };
  });

  app.get('/insuranceCategories', signedIn(ctx, WHY), async (request) => ({
    success: true,
    data: await read(request, (tx) => listCategories(tx)),
  }));

  app.get('/coverage/types', signedIn(ctx, WHY), async (request) => {
    const { categoryId } = parseBody(CategoryQuery, request.query);
    return { success: true, data: await read(request, (tx) => listCoverageTypes(tx, { categoryId })) };
  });

  app.post('/product/coverageType/search', signedIn(ctx, WHY), async (request) => {
    const { categoryId } = parseBody(CategoryQuery, request.query);
    const { searchQuery } = parseBody(CoverageTypeSearchPayload, request.body);
    return { success: true, data: await read(request, (tx) => listCoverageTypes(tx, { categoryId, searchQuery })) };
  });

  app.get('/covers', signedIn(ctx, WHY), async (request) => {
    const { categoryId } = parseBody(CategoryQuery, request.query);
    return { success: true, data: await read(request, (tx) => listCovers(tx, { categoryId })) };
  });

  app.post('/product/covers/search', signedIn(ctx, WHY), async (request) => {
    // The category may come in the body or, as with the coverage type search, in the query.
    const fromQuery = parseBody(CategoryQuery, request.query).categoryId;
    const { searchQuery, categoryId } = parseBody(CoverSearchPayload, request.body);
    return { success: true, data: await read(request, (tx) => listCovers(tx, { categoryId: categoryId ?? fromQuery, searchQuery })) };
  });

  app.get('/policyHolderType', signedIn(ctx, WHY), async (request) => ({
    success: true,
    data: await read(request, (tx) => namedList(tx, policyholderTypes, 'policyholder_type_id')),
  }));

  app.get('/propertyCategory', signedIn(ctx, WHY), async (request) => ({
    success: true,
    data: await read(request, (tx) => namedList(tx, propertyCategories, 'property_category_id')),
  }));

  // The spec's document 2 calls it GET /vehicle/types; /vehicleTypes is the same list.
  for (const url of ['/vehicle/types', '/vehicleTypes']) {
    app.get(url, signedIn(ctx, WHY), async (request) => ({
      success: true,
      data: await read(request, (tx) => namedList(tx, vehicleTypes, 'vehicle_type_id')),
    }));
  }
}
