import { useCallback } from 'react';
import { fetchProduct } from '../api/products';
import { useLoader, type Loaded } from '../ui/use-loader';
import { useServices } from './session/session-context';
import type { ProductDetails } from '../../domain/products';

/** The chosen product's terms (rates, covers, tenor, commission), asked again when another is chosen; null while none is. */
export function useProductDetails(productId: string): Loaded<ProductDetails | null> {
  const { api } = useServices();
  const { state } = useLoader(
    useCallback((signal: AbortSignal) => (productId ? fetchProduct(api, productId, signal) : Promise.resolve(null)), [api, productId]),
    { clearWhileLoading: true },
  );
  return state;
}
