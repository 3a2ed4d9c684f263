import { useClientSearch, useProductSearch } from '../../app/use-searches';
import { ClientPicker } from '../../ui/client-picker';
import { Fact } from '../../ui/fact';
import { FormSection } from '../../ui/form-section';
import { ProductPicker } from '../../ui/product-picker';
import { TextField } from '../../ui/text-field';
import { ProposalInvoiceChoice } from './proposal-invoice-choice';
import type { BillableInvoice } from '../../../domain/policies/billable-invoice';
import type { ProposalForm, ShownChoices } from './proposal-form';

type Errors = Record<string, string | undefined>;

/**
 * The client, the insured and the product (and so the insurer). A proposal from a quote or an
 * invoice keeps theirs: the server refuses another client or product than the record's.
 */
export function ProposalParties({
  form,
  shown,
  fixed,
  errors,
  edit,
  onShown,
  onBill,
}: {
  form: ProposalForm;
  shown: ShownChoices;
  fixed: boolean;
  errors: Errors;
  edit: (changes: Partial<ProposalForm>) => void;
  onShown: (changes: Partial<ShownChoices>) => void;
  onBill: (invoice: BillableInvoice | null) => void;
}) {
  const findClients = useClientSearch();
  const findProducts = useProductSearch();
  const insured = (
    <TextField
      label="Name of insured"
      required
      value={form.nameOfInsured}
      error={errors.nameOfInsured}
      onChange={(event) => edit({ nameOfInsured: event.target.value })}
    />
  );
  if (fixed)
    return (
      <FormSection title="Client, insured and product">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term="Client">{shown.client?.name ?? '—'}</Fact>
          <Fact term="Product">
            {shown.product ? `${shown.product.product_name} · Insurer: ${shown.product.insurance_provider_name}` : '—'}
          </Fact>
        </dl>
        {[errors.clientType, errors.clientId, errors.productId].filter(Boolean).map((message) => (
          <p key={message} className="text-xs text-red-600">
            {message}
          </p>
        ))}
        {insured}
      </FormSection>
    );
  return (
    <FormSection title="Client, insured and product">
      <ClientPicker
        search={findClients}
        clientType={form.clientType}
        chosen={shown.client}
        errors={errors}
        onTypeChange={(clientType) => {
          onShown({ client: null });
          edit({ clientType, clientId: '', billedOn: null });
        }}
        onChoose={(client) => {
          onShown({ client });
          // The insured is the client unless typed otherwise (a fleet's owner, a family member).
          edit({
            clientType: client.client_type,
            clientId: client.client_id,
            nameOfInsured: form.nameOfInsured || client.name,
            billedOn: null,
          });
        }}
      />
      {insured}
      <ProductPicker
        search={findProducts}
        chosen={shown.product}
        error={errors.productId}
        onChoose={(product) => {
          onShown({ product });
          // Another product: its own covers, commission and tenor apply until typed otherwise.
          edit({ productId: product.product_id, coverIds: [], commissionType: '', commissionRate: '', billedOn: null });
        }}
      />
      {form.clientId && form.productId && (
        <ProposalInvoiceChoice
          clientId={form.clientId}
          productId={form.productId}
          chosen={form.billedOn?.invoiceId ?? ''}
          error={errors.invoiceId}
          onChoose={onBill}
        />
      )}
    </FormSection>
  );
}
