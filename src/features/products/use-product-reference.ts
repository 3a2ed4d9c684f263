import { useCallback } from 'react';
import { isTravelCategory } from '../../../domain/products';
import { fetchCategoriesOf, fetchCoverageTypes, fetchCovers, fetchLinesOfBusiness } from '../../api/insurance-reference';
import { fetchInsurers } from '../../api/providers';
import { useServices } from '../../app/session/session-context';
import { useLoader, type Loaded } from '../../ui/use-loader';
import type { Cover, CoverageType, InsuranceCategory, LineOfBusiness } from '../../../domain/reference';
import type { Insurer } from '../../../domain/underwriters';
import type { ApiClient } from '../../api/client';

const nothing = <T>(): Promise<T[]> => Promise.resolve([]);

/** Every active insurer the brokerage may choose: the shared NAICOM list and its own, page after page. */
export async function fetchAllInsurers(api: ApiClient, signal?: AbortSignal): Promise<Insurer[]> {
  const first = await fetchInsurers(api, { limit: 100, page: 1 }, signal);
  const rest = [];
  for (let page = 2; page <= first.pages; page += 1) rest.push(...(await fetchInsurers(api, { limit: 100, page }, signal)).insurers);
  return [...first.insurers, ...rest];
}

export function useInsurers(): Loaded<Insurer[]> {
  const { api } = useServices();
  return useLoader<Insurer[]>(useCallback((signal: AbortSignal) => fetchAllInsurers(api, signal), [api])).state;
}

export function useLinesOfBusiness(): Loaded<LineOfBusiness[]> {
  const { api } = useServices();
  return useLoader<LineOfBusiness[]>(useCallback((signal: AbortSignal) => fetchLinesOfBusiness(api, signal), [api])).state;
}

/** The categories of the line of business chosen; none until one is. */
export function useCategories(lineOfBusinessId: string): Loaded<InsuranceCategory[]> {
  const { api } = useServices();
  return useLoader<InsuranceCategory[]>(
    useCallback(
      (signal: AbortSignal) => (lineOfBusinessId ? fetchCategoriesOf(api, Number(lineOfBusinessId), signal) : nothing()),
      [api, lineOfBusinessId],
    ),
  ).state;
}

export function useCoverageTypes(categoryId: string): Loaded<CoverageType[]> {
  const { api } = useServices();
  return useLoader<CoverageType[]>(
    useCallback((signal: AbortSignal) => (categoryId ? fetchCoverageTypes(api, Number(categoryId), signal) : nothing()), [api, categoryId]),
  ).state;
}

export function useCovers(categoryId: string): Loaded<Cover[]> {
  const { api } = useServices();
  return useLoader<Cover[]>(
    useCallback((signal: AbortSignal) => (categoryId ? fetchCovers(api, Number(categoryId), signal) : nothing()), [api, categoryId]),
  ).state;
}

/** The options of a select from a loaded list, with a placeholder that says where the list is. */
export function optionsOf<T>(list: Loaded<T[]>, option: (item: T) => { value: string; label: string }, idle: string) {
  if (list.status === 'loading') return { options: [], placeholder: 'Loading…', failure: undefined };
  if (list.status === 'failed') return { options: [], placeholder: idle, failure: `The list could not be loaded: ${list.failure.message}` };
  return { options: list.data.map(option), placeholder: idle, failure: undefined };
}

/** The lists the main details choose from; each one that depends on a choice waits for it. */
export function useMainReference(lineOfBusinessId: string, categoryId: string) {
  return {
    insurers: useInsurers(),
    lines: useLinesOfBusiness(),
    categories: useCategories(lineOfBusinessId),
    coverageTypes: useCoverageTypes(categoryId),
  };
}
export type MainReference = ReturnType<typeof useMainReference>;

/** Whether the chosen category is the Travel one, the only one whose products have travel plans. */
export function isTravelChoice(categories: Loaded<InsuranceCategory[]>, categoryId: string): boolean {
  return (
    categories.status === 'ready' && isTravelCategory(categories.data.find((category) => String(category.category_id) === categoryId)?.code)
  );
}
