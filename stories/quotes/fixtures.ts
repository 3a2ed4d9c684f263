import type { Quote, QuoteDetails, QuotePayload, QuoteRequest, QuoteRequestDetails, QuoteStatus } from '../../domain/quotes';
import type { ProductTerms, QuoteViewer } from '../../machines/quote-approval/quote-approval.types';

// A motor quote for Chinedu Okafor's Corolla with Leadway, in each status of its life, and the
// people who look at it: Ada prepared it, Bola may approve quotes, Tunde may not.

export const MAKER: QuoteViewer = { userId: 'user-ada', mayApprove: true, mayPrepare: true };
export const CHECKER: QuoteViewer = { userId: 'user-bola', mayApprove: true, mayPrepare: true };
export const CLERK: QuoteViewer = { userId: 'user-tunde', mayApprove: false, mayPrepare: false };

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
  premium_rate_id: 'pr-1',
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

// ---- the quote's page ---------------------------------------------------------------------------
// The same Corolla priced in full: two covers, a discount and a loading, two insured items, shares,
// and the history of each status. `preparedBy` is whoever the page's viewer should be the maker as.

/** GET /quote/{id} answering this quote. */
export const quoteAnswer = (quote: QuoteDetails) => ({ success: true, data: quote });

const TUNDE = { user_id: 'user-tunde', name: 'Tunde Bakare' };

export const PRICED_BREAKDOWN: QuoteDetails['breakdown'] = {
  base_premium: '312500.00',
  covers: [
    { cover_id: 11, name: 'Flood extension', rate: '0.25', amount: '31250.00' },
    { cover_id: 12, name: 'Riot and strike', rate: '0.1', amount: '12500.00' },
  ],
  gross_premium: '356250.00',
  adjustments: [
    { kind: 'discount', description: 'No claims for three years', percent: '10', amount: '-35625.00' },
    { kind: 'loading', description: 'Driver under 25', percent: '5', amount: '17812.50' },
  ],
  minimum_top_up: '0.00',
};

const priced: QuoteDetails = {
  ...base,
  premium: '338437.50',
  commission: '33843.75',
  vat_on_commission: '2538.28',
  net_to_insurer: '302055.47',
  breakdown: PRICED_BREAKDOWN,
  items: [
    {
      description: 'Toyota Corolla 2019, silver',
      sum_insured: '12500000.00',
      details: {
        vehicleTypeId: 'Saloon',
        make: 'Toyota',
        model: 'Corolla',
        year: '2019',
        registrationNumber: 'LSD-123-XY',
        chassisNumber: '',
      },
    },
  ],
  co_brokers: [{ co_broker_id: 'cb-hamilton', name: 'Hamilton Brokers Ltd', percentage_of_premium: '20' }],
  co_insurers: [{ insurer_id: 9, name: 'AXA Mansard', percentage_of_premium: '30' }],
  request_id: 'request-0007',
  narration: 'Private car, garaged at night in Lekki',
};

type QuoteEvent = QuoteDetails['history'][number];
const event = (action: string, status: QuoteStatus, at: string, by = ADA, note: string | null = null): QuoteEvent => ({
  action,
  status,
  note,
  by,
  at,
});

export const QUOTE_HISTORY = {
  drafted: event('drafted', 'draft', '2026-03-20T09:00:00.000Z'),
  submitted: event('submitted', 'pending approval', '2026-03-20T09:30:05.000Z'),
  approved: event('approved', 'approved', '2026-03-20T11:00:00.000Z', BOLA),
  rejected: event('rejected', 'rejected', '2026-03-20T11:00:00.000Z', BOLA, REJECTION_REASON),
  sent: event('sent', 'sent', '2026-03-21T08:15:00.000Z', ADA, 'To chinedu@okafor.ng'),
  accepted: event('accepted', 'accepted', '2026-03-23T14:45:30.000Z', TUNDE),
  converted: event('converted', 'converted', '2026-03-23T15:00:00.000Z', TUNDE, 'Invoice INV/2026/000108'),
} satisfies Record<string, QuoteEvent>;

/** The priced quote in a status, with the history that led there, prepared by `preparedBy`. */
export function pricedQuote(status: QuoteStatus, preparedBy = ADA, extra: Partial<QuoteDetails> = {}): QuoteDetails {
  const h = QUOTE_HISTORY;
  const history: Partial<Record<QuoteStatus, QuoteEvent[]>> = {
    draft: [h.drafted],
    'pending approval': [h.drafted, h.submitted],
    approved: [h.drafted, h.submitted, h.approved],
    rejected: [h.drafted, h.submitted, h.rejected],
    sent: [h.drafted, h.submitted, h.approved, h.sent],
    accepted: [h.drafted, h.submitted, h.approved, h.sent, h.accepted],
    converted: [h.drafted, h.submitted, h.approved, h.sent, h.accepted, h.converted],
  };
  return {
    ...QUOTES[status === 'pending approval' ? 'pending' : status === 'not taken' ? 'notTaken' : status],
    ...pick(priced),
    created_by: preparedBy,
    history: (history[status] ?? [h.drafted]).map((entry) => ({ ...entry, by: entry.by === ADA ? preparedBy : entry.by })),
    ...extra,
  };
}

/** The priced figures and lists, over whatever a status's quote says. */
function pick(quote: QuoteDetails): Partial<QuoteDetails> {
  const { premium, commission, vat_on_commission, net_to_insurer, breakdown, items, co_brokers, co_insurers, request_id, narration } =
    quote;
  return { premium, commission, vat_on_commission, net_to_insurer, breakdown, items, co_brokers, co_insurers, request_id, narration };
}

/** The two quotes of a comparison as the page holds them: Leadway's (this page's) and AXA Mansard's. */
export const COMPARISON_GROUP = 'comparison-0003';
export const PRICED_COMPARISON: QuoteDetails[] = [
  { ...pricedQuote('draft'), comparison_group: COMPARISON_GROUP },
  {
    ...AXA_QUOTE,
    comparison_group: COMPARISON_GROUP,
    premium: '301500.00',
    commission: '37687.50',
    vat_on_commission: '2826.56',
    net_to_insurer: '260985.94',
    commission_rate: '12.5',
    breakdown: {
      base_premium: '281250.00',
      covers: [{ cover_id: 21, name: 'Flood extension', rate: '0.15', amount: '18750.00' }],
      gross_premium: '300000.00',
      adjustments: [],
      minimum_top_up: '1500.00',
    },
  },
];
