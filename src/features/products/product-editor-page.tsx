import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { createProduct } from '../../api/products';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { Button } from '../../ui/button';
import { PageHeader } from '../../ui/page-header';
import { notify } from '../../ui/toaster';
import { CoversEditor } from './covers-editor';
import { MainDetailsFields } from './main-details-fields';
import { PartEntriesEditor } from './part-entries-editor';
import { PartSection, RemoveSectionButton } from './part-section';
import { checkProduct, EMPTY_MAIN, mainOf, PART_TITLES, partsOf, type MainDetails, type PartsForm } from './product-form';
import { isTravelChoice, useMainReference } from './use-product-reference';
import type { ProductDetails, ProductPartName } from '../../../domain/products';

const PART_ORDER: ProductPartName[] = [
  'productRules',
  'productLimits',
  'productPolicyExceptions',
  'premiumRates',
  'covers',
  'insuranceTravelProducts',
];
export const CHECK_FIELDS = 'Please correct the highlighted fields';

/** A copy of a saved product to start from: its details, a new name, and the parts it has. */
function startFrom(draft: ProductDetails | undefined): { main: MainDetails; parts: PartsForm } {
  if (!draft) return { main: EMPTY_MAIN, parts: {} };
  const parts = Object.entries(partsOf(draft)).filter(([, entries]) => entries.length > 0);
  return { main: { ...mainOf(draft), productName: `${draft.product_name} (copy)` }, parts: Object.fromEntries(parts) };
}

/**
 * /product: a new product, its main details and the parts added to it, saved together. A product
 * being duplicated comes in the location's state (`draft`).
 */
export function ProductEditorPage() {
  const { api } = useServices();
  const grants = useGrants();
  const navigate = useNavigate();
  const location = useLocation();
  const [start] = useState(() => startFrom((location.state as { draft?: ProductDetails } | null)?.draft));
  const [main, setMain] = useState<MainDetails>(start.main);
  const [parts, setParts] = useState<PartsForm>(start.parts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const reference = useMainReference(main.lineOfBusinessId, main.insuranceCategoryId);
  const travel = isTravelChoice(reference.categories, main.insuranceCategoryId);
  const changeMain = (changes: Partial<MainDetails>) => {
    setMain((now) => ({ ...now, ...changes }));
    setErrors((now) => Object.fromEntries(Object.entries(now).filter(([field]) => !(field in changes))));
    // Covers and travel plans belong to a category: a new category starts them again.
    if ('insuranceCategoryId' in changes) {
      setParts(({ insuranceTravelProducts: _plans, ...now }) => ({ ...now, ...(now.covers ? { covers: [] } : {}) }));
    }
  };
  const setPart = <K extends ProductPartName>(part: K, value: PartsForm[K] | undefined) =>
    setParts((now) => {
      const { [part]: _old, ...rest } = now;
      return value === undefined ? rest : { ...rest, [part]: value };
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkProduct(main, parts);
    if (!checked.ok) {
      setErrors(checked.errors);
      notify.error(CHECK_FIELDS);
      return;
    }
    setSaving(true);
    try {
      const product = await createProduct(api, checked.payload);
      notify.success('Product created');
      await navigate(`/product/${product.product_id}`);
    } catch (error) {
      const failure = error as { message?: string; fieldErrors?: Record<string, string> };
      setErrors(failure.fieldErrors ?? {});
      notify.error(failure.message ?? 'An error occurred');
    } finally {
      setSaving(false);
    }
  };

  if (!grants.loading && !grants.has('Manage Products')) {
    return (
      <div className="space-y-4">
        <PageHeader title="New product" />
        <p role="alert" className="max-w-xl rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          You need the 'Manage Products' permission to add products. Ask an administrator of your brokerage.
        </p>
      </div>
    );
  }
  const offered = PART_ORDER.filter((part) => part !== 'insuranceTravelProducts' || travel);
  return (
    <form noValidate aria-label="New product" onSubmit={(event) => void save(event)} className="space-y-4">
      <PageHeader
        title="New product"
        actions={
          <Link to="/products" className="text-sm font-medium text-brand-700 hover:underline">
            Back to products
          </Link>
        }
      />
      <PartSection title="Main details">
        <MainDetailsFields main={main} reference={reference} errors={errors} onChange={changeMain} />
      </PartSection>
      {offered
        .filter((part) => parts[part] !== undefined)
        .map((part) => (
          <PartSection
            key={part}
            title={PART_TITLES[part].title}
            actions={<RemoveSectionButton title={PART_TITLES[part].title} onRemove={() => setPart(part, undefined)} />}
          >
            {part === 'covers' ? (
              <CoversEditor
                categoryId={main.insuranceCategoryId}
                chosen={parts.covers ?? []}
                errors={errors}
                onChange={(chosen) => setPart('covers', chosen)}
              />
            ) : (
              <PartEntriesEditor part={part} entries={parts[part] ?? []} errors={errors} onChange={(entries) => setPart(part, entries)} />
            )}
          </PartSection>
        ))}
      <div className="flex flex-wrap gap-2" role="group" aria-label="Add a part">
        {offered
          .filter((part) => parts[part] === undefined)
          .map((part) => (
            <Button key={part} variant="secondary" onClick={() => setPart(part, [])}>
              Add {PART_TITLES[part].title.toLowerCase()}
            </Button>
          ))}
      </div>
      <div className="flex justify-end gap-2 border-t border-slate-200 pt-4">
        <Button type="submit" busy={saving}>
          Save product
        </Button>
      </div>
    </form>
  );
}
