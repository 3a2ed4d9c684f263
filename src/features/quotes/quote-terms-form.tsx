import { useCallback, useState } from 'react';
import { CLIENT_TYPES } from '../../../domain/clients';
import { isValidDateString } from '../../../domain/date-input';
import { pickIgnoringCase } from '../../../domain/invoices/vocabulary';
import { endOfTenor } from '../../../domain/quotes';
import { fetchPolicyholderTypes } from '../../api/insurance-reference';
import { useServices } from '../../app/session/session-context';
import { useProductDetails } from '../../app/use-product-details';
import { useClientSearch } from '../../app/use-searches';
import { ClientPicker } from '../../ui/client-picker';
import { DateInput } from '../../ui/date-input';
import { FormSection } from '../../ui/form-section';
import { MoneyInput } from '../../ui/money-input';
import { SelectInput } from '../../ui/select-input';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { useLoader } from '../../ui/use-loader';
import { QuoteAdjustmentsEditor } from './quote-adjustments-editor';
import { QuoteComparePicker } from './quote-compare-picker';
import { QuoteItemsEditor } from './quote-items-editor';
import { QuoteProductSection } from './quote-product-section';
import { QuoteSharesEditor } from './quote-shares-editor';
import { useProductTermsFeed } from './use-product-terms-feed';
import type { TenorUnit } from '../../../domain/products';
import type { QuoteApprovalState } from './use-quote-approval';

const NO_ERRORS: Record<string, string> = {};
const NARRATION_MAX = 1000;

/** The client as the form shows it: the quote's, or the request's, until another is chosen. */
export interface ShownClient {
  client_id: string;
  name: string;
}

function ClientSection({ state, client }: { state: QuoteApprovalState; client: ShownClient | null }) {
  const { api } = useServices();
  const { form, edit } = state;
  const errors = state.failure?.fieldErrors ?? NO_ERRORS;
  const [chosen, setChosen] = useState(client);
  const search = useClientSearch();
  const { state: holderTypes } = useLoader(useCallback((signal: AbortSignal) => fetchPolicyholderTypes(api, signal), [api]));
  const holderOptions =
    holderTypes.status === 'ready' ? holderTypes.data.map((type) => ({ value: String(type.policyholder_type_id), label: type.name })) : [];
  return (
    <FormSection title="Client and insured">
      <ClientPicker
        search={search}
        clientType={pickIgnoringCase(CLIENT_TYPES, form.clientType ?? '') ?? ''}
        chosen={chosen}
        errors={errors}
        onTypeChange={(clientType) => {
          setChosen(null);
          edit({ clientType, clientId: '' });
        }}
        onChoose={(picked) => {
          setChosen(picked);
          // The insured is the client unless typed otherwise (a fleet's owner, a family member).
          edit({ clientType: picked.client_type, clientId: picked.client_id, nameOfInsured: form.nameOfInsured || picked.name });
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name of insured"
          required
          value={form.nameOfInsured ?? ''}
          error={errors.nameOfInsured}
          onChange={(event) => edit({ nameOfInsured: event.target.value })}
        />
        <SelectInput
          label="Policyholder type"
          value={form.policyHolderTypeId ? String(form.policyHolderTypeId) : ''}
          options={holderOptions}
          placeholder="Not stated"
          error={errors.policyHolderTypeId}
          onChange={(id) => edit({ policyHolderTypeId: id ? Number(id) : null })}
        />
      </div>
    </FormSection>
  );
}

/**
 * A draft's terms as a broker types them: the client and insured, the product and its rate,
 * covers and commission, the period and sum insured, the insured items of the quote's kind,
 * discounts and loadings, the shares, and a narration. Every change goes to the quote approval
 * machine, which previews the premium as the server will work it out.
 */
export function QuoteTermsForm({ state, client }: { state: QuoteApprovalState; client: ShownClient | null }) {
  const { form, edit, kind } = state;
  const errors = state.failure?.fieldErrors ?? NO_ERRORS;
  const product = useProductDetails(form.productId ?? '');
  useProductTermsFeed(state, product);
  const details = product.status === 'ready' ? product.data : null;
  const startDate = form.startDate ?? '';
  const tenorEnd =
    details && isValidDateString(startDate) ? endOfTenor(startDate, details.tenor, details.tenor_unit as TenorUnit | null) : null;
  return (
    <>
      <fieldset disabled={state.busy} aria-label="Quote terms" className="space-y-5">
        <ClientSection state={state} client={client} />
        <QuoteProductSection state={state} product={product} />
        <FormSection title="Period and sum insured">
          <div className="grid gap-4 sm:grid-cols-3">
            <DateInput
              label="Start date"
              required
              value={startDate}
              error={errors.startDate}
              onChange={(value) => edit({ startDate: value })}
            />
            <DateInput
              label="End date"
              value={form.endDate ?? ''}
              min={startDate || undefined}
              hint={tenorEnd ? `Blank: ${tenorEnd}, the product’s tenor` : 'Blank: the product’s tenor'}
              error={errors.endDate}
              onChange={(value) => edit({ endDate: value })}
            />
            <MoneyInput
              label="Sum insured"
              required
              value={form.sumInsured ?? ''}
              error={errors.sumInsured}
              onChange={(sumInsured) => edit({ sumInsured })}
            />
          </div>
          <QuoteAdjustmentsEditor adjustments={form.adjustments ?? []} errors={errors} onChange={(adjustments) => edit({ adjustments })} />
        </FormSection>
        <QuoteItemsEditor kind={kind} items={form.items ?? []} errors={errors} onChange={(items) => edit({ items })} />
        <QuoteSharesEditor form={form} errors={errors} edit={edit} />
        <FormSection title="Narration">
          <TextArea
            label="Narration"
            value={form.narration ?? ''}
            limit={NARRATION_MAX}
            error={errors.narration}
            onChange={(narration) => edit({ narration })}
          />
        </FormSection>
      </fieldset>
      {details && state.quote && <QuoteComparePicker state={state} product={details} />}
    </>
  );
}
