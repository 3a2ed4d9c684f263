import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { invoiceCreated, TRANSACTION_TYPES, type InvoicePayload } from '../../../domain/invoices';
import { OPERATION_FAILED } from '../../../domain/messages';
import { formatNaira } from '../../../domain/money';
import { COMMISSION_TYPES, type ProductSummary } from '../../../domain/products';
import { todayInLagos } from '../../../domain/today';
import { createInvoice } from '../../api/invoices';
import { useServices } from '../../app/session/session-context';
import { useGrants } from '../../app/use-grants';
import { useClientSearch, useProductSearch } from '../../app/use-searches';
import { useShareParties } from '../../app/use-share-parties';
import { Button } from '../../ui/button';
import { ClientPicker } from '../../ui/client-picker';
import { DateInput } from '../../ui/date-input';
import { FormSection } from '../../ui/form-section';
import { Loading } from '../../ui/loading';
import { MoneyInput } from '../../ui/money-input';
import { NotAllowed } from '../../ui/not-allowed';
import { PageHeader } from '../../ui/page-header';
import { PremiumSharesSection } from '../../ui/premium-shares-section';
import { ProductPicker } from '../../ui/product-picker';
import { SelectInput } from '../../ui/select-input';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toaster';
import { useSending } from '../../ui/use-sending';
import { ClientQuotes } from './client-quotes';
import { checkInvoice, liveCommission, newInvoiceForm, type NewInvoiceForm } from './new-invoice-form';
import type { ClientSummary } from '../../../domain/client-records';

const TRANSACTION_TYPE_LABELS: Record<(typeof TRANSACTION_TYPES)[number], string> = {
  'NEW POLICY': 'New policy',
  RENEWAL: 'Renewal',
  POLICY_EDORSEMENT: 'Policy endorsement',
  POLICY_EDORSEMENT_REMITTANCE: 'Policy endorsement remittance',
};
const TRANSACTION_TYPE_OPTIONS = TRANSACTION_TYPES.map((value) => ({ value, label: TRANSACTION_TYPE_LABELS[value] }));
const COMMISSION_TYPE_OPTIONS = COMMISSION_TYPES.map((value) => ({ value, label: value }));

/** /account/new/invoice: a debit note for a client and a product. */
export function NewInvoicePage() {
  const grants = useGrants();
  if (grants.loading) return <Loading label="Loading your permissions" />;
  if (!grants.has('Create Invoice')) {
    return <NotAllowed title="New Invoice" permission="Create Invoice" />;
  }
  return <NewInvoice />;
}

