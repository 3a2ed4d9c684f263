import type { DeletionRequestDetail, Invoice } from '../../domain/invoices';
import type { InvoiceEntry, Payment, PremiumRemittance, PremiumToRemit, VatRemittance, VatToRemit } from '../../src/api/invoices';

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
    CorporateClientAddress: {
      operating_business_addre: '1 Alfred Rewane Road, Ikoyi',
      city_of_operation: 'Lagos',
      state_of_operation: 'Lagos',
    },
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

// ---- answers as the API gives them ------------------------------------------------------------

export const invoiceAnswer = (invoice: Invoice, message?: string) => ({ success: true, ...(message ? { message } : {}), data: invoice });

export const invoicesAnswer = (invoices: Invoice[], page = 1, pages = 1, total = invoices.length) => ({
  success: true,
  data: { invoices },
  meta: { page, limit: 20, total, pages },
});

/** Paid in full, half the premium remitted by cheque (its receipt stored) and the VAT remitted in full. */
export const HALF_REMITTED_INVOICE: Invoice = {
  ...PAID_INVOICE,
  remitted: '546875.00',
  amount_unremitted: '546875.00',
  remitted_status: 'Partial Remittance',
  vat_remitted: '11718.75',
};

export const PREMIUM_REMITTANCE: PremiumRemittance = {
  remittance_log_id: '7d1e2f3a-4b5c-4d6e-8f70-819203a4b5c6',
  remittance_type: 'PARTIAL REMITTANCE',
  remittance_date: '2026-03-05',
  amount: '546875.00',
  balance_due_date: '2026-03-31',
  remittance_mode: 'Cheque',
  remittance_bank_name: 'Zenith Bank',
  remittance_cheque_number: '00451230',
  ref_no: 'PR-000003',
  ModeOfRemittanceDocuments: [
    {
      document_name: 'Leadway receipt 0142.pdf',
      underwriter_receipt_number: 'LW-RC-2026-0142',
      underwriter_receipt_url: '/api/v1/file/download?fileName=a1b2c3.pdf',
    },
  ],
};

export const VAT_REMITTANCE: VatRemittance = {
  vat_log_id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  remittance_type: 'FULL REMITTANCE',
  remittance_date: '2026-03-06',
  amount: '11718.75',
  vat_remittance_mode: 'Bank Transfer',
  vat_bank_name: 'GTBank',
  vat_cheque_number: null,
  ref_no: 'VR-000002',
  VatRemittanceDocuments: [],
};

export const listAnswer = <T>(data: T[]) => ({ success: true, data });

export const PREMIUM_TO_REMIT: PremiumToRemit = {
  net_premium: '1093750.00',
  collected: '1093750.00',
  remitted: '0.00',
  amount_unremitted: '1093750.00',
  remitted_status: null,
  paid_on: '2026-03-04',
  remit_by: '2026-04-03',
};

export const VAT_TO_REMIT: VatToRemit = { vat: '11718.75', vat_paid: '11718.75', vat_remitted: '0.00', vat_to_remit: '11718.75' };

export const figuresAnswer = <T>(data: T) => ({ success: true, data });

export const INVOICE_ENTRIES: InvoiceEntry[] = [
  {
    ref_no: 'INV-000142',
    entry_date: '2026-03-02',
    description: 'Debit note DN-2026-0142',
    source: 'invoice',
    status: 'approved',
    total: '1250000.00',
    lines: [
      { account_code_pk: 'acc-client', account_code: '1100-0007', account_name: 'Dangote Cement Plc', debit: '1250000.00', credit: '0.00' },
      { account_code_pk: 'acc-leadway', account_code: '2000-0003', account_name: 'Leadway Assurance', debit: '0.00', credit: '1082031.25' },
      { account_code_pk: 'acc-commission', account_code: '4000', account_name: 'Commission Income', debit: '0.00', credit: '156250.00' },
      { account_code_pk: 'acc-vat', account_code: '2100', account_name: 'VAT Output Payable', debit: '0.00', credit: '11718.75' },
    ],
  },
  {
    ref_no: 'PAY-000311',
    entry_date: '2026-03-04',
    description: 'Payment on DN-2026-0142',
    source: 'payment',
    status: 'approved',
    total: '1250000.00',
    lines: [
      {
        account_code_pk: 'acc-zenith',
        account_code: '1000-0001',
        account_name: 'Zenith Bank 1012345671',
        debit: '1250000.00',
        credit: '0.00',
      },
      { account_code_pk: 'acc-client', account_code: '1100-0007', account_name: 'Dangote Cement Plc', debit: '0.00', credit: '1250000.00' },
    ],
  },
];

export const PAYMENTS: Payment[] = [
  {
    payment_id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    amount: '500000.00',
    mode_of_payment: 'Bank Transfer',
    payment_date: '2026-03-03',
    cheque_number: null,
    bank_name: 'Zenith Bank',
    description: 'First instalment',
    commission: '0.00',
    ref_no: 'PAY-000310',
    recorded_by: 'Funmilayo Adebayo',
    created_at: '2026-03-03T10:15:00.000Z',
  },
  {
    payment_id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
    amount: '750000.00',
    mode_of_payment: 'Bank Transfer',
    payment_date: '2026-03-04',
    cheque_number: null,
    bank_name: 'Zenith Bank',
    description: null,
    commission: '0.00',
    ref_no: 'PAY-000311',
    recorded_by: 'Funmilayo Adebayo',
    created_at: '2026-03-04T09:02:00.000Z',
  },
];

export const paymentsAnswer = (payments: Payment[], invoice: Invoice) => ({ success: true, data: payments, invoice });

export const deletionRequestAnswer = (request: DeletionRequestDetail = DELETION_REQUEST) => ({
  success: true,
  data: [{ ...request, requested_at: '2026-03-09T14:20:00.000Z' }],
});

/** The brokerage's premium accounts, which remittances leave from, as GET /broker/premium-account answers them. */
const premiumAccount = (id: string, bank_name: string, account_number: string) => ({
  premium_account_id: id,
  bank_id: 1,
  bank_code: '044',
  bank_name,
  account_number,
  account_name: 'Demo Insurance Brokers Premium',
  branch_id: null,
  branch_name: null,
  currency: 'NGN',
  created_at: '2026-02-01T10:00:00.000Z',
});
export const PREMIUM_ACCOUNTS = [
  premiumAccount('pa-1', 'Access Bank', '0690000031'),
  premiumAccount('pa-2', 'Guaranty Trust Bank', '0123456789'),
];
export const premiumAccountsAnswer = (accounts = PREMIUM_ACCOUNTS) => ({
  success: true,
  data: accounts,
  meta: { page: 1, limit: 100, total: accounts.length, pages: accounts.length ? 1 : 0 },
});
