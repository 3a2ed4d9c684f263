import { array, object, refine, string, type, union } from 'superstruct';
import {
  CoversPayload,
  ProductDetails,
  ProductSummary,
  ExceptionsPayload,
  LimitsPayload,
  PremiumRatesPayload,
  ProductPayload,
  ProductUpdatePayload,
  RulesPayload,
} from '../../domain/products';
import { holders } from '../auth/authorize';
import { pageMeta } from '../http/paging';
import { filterText, IdParams, pagingOf } from '../http/params';
import { route } from '../http/route';
import { archiveProduct, restoreProduct } from './product-archive';
import { createProduct, removeCover, replacePart, updateProduct, type ProductParts } from './product-write';
import { listProducts, productFilters, ProductListQuery, ProductReadQuery, readProductDetails, readProductSummary } from './products';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';
import type { Struct } from 'superstruct';

/** The parts that have a call of their own, with the body each takes. */
const PART_CALLS = [
  { path: 'rules', struct: RulesPayload, name: 'rules' },
  { path: 'limits', struct: LimitsPayload, name: 'limits' },
  { path: 'exceptions', struct: ExceptionsPayload, name: 'policy exceptions' },
  { path: 'premiumRate', struct: PremiumRatesPayload, name: 'premium rates' },
  { path: 'covers', struct: CoversPayload, name: 'covers' },
] as const;

const CoverParams = object({ coverId: string() });
const CoverRemovalQuery = type({
  productId: refine(filterText(), 'productId', (value) => !!value || 'Say which product the cover is to be removed from'),
});

/**
 * Products (area products of the calls list): reading needs 'View Products', every change
 * 'Manage Products'. Archived products leave the lists and refuse changes until restored.
 */
export function productRoutes(app: FastifyInstance, ctx: AppContext): void {
  const view = holders('View Products');
  const manage = holders('Manage Products');

  for (const { url, archived, summary } of [
    { url: '/product', archived: false, summary: 'The live products, filtered by insurer, line of business, category or words' },
    { url: '/product/search', archived: false, summary: 'Search the live products (the same filters as the list)' },
    { url: '/product/archive', archived: true, summary: 'The archived products' },
  ]) {
    route(
      app,
      ctx,
      { method: 'GET', url, access: view, summary, query: ProductListQuery, response: array(ProductSummary) },
      async ({ tx, session, query }) => {
        const paging = pagingOf(query);
        const { data, total } = await listProducts(tx, session.tenantId, productFilters(query, archived), paging);
        return { data, meta: pageMeta(paging, total) };
      },
    );
  }

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/product/:id',
      access: view,
      summary: 'One product; `detailed` adds its rules, limits, exceptions, rates and covers',
      params: IdParams,
      query: ProductReadQuery,
      response: union([ProductDetails, ProductSummary]),
      errors: [404],
    },
    async ({ tx, session, params, query }) => {
      const options = { archived: query.archive };
      const read = query.detailed ? readProductDetails : readProductSummary;
      return { data: await read(tx, session.tenantId, params.id, options) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/product',
      access: manage,
      summary: 'Add a product',
      body: ProductPayload,
      response: ProductDetails,
      status: 201,
      errors: [404, 409],
    },
    async ({ tx, session, body }) => ({
      message: 'Product created',
      data: await createProduct(tx, session.tenantId, session.userId, body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/product/:id',
      access: manage,
      summary: 'Update a live product',
      params: IdParams,
      body: ProductUpdatePayload,
      response: ProductDetails,
      errors: [404, 409],
    },
    async ({ tx, session, params, body }) => ({
      message: 'Product updated',
      data: await updateProduct(tx, session.tenantId, params.id, body),
    }),
  );

  for (const { path, struct, name } of PART_CALLS) {
    route(
      app,
      ctx,
      {
        method: 'PUT',
        url: `/product/${path}/:id`,
        access: manage,
        summary: `Replace the product's ${name}`,
        params: IdParams,
        body: struct as Struct<ProductParts, unknown>,
        response: ProductDetails,
        errors: [404, 409],
      },
      async ({ tx, session, params, body }) => ({
        message: 'Product updated',
        data: await replacePart(tx, session.tenantId, params.id, body),
      }),
    );
  }

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/product/covers/:coverId',
      access: manage,
      summary: 'Remove one cover from a product (`productId` in the query)',
      params: CoverParams,
      query: CoverRemovalQuery,
      response: ProductDetails,
      errors: [404, 409],
    },
    async ({ tx, session, params, query }) => ({
      message: 'Cover removed from the product',
      data: await removeCover(tx, session.tenantId, query.productId!, params.coverId),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/product/:id',
      access: manage,
      summary: 'Archive a product',
      params: IdParams,
      response: ProductSummary,
      errors: [404, 409],
    },
    async ({ tx, session, params }) => ({ message: 'Product archived', data: await archiveProduct(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/product/restore/:id',
      access: manage,
      summary: 'Restore an archived product',
      params: IdParams,
      response: ProductSummary,
      errors: [404, 409],
    },
    async ({ tx, session, params }) => ({ message: 'Product restored', data: await restoreProduct(tx, session.tenantId, params.id) }),
  );
}
