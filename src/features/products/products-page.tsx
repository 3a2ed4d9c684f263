import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { formatTenor, type ProductSummary } from '../../../domain/products';
import { archiveProduct, fetchProducts, restoreProduct } from '../../api/products';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { PageHeader } from '../../ui/page-header';
import { PagedTable, type PagedTableColumn } from '../../ui/paged-table';
import { useAction } from '../../ui/use-action';
import { useListView } from '../../ui/use-list-view';
import { useLoader } from '../../ui/use-loader';
import { commissionText } from './main-details-card';
import { NO_FILTERS, ProductFilters, type ProductFilterValues } from './product-filters';
import { restoreFailure } from './restore-failure';

const idOrBlank = (value: string) => (value ? Number(value) : '');

/** /products: the brokerage's products, filtered and paged; the archived ones apart, to restore. */
export function ProductsPage() {
  const { api } = useServices();
  const grants = useGrants();
  const manage = grants.has('Manage Products');
  const [archived, setArchived] = useState(false);
  const [filters, setFilters] = useState<ProductFilterValues>(NO_FILTERS);
  const view = useListView();
  const [archiving, setArchiving] = useState<ProductSummary | null>(null);
  const action = useAction();
  const { state: list, reload: reloadList } = useLoader(
    useCallback(
      (signal: AbortSignal) =>
        fetchProducts(
          api,
          {
            underwriterId: idOrBlank(filters.underwriterId),
            lineOfBusinessId: idOrBlank(filters.lineOfBusinessId),
            categoryId: idOrBlank(filters.categoryId),
            searchTerm: filters.searchTerm,
            ...view.query,
          },
          archived,
          signal,
        ),
      [api, filters, view.query, archived],
    ),
  );
  const archive = async (product: ProductSummary) => {
    const done = await action.run('archive', () => archiveProduct(api, product.product_id), `${product.product_name} archived`);
    setArchiving(null);
    if (done) reloadList();
  };
  const restore = async (product: ProductSummary) => {
    if (
      await action.run(
        `restore-${product.product_id}`,
        () => restoreProduct(api, product.product_id),
        `${product.product_name} restored`,
        restoreFailure,
      )
    )
      reloadList();
  };
  const columns: PagedTableColumn<ProductSummary>[] = [
    {
      key: 'name',
      header: 'Product',
      render: (product) => (
        <Link to={`/product/${product.product_id}`} className="font-medium text-brand-700 hover:underline">
          {product.product_name}
        </Link>
      ),
    },
    { key: 'insurer', header: 'Insurer', render: (product) => product.insurance_provider_short_name },
    { key: 'category', header: 'Category', render: (product) => product.insurance_category_name },
    { key: 'coverage', header: 'Coverage type', render: (product) => product.coverage_type_name ?? '—' },
    { key: 'tenor', header: 'Tenor', render: (product) => formatTenor(product.tenor, product.tenor_unit) },
    { key: 'commission', header: 'Commission', render: commissionText },
  ];
  if (manage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (product) =>
        archived ? (
          <Button
            variant="secondary"
            busy={action.busy === `restore-${product.product_id}`}
            aria-label={`Restore ${product.product_name}`}
            onClick={() => void restore(product)}
          >
            Restore
          </Button>
        ) : (
          <Button variant="ghost" aria-label={`Archive ${product.product_name}`} onClick={() => setArchiving(product)}>
            Archive
          </Button>
        ),
    });
  }
  const show = (next: boolean) => {
    setArchived(next);
    view.toFirstPage();
  };

  return (
    <div className="space-y-4">
      <PageHeader
        title="Products"
        actions={
          manage && (
            <Link to="/product" className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
              New product
            </Link>
          )
        }
      />
      <div className="flex gap-2" role="group" aria-label="Which products">
        <Button variant={archived ? 'secondary' : 'primary'} aria-pressed={!archived} onClick={() => show(false)}>
          Live products
        </Button>
        <Button variant={archived ? 'primary' : 'secondary'} aria-pressed={archived} onClick={() => show(true)}>
          Archived products
        </Button>
      </div>
      <ProductFilters
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          view.toFirstPage();
        }}
      />
      <PagedTable
        caption={archived ? 'Archived products' : 'Products'}
        columns={columns}
        rows={list.data?.products}
        rowKey={(product) => product.product_id}
        status={list.status === 'failed' ? 'error' : list.status}
        error={list.status === 'failed' ? list.failure.message : undefined}
        emptyMessage={archived ? 'No archived products' : 'No products match'}
        {...view.table}
        pages={list.data?.pages ?? 1}
        total={list.data?.total}
      />
      <ConfirmDialog
        open={archiving !== null}
        title="Archive product"
        question={`Archive ${archiving?.product_name ?? 'this product'}? It leaves the list of products until it is restored.`}
        confirmLabel="Archive product"
        busy={action.busy === 'archive'}
        onConfirm={() => archiving && void archive(archiving)}
        onClose={() => setArchiving(null)}
      />
    </div>
  );
}
