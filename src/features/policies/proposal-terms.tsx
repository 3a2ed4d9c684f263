import { COMMISSION_TYPES, type CommissionType, type ProductDetails } from '../../../domain/products';
import { CoverChoices, coverListError } from '../../ui/cover-choices';
import { DateInput } from '../../ui/date-input';
import { FailureNote } from '../../ui/failure-note';
import { FormSection } from '../../ui/form-section';
import { Loading } from '../../ui/loading';
import { MoneyInput } from '../../ui/money-input';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';
import { endDateOf, type ProposalForm } from './proposal-form';
import type { Loaded } from '../../ui/use-loader';

type Errors = Record<string, string | undefined>;

const COMMISSION_TYPE_OPTIONS = COMMISSION_TYPES.map((value) => ({ value, label: value }));

/** The covers the product offers, each chosen or not. */
function ProductCovers({
  form,
  product,
  errors,
  edit,
}: {
  form: ProposalForm;
  product: ProductDetails;
  errors: Errors;
  edit: (changes: Partial<ProposalForm>) => void;
}) {
  return (
    <CoverChoices
      covers={product.covers.map((cover) => ({ id: String(cover.cover_id), name: cover.cover_name }))}
      chosen={form.coverIds}
      error={coverListError(form.coverIds, errors)}
      onChange={(coverIds) => edit({ coverIds })}
    />
  );
}

/** The commission: the invoice's when billed on one (read only), else typed, blank meaning the product's. */
function Commission({
  form,
  product,
  errors,
  edit,
}: {
  form: ProposalForm;
  product: ProductDetails | null;
  errors: Errors;
  edit: (changes: Partial<ProposalForm>) => void;
}) {
  if (form.billedOn)
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Commission type" readOnly value={form.billedOn.commissionType} />
        <TextField label="Commission rate" readOnly value={form.billedOn.commissionRate} />
      </div>
    );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectInput
        label="Commission type"
        value={form.commissionType as CommissionType | ''}
        options={COMMISSION_TYPE_OPTIONS}
        placeholder={product ? `The product’s (${product.commission_type})` : 'The product’s'}
        error={errors.commissionType}
        onChange={(commissionType) => edit({ commissionType })}
      />
      <TextField
        label="Commission rate"
        inputMode="decimal"
        placeholder={product ? `The product’s (${product.commission_rate})` : 'The product’s'}
        value={form.commissionRate}
        error={errors.commissionRate}
        onChange={(event) => edit({ commissionRate: event.target.value })}
      />
    </div>
  );
}

/** Covers and commission from the product; the period, sum insured and premium. */
export function ProposalTerms({
  form,
  product,
  errors,
  edit,
}: {
  form: ProposalForm;
  product: Loaded<ProductDetails | null>;
  errors: Errors;
  edit: (changes: Partial<ProposalForm>) => void;
}) {
  const details = product.status === 'ready' ? product.data : null;
  const billedOn = form.billedOn;
  return (
    <>
      <FormSection title="Covers and commission">
        {!form.productId && <p className="text-sm text-slate-600">Choose a product to see its covers.</p>}
        {form.productId && product.status === 'loading' && <Loading label="Loading the product’s terms" />}
        {product.status === 'failed' && <FailureNote failure={product.failure} />}
        {details && <ProductCovers form={form} product={details} errors={errors} edit={edit} />}
        <Commission form={form} product={details} errors={errors} edit={edit} />
      </FormSection>
      <FormSection title="Period and amounts">
        <div className="grid gap-4 sm:grid-cols-2">
          <DateInput
            label="Start date"
            required
            value={form.startDate}
            error={errors.startDate}
            onChange={(startDate) => edit({ startDate })}
          />
          <DateInput
            label="End date"
            required
            value={endDateOf(form, details)}
            min={form.startDate || undefined}
            hint={form.endFollowsTenor && details ? 'From the product’s tenor' : undefined}
            error={errors.endDate}
            onChange={(endDate) => edit({ endDate, endFollowsTenor: false })}
          />
          <MoneyInput
            label="Sum insured"
            required
            value={form.sumInsured}
            error={errors.sumInsured}
            onChange={(sumInsured) => edit({ sumInsured })}
          />
          {billedOn ? (
            <MoneyInput
              label="Premium"
              readOnly
              value={billedOn.premium}
              hint={billedOn.invoiceNo ? `The premium on invoice ${billedOn.invoiceNo}` : 'The premium on the quote’s invoice'}
              error={errors.premium}
              onChange={() => undefined}
            />
          ) : (
            <MoneyInput
              label="Premium"
              required
              value={form.premium}
              hint="For the whole period"
              error={errors.premium}
              onChange={(premium) => edit({ premium })}
            />
          )}
        </div>
      </FormSection>
    </>
  );
}
