import type { Quote, QuoteDetails, QuotePayload, QuoteRequest, QuoteRequestDetails, QuoteStatus } from '../../domain/quotes';
import type { ProductTerms, QuoteViewer } from '../../machines/quote-approval/quote-approval.types';

// A motor quote for Chinedu Okafor's Corolla with Leadway, in each status of its life, and the
// people who look at it: Ada prepared it, Bola may approve quotes, Tunde may not.

export const MAKER: QuoteViewer = { userId: 'user-ada', mayApprove: true };
export const CHECKER: QuoteViewer = { userId: 'user-bola', mayApprove: true };
export const CLERK: QuoteViewer = { userId: 'user-tunde', mayApprove: false };

export const QUOTE_ID = '3f1d2c4b-5a69-4b7c-8d9e-0f1a2b3c4d5e';

export const MOTOR_FORM: QuotePayload = {
  clientType: 'Individual',
  clientId: 'client-chinedu',
  nameOfInsured: 'Chinedu Okafor',
  productId: 'product-leadway-motor',
  startDate: '2026-04-01',
  sumInsured: '12500000.00',
  commissionType: 'Percentage',
  commissionRate: '10',
  covers: [],
  adjustments: [],
};

/** Leadway's private motor product: 2.5 % with a ₦15,000 minimum and 10 % commission. */
export const MOTOR_TERMS: ProductTerms = {
  rate: '2.5',
  minimumPremiumKobo: 1_500_000,
  covers: [],
  commission: { type: 'Percentage', rate: '10' },
};

const ADA = { user_id: 'user-ada', name: 'Ada Obi' };
const BOLA = { user_id: 'user-bola', name: 'Bola Adeyemi' };

const base: QuoteDetails = {
  quote_id: QUOTE_ID,
  quote_number: 'QT/2026/000042',
  quote_type: 'motor',
  status: 'draft',
  client_type: 'Individual',
  client_id: 'client-chinedu',
  client_name: 'Chinedu Okafor',
  policy_holder_type_id: null,
  name_of_insured: 'Chinedu Okafor',
  product_id: 'product-leadway-motor',
  product_name: 'Private Motor Comprehensive',
  insurance_provider_id: 7,
  insurance_provider_name: 'Leadway Assurance',
  start_date: '2026-04-01',
  end_date: '2027-03-31',
  valid_until: '2026-04-30',
  sum_insured: '12500000.00',
  rate: '2.5',
  premium: '312500.00',
  commission_type: 'Percentage',
  commission_rate: '10',
  commission: '31250.00',
  vat_on_commission: '2343.75',
  net_to_insurer: '278906.25',
  breakdown: { base_premium: '312500.00', covers: [], gross_premium: '312500.00', adjustments: [], minimum_top_up: '0.00' },
  items: [],
  co_brokers: [],
  co_insurers: [],
  narration: null,
  request_id: null,
  revision_of: null,
  comparison_group: null,
  invoice_id: null,
  created_by: ADA,
  decided_by: null,
  decided_at: null,
  rejection_reason: null,
  sent_at: null,
  created_at: '2026-03-20T09:00:00.000Z',
  updated_at: '2026-03-20T09:00:00.000Z',
  history: [],
};

const at = (status: QuoteStatus, extra: Partial<QuoteDetails> = {}): QuoteDetails => ({ ...base, status, ...extra });
const decided = { decided_by: BOLA, decided_at: '2026-03-20T11:00:00.000Z' };

export const REJECTION_REASON = 'The client asked for third party cover only';

export const QUOTES = {
  draft: at('draft'),
  pending: at('pending approval'),
  approved: at('approved', decided),
  rejected: at('rejected', { ...decided, rejection_reason: REJECTION_REASON }),
  sent: at('sent', decided),
  accepted: at('accepted', decided),
  declined: at('declined', decided),
  converted: at('converted', { ...decided, invoice_id: 'INV/2026/000108' }),
  expired: at('expired'),
  notTaken: at('not taken'),
} satisfies Record<string, QuoteDetails>;

/** The same risk priced with AXA Mansard, in the same comparison. */
export const AXA_QUOTE: QuoteDetails = {
  ...base,
  quote_id: '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d',
  quote_number: 'QT/2026/000043',
  product_id: 'product-axa-motor',
  product_name: 'AutoShield',
  insurance_provider_id: 9,
  insurance_provider_name: 'AXA Mansard',
  rate: '2.25',
  premium: '281250.00',
};

export const COMPARISON: QuoteDetails[] = [QUOTES.draft, AXA_QUOTE];

