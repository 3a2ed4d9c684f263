import {
  CoverageTypesResponse,
  CoversResponse,
  InsuranceCategoriesResponse,
  LinesOfBusinessResponse,
  PolicyholderTypesResponse,
  PropertyCategoriesResponse,
  VehicleTypesResponse,
  type Cover,
  type CoverageType,
  type InsuranceCategory,
  type LineOfBusiness,
  type PolicyholderType,
  type PropertyCategory,
  type VehicleType,
} from '../../domain/reference';
import type { ApiClient } from './client';

// The market's vocabulary (area reference of the calls list). Searches send the words trimmed,
// and leave out an empty category.

export async function fetchLinesOfBusiness(api: ApiClient, signal?: AbortSignal): Promise<LineOfBusiness[]> {
  return (await api.request('/lineOfBusiness', { signal, response: LinesOfBusinessResponse })).data;
}

/** GET /insuranceCategory?lineOfBusinessId: the categories of one line of business. */
export async function fetchCategoriesOf(api: ApiClient, lineOfBusinessId: number, signal?: AbortSignal): Promise<InsuranceCategory[]> {
  return (await api.request('/insuranceCategory', { query: { lineOfBusinessId }, signal, response: InsuranceCategoriesResponse })).data;
}

export async function fetchCoverageTypes(api: ApiClient, categoryId?: number, signal?: AbortSignal): Promise<CoverageType[]> {
  return (await api.request('/coverage/types', { query: { categoryId }, signal, response: CoverageTypesResponse })).data;
}

export async function fetchCovers(api: ApiClient, categoryId?: number, signal?: AbortSignal): Promise<Cover[]> {
  return (await api.request('/covers', { query: { categoryId }, signal, response: CoversResponse })).data;
}

/** GET /policyHolderType: the kinds of policyholder a quote may name. */
export async function fetchPolicyholderTypes(api: ApiClient, signal?: AbortSignal): Promise<PolicyholderType[]> {
  return (await api.request('/policyHolderType', { signal, response: PolicyholderTypesResponse })).data;
}

/** GET /propertyCategory: what a fire and property item is. */
export async function fetchPropertyCategories(api: ApiClient, signal?: AbortSignal): Promise<PropertyCategory[]> {
  return (await api.request('/propertyCategory', { signal, response: PropertyCategoriesResponse })).data;
}

/** GET /vehicle/types: what a motor item is. */
export async function fetchVehicleTypes(api: ApiClient, signal?: AbortSignal): Promise<VehicleType[]> {
  return (await api.request('/vehicle/types', { signal, response: VehicleTypesResponse })).data;
}
