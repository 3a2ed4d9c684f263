import { ADJUSTER_REPORT, checklistOf, DEFAULT_CLAIM_CHECKLISTS, DISCHARGE_VOUCHER, missingDocuments } from '../../domain/claims';
import { ADA, BOLA, POLICIES, POLICY_ID } from '../policies/policy-fixtures';
import type { ClaimDetails, ClaimViewer } from '../../machines/claims/claims.types';

// A claim on Chinedu Okafor's motor policy with Leadway Assurance (stories/policies): his Corolla hit
// on Third Mainland Bridge, as GET /claims/{id} answers it at each step of its life. The page's
// stories, the machine's stories and the tests read these.

export { POLICY_ID };

export const CLAIM_ID = '4c1f7e2a-6b3d-4e85-9a1c-3d5e7f9b1c24';
/** The day the stories are read on, in Lagos. */
export const TODAY = '2026-11-26';

/** Holds 'Update Claim'. */
export const HANDLER: ClaimViewer = { mayUpdate: true };
/** Holds 'View Claims' only. */
export const READER: ClaimViewer = { mayUpdate: false };

const POLICY = POLICIES.active;
const CHECKLIST = DEFAULT_CLAIM_CHECKLISTS.MOTOR!;

const document = (name: string, file: string, at: string) => ({
  document_id: `doc-${file}`,
  document_name: name,
  original_name: file,
  content_type: 'application/pdf',
  size_bytes: 240_000,
  url: `/api/v1/file/download?fileName=${file}`,
  uploaded_by: ADA,
  uploaded_at: at,
});

const FORM = document('Completed claim form', 'claim-form.pdf', '2026-10-03T10:00:00.000Z');
const PHOTOS = document('Photographs of the damage', 'photos.pdf', '2026-10-03T10:05:00.000Z');
const REST = [
  document('Police report', 'police-report.pdf', '2026-10-08T09:00:00.000Z'),
  document("Driver's licence", 'licence.pdf', '2026-10-08T09:02:00.000Z'),
  document('Repair estimate', 'estimate.pdf', '2026-10-09T12:00:00.000Z'),
];
const REPORT = document(ADJUSTER_REPORT, 'adjuster-report.pdf', '2026-10-28T15:00:00.000Z');
const VOUCHER = document(DISCHARGE_VOUCHER, 'discharge-voucher.pdf', '2026-11-10T11:00:00.000Z');

/** Each status the claim went through, when, and the note it carries. */
const STEPS = [
  ['registered', '2026-10-03T09:30:00.000Z', 'claim registered', null],
  ['documents_pending', '2026-10-03T10:30:00.000Z', 'documents requested from the client', null],
  ['submitted', '2026-10-10T09:00:00.000Z', 'submitted to Leadway Assurance', null],
  ['under_adjustment', '2026-10-14T10:00:00.000Z', 'loss adjuster appointed', 'Tunde Bakare of Crawford & Co'],
  ['offer_received', '2026-10-30T14:00:00.000Z', 'offer received', '₦425,000.00 offered, ₦25,000.00 excess'],
  ['offer_accepted', '2026-11-03T09:00:00.000Z', 'offer accepted', null],
  ['discharge_signed', '2026-11-10T11:05:00.000Z', 'discharge voucher signed', null],
  ['payment_received', '2026-11-17T10:00:00.000Z', 'settlement received from Leadway Assurance', 'LDW/CHQ/55102'],
  ['settled', '2026-11-19T12:00:00.000Z', 'client paid', 'TRF/2026/11/0091'],
] as const;

function historyTo(status: string, documents: ClaimDetails['documents']): Partial<ClaimDetails> {
  const steps = STEPS.slice(0, STEPS.findIndex(([step]) => step === status) + 1);
  const names = documents.map((kept) => kept.document_name);
  const checklist = checklistOf(CHECKLIST, names);
  return {
    status,
    documents,
    checklist,
    missing_documents: missingDocuments(checklist),
    history: steps.map(([step, at, action, note], index) => ({ action, status: step, note, by: index % 2 ? BOLA : ADA, at })),
    stages: steps.map(([step, from], index) => {
      const to = steps[index + 1]?.[1] ?? null;
      const days = Math.round((Date.parse(to ?? `${TODAY}T12:00:00.000Z`) - Date.parse(from)) / 86_400_000);
      return { status: step, from, to, days };
    }),
    updated_at: steps.at(-1)![1],
  };
}

