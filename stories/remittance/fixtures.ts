import { formatDate } from '../../domain/format/dates';
import { addDays } from '../../domain/invoices';
import { PAID_INVOICE } from '../invoices/fixtures';
import { AIICO, insurersAnswer, LEADWAY } from '../underwriters/fixtures';
import type { PaidPremiumInvoice, RemittedRow } from '../../domain/invoices/schedule';

// Shaped as GET /paidpremium, GET /all-remitted and POST /remittance-schedules answer them.
// Payment dates count back from today, so "overdue" stays true (or false) whenever the stories run.

const uuid = (n: number) => `7c1d2e3f-4a5b-4c6d-8e7f-${String(n).padStart(12, '0')}`;
const daysAgo = (days: number) => addDays(formatDate(new Date()), -days);

function paid(n: number, invoiceNo: string, paidDaysAgo: number, changes: Partial<PaidPremiumInvoice>): PaidPremiumInvoice {
  const paidOn = daysAgo(paidDaysAgo);
  return {
    ...PAID_INVOICE,
    invoice_id: uuid(n),
    invoice_no: invoiceNo,
    insurance_provider_id: LEADWAY.provider_id,
    paid_on: paidOn,
    remit_by: addDays(paidOn, 30),
    ...changes,
  };
}

const LEADWAY_PRODUCT = (name: string) => ({ product_name: name, InsuranceProvider: { name: LEADWAY.name } });

/** Dangote's fleet: ₦1,093,750.00 net premium, paid 45 days ago, so overdue. */
export const DANGOTE_MOTOR = paid(1, 'DN-2026-0142', 45, { InsuranceProduct: LEADWAY_PRODUCT('Commercial Motor') });

/** An individual's house, ₦250,000.50 to remit, paid 3 days ago. */
export const OKAFOR_FIRE = paid(2, 'DN-2026-0150', 3, {
  amount_unremitted: '250000.50',
  CorporateClient: null,
  Client: { firstname: 'Ngozi', lastname: 'Okafor', ClientAddress: { address: '12 Awolowo Road, Ikoyi', state: 'Lagos' } },
  InsuranceProduct: LEADWAY_PRODUCT('Fire and Special Perils'),
});

/** Another insurer: a schedule cannot hold it with the Leadway ones. */
export const JULIUS_MARINE = paid(3, 'DN-2026-0151', 10, {
  amount_unremitted: '80000.00',
  insurance_provider_id: AIICO.provider_id,
  CorporateClient: { company_name: 'Julius Berger Nigeria Plc', CorporateClientAddress: null },
  InsuranceProduct: { product_name: 'Marine Cargo', InsuranceProvider: { name: AIICO.name } },
});

export const paidPremiumAnswer = (
  invoices: PaidPremiumInvoice[],
  page = 1,
  pages = 1,
  total = invoices.length,
  awaiting = '1423750.50',
) => ({
  success: true,
  data: { invoices },
  meta: { page, limit: 20, total, pages },
  totals: { amount_unremitted: awaiting },
});

export const INSURERS_ANSWER = insurersAnswer([AIICO, LEADWAY]);

export function remitted(n: number, invoice: PaidPremiumInvoice, changes: Partial<RemittedRow> = {}): RemittedRow {
  return {
    remittance_log_id: uuid(1000 + n),
    remittance_type: 'FULL REMITTANCE',
    remittance_date: '2026-03-05',
    amount: invoice.amount_unremitted,
    balance_due_date: '2026-03-05',
    remark: null,
    remittance_mode: 'Bank Transfer',
    remittance_bank_name: 'Zenith Bank',
    remittance_cheque_number: null,
    other_description: null,
    ref_no: `RS-00000${n}`,
    created_at: '2026-03-05T10:15:00.000Z',
    ModeOfRemittanceDocuments: [],
    invoice_id: invoice.invoice_id,
    invoice_no: invoice.invoice_no,
    client_name: invoice.CorporateClient?.company_name ?? `${invoice.Client?.firstname} ${invoice.Client?.lastname}`,
    insurer: invoice.InsuranceProduct.InsuranceProvider.name,
    insurance_provider_id: invoice.insurance_provider_id,
    ...changes,
  };
}

/** Dangote's fleet remitted by bank transfer, with the insurer's receipt. */
export const DANGOTE_REMITTED = remitted(1, DANGOTE_MOTOR, {
  ModeOfRemittanceDocuments: [
    {
      document_name: 'leadway-receipt.pdf',
      underwriter_receipt_number: 'LWR-2026-0031',
      underwriter_receipt_url: 'https://files.example.ng/leadway-receipt.pdf',
    },
  ],
});
/** Julius Berger's cargo premium remitted by cheque, no receipt yet. */
export const JULIUS_REMITTED = remitted(2, JULIUS_MARINE, {
  remittance_mode: 'Cheque',
  remittance_bank_name: 'Access Bank',
  remittance_cheque_number: '00451287',
  remittance_date: '2026-03-07',
});

export const allRemittedAnswer = (rows: RemittedRow[], page = 1, pages = 1, total = rows.length, amount = '1173750.00') => ({
  success: true,
  data: rows,
  meta: { page, limit: 20, total, pages },
  totals: { amount },
});

export const scheduleCreatedAnswer = (invoices: PaidPremiumInvoice[]) => ({
  success: true,
  message: 'Premium is successfully remitted!',
  data: { ref_no: 'RS-000003', remittances: invoices.map((invoice, index) => remitted(10 + index, invoice)) },
});
