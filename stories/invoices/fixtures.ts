import type { DeletionRequestDetail, Invoice } from '../../domain/invoices';

// Invoices shaped like the server's answers: a motor policy debit note for Dangote Cement Plc with
// Leadway Assurance, ₦1,250,000.00 premium at 12.5 % commission (₦156,250.00; VAT ₦11,718.75).

export const INVOICE_ID = '0f6b1c2a-4d3e-4f50-8a61-7b2c3d4e5f60';
export const QUOTE_ID = '3a2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d';

export const PENDING_INVOICE: Invoice = {
  invoice_id: INVOICE_ID,
  invoice_no: 'DN-2026-0142',
  status: 'payment pending',
  transaction_type: 'NEW POLICY',
  quote_id: null,
  policy_id: null,
  amount: '1250000.00',
  amount_paid: '0.00',
  amount_unremitted: '0.00',
  vat_paid: '0.00',
  vat_remitted: '0.00',
  sum_insured: '45000000.00',
  remitted: '0.00',
  remitted_status: null,
  invoice_issue_date: '2026-03-02',
  start_date: '2026-03-01',
  end_date: '2027-02-28',
  mode_of_payment: null,
  commission_type: 'Percentage',
  commission_rate: '12.50',
  commission: '156250.00',
  insured: 'Dangote Cement Plc — fleet of 12 trucks',
  narration: 'Comprehensive motor cover, fleet policy',
  Client: null,
  CorporateClient: {
    company_name: 'Dangote Cement Plc',
    CorporateClientAddress: { operating_business_addre: '1 Alfred Rewane Road, Ikoyi', city_of_operation: 'Lagos', state_of_operation: 'Lagos' },
  },
  InsuranceProduct: { product_name: 'Commercial Motor', InsuranceProvider: { name: 'Leadway Assurance' } },
  Quote: null,
  CoBrokers: [{ name_of_co_broker: 'Hamilton Brokers Ltd', InvoiceCoBroker: { percentage_of_premium: '20.00' } }],
  CoInsurers: [{ name_of_co_insurer: 'AXA Mansard', InvoiceCoInsurer: { percentage_of_premium: '30.00' } }],
  InvoiceDocuments: [],
};

export const PARTLY_PAID_INVOICE: Invoice = {
  ...PENDING_INVOICE,
  status: 'PARTIAL PAYMENT',
  amount_paid: '500000.00',
  mode_of_payment: 'Bank Transfer',
};

/** Paid in full; premium (net of commission) and VAT not yet remitted. */
export const PAID_INVOICE: Invoice = {
  ...PENDING_INVOICE,
  status: 'PAID',
  amount_paid: '1250000.00',
  mode_of_payment: 'Bank Transfer',
  amount_unremitted: '1093750.00',
  vat_paid: '11718.75',
  vat_remitted: '0.00',
};

export const PENDING_DELETION_INVOICE: Invoice = { ...PENDING_INVOICE, status: 'pending deletion' };
export const DELETED_INVOICE: Invoice = { ...PENDING_INVOICE, status: 'deactivated' };

export const DELETION_REQUEST: DeletionRequestDetail = {
  username: 'tunde.bakare',
  initiator_reason_for_deletion: 'Raised twice: the client’s renewal was already invoiced as DN-2026-0139',
};

export const invoiceWith = (changes: Partial<Invoice>): Invoice => ({ ...PENDING_INVOICE, ...changes });
