import { useState } from 'react';
import { keepTyping, LookupChoices } from './lookup-choices';
import { TextField } from './text-field';
import { useLookup } from './use-lookup';
import type { ProductSummary } from '../../domain/products';

/** What the picker asks for: the products whose names match the words (blank: the first ones), as the screen binds it to its API. */
export type ProductSearch = (words: string, signal: AbortSignal) => Promise<ProductSummary[]>;

/** A product found by name; its insurer is the insurer of the invoice or quote. */
export function ProductPicker({
  search,
  chosen,
  error,
  onChoose,
}: {
  search: ProductSearch;
  chosen: Pick<ProductSummary, 'product_id' | 'product_name' | 'insurance_provider_name'> | null;
  error?: string;
  onChoose: (product: ProductSummary) => void;
}) {
  const [typed, setTyped] = useState('');
  const lookup = useLookup(typed, search, true);
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
