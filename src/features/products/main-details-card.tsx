import { useState } from 'react';
import { formatNairaText } from '../../../domain/money';
import { formatTenor, type ProductDetails } from '../../../domain/products';
import { Button } from '../../ui/button';
import { MainDetailsFields } from './main-details-fields';
import { PartSection } from './part-section';
import { mainOf, type MainDetails } from './product-form';
import { useMainReference } from './use-product-reference';

export interface MainDetailsCardProps {
  product: ProductDetails;
  canEdit: boolean;
  busy: boolean;
  onSave: (main: MainDetails) => Promise<Record<string, string> | null>;
}

export const commissionText = (product: Pick<ProductDetails, 'commission_type' | 'commission_rate'>) =>
  product.commission_type === 'Flat' ? `${formatNairaText(product.commission_rate)} flat` : `${product.commission_rate}%`;

function MainDetailsEditor({
  initial,
  busy,
  onSave,
  onCancel,
}: {
  initial: MainDetails;
  busy: boolean;
  onSave: MainDetailsCardProps['onSave'];
  onCancel: () => void;
}) {
  const [main, setMain] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reference = useMainReference(main.lineOfBusinessId, main.insuranceCategoryId);
  const save = async () => {
    const refused = await onSave(main);
    if (refused) setErrors(refused);
    else onCancel();
  };
  return (
    <div className="space-y-4">
      <MainDetailsFields
        main={main}
        reference={reference}
        errors={errors}
        onChange={(changes) => setMain((now) => ({ ...now, ...changes }))}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button busy={busy} onClick={() => void save()}>
          Save main details
        </Button>
      </div>
    </div>
  );
}

/** What the product is: insurer, class, tenor and commission; edited and saved on their own. */
export function MainDetailsCard({ product, canEdit, busy, onSave }: MainDetailsCardProps) {
  const [editing, setEditing] = useState(false);
  const rows: [string, string][] = [
    ['Insurer', product.insurance_provider_name],
    ['Line of business', product.line_of_business_name],
    ['Category', product.insurance_category_name],
    ['Coverage type', product.coverage_type_name ?? '—'],
    ['Tenor', formatTenor(product.tenor, product.tenor_unit)],
    ['Commission', commissionText(product)],
    ['Remark', product.remark ?? '—'],
  ];
  const actions = !editing && canEdit && (
    <Button variant="secondary" onClick={() => setEditing(true)}>
      Edit main details
    </Button>
  );
  return (
    <PartSection title="Main details" actions={actions}>
      {editing ? (
        <MainDetailsEditor initial={mainOf(product)} busy={busy} onSave={onSave} onCancel={() => setEditing(false)} />
      ) : (
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt className="text-xs font-semibold text-slate-500 uppercase">{term}</dt>
              <dd className="text-slate-800">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </PartSection>
  );
}
