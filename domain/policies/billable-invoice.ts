import { array, literal, number, optional, string, type, type Infer } from 'superstruct';
import { ListMeta } from '../api/envelope';
import { Invoice, InvoiceCoBroker, InvoiceCoInsurer } from '../invoices/invoice';
import { normaliseStatus } from '../invoices/status';

// An invoice as a policy proposal reads it: the spec's fields, and the keys the server answers
// beside them (the client, the product, each share's party) that the proposal sends back.

export const BillableInvoice = type({
  ...Invoice.schema,
  client_id: string(),
  client_type: string(),
  product_id: string(),
  CoBrokers: array(type({ ...InvoiceCoBroker.schema, co_broker_id: string() })),
  CoInsurers: array(type({ ...InvoiceCoInsurer.schema, insurance_provider_id: number() })),
});
export type BillableInvoice = Infer<typeof BillableInvoice>;

export const BillableInvoiceResponse = type({ success: literal(true), message: optional(string()), data: BillableInvoice });
export const BillableInvoiceListResponse = type({
  success: literal(true),
  data: type({ invoices: array(BillableInvoice) }),
  meta: ListMeta,
});

/** The transactions a policy is billed on: a new policy or its renewal, never an endorsement. */
export const POLICY_TRANSACTIONS = ['NEW POLICY', 'RENEWAL'] as const;

/**
 * Whether a policy for this product may be billed on the invoice: a new policy or renewal invoice
 * for the same product, not billed on a policy yet, and not on its way to deletion.
 */
export function billsPolicyFor(invoice: BillableInvoice, productId: string): boolean {
  const status = normaliseStatus(invoice.status);
  return (
    invoice.product_id === productId &&
    invoice.policy_id === null &&
    (POLICY_TRANSACTIONS as readonly string[]).includes(invoice.transaction_type.toUpperCase()) &&
    status !== 'pending deletion' &&
    status !== 'deactivated'
  );
}
