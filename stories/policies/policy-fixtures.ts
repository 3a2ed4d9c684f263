import type { PolicyDetails, PolicyStatus } from '../../domain/policies';
import type { PolicyViewer } from '../../machines/policy-lifecycle/policy-lifecycle.types';

// One motor policy of Chinedu Okafor's with Leadway Assurance, as GET /policies/{id} answers it at
// each status of its life: the page's stories, the machine's stories and the tests all read these.

export const POLICY_ID = '7d0c4a52-5f1e-4b7a-9c31-2a6b8e4f0a11';
export const INVOICE_ID = 'a3c1e2f4-7b8d-4e9f-8a0b-1c2d3e4f5a6b';
export const QUOTE_ID = 'b4d2f3a5-8c9e-4fa0-9b1c-2d3e4f5a6b7c';
export const CLIENT_ID = 'c5e3a4b6-9d0f-4ab1-8c2d-3e4f5a6b7c8d';
export const RENEWED_BY_ID = 'd6f4b5c7-0e1a-4bc2-9d3e-4f5a6b7c8d9e';

export const ADA = { user_id: 'user-ada', name: 'Ada Obi' };
export const BOLA = { user_id: 'user-bola', name: 'Bola Adeyemi' };

/** Holds 'Update Policy', 'Send Documents', 'Create Invoice', 'Create Policy' and 'Manage Endorsements'. */
export const BROKER: PolicyViewer = { mayUpdate: true, maySend: true, mayBill: true, mayPropose: true, mayEndorse: true };
/** Holds 'View Policies' only. */
export const READER: PolicyViewer = { mayUpdate: false, maySend: false, mayBill: false, mayPropose: false, mayEndorse: false };

export const LAPSE_REASON = 'The client did not renew within the grace period';

const PROPOSAL: PolicyDetails = {
  policy_id: POLICY_ID,
  policy_number: 'POL/2026/000017',
  insurer_policy_number: null,
  status: 'proposal',
  transaction_type: 'NEW POLICY',
  client_type: 'INDIVIDUAL',
  client_id: CLIENT_ID,
  client_name: 'Chinedu Okafor',
  name_of_insured: 'Chinedu Okafor',
  product_id: 'product-leadway-motor',
  product_name: 'Leadway Private Motor Comprehensive',
  insurance_provider_id: 7,
  insurance_provider_name: 'Leadway Assurance',
  start_date: '2026-04-01',
  end_date: '2027-03-31',
  sum_insured: '12500000.00',
  premium: '338437.50',
  commission_type: 'Percentage',
  commission_rate: '10.0000',
  commission: '33843.75',
  vat_on_commission: '2538.28',
  net_to_insurer: '302055.47',
  covers: [
    { cover_id: 3, name: 'Flood extension' },
    { cover_id: 5, name: 'Riot and strike' },
  ],
  items: [{ description: 'Toyota Corolla 2019, silver', sum_insured: '12500000.00', details: { registrationNumber: 'LSD-123-XY' } }],
  co_brokers: [{ co_broker_id: 'cb-hamilton', name: 'Hamilton Brokers Ltd', percentage_of_premium: '20.00' }],
  co_insurers: [{ insurer_id: 9, name: 'AXA Mansard', percentage_of_premium: '30.00' }],
  quote_id: QUOTE_ID,
  quote_number: 'QT/2026/000042',
  invoice_id: INVOICE_ID,
  invoice_no: 'INV/2026/000108',
  invoice_status: 'payment pending',
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
  narration: null,
  created_by: ADA,
  created_at: '2026-03-20T09:00:00.000Z',
  updated_at: '2026-03-20T09:00:00.000Z',
  documents: [],
  history: [{ action: 'proposed', status: 'proposal', note: null, by: ADA, at: '2026-03-20T09:00:00.000Z' }],
};

const PLACED_AT = '2026-03-21T10:00:00.000Z';
const PAID_AT = '2026-03-24T14:30:00.000Z';

const event = (action: string, status: PolicyStatus, at: string, note: string | null = null) => ({ action, status, note, by: ADA, at });

