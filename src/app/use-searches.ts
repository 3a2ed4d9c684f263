import { useCallback } from 'react';
import { searchClients } from '../api/clients';
import { findProducts } from '../api/products';
import { useServices } from './session/session-context';
import type { ClientSearch } from '../ui/client-picker';
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
