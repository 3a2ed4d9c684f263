import {
  CoversPayload,
  ExceptionsPayload,
  LimitsPayload,
  PremiumRatesPayload,
  ProductPayload,
  ProductUpdatePayload,
  RulesPayload,
} from '../../domain/products';
import { sessionOf } from '../auth/authenticate';
import { permitted } from '../auth/authorize';
import { invalidInput } from '../http/errors';
import { pageMeta, parsePaging } from '../http/paging';
import { parseBody } from '../http/validate';
import { archiveProduct, restoreProduct } from './product-archive';
import { createProduct, removeCover, replacePart, updateProduct, type ProductParts } from './product-write';
import { listProducts, parseProductFilters, readProductDetails, readProductSummary } from './products';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Struct } from 'superstruct';

type IdParams = { id: string };

// `?archive&detailed` as the spec writes it: a flag present without a value is on.
const yes = (value: unknown) => value === '' || value === 'true' || value === '1' || value === true;

/** The parts that have a call of their own, with the body each takes. */
const PART_CALLS = [
  { path: 'rules', struct: RulesPayload },
  { path: 'limits', struct: LimitsPayload },
  { path: 'exceptions', struct: ExceptionsPayload },
  { path: 'premiumRate', struct: PremiumRatesPayload },
  { path: 'covers', struct: CoversPayload },
] as const;

/**
 * Products (area products of the calls list): reading needs 'View Products', every change
 * 'Manage Products'. Archived products leave the lists and refuse changes until restored.
 */
export function productRoutes(app: FastifyInstance, ctx: AppContext): void {
  const asTenant = <T>(request: FastifyRequest, work: (tx: Transaction, tenantId: string) => Promise<T>) => {
    const { tenantId } = sessionOf(request);
    return ctx.database.asTenant(tenantId, (tx) => work(tx, tenantId));
  };
  const view = permitted(ctx, 'View Products');
  const manage = permitted(ctx, 'Manage Products');

  const list = (archived: boolean) => async (request: FastifyRequest) => {
    const paging = parsePaging(request.query);
    const filters = parseProductFilters(request.query, archived);
    const { data, total } = await asTenant(request, (tx, tenantId) => listProducts(tx, tenantId, filters, paging));
    return { success: true, data, meta: pageMeta(paging, total) };
  };
  app.get('/product', view, list(false));
  app.get('/product/search', view, list(false));
  app.get('/product/archive', view, list(true));

  app.get('/product/:id', view, async (request) => {
    const { id } = request.params as IdParams;
    const query = (request.query ?? {}) as Record<string, unknown>;
    const options = { archived: yes(query.archive) };
    const data = await asTenant(request, (tx, tenantId) =>
      yes(query.detailed) ? readProductDetails(tx, tenantId, id, options) : readProductSummary(tx, tenantId, id, options),
    );
    return { success: true, data };
  });

  app.post('/product', manage, async (request, reply) => {
    const payload = parseBody(ProductPayload, request.body);
    const { userId } = sessionOf(request);
    const data = await asTenant(request, (tx, tenantId) => createProduct(tx, tenantId, userId, payload));
    return reply.status(201).send({ success: true, message: 'Product created', data });
  });

  app.put('/product/:id', manage, async (request) => {
    const { id } = request.params as IdParams;
    const payload = parseBody(ProductUpdatePayload, request.body);
    const data = await asTenant(request, (tx, tenantId) => updateProduct(tx, tenantId, id, payload));
    return { success: true, message: 'Product updated', data };
  });

  for (const { path, struct } of PART_CALLS) {
    app.put(`/product/${path}/:id`, manage, async (request) => {
      const { id } = request.params as IdParams;
      const parts: ProductParts = parseBody(struct as Struct<ProductParts, unknown>, request.body);
      const data = await asTenant(request, (tx, tenantId) => replacePart(tx, tenantId, id, parts));
      return { success: true, message: 'Product updated', data };
    });
  }

  app.delete('/product/covers/:coverId', manage, async (request) => {
    const { coverId } = request.params as { coverId: string };
    const { productId } = (request.query ?? {}) as { productId?: string };
    if (!productId?.trim()) throw invalidInput([{ field: 'productId', message: 'Say which product the cover is to be removed from' }]);
    const data = await asTenant(request, (tx, tenantId) => removeCover(tx, tenantId, productId.trim(), coverId));
    return { success: true, message: 'Cover removed from the product', data };
  });

  app.delete('/product/:id', manage, async (request) => {
    const { id } = request.params as IdParams;
    const data = await asTenant(request, (tx, tenantId) => archiveProduct(tx, tenantId, id));
    return { success: true, message: 'Product archived', data };
  });

  app.put('/product/restore/:id', manage, async (request) => {
    const { id } = request.params as IdParams;
    const data = await asTenant(request, (tx, tenantId) => restoreProduct(tx, tenantId, id));
    return { success: true, message: 'Product restored', data };
  });
}
