import { useCallback, useState } from 'react';
import { counted } from '../../../domain/format/counted';
import { fetchProducts } from '../../api/products';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { FailureNote } from '../../ui/failure-note';
import { FormSection } from '../../ui/form-section';
import { Loading } from '../../ui/loading';
import { useLoader } from '../../ui/use-loader';
import type { ProductDetails } from '../../../domain/products';
import type { QuoteApprovalState } from './use-quote-approval';

/** As many other insurers as the server prices at once (MAX_COMPARED in server/quotes/compare.ts). */
export const MAX_COMPARED = 5;

/**
 * The same risk priced with other insurers: the products of the quote's class of business from
 * other insurers, up to five chosen, then priced side by side. A comparison prices the draft as
 * saved, so unsaved changes are saved first.
 */
export function QuoteComparePicker({ state, product }: { state: QuoteApprovalState; product: ProductDetails }) {
  const { api } = useServices();
  const [chosen, setChosen] = useState<string[]>([]);
  const { state: others } = useLoader(
    useCallback(
      async (signal: AbortSignal) => {
        const page = await fetchProducts(api, { categoryId: product.insurance_category_id, page: 1, limit: 100 }, false, signal);
        return page.products.filter((other) => other.insurance_provider_id !== product.insurance_provider_id);
      },
      [api, product.insurance_category_id, product.insurance_provider_id],
    ),
  );
  const toggle = (productId: string, on: boolean) =>
    setChosen((current) => (on ? [...current, productId] : current.filter((id) => id !== productId)));
  return (
    <FormSection title="Compare insurers">
      {others.status === 'loading' && <Loading label="Finding other insurers’ products" />}
      {others.status === 'failed' && <FailureNote failure={others.failure} />}
      {others.status === 'ready' && others.data.length === 0 && (
        <p className="text-sm text-slate-600">No other insurer has a {product.insurance_category_name} product in your book.</p>
      )}
      {others.status === 'ready' && others.data.length > 0 && (
        <>
          <p className="text-sm text-slate-600">
            Price this risk with up to {MAX_COMPARED} other insurers’ {product.insurance_category_name} products and see them side by side.
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {others.data.map((other) => (
              <Checkbox
                key={other.product_id}
                label={`${other.product_name} (${other.insurance_provider_name})`}
                checked={chosen.includes(other.product_id)}
                disabled={!chosen.includes(other.product_id) && chosen.length >= MAX_COMPARED}
                onChange={(on) => toggle(other.product_id, on)}
              />
            ))}
          </div>
          {!state.canCompare && !state.busy && (
            <p className="text-sm text-amber-800">Save the draft first: a comparison prices the quote as saved.</p>
          )}
          <Button variant="secondary" disabled={!state.canCompare || chosen.length === 0} onClick={() => state.compare(chosen)}>
            {chosen.length === 0 ? 'Compare insurers' : `Compare ${counted(chosen.length, 'insurers')}`}
          </Button>
        </>
      )}
    </FormSection>
  );
}
