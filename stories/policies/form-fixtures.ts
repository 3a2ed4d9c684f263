import { CLIENTS, clientsAnswer } from '../chart-of-accounts/fixtures';
import { PAID_INVOICE } from '../invoices/fixtures';
import { MOTOR_DETAILS, productsAnswer } from '../products/product-fixtures';
import { pricedQuote } from '../quotes/fixtures';
import { coBrokersAnswer, HEIRS } from '../settings/co-brokers-fixtures';
import { AIICO, insurersAnswer } from '../underwriters/fixtures';
import type { Policy, PolicyDetails } from '../../domain/policies';
import type { BillableInvoice } from '../../domain/policies/billable-invoice';
import type { ProductDetails } from '../../domain/products';

// What the policy list and the proposal form ask the API for: policies, Lekki Foods Ltd as the
// client, Leadway's private motor product (12 months' tenor, Own Damage and Flood Extension), an
// accepted quote, a paid invoice not yet billed on a policy, Heirs as co-broker and AIICO as co-insurer.

export const LEKKI = CLIENTS[0]!;
export const MOTOR: ProductDetails = { ...MOTOR_DETAILS, product_id: 'product-leadway-motor' };

export const POLICY_ID = '5c4b3a29-1807-4f6e-9d5c-4b3a29180716';
export const QUOTE_ID = '3f1d2c4b-5a69-4b7c-8d9e-0f1a2b3c4d5e';
export const INVOICE_ID = '0f6b1c2a-4d3e-4f50-8a61-7b2c3d4e5f60';

const ADA = { user_id: 'user-ada', name: 'Ada Obi' };

/** A proposal for Lekki Foods' delivery van, not yet on an invoice. */
export const PROPOSAL: PolicyDetails = {
  policy_id: POLICY_ID,
  policy_number: 'POL/2026/000001',
  insurer_policy_number: null,
  status: 'proposal',
  transaction_type: 'NEW POLICY',
  client_type: 'CORPORATE',
  client_id: LEKKI.client_id,
  client_name: LEKKI.name,
  name_of_insured: 'Lekki Foods Ltd',
  product_id: MOTOR.product_id,
  product_name: MOTOR.product_name,
  insurance_provider_id: MOTOR.insurance_provider_id,
  insurance_provider_name: MOTOR.insurance_provider_name,
  start_date: '2026-04-01',
  end_date: '2027-03-31',
  sum_insured: '12500000.00',
  premium: '312500.00',
  commission_type: 'Percentage',
  commission_rate: '12.50',
  commission: '39062.50',
  vat_on_commission: '2929.69',
  net_to_insurer: '273437.50',
  covers: [{ cover_id: 6, name: 'Flood Extension' }],
  items: [{ description: 'Toyota Hiace delivery van', sum_insured: '12500000.00', details: {} }],
  co_brokers: [],
  co_insurers: [],
  quote_id: null,
  quote_number: null,
  invoice_id: null,
  invoice_no: null,
  invoice_status: null,
  premium_paid: '0.00',
  premium_received_at: null,
  placement_sent_at: null,
  placement_confirmed_at: null,
  credit_note_due_by: null,
  credit_note_sent_at: null,
  credit_note_overdue: false,
  activated_at: null,
  renewal_of: null,
  renewal_of_number: null,
  renewed_by: null,
  renewal_notice_sent_at: null,
  status_reason: null,
  narration: 'Garaged at the Ikeja depot',
  created_by: ADA,
  created_at: '2026-03-25T09:00:00.000Z',
  updated_at: '2026-03-25T09:00:00.000Z',
  documents: [],
  history: [],
};

/** On cover: changed only by an endorsement. */
export const ACTIVE_POLICY: PolicyDetails = {
  ...PROPOSAL,
  status: 'active',
  insurer_policy_number: 'LWY/MTR/2026/88812',
  activated_at: '2026-04-01T08:00:00.000Z',
};

export const RENEWABLE_ID = '8f7e6d5c-4b3a-4f29-9a8f-7e6d5c4b3a29';
export const RENEWING_ID = '9a8f7e6d-5c4b-4a3f-8b9a-8f7e6d5c4b3a';

/** On cover from 15 June 2025 to 14 June 2026 (365 days), billed and shared with Heirs (20 %) and AIICO (30 %): up for renewal. */
export const RENEWABLE_POLICY: PolicyDetails = {
  ...ACTIVE_POLICY,
  policy_id: RENEWABLE_ID,
  policy_number: 'POL/2025/000042',
  start_date: '2025-06-15',
  end_date: '2026-06-14',
  sum_insured: '13000000.00',
  premium: '325000.00',
  commission_type: 'Percentage',
  commission_rate: '12.50',
  invoice_id: INVOICE_ID,
  invoice_no: 'INV/2025/000311',
  invoice_status: 'paid',
  premium_paid: '325000.00',
  co_brokers: [{ co_broker_id: HEIRS.co_broker_id, name: HEIRS.name, percentage_of_premium: '20.00' }],
  co_insurers: [{ insurer_id: AIICO.provider_id, name: AIICO.name, percentage_of_premium: '30.00' }],
  renewal_notice_sent_at: '2026-05-20T09:00:00.000Z',
};

