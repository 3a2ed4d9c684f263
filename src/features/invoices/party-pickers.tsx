import { useCallback, useState, type KeyboardEvent } from 'react';
import { CLIENT_TYPES, type ClientType } from '../../../domain/clients';
import { searchClients } from '../../api/clients';
import { fetchProducts } from '../../api/products';
import { useServices } from '../../app/session/session-context';
import { FailureNote } from '../../ui/failure-note';
import { Loading } from '../../ui/loading';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';
import { useLookup, type Lookup } from './use-lookup';
import type { ClientSummary } from '../../../domain/client-records';
import type { ProductSummary } from '../../../domain/products';

/** Enter in a search box searches; it does not send the surrounding form. */
const keepTyping = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

const CLIENT_TYPE_OPTIONS = CLIENT_TYPES.map((value) => ({ value, label: value === 'INDIVIDUAL' ? 'Individual' : 'Corporate' }));

function Choices<T>({
  legend,
  lookup,
  typed,
  keyOf,
  labelOf,
  detailOf,
  chosen,
  onChoose,
}: {
  legend: string;
  lookup: Lookup<T>;
  typed: string;
  keyOf: (item: T) => string;
  labelOf: (item: T) => string;
  detailOf: (item: T) => string;
  chosen: string;
  onChoose: (item: T) => void;
}) {
  if (lookup.status === 'searching') return <Loading label={`Looking for ${legend.toLowerCase()}`} />;
  if (lookup.status === 'failed') return <FailureNote failure={lookup.failure} />;
  if (lookup.status !== 'ready') return null;
  if (lookup.found.length === 0) return <p className="text-sm text-slate-600">Nothing matches “{typed.trim()}”.</p>;
  return (
    <fieldset className="max-h-56 space-y-1 overflow-y-auto">
      <legend className="sr-only">{legend}</legend>
      {lookup.found.map((item) => (
        <label
          key={keyOf(item)}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm hover:bg-slate-50"
        >
          <input type="radio" name={legend} checked={chosen === keyOf(item)} onChange={() => onChoose(item)} />
          <span>
            <span className="font-medium text-slate-900">{labelOf(item)}</span>
            <span className="block text-xs text-slate-500">{detailOf(item)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The client type, then a client of that type found by name, email or RC number (POST /client/search). */
export function ClientPicker({
  clientType,
  chosen,
  errors,
  onTypeChange,
  onChoose,
}: {
  clientType: ClientType | '';
  chosen: Pick<ClientSummary, 'client_id' | 'name'> | null;
  errors: Record<string, string>;
  onTypeChange: (type: ClientType) => void;
  onChoose: (client: ClientSummary) => void;
}) {
  const { api } = useServices();
  const [typed, setTyped] = useState('');
  const find = useCallback(
    (words: string, signal: AbortSignal) => searchClients(api, { searchQuery: words, ...(clientType ? { clientType } : {}) }, signal),
    [api, clientType],
  );
  const lookup = useLookup(typed, find);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectInput
        label="Client type"
        required
        value={clientType}
        options={CLIENT_TYPE_OPTIONS}
        placeholder="Choose a type"
        error={errors.clientType}
        onChange={onTypeChange}
      />
      <TextField
        label="Find a client"
        type="search"
        placeholder="Name, email or RC number"
        value={typed}
        error={errors.clientId}
        hint={chosen ? `Client: ${chosen.name}` : undefined}
        onKeyDown={keepTyping}
        onChange={(event) => setTyped(event.target.value)}
      />
      <div className="sm:col-span-2">
        <Choices
          legend="Clients found"
          lookup={lookup}
          typed={typed}
          keyOf={(client) => client.client_id}
          labelOf={(client) => client.name}
          detailOf={(client) =>
            [client.client_type === 'INDIVIDUAL' ? 'Individual' : 'Corporate', client.email, client.rc_number].filter(Boolean).join(' · ')
          }
          chosen={chosen?.client_id ?? ''}
          onChoose={onChoose}
        />
      </div>
    </div>
  );
}

/** A product found by name (GET /product); its insurer is the invoice's insurer. */
export function ProductPicker({
  chosen,
  error,
  onChoose,
}: {
  chosen: Pick<ProductSummary, 'product_id' | 'product_name' | 'insurance_provider_name'> | null;
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
      <Choices
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
