import { COMMISSION_TYPES, TENOR_UNITS } from '../../../domain/products';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';
import { optionsOf, type MainReference } from './use-product-reference';
import type { MainDetails } from './product-form';

export interface MainDetailsFieldsProps {
  main: MainDetails;
  reference: MainReference;
  errors: Record<string, string>;
  /** Called with every field a choice changes: a new line of business empties the category and coverage type. */
  onChange: (changes: Partial<MainDetails>) => void;
}

const TENOR_OPTIONS = TENOR_UNITS.map((unit) => ({ value: unit, label: unit }));
const COMMISSION_OPTIONS = COMMISSION_TYPES.map((type) => ({ value: type, label: type }));

/** Insurer, line of business → category → coverage type, name, remark, tenor and commission. */
export function MainDetailsFields({ main, reference, errors, onChange }: MainDetailsFieldsProps) {
  const insurers = optionsOf(
    reference.insurers,
    (insurer) => ({ value: String(insurer.provider_id), label: insurer.name }),
    'Choose an insurer',
  );
  const lines = optionsOf(
    reference.lines,
    (line) => ({ value: String(line.line_of_business_id), label: line.name }),
    'Choose a line of business',
  );
  const categories = optionsOf(
    reference.categories,
    (category) => ({ value: String(category.category_id), label: category.name }),
    main.lineOfBusinessId ? 'Choose a category' : 'Choose the line of business first',
  );
  const coverageTypes = optionsOf(
    reference.coverageTypes,
    (type) => ({ value: String(type.coverage_type_id), label: type.name }),
    main.insuranceCategoryId ? 'Choose a coverage type' : 'Choose the category first',
  );
  const text = (name: keyof MainDetails) => ({
    name,
    value: main[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  });
  const rateHint = main.commissionType === 'Flat' ? 'An amount in naira, e.g. 2500.00' : 'A percentage of the premium, e.g. 12.5';

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectInput
        label="Insurer"
        required
        value={main.insuranceProviderId}
        options={insurers.options}
        placeholder={insurers.placeholder}
        onChange={(value) => onChange({ insuranceProviderId: value })}
        error={errors.insuranceProviderId ?? insurers.failure}
      />
      <TextField label="Product name" required autoComplete="off" {...text('productName')} />
      <SelectInput
        label="Line of business"
        required
        value={main.lineOfBusinessId}
        options={lines.options}
        placeholder={lines.placeholder}
        onChange={(value) => onChange({ lineOfBusinessId: value, insuranceCategoryId: '', coverageType: '' })}
        error={errors.lineOfBusinessId ?? lines.failure}
      />
      <SelectInput
        label="Category"
        required
        value={main.insuranceCategoryId}
        options={categories.options}
        placeholder={categories.placeholder}
        disabled={!main.lineOfBusinessId}
        onChange={(value) => onChange({ insuranceCategoryId: value, coverageType: '' })}
        error={errors.insuranceCategoryId ?? categories.failure}
      />
      <SelectInput
        label="Coverage type"
        required
        value={main.coverageType}
        options={coverageTypes.options}
        placeholder={coverageTypes.placeholder}
        disabled={!main.insuranceCategoryId}
        onChange={(value) => onChange({ coverageType: value })}
        error={errors.coverageType ?? coverageTypes.failure}
      />
      <TextField label="Remark" autoComplete="off" {...text('remark')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Tenor" required inputMode="numeric" autoComplete="off" {...text('tenor')} />
        <SelectInput
          label="Tenor unit"
          required
          value={main.tenorUnit as (typeof TENOR_UNITS)[number] | ''}
          options={TENOR_OPTIONS}
          placeholder="Choose a unit"
          onChange={(value) => onChange({ tenorUnit: value })}
          error={errors.tenorUnit}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <SelectInput
          label="Commission type"
          required
          value={main.commissionType as (typeof COMMISSION_TYPES)[number] | ''}
          options={COMMISSION_OPTIONS}
          placeholder="Flat or Percentage"
          onChange={(value) => onChange({ commissionType: value })}
          error={errors.commissionType}
        />
        <TextField label="Commission rate" required inputMode="decimal" autoComplete="off" hint={rateHint} {...text('commissionRate')} />
      </div>
    </div>
  );
}