const REGISTERED: ClaimDetails = {
  claim_id: CLAIM_ID,
  claim_number: 'CLM/2026/000004',
  status: 'registered',
  policy_id: POLICY_ID,
  policy_number: POLICY.policy_number,
  insurer_policy_number: POLICY.insurer_policy_number,
  client_type: POLICY.client_type,
  client_id: POLICY.client_id,
  client_name: POLICY.client_name,
  name_of_insured: POLICY.name_of_insured,
  product_name: POLICY.product_name,
  category_code: 'MOTOR',
  category_name: 'Motor',
  insurance_provider_id: POLICY.insurance_provider_id,
  insurance_provider_name: POLICY.insurance_provider_name,
  insured_item: 'Toyota Corolla 2019, silver (LSD-123-XY)',
  loss_date: '2026-10-02',
  loss_place: 'Third Mainland Bridge, Lagos',
  reported_date: '2026-10-03',
  cause: 'Accident',
  description: 'Hit from behind by a danfo bus in traffic; rear bumper, boot lid and tail lamps damaged.',
  reported_by: 'Chinedu Okafor',
  reporter_phone: '+234 803 555 0142',
  estimated_loss: '480000.00',
  third_parties: 'Danfo bus KTU-552-XA, driver Musa Ibrahim',
  police_report_number: 'LAG/ILP/2026/10/3317',
  adjuster_name: null,
  adjuster_firm: null,
  adjuster_email: null,
  offer_amount: null,
  excess: null,
  net_offer: null,
  settled_amount: null,
  settlement_mode: null,
  settled_on: null,
  status_reason: null,
  missing_documents: [],
  age_days: 54,
  age_limit_days: 90,
  overdue: false,
  created_by: ADA,
  created_at: '2026-10-03T09:30:00.000Z',
  updated_at: '2026-10-03T09:30:00.000Z',
  checklist: [],
  documents: [],
  comments: [
    { comment_id: 'comment-1', comment: 'Client will bring the police report on Monday.', by: ADA, at: '2026-10-03T11:00:00.000Z' },
  ],
  history: [],
  stages: [],
  settlement_received: null,
  settlement_paid: null,
  ...historyTo('registered', [FORM, PHOTOS]),
};

const ADJUSTER = { adjuster_name: 'Tunde Bakare', adjuster_firm: 'Crawford & Co', adjuster_email: 'tunde.bakare@crawford.ng' };
const OFFER = { offer_amount: '425000.00', excess: '25000.00', net_offer: '400000.00' };
const ALL_IN = [FORM, PHOTOS, ...REST];
const at = (status: string, documents: ClaimDetails['documents'], more: Partial<ClaimDetails> = {}): ClaimDetails => ({
  ...REGISTERED,
  ...historyTo(status, documents),
  ...more,
});

const DECLINE_REASON = 'The driver was not licensed on the day of the loss';
const DECLINED_AT = '2026-10-15T16:00:00.000Z';

/** Declined by the insurer once submitted. */
const declined = (submitted: ClaimDetails): ClaimDetails => ({
  ...submitted,
  status: 'declined',
  status_reason: DECLINE_REASON,
  age_days: 12,
  history: [
    ...submitted.history,
    { action: 'declined by the insurer', status: 'declined', note: DECLINE_REASON, by: BOLA, at: DECLINED_AT },
  ],
  stages: [
    ...submitted.stages.map((stage) => (stage.to ? stage : { ...stage, to: DECLINED_AT, days: 5 })),
    stageFrom('declined', DECLINED_AT),
  ],
  updated_at: DECLINED_AT,
});
const stageFrom = (status: string, from: string) => ({ status, from, to: null, days: 0 });

export const CLAIMS = {
  /** Registered, three documents of the checklist missing. */
  registered: REGISTERED,
  submitted: at('submitted', ALL_IN),
  /** The adjuster's report is in: the offer may be recorded. */
  underAdjustment: at('under_adjustment', [...ALL_IN, REPORT], ADJUSTER),
  offerReceived: at('offer_received', [...ALL_IN, REPORT], { ...ADJUSTER, ...OFFER }),
  offerAccepted: at('offer_accepted', [...ALL_IN, REPORT], { ...ADJUSTER, ...OFFER }),
  dischargeSigned: at('discharge_signed', [...ALL_IN, REPORT, VOUCHER], { ...ADJUSTER, ...OFFER }),
  /** Received from the insurer and paid on to the client by the brokerage. */
  settled: at('settled', [...ALL_IN, REPORT, VOUCHER], {
    ...ADJUSTER,
    ...OFFER,
    settled_amount: '400000.00',
    settlement_mode: 'through_brokerage',
    settled_on: '2026-11-19',
    age_days: 47,
    settlement_received: { entry_id: 'je-901', ref_no: 'JE/2026/000901', amount: '400000.00', date: '2026-11-17' },
    settlement_paid: { entry_id: 'je-915', ref_no: 'JE/2026/000915', amount: '400000.00', date: '2026-11-19' },
  }),
  declined: declined(at('submitted', ALL_IN)),
} satisfies Record<string, ClaimDetails>;

/** Open past the brokerage's limit. */
export const OVERDUE: ClaimDetails = { ...CLAIMS.registered, age_days: 97, overdue: true };

export const claimAnswer = (claim: ClaimDetails) => ({ success: true as const, data: claim });
export const claimSaved = (claim: ClaimDetails, message = 'Claim updated') => ({ success: true as const, message, data: claim });