const placed: PolicyDetails = {
  ...PROPOSAL,
  status: 'placed',
  placement_sent_at: PLACED_AT,
  history: [...PROPOSAL.history, event('placement slip sent to Leadway Assurance', 'placed', PLACED_AT)],
};

/** Placed, the premium in, the insurer's acceptance and number recorded: ready to go on cover. */
const ready: PolicyDetails = {
  ...placed,
  insurer_policy_number: 'LAG/MTR/26/004411',
  invoice_status: 'paid',
  premium_paid: '338437.50',
  premium_received_at: PAID_AT,
  placement_confirmed_at: '2026-03-23T11:00:00.000Z',
  credit_note_due_by: '2026-03-26T14:30:00.000Z',
  documents: [
    {
      document_id: 'doc-1',
      document_name: 'Proof of ownership',
      original_name: 'ownership.pdf',
      content_type: 'application/pdf',
      size_bytes: 182_000,
      url: '/api/v1/file/download?fileName=ownership.pdf',
      uploaded_by: ADA,
      uploaded_at: '2026-03-22T08:00:00.000Z',
    },
  ],
  history: [
    ...placed.history,
    event('insurer confirmed the placement', 'placed', '2026-03-23T11:00:00.000Z'),
    event("insurer's policy number recorded", 'placed', '2026-03-23T11:05:00.000Z', 'LAG/MTR/26/004411'),
  ],
};

const active: PolicyDetails = {
  ...ready,
  status: 'active',
  activated_at: '2026-03-25T09:00:00.000Z',
  credit_note_sent_at: '2026-03-25T09:10:00.000Z',
  history: [...ready.history, event('put on cover', 'active', '2026-03-25T09:00:00.000Z')],
};

export const POLICIES: Record<PolicyStatus, PolicyDetails> & { placedPaid: PolicyDetails; overdue: PolicyDetails } = {
  proposal: PROPOSAL,
  placed,
  /** Placed and paid in full, but the insurer has not confirmed yet. */
  placedPaid: { ...ready, placement_confirmed_at: null, insurer_policy_number: null },
  /** Ready to go on cover, with the credit note late. */
  overdue: { ...ready, credit_note_overdue: true },
  active,
  expired: { ...active, status: 'expired', start_date: '2025-04-01', end_date: '2026-03-31' },
  renewed: { ...active, status: 'renewed', renewed_by: RENEWED_BY_ID },
  lapsed: { ...placed, status: 'lapsed', status_reason: LAPSE_REASON },
  cancelled: { ...PROPOSAL, status: 'cancelled', status_reason: 'The client bought cover elsewhere' },
};

/** Placed, paid, confirmed and numbered: nothing stops it going on cover. */
export const READY_FOR_COVER = ready;

export const RENEWS_ID = 'e7a5c6d8-1f2b-4cd3-8e4f-5a6b7c8d9e0f';

/** A renewal proposed from scratch, not billed yet: it may raise its own RENEWAL invoice. */
export const UNBILLED: PolicyDetails = {
  ...PROPOSAL,
  transaction_type: 'RENEWAL',
  quote_id: null,
  quote_number: null,
  invoice_id: null,
  invoice_no: null,
  invoice_status: null,
  renewal_of: RENEWS_ID,
  renewal_of_number: 'POL/2025/000009',
};

/** UNBILLED once its invoice is raised. */
export const BILLED: PolicyDetails = {
  ...UNBILLED,
  invoice_id: INVOICE_ID,
  invoice_no: 'INV/2026/000131',
  invoice_status: 'payment pending',
};

export const NOTICE_SENT_AT = '2026-11-26T08:15:00.000Z';

/** On cover, its client sent a renewal notice. */
export const NOTIFIED: PolicyDetails = { ...active, renewal_notice_sent_at: NOTICE_SENT_AT };

export const policyAnswer = (policy: PolicyDetails) => ({ success: true as const, data: policy });
export const policySaved = (policy: PolicyDetails, message = 'Policy updated') => ({ success: true as const, message, data: policy });

/** The day stories and tests read a policy on: its active fixture is then on cover, not past its end. */
export const READ_ON = '2026-11-26';
/** A day after the active fixture's end, when it may be marked expired. */
export const AFTER_THE_END = '2027-04-15';
