import { FilterSelect, SearchForm } from '../../ui/list-filters';
import { optionsOf, useCategories, useInsurers, useLinesOfBusiness } from './use-product-reference';

export interface ProductFilterValues {
  underwriterId: string;
  lineOfBusinessId: string;
  categoryId: string;
  searchTerm: string;
}

export const NO_FILTERS: ProductFilterValues = { underwriterId: '', lineOfBusinessId: '', categoryId: '', searchTerm: '' };

/** Insurer, line of business → category, and words; each change asks for the first page again. */
export function ProductFilters({ filters, onChange }: { filters: ProductFilterValues; onChange: (filters: ProductFilterValues) => void }) {
  const insurers = optionsOf(useInsurers(), (insurer) => ({ value: String(insurer.provider_id), label: insurer.name }), 'All');
  const lines = optionsOf(useLinesOfBusiness(), (line) => ({ value: String(line.line_of_business_id), label: line.name }), 'All');
  const categories = optionsOf(
    useCategories(filters.lineOfBusinessId),
    (category) => ({ value: String(category.category_id), label: category.name }),
    'All',
  );

  return (
    <div className="grid gap-3 lg:grid-cols-4">
      <SearchForm
        label="Search products"
        placeholder="Product, insurer or category"
        initial={filters.searchTerm}
        onSearch={(searchTerm) => onChange({ ...filters, searchTerm })}
        className="flex items-end gap-2 lg:col-span-4"
      />
      <FilterSelect
        label="Insurer"
        value={filters.underwriterId}
        options={insurers.options}
        onChange={(underwriterId) => onChange({ ...filters, underwriterId })}
        error={insurers.failure}
      />
      <FilterSelect
        label="Line of business"
        value={filters.lineOfBusinessId}
        options={lines.options}
        onChange={(lineOfBusinessId) => onChange({ ...filters, lineOfBusinessId, categoryId: '' })}
        error={lines.failure}
      />
      <FilterSelect
        label="Category"
        value={filters.categoryId}
        options={categories.options}
        disabled={!filters.lineOfBusinessId}
        onChange={(categoryId) => onChange({ ...filters, categoryId })}
        error={categories.failure}
      />
    </div>
  );
}
