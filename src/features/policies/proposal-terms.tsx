import { COMMISSION_TYPES, type CommissionType, type ProductDetails } from '../../../domain/products';
import { Checkbox } from '../../ui/checkbox';
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

/** The covers the product offers, each chosen or not; a cover already chosen that the product no longer lists stays chosen. */
function CoverChoices({
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
  if (product.covers.length === 0) return <p className="text-sm text-slate-600">The product offers no separate covers.</p>;
  const coverError = form.coverIds.map((_, index) => errors[`covers.${index}.coverId`]).find(Boolean) ?? errors.covers;
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">Covers</legend>
      {product.covers.map((cover) => {
        const id = String(cover.cover_id);
        const chosen = form.coverIds.includes(id);
        return (
          <Checkbox
            key={id}
            label={cover.cover_name}
            checked={chosen}
            onChange={(on) => edit({ coverIds: on ? [...form.coverIds, id] : form.coverIds.filter((other) => other !== id) })}
          />
        );
      })}
      {coverError && <p className="text-xs text-red-600">{coverError}</p>}
    </fieldset>
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
        {details && <CoverChoices form={form} product={details} errors={errors} edit={edit} />}
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
