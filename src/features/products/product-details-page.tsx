import { useCallback, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PRODUCT_UPDATE_FAILED } from '../../../domain/messages';
import { isTravelCategory, ProductUpdatePayload, type ProductCover, type ProductDetails } from '../../../domain/products';
import { validatePayload } from '../../../domain/validation';
import {
  archiveProduct,
  fetchProduct,
  removeProductCover,
  restoreProduct,
  updateProduct,
  updateProductPart,
  type PartPayloads,
} from '../../api/products';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { usePageTitle } from '../../ui/page-title';
import { notify } from '../../ui/toaster';
import { useAction } from '../../ui/use-action';
import { useLoader } from '../../ui/use-loader';
import { CoversCard } from './covers-card';
import { MainDetailsCard } from './main-details-card';
import { PartCard } from './part-card';
import { mainPayload, partPayload, partsOf, type EntryPart, type MainDetails, type PartsForm } from './product-form';
import { restoreFailure } from './restore-failure';

/** The PUT of each part that has one; travel plans travel in PUT /product/{id}. */
const PART_CALLS: Partial<Record<keyof PartsForm, keyof PartPayloads>> = {
  productRules: 'rules',
  productLimits: 'limits',
  productPolicyExceptions: 'exceptions',
  premiumRates: 'premiumRate',
  covers: 'covers',
};
const ENTRY_PARTS: EntryPart[] = ['productRules', 'productLimits', 'productPolicyExceptions', 'premiumRates'];

/** /product/{productId}: the product with each part, each edited and saved through its own call. */
export function ProductDetailsPage() {
  const { productId = '' } = useParams();
  const { api } = useServices();
  const grants = useGrants();
  const navigate = useNavigate();
  const {
    state: product,
    reload: reloadProduct,
    replace: replaceProduct,
  } = useLoader(useCallback((signal: AbortSignal) => fetchProduct(api, productId, signal), [api, productId]));
  const action = useAction();
  const [confirming, setConfirming] = useState(false);
  usePageTitle(product.data?.product_name);

  if (product.status === 'loading') return <Loading label="Loading the product" />;
  if (product.status === 'failed') {
    return (
      <div className="space-y-4">
        <PageHeader title="Product" />
        <p role="alert" className="max-w-xl rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {product.failure.message}
        </p>
        <Link to="/products" className="text-sm font-medium text-brand-700 hover:underline">
          Back to products
        </Link>
      </div>
    );
  }
  const current: ProductDetails = product.data;
  const parts = partsOf(current);
  const canEdit = grants.has('Manage Products') && !current.archived;

  /** Sends a change; answers null once saved, or the messages of the fields that were refused. */
  const change = async (name: string, body: Record<string, unknown>, send: (payload: ProductUpdatePayload) => Promise<ProductDetails>) => {
    const checked = validatePayload(ProductUpdatePayload, body);
    if (!checked.ok) {
      notify.error(PRODUCT_UPDATE_FAILED);
      return Object.fromEntries(checked.errors.map((error) => [error.field, error.message]));
    }
    let refused: Record<string, string> = {};
    const saved = await action.run(
      name,
      () => send(checked.value),
      'Product updated',
      (failure) => {
        refused = failure.fieldErrors;
        return PRODUCT_UPDATE_FAILED;
      },
    );
    if (!saved) return refused;
    replaceProduct(() => saved);
    return null;
  };
  const savePart = (part: keyof PartsForm, form: PartsForm) => {
    const call = PART_CALLS[part];
    const body = { [part]: partPayload(part, form) };
    return change(part, body, (payload) =>
      call ? updateProductPart(api, call, productId, payload as never) : updateProduct(api, productId, payload),
    );
  };
  const saveMain = (main: MainDetails) => change('main', mainPayload(main), (payload) => updateProduct(api, productId, payload));
  const removeCover = async (cover: ProductCover) => {
    const saved = await action.run(
      `cover-${cover.cover_id}`,
      () => removeProductCover(api, productId, cover.cover_id),
      `${cover.cover_name} removed`,
      () => PRODUCT_UPDATE_FAILED,
    );
    if (saved) replaceProduct(() => saved);
  };
  const archive = async () => {
    const done = await action.run('archive', () => archiveProduct(api, productId), 'Product archived');
    setConfirming(false);
    if (done) reloadProduct();
  };
  const restore = async () => {
    if (await action.run('restore', () => restoreProduct(api, productId), 'Product restored', restoreFailure)) reloadProduct();
  };
  const manage = grants.has('Manage Products');

  return (
    <div className="space-y-4">
      <PageHeader
        title={current.product_name}
        actions={
          <>
            <Link to="/products" className="text-sm font-medium text-brand-700 hover:underline">
              Back to products
            </Link>
            {manage && (
              <Button variant="secondary" onClick={() => void navigate('/product', { state: { draft: current } })}>
                Duplicate
              </Button>
            )}
            {manage && !current.archived && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                Archive product
              </Button>
            )}
            {manage && current.archived && (
              <Button busy={action.busy === 'restore'} onClick={() => void restore()}>
                Restore product
              </Button>
            )}
          </>
        }
      />
      {current.archived && (
        <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This product is archived. Restore it to change it or to offer it again.
        </p>
      )}
      <MainDetailsCard product={current} canEdit={canEdit} busy={action.busy === 'main'} onSave={saveMain} />
      {ENTRY_PARTS.map((part) => (
        <PartCard
          key={part}
          part={part}
          entries={parts[part]}
          canEdit={canEdit}
          busy={action.busy === part}
          onSave={(entries) => savePart(part, { [part]: entries })}
        />
      ))}
      <CoversCard
        categoryId={String(current.insurance_category_id)}
        covers={current.covers}
        canEdit={canEdit}
        busy={action.busy}
        onSave={(chosen) => savePart('covers', { covers: chosen })}
        onRemove={(cover) => void removeCover(cover)}
      />
      {(isTravelCategory(current.insurance_category_code) || parts.insuranceTravelProducts.length > 0) && (
        <PartCard
          part="insuranceTravelProducts"
          entries={parts.insuranceTravelProducts}
          canEdit={canEdit}
          busy={action.busy === 'insuranceTravelProducts'}
          onSave={(entries) => savePart('insuranceTravelProducts', { insuranceTravelProducts: entries })}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title="Archive product"
        question={`Archive ${current.product_name}? It leaves the list of products until it is restored.`}
        confirmLabel="Archive product"
        busy={action.busy === 'archive'}
        onConfirm={() => void archive()}
        onClose={() => setConfirming(false)}
      />
    </div>
  );
}
