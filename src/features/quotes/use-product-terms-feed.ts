import { useEffect } from 'react';
import { productTermsOf } from './product-terms';
import type { ProductDetails } from '../../../domain/products';
import type { Loaded } from '../../ui/use-loader';
import type { QuoteApprovalState } from './use-quote-approval';

/** Tells the quote machine the terms of the product chosen (at the rate chosen), so that the premium previews as typed. */
export function useProductTermsFeed(state: QuoteApprovalState, product: Loaded<ProductDetails | null>) {
  const details = product.status === 'ready' ? product.data : null;
  const { priceFrom } = state;
  const premiumRateId = state.form.premiumRateId;
  useEffect(() => {
    priceFrom(details ? productTermsOf(details, premiumRateId) : null);
  }, [details, premiumRateId, priceFrom]);
}
