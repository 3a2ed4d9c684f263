import { useState } from 'react';
import { formatNairaText } from '../../../domain/money';
import { COMMISSION_TYPES, type ProductDetails, type ProductSummary } from '../../../domain/products';
import { useProductSearch } from '../../app/use-searches';
import { Checkbox } from '../../ui/checkbox';
import { FailureNote } from '../../ui/failure-note';
import { FormSection } from '../../ui/form-section';
import { Loading } from '../../ui/loading';
import { ProductPicker } from '../../ui/product-picker';
import { SelectInput } from '../../ui/select-input';
import { TextField } from '../../ui/text-field';
import { premiumRateOf } from './product-terms';
import type { Loaded } from '../../ui/use-loader';
import type { QuoteApprovalState } from './use-quote-approval';

const COMMISSION_TYPE_OPTIONS = COMMISSION_TYPES.map((value) => ({ value, label: value }));
const TYPED_RATE = 'typed';

const rateLabel = (rate: ProductDetails['premium_rates'][number]) =>
  `${rate.description}: ${rate.rate}%${rate.minimum_premium ? `, minimum ${formatNairaText(rate.minimum_premium)}` : ''}`;

/** What the product says a broker must read before quoting: its limits, rules and exceptions. */
function ProductConditions({ product }: { product: ProductDetails }) {
  const parts: [title: string, lines: string[]][] = [
    [
      'Limits',
      product.product_limits.map((limit) => (limit.amount ? `${limit.description}: ${formatNairaText(limit.amount)}` : limit.description)),
    ],
    ['Rules', product.product_rules.map((rule) => rule.rule)],
    ['Exceptions', product.product_policy_exceptions.map((exception) => exception.exception)],
  ];
  const shown = parts.filter(([, lines]) => lines.length > 0);
  if (shown.length === 0) return <p className="text-sm text-slate-600">The product states no limits, rules or exceptions.</p>;
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {shown.map(([title, lines]) => (
        <div key={title} role="group" aria-label={`Product ${title.toLowerCase()}`}>
          <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">{title}</h3>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-800">
            {lines.map((line, index) => (
              <li key={`${index}:${line}`}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** The covers the product offers: each chosen or not, with its own rate (blank: the product's, or included). */
function CoverChoices({ state, product }: { state: QuoteApprovalState; product: ProductDetails }) {
  const chosen = state.form.covers ?? [];
  const errors = state.failure?.fieldErrors ?? {};
  if (product.covers.length === 0) return null;
  const setCovers = (covers: typeof chosen) => state.edit({ covers });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">Covers</legend>
      {product.covers.map((cover) => {
        const index = chosen.findIndex((entry) => entry.coverId === cover.cover_id);
        const entry = index >= 0 ? chosen[index] : null;
        return (
          <div key={cover.cover_id} className="grid items-end gap-2 sm:grid-cols-[1fr_12rem]">
            <Checkbox
              label={cover.cover_name}
              hint={cover.rate ? `Priced at ${cover.rate}% of the sum insured` : 'Included in the base rate'}
              checked={entry !== null}
              onChange={(on) =>
                setCovers(
                  on ? [...chosen, { coverId: cover.cover_id, rate: '' }] : chosen.filter((other) => other.coverId !== cover.cover_id),
                )
              }
            />
            {entry && (
              <TextField
                label={`Rate for ${cover.cover_name} (%)`}
                inputMode="decimal"
                placeholder={cover.rate ?? 'Included'}
                value={entry.rate ?? ''}
                error={errors[`covers.${index}.rate`] ?? errors[`covers.${index}.coverId`]}
                onChange={(event) => setCovers(chosen.map((other, at) => (at === index ? { ...other, rate: event.target.value } : other)))}
              />
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * The product the risk is placed with (and so the insurer): found by name, then its premium rate
 * (or a typed one), the covers it offers, the commission (the product's unless typed), and its
 * limits, rules and exceptions to read.
 */
export function QuoteProductSection({ state, product }: { state: QuoteApprovalState; product: Loaded<ProductDetails | null> }) {
  const search = useProductSearch();
  const { form, edit, quote } = state;
  const errors = state.failure?.fieldErrors ?? {};
  const details = product.status === 'ready' ? product.data : null;
  // The product picked shows as chosen while its terms load.
  const [picked, setPicked] = useState<ProductSummary | null>(null);
  const chosen = details ?? [picked, quote].find((shown) => shown?.product_id === form.productId) ?? null;
  // A typed rate stays the choice while its field is blank; a product without premium rates has only that.
  const [typing, setTyping] = useState(() => !!form.rate);
  const productRate = details && !form.rate && !typing ? premiumRateOf(details, form.premiumRateId) : null;
  const rateChoice = productRate?.premium_rate_id ?? (details ? TYPED_RATE : '');
  const rateOptions = [
    ...(details?.premium_rates ?? []).map((rate) => ({ value: rate.premium_rate_id, label: rateLabel(rate) })),
    { value: TYPED_RATE, label: 'Another rate, typed' },
  ];
  return (
    <FormSection title="Product and premium rate">
      <ProductPicker
        search={search}
        chosen={chosen}
        error={errors.productId}
        onChoose={(next) => {
          // Another product: its own rates, covers and commission apply until typed otherwise.
          setTyping(false);
          setPicked(next);
          edit({ productId: next.product_id, premiumRateId: '', rate: '', covers: [], commissionType: '', commissionRate: '' });
        }}
      />
      {product.status === 'loading' && form.productId && <Loading label="Loading the product’s terms" />}
      {product.status === 'failed' && <FailureNote failure={product.failure} />}
      {details && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectInput
              label="Premium rate"
              value={rateChoice}
              options={rateOptions}
              placeholder="Choose a rate"
              error={errors.premiumRateId}
              onChange={(choice) => {
                setTyping(choice === TYPED_RATE);
                edit(choice === TYPED_RATE ? { premiumRateId: '' } : { premiumRateId: choice, rate: '' });
              }}
            />
            {rateChoice === TYPED_RATE && (
              <TextField
                label="Rate (% of the sum insured)"
                inputMode="decimal"
                value={form.rate ?? ''}
                error={errors.rate}
                onChange={(event) => edit({ rate: event.target.value })}
              />
            )}
          </div>
          <CoverChoices state={state} product={details} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectInput
              label="Commission type"
              value={(form.commissionType ?? '') as (typeof COMMISSION_TYPES)[number] | ''}
              options={COMMISSION_TYPE_OPTIONS}
              placeholder={`The product’s (${details.commission_type})`}
              error={errors.commissionType}
              onChange={(commissionType) => edit({ commissionType })}
            />
            <TextField
              label="Commission rate"
              inputMode="decimal"
              placeholder={`The product’s (${details.commission_rate})`}
              value={form.commissionRate ?? ''}
              error={errors.commissionRate}
              onChange={(event) => edit({ commissionRate: event.target.value })}
            />
          </div>
          <ProductConditions product={details} />
        </>
      )}
    </FormSection>
  );
}
