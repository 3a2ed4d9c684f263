import { useCallback } from 'react';
import { formatNairaText } from '../../../domain/money';
import { fetchInvoicesToBill } from '../../api/billable-invoices';
import { useServices } from '../../app/session/session-context';
import { FailureNote } from '../../ui/failure-note';
import { Loading } from '../../ui/loading';
import { SelectInput } from '../../ui/select-input';
import { useLoader } from '../../ui/use-loader';
import type { BillableInvoice } from '../../../domain/policies/billable-invoice';

const NONE = 'none';

const optionLabel = (invoice: BillableInvoice) =>
  `${invoice.invoice_no} · ${formatNairaText(invoice.amount)} · ${invoice.start_date} to ${invoice.end_date} · ${invoice.status}`;

/** The chosen client's invoices for the product not yet billed on a policy: one may be the proposal's. */
export function ProposalInvoiceChoice({
  clientId,
  productId,
  chosen,
  error,
  onChoose,
}: {
  clientId: string;
  productId: string;
  chosen: string;
  error?: string;
  onChoose: (invoice: BillableInvoice | null) => void;
}) {
  const { api } = useServices();
  const { state } = useLoader(
    useCallback((signal: AbortSignal) => fetchInvoicesToBill(api, { clientId, productId }, signal), [api, clientId, productId]),
    { clearWhileLoading: true },
  );
  if (state.status === 'loading') return <Loading label="Loading the client’s invoices" />;
  if (state.status === 'failed') return <FailureNote failure={state.failure} />;
  const invoices = state.data;
  if (invoices.length === 0 && !chosen)
    return <p className="text-sm text-slate-600">The client has no invoice for this product that is not billed on a policy yet.</p>;
  return (
    <SelectInput
      label="Billed on invoice"
      value={chosen || NONE}
      options={[
        { value: NONE, label: 'Not billed yet: I will type the premium' },
        ...invoices.map((invoice) => ({ value: invoice.invoice_id, label: optionLabel(invoice) })),
      ]}
      error={error}
      onChange={(value) => onChoose(invoices.find((invoice) => invoice.invoice_id === value) ?? null)}
    />
  );
}