function NewInvoice() {
  const { api } = useServices();
  const grants = useGrants();
  const navigate = useNavigate();
  const [form, setForm] = useState<NewInvoiceForm>(() => newInvoiceForm(todayInLagos()));
  const [client, setClient] = useState<ClientSummary | null>(null);
  const [product, setProduct] = useState<ProductSummary | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const rowKeys = useRef(0);
  const nextKey = useCallback(() => (rowKeys.current += 1), []);
  const findClients = useClientSearch();
  const findProductsNamed = useProductSearch();
  const parties = useShareParties();
  const creating = useSending(useCallback((signal: AbortSignal, payload: InvoicePayload) => createInvoice(api, payload, signal), [api]));
  const edit = (changes: Partial<NewInvoiceForm>) => setForm((current) => ({ ...current, ...changes }));
  // The form's own refusals, then the server's by field.
  const errors = { ...refusals, ...(creating.failure?.fieldErrors ?? {}) };
  const figures = liveCommission(form);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInvoice(form);
    if (!checked.ok) {
      setRefusals(Object.fromEntries(checked.errors.map((error) => [error.field, error.message])));
      return;
    }
    setRefusals({});
    const created = await creating.send(checked.value);
    if (!created) {
      notify.error(OPERATION_FAILED);
      return;
    }
    notify.success(invoiceCreated(created.invoice_no));
    void navigate(`/account/invoice/${encodeURIComponent(created.invoice_id)}`);
  };

  const hasRefusals = Object.keys(refusals).length > 0;
  return (
    <form noValidate aria-label="New invoice" onSubmit={(event) => void submit(event)} className="space-y-5">
      <PageHeader title="New Invoice" />
      {hasRefusals && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          Please correct the highlighted fields
        </p>
      )}
      {creating.failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {creating.failure.message}
        </p>
      )}
      <fieldset disabled={creating.sending} className="space-y-5">
        <FormSection title="Client">
          <ClientPicker
            search={findClients}
            clientType={form.clientType}
            chosen={client}
            errors={errors}
            onTypeChange={(clientType) => {
              edit({ clientType, clientId: '' });
              setClient(null);
            }}
            onChoose={(chosen) => {
              setClient(chosen);
              edit({ clientId: chosen.client_id, clientType: chosen.client_type });
            }}
          />
          {client && grants.has('View Quotes') && <ClientQuotes clientType={client.client_type} clientId={client.client_id} />}
        </FormSection>
        <FormSection title="Product and commission">
          <ProductPicker
            search={findProductsNamed}
            chosen={product}
            error={errors.productId}
            onChoose={(chosen) => {
              setProduct(chosen);
              // "Commission type and rate default from the product", and stay editable.
              edit({ productId: chosen.product_id, commissionType: chosen.commission_type, commissionRate: chosen.commission_rate });
            }}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectInput
              label="Commission type"
              value={form.commissionType}
              options={COMMISSION_TYPE_OPTIONS}
              placeholder="The product’s"
              error={errors.commissionType}
              onChange={(commissionType) => edit({ commissionType })}
            />
            <TextField
              label="Commission rate"
              inputMode="decimal"
              value={form.commissionRate}
              error={errors.commissionRate}
              onChange={(event) => edit({ commissionRate: event.target.value })}
            />
            <p role="status" aria-label="Commission" className="self-end pb-2 text-sm text-slate-700">
              {figures
                ? `Commission ${formatNaira(figures.commission)} · VAT on commission ${formatNaira(figures.vat)}`
                : 'Commission: enter the premium and the rate'}
            </p>
          </div>
        </FormSection>
        <FormSection title="Cover and amounts">
          <div className="grid gap-4 sm:grid-cols-3">
            <DateInput
              label="Issue date"
              required
              value={form.issueDate}
              error={errors.issueDate}
              onChange={(issueDate) => edit({ issueDate })}
            />
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
              value={form.endDate}
              min={form.startDate || undefined}
              error={errors.endDate}
              onChange={(endDate) => edit({ endDate })}
            />
            <MoneyInput
              label="Sum insured"
              required
              value={form.sumInsured}
              error={errors.sumInsured}
              onChange={(sumInsured) => edit({ sumInsured })}
            />
            <MoneyInput
              label="Premium amount"
              required
              value={form.premiumAmount}
              error={errors.premiumAmount}
              onChange={(premiumAmount) => edit({ premiumAmount })}
            />
          </div>
          <TextField
            label="Insured"
            required
            value={form.insured}
            error={errors.insured}
            onChange={(event) => edit({ insured: event.target.value })}
          />
          <TextArea label="Narration" value={form.narration} error={errors.narration} onChange={(narration) => edit({ narration })} />
        </FormSection>
        <PremiumSharesSection
          parties={parties}
          coBrokers={form.coBrokers}
          coInsurers={form.coInsurers}
          errors={errors}
          nextKey={nextKey}
          onCoBrokers={(coBrokers) => edit({ coBrokers })}
          onCoInsurers={(coInsurers) => edit({ coInsurers })}
        />
        <FormSection title="Invoice">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectInput
              label="Transaction type"
              required
              value={form.transactionType as (typeof TRANSACTION_TYPES)[number]}
              options={TRANSACTION_TYPE_OPTIONS}
              error={errors.transactionType}
              onChange={(transactionType) => edit({ transactionType })}
            />
            <TextField
              label="Invoice number"
              hint="Leave blank for the next number"
              value={form.invoiceNo}
              error={errors.invoiceNo}
              onChange={(event) => edit({ invoiceNo: event.target.value })}
            />
          </div>
        </FormSection>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={() => void navigate('/account/invoices')}>
          Cancel
        </Button>
        <Button type="submit" busy={creating.sending}>
          Create invoice
        </Button>
      </div>
    </form>
  );
}
