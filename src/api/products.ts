import {
  ProductDetailsResponse,
  ProductListResponse,
  ProductResponse,
  type CoversPayload,
  type ExceptionsPayload,
  type LimitsPayload,
  type PremiumRatesPayload,
  type ProductDetails,
  type ProductPayload,
  type ProductSummary,
  type ProductUpdatePayload,
  type RulesPayload,
} from '../../domain/products';
import type { ApiClient } from './client';

export interface ProductFilter {
  /** The insurer's id (the spec's underwriterId). */
  underwriterId?: number | '';
  lineOfBusinessId?: number | '';
  categoryId?: number | '';
  searchTerm?: string;
  page?: number;
  limit?: number;
}

export interface ProductsPage {
  products: ProductSummary[];
  page: number;
  pages: number;
  total: number;
}

const queryOf = (filter: ProductFilter) => ({
  underwriterId: filter.underwriterId,
  lineOfBusinessId: filter.lineOfBusinessId,
  categoryId: filter.categoryId,
  searchTerm: filter.searchTerm?.trim(),
  page: filter.page,
  limit: filter.limit,
});

const toPage = (answer: { data: ProductSummary[]; meta: { page: number; pages: number; total: number } }): ProductsPage => ({
  products: answer.data,
  page: answer.meta.page,
  pages: answer.meta.pages,
  total: answer.meta.total,
});

/** GET /product, or GET /product/archive for the archived ones; empty filters are left out. */
export async function fetchProducts(api: ApiClient, filter: ProductFilter, archived = false, signal?: AbortSignal): Promise<ProductsPage> {
  return toPage(
    await api.request(archived ? '/product/archive' : '/product', { query: queryOf(filter), signal, response: ProductListResponse }),
  );
}

/** GET /product/{id}?detailed=true (archive=true lets an archived one be read). */
export async function fetchProduct(api: ApiClient, productId: string, signal?: AbortSignal): Promise<ProductDetails> {
  const query = { detailed: true, archive: true };
  return (await api.request(`/product/${encodeURIComponent(productId)}`, { query, signal, response: ProductDetailsResponse })).data;
}

export async function createProduct(api: ApiClient, payload: ProductPayload, signal?: AbortSignal): Promise<ProductDetails> {
  return (await api.request('/product', { method: 'POST', body: { ...payload }, signal, response: ProductDetailsResponse })).data;
}

/** PUT /product/{id}: the main details and any parts given; a part left out stays as it is. */
export async function updateProduct(
  api: ApiClient,
  productId: string,
  payload: ProductUpdatePayload,
  signal?: AbortSignal,
): Promise<ProductDetails> {
  const path = `/product/${encodeURIComponent(productId)}`;
  return (await api.request(path, { method: 'PUT', body: { ...payload }, signal, response: ProductDetailsResponse })).data;
}

/** The parts that have a PUT of their own, by the path segment the spec gives each. */
export interface PartPayloads {
  rules: RulesPayload;
  limits: LimitsPayload;
  exceptions: ExceptionsPayload;
  premiumRate: PremiumRatesPayload;
  covers: CoversPayload;
}

/** PUT /product/rules|limits|exceptions|premiumRate|covers/{id}: that part replaced whole. */
export async function updateProductPart<K extends keyof PartPayloads>(
  api: ApiClient,
  part: K,
  productId: string,
  payload: PartPayloads[K],
  signal?: AbortSignal,
): Promise<ProductDetails> {
  const path = `/product/${part}/${encodeURIComponent(productId)}`;
  return (await api.request(path, { method: 'PUT', body: { ...payload }, signal, response: ProductDetailsResponse })).data;
}

/** DELETE /product/covers/{coverId}?productId. */
export async function removeProductCover(
  api: ApiClient,
  productId: string,
  coverId: number,
  signal?: AbortSignal,
): Promise<ProductDetails> {
  return (
    await api.request(`/product/covers/${coverId}`, { method: 'DELETE', query: { productId }, signal, response: ProductDetailsResponse })
  ).data;
}

/** DELETE /product/{id}: archives it. */
export async function archiveProduct(api: ApiClient, productId: string, signal?: AbortSignal): Promise<ProductSummary> {
  return (await api.request(`/product/${encodeURIComponent(productId)}`, { method: 'DELETE', signal, response: ProductResponse })).data;
}

export async function restoreProduct(api: ApiClient, productId: string, signal?: AbortSignal): Promise<ProductSummary> {
  return (await api.request(`/product/restore/${encodeURIComponent(productId)}`, { method: 'PUT', signal, response: ProductResponse }))
    .data;
}

/** The picker's search: the first 20 live products whose names match the words. */
export async function findProducts(api: ApiClient, words: string, signal?: AbortSignal): Promise<ProductSummary[]> {
  return (await fetchProducts(api, { searchTerm: words, page: 1, limit: 20 }, false, signal)).products;
}