// ---- lists and requests -----------------------------------------------------------------------

/** A page of a list as GET /quotes and GET /quotes/requested answer it. */
export const pageAnswer = <T>(data: T[], page = 1, pages = 1, total = data.length) => ({
  success: true,
  data,
  meta: { page, limit: 20, total, pages, totalIsEstimate: false, next: page < pages ? 'next-page' : null },
});

const listed = ({ history: _history, ...quote }: QuoteDetails, extra: Partial<Quote>): Quote => ({ ...quote, ...extra });

/** The book's quotes as the list shows them, newest first. */
export const LISTED_QUOTES: Quote[] = [
  listed(QUOTES.pending, {
    quote_id: '5c0e7a1d-2b3c-4d5e-8f90-a1b2c3d4e5f6',
    quote_number: 'QT/2026/000044',
    client_type: 'Corporate',
    client_id: 'client-dangote',
    client_name: 'Dangote Cement Plc',
    name_of_insured: 'Dangote Cement Plc – Obajana plant',
    quote_type: 'fire',
    product_name: 'Fire and Special Perils',
    insurance_provider_name: 'AIICO Insurance',
    premium: '1875000.00',
    created_at: '2026-03-21T14:05:09.000Z',
    updated_at: '2026-03-22T08:30:00.000Z',
  }),
  listed(AXA_QUOTE, { status: 'sent', created_at: '2026-03-20T09:10:00.000Z', updated_at: '2026-03-21T16:45:30.000Z' }),
  listed(QUOTES.draft, {}),
];

const DANIEL = { user_id: 'user-daniel', name: 'Daniel Eze' };

export const REQUEST_ID = '7b6a5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';

/** An agent asked for cover for a prospect: a fleet of delivery vans. */
export const PROSPECT_REQUEST: QuoteRequest = {
  quote_request_id: REQUEST_ID,
  request_number: 'QR/2026/000007',
  status: 'quoted',
  client_type: null,
  client_id: null,
  client_name: null,
  prospect_name: 'Swift Logistics Ltd',
  prospect_email: 'ops@swiftlogistics.ng',
  prospect_phone: '+2348031234567',
  quote_type: 'motor',
  line_of_business_id: null,
  line_of_business_name: null,
  insurance_category_id: null,
  insurance_category_name: null,
  subject_matter: 'Four Toyota Hiace delivery vans',
  sum_insured: '48000000.00',
  desired_start_date: '2026-04-15',
  notes: 'Comprehensive cover; the vans run Lagos to Ibadan daily.',
  requested_by: DANIEL,
  created_at: '2026-03-18T10:15:42.000Z',
  updated_at: '2026-03-20T09:00:00.000Z',
};

export const CLIENT_REQUEST: QuoteRequest = {
  ...PROSPECT_REQUEST,
  quote_request_id: '1a2b3c4d-5e6f-4a7b-8c9d-aabbccddeeff',
  request_number: 'QR/2026/000008',
  status: 'open',
  client_type: 'Individual',
  client_id: 'client-chinedu',
  client_name: 'Chinedu Okafor',
  prospect_name: null,
  prospect_email: null,
  prospect_phone: null,
  quote_type: 'fire',
  subject_matter: 'Duplex at 12 Admiralty Way, Lekki',
  sum_insured: null,
  desired_start_date: null,
  notes: null,
  created_at: '2026-03-19T15:30:05.000Z',
};

/** The prospect's request with its proposal form and the two insurers' quotes that answer it. */
export const REQUEST_DETAILS: QuoteRequestDetails = {
  ...PROSPECT_REQUEST,
  documents: [
    {
      document_id: 'doc-proposal',
      document_name: 'proposal-form.pdf',
      content_type: 'application/pdf',
      size: 184_320,
      url: '/api/v1/file/download?fileName=quote-request-proposal-form.pdf',
    },
  ],
  quotes: [
    {
      quote_id: QUOTE_ID,
      quote_number: 'QT/2026/000042',
      status: 'sent',
      premium: '312500.00',
      insurance_provider_name: 'Leadway Assurance',
    },
    {
      quote_id: AXA_QUOTE.quote_id,
      quote_number: 'QT/2026/000043',
      status: 'not taken',
      premium: '281250.00',
      insurance_provider_name: 'AXA Mansard',
    },
  ],
};

export const requestAnswer = (request: QuoteRequestDetails, message?: string) => ({
  success: true,
  ...(message ? { message } : {}),
  data: request,
});
