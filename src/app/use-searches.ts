import { useCallback } from 'react';
import { searchClients } from '../api/clients';
import { fetchPolicies } from '../api/policies';
import { findProducts } from '../api/products';
import { useServices } from './session/session-context';
import type { ClientSearch } from '../ui/client-picker';
import type { PolicySearch } from '../ui/policy-chooser';
import type { ProductSearch } from '../ui/product-picker';

/** The client picker's search, bound to this session's API (POST /client/search). */
export function useClientSearch(): ClientSearch {
  const { api } = useServices();
  return useCallback<ClientSearch>((query, signal) => searchClients(api, query, signal), [api]);
}

/** The product picker's search, bound to this session's API (GET /product). */
export function useProductSearch(): ProductSearch {
  const { api } = useServices();
  return useCallback<ProductSearch>((words, signal) => findProducts(api, words, signal), [api]);
}

const POLICIES_FOUND = 10;

/** The policy chooser's search, bound to this session's API (GET /policies and /policies/search): the first page. */
export function usePolicySearch(): PolicySearch {
  const { api } = useServices();
  return useCallback<PolicySearch>(
    async (query, signal) => (await fetchPolicies(api, { ...query, page: 1, limit: POLICIES_FOUND }, signal)).rows,
    [api],
  );
}
