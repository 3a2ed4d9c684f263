import { array } from 'superstruct';
import {
  CategoriesQuery,
  CategoryQuery,
  Cover,
  CoverageType,
  CoverageTypeSearchPayload,
  CoverSearchPayload,
  InsuranceCategory,
  LineOfBusiness,
  PolicyholderType,
  PropertyCategory,
  VehicleType,
} from '../../domain/reference';
import { anySignedIn } from '../auth/authorize';
import { route } from '../http/route';
import {
  listCategories,
  listCoverageTypes,
  listCovers,
  listLinesOfBusiness,
  listPolicyholderTypes,
  listPropertyCategories,
  listVehicleTypes,
} from './insurance';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const access = anySignedIn('the market’s vocabulary, the same for every brokerage, for forms');

/**
 * The classes of insurance business and the classifications brokers use (area reference of the
 * calls list), read-only and shared by every brokerage. Searches trim the words typed, ignore
 * case and take % and _ literally; an unknown line of business or category is a 404.
 */
export function referenceInsuranceRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    { method: 'GET', url: '/lineOfBusiness', access, summary: 'The lines of business, by name', response: array(LineOfBusiness) },
    async ({ tx }) => ({
      data: await listLinesOfBusiness(tx),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/insuranceCategory',
      access,
      summary: 'The insurance categories (classes) of one line of business',
      query: CategoriesQuery,
      response: array(InsuranceCategory),
      errors: [404],
    },
    async ({ tx, query }) => ({ data: await listCategories(tx, query.lineOfBusinessId) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/insuranceCategories',
      access,
      summary: 'Every insurance category (class), by name',
      response: array(InsuranceCategory),
    },
    async ({ tx }) => ({ data: await listCategories(tx) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/coverage/types',
      access,
      summary: 'The coverage types (Comprehensive, Third Party Only...), of one category or all',
      query: CategoryQuery,
      response: array(CoverageType),
      errors: [404],
    },
    async ({ tx, query }) => ({ data: await listCoverageTypes(tx, { categoryId: query.categoryId }) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/product/coverageType/search',
      access,
      summary: 'Search the coverage types by name, of one category or all',
      query: CategoryQuery,
      body: CoverageTypeSearchPayload,
      response: array(CoverageType),
      errors: [404],
    },
    async ({ tx, query, body }) => ({
      data: await listCoverageTypes(tx, { categoryId: query.categoryId, searchQuery: body.searchQuery }),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/covers',
      access,
      summary: 'The covers (perils, benefits, extensions), of one category or all',
      query: CategoryQuery,
      response: array(Cover),
      errors: [404],
    },
    async ({ tx, query }) => ({ data: await listCovers(tx, { categoryId: query.categoryId }) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/product/covers/search',
      access,
      summary: 'Search the covers by name; the category may travel in the body or the query',
      query: CategoryQuery,
      body: CoverSearchPayload,
      response: array(Cover),
      errors: [404],
    },
    async ({ tx, query, body }) => ({
      data: await listCovers(tx, { categoryId: body.categoryId ?? query.categoryId, searchQuery: body.searchQuery }),
    }),
  );

  route(
    app,
    ctx,
    { method: 'GET', url: '/policyHolderType', access, summary: 'The types of policyholder, by name', response: array(PolicyholderType) },
    async ({ tx }) => ({
      data: await listPolicyholderTypes(tx),
    }),
  );

  route(
    app,
    ctx,
    { method: 'GET', url: '/propertyCategory', access, summary: 'The categories of property, by name', response: array(PropertyCategory) },
    async ({ tx }) => ({
      data: await listPropertyCategories(tx),
    }),
  );

  // The spec's document 2 calls it GET /vehicle/types; /vehicleTypes is the same list.
  for (const url of ['/vehicle/types', '/vehicleTypes']) {
    route(
      app,
      ctx,
      { method: 'GET', url, access, summary: 'The types of vehicle, by name', response: array(VehicleType) },
      async ({ tx }) => ({
        data: await listVehicleTypes(tx),
      }),
    );
  }
}
