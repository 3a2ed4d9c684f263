import { pickIgnoringCase } from '../../../domain/invoices/vocabulary';
import { nairaToKobo } from '../../../domain/money';
import { COMMISSION_TYPES, type ProductDetails } from '../../../domain/products';
import type { ProductTerms } from '../../../machines/quote-approval/quote-approval.types';

/** The product's premium rate a quote prices with: the one chosen, else its first (as the server does). */
export const premiumRateOf = (product: ProductDetails, premiumRateId: string | null | undefined) =>
  product.premium_rates.find((rate) => rate.premium_rate_id === premiumRateId) ?? product.premium_rates[0] ?? null;

/** What the premium preview needs of a product: the chosen rate with its minimum, the covers offered, the commission. */
export function productTermsOf(product: ProductDetails, premiumRateId: string | null | undefined): ProductTerms {
  const rate = premiumRateOf(product, premiumRateId);
  return {
    rate: rate?.rate ?? '',
    minimumPremiumKobo: rate?.minimum_premium ? nairaToKobo(rate.minimum_premium) : null,
    covers: product.covers.map((cover) => ({ coverId: cover.cover_id, name: cover.cover_name, rate: cover.rate })),
    commission: { type: pickIgnoringCase(COMMISSION_TYPES, product.commission_type) ?? 'Percentage', rate: product.commission_rate },
  };
}
