import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { SelectInput } from '../../ui/select-input';
import { optionsOf, useCategories, useInsurers, useLinesOfBusiness } from './use-product-reference';

export interface ProductFilterValues {
  underwriterId: string;
  lineOfBusinessId: string;
  categoryId: string;
  searchTerm: string;
}

export const NO_FILTERS: ProductFilterValues = { underwriterId: '', lineOfBusinessId: '', categoryId: '', searchTerm: '' };

const ALL = { value: 'all', label: 'All' };
const orAll = (value: string) => value || 'all';
const fromAll = (value: string) => (value === 'all' ? '' : value);

/** Insurer, line of business → category, and words; each change asks for the first page again. */
export function ProductFilters({ filters, onChange }: { filters: ProductFilterValues; onChange: (filters: ProductFilterValues) => void }) {
  const [typed, setTyped] = useState(filters.searchTerm);
  const insurers = optionsOf(useInsurers(), (insurer) => ({ value: String(insurer.provider_id), label: insurer.name }), 'All');
  const lines = optionsOf(useLinesOfBusiness(), (line) => ({ value: String(line.line_of_business_id), label: line.name }), 'All');
  const categories = optionsOf(
    useCategories(filters.lineOfBusinessId),
    (category) => ({ value: String(category.category_id), label: category.name }),
    'All',
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, searchTerm: typed.trim() });
  };

  return (
    <div className="grid gap-3 lg:grid-cols-4">
      <form role="search" onSubmit={search} className="flex items-end gap-2 lg:col-span-4">
        <label className="flex flex-1 flex-col gap-1 text-sm font-medium text-slate-700">
          Search products
          <input
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Product, insurer or category"
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm font-normal focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </label>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <SelectInput
        label="Insurer"
        value={orAll(filters.underwriterId)}
        options={[ALL, ...insurers.options]}
        onChange={(value) => onChange({ ...filters, underwriterId: fromAll(value) })}
        error={insurers.failure}
      />
      <SelectInput
        label="Line of business"
        value={orAll(filters.lineOfBusinessId)}
        options={[ALL, ...lines.options]}
        onChange={(value) => onChange({ ...filters, lineOfBusinessId: fromAll(value), categoryId: '' })}
        error={lines.failure}
      />
      <SelectInput
        label="Category"
        value={orAll(filters.categoryId)}
        options={[ALL, ...categories.options]}
        disabled={!filters.lineOfBusinessId}
        onChange={(value) => onChange({ ...filters, categoryId: fromAll(value) })}
        error={categories.failure}
      />
    </div>
  );
}
