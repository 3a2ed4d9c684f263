import { useCallback, useState } from 'react';
import { fetchProducts } from '../../api/products';
import { useServices } from '../../app/session/session-context';
import { keepTyping, LookupChoices } from '../../ui/lookup-choices';
import { TextField } from '../../ui/text-field';
import { useLookup } from '../../ui/use-lookup';
import type { ProductSummary } from '../../../domain/products';

/** A product found by name (GET /product); its insurer is the invoice's insurer. */
export function ProductPicker({
  chosen,
  error,
  onChoose,
}: {
  chosen: ProductSummary | null;
  error?: string;
  onChoose: (product: ProductSummary) => void;
}) {
  const { api } = useServices();
  const [typed, setTyped] = useState('');
  const find = useCallback(
    async (words: string, signal: AbortSignal) =>
      (await fetchProducts(api, { searchTerm: words, page: 1, limit: 20 }, false, signal)).products,
    [api],
  );
  const lookup = useLookup(typed, find, true);
  return (
    <div className="space-y-3">
      <TextField
        label="Find a product"
        type="search"
        placeholder="Product name"
        value={typed}
        error={error}
        onKeyDown={keepTyping}
        onChange={(event) => setTyped(event.target.value)}
      />
      {chosen && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">{chosen.product_name}</span> · Insurer: {chosen.insurance_provider_name}
        </p>
      )}
      <LookupChoices
        legend="Products found"
        lookup={lookup}
        typed={typed}
        keyOf={(product) => product.product_id}
        labelOf={(product) => product.product_name}
        detailOf={(product) => `${product.insurance_provider_name} · ${product.insurance_category_name}`}
        chosen={chosen?.product_id ?? ''}
        onChoose={onChoose}
      />
    </div>
  );
}