const listed = (policy: PolicyDetails): Policy => {
  const { documents: _documents, history: _history, ...row } = policy;
  return row;
};

/** A page of the list: a proposal, a placed policy and one on cover, newest first. */
export const LISTED_POLICIES: Policy[] = [
  listed(PROPOSAL),
  listed({
    ...PROPOSAL,
    policy_id: '6d5c4b3a-2918-4f07-8e6d-5c4b3a291807',
    policy_number: 'POL/2026/000002',
    status: 'placed',
    client_name: 'Emeka Obi',
    name_of_insured: 'Emeka Obi',
    premium: '85000.00',
  }),
  listed({ ...ACTIVE_POLICY, policy_id: '7e6d5c4b-3a29-4f18-8f7e-6d5c4b3a2918', policy_number: 'POL/2026/000003' }),
];

/** Accepted by the client, priced with Leadway's motor product: Flood Extension, Heirs' 20 % and AIICO's 30 %. */
export const ACCEPTED_QUOTE = pricedQuote('accepted', undefined, {
  quote_id: QUOTE_ID,
  client_type: 'CORPORATE',
  client_id: LEKKI.client_id,
  client_name: LEKKI.name,
  name_of_insured: 'Lekki Foods Ltd',
  product_id: MOTOR.product_id,
  breakdown: {
    base_premium: '312500.00',
    covers: [{ cover_id: 6, name: 'Flood Extension', rate: '0.5', amount: '62500.00' }],
    gross_premium: '375000.00',
    adjustments: [],
    minimum_top_up: '0.00',
  },
  premium: '375000.00',
  co_brokers: [{ co_broker_id: HEIRS.co_broker_id, name: HEIRS.name, percentage_of_premium: '20' }],
  co_insurers: [{ insurer_id: AIICO.provider_id, name: AIICO.name, percentage_of_premium: '30' }],
});

/** Paid in full for Lekki Foods' motor fleet, not yet billed on a policy: its premium and commission are the policy's. */
export const PAID_FOR_POLICY: BillableInvoice = {
  ...PAID_INVOICE,
  invoice_id: INVOICE_ID,
  invoice_no: 'INV/2026/000108',
  insured: 'Lekki Foods Ltd — delivery fleet',
  Client: null,
  CorporateClient: { company_name: LEKKI.name, CorporateClientAddress: null },
  InsuranceProduct: { product_name: MOTOR.product_name, InsuranceProvider: { name: MOTOR.insurance_provider_name } },
  client_id: LEKKI.client_id,
  client_type: 'CORPORATE',
  product_id: MOTOR.product_id,
  CoBrokers: [{ co_broker_id: HEIRS.co_broker_id, name_of_co_broker: HEIRS.name, InvoiceCoBroker: { percentage_of_premium: '20.00' } }],
  CoInsurers: [
    { insurance_provider_id: AIICO.provider_id, name_of_co_insurer: AIICO.name, InvoiceCoInsurer: { percentage_of_premium: '30.00' } },
  ],
};

/** An endorsement's invoice of the same client and product: never billed on a new policy. */
export const ENDORSEMENT_INVOICE: BillableInvoice = {
  ...PAID_FOR_POLICY,
  invoice_id: '1a7c2d3b-5e4f-4a61-9b72-8c3d4e5f6071',
  invoice_no: 'INV/2026/000115',
  transaction_type: 'POLICY_EDORSEMENT',
};

// ---- answers as the API gives them ------------------------------------------------------------

export const policyAnswer = (policy: PolicyDetails, message?: string) => ({ success: true, ...(message ? { message } : {}), data: policy });
export const policiesAnswer = (policies: Policy[], page = 1, pages = 1, total = policies.length) => ({
  success: true,
  data: policies,
  meta: { page, limit: 20, total, pages },
});
export const billableAnswer = (invoice: BillableInvoice) => ({ success: true, data: invoice });
export const billablesAnswer = (invoices: BillableInvoice[]) => ({
  success: true,
  data: { invoices },
  meta: { page: 1, limit: 50, total: invoices.length, pages: 1 },
});

/** By API path, as the form's lookups are answered in stories and view tests. */
export const PROPOSAL_FORM_ANSWERS: Record<string, unknown> = {
  '/client/search': clientsAnswer(CLIENTS),
  '/product': productsAnswer([MOTOR]),
  [`/product/${MOTOR.product_id}`]: { success: true, data: MOTOR },
  '/invoice/': billablesAnswer([PAID_FOR_POLICY, ENDORSEMENT_INVOICE]),
  '/cobrokers': coBrokersAnswer([HEIRS]),
  '/insurance-providers/active': insurersAnswer([AIICO]),
};
