import { koboToNaira, nairaToKobo } from '../../domain/money';
import {
  endorsementTerms,
  type EndorsedPolicy,
  type Endorsement,
  type EndorsementDetails,
  type EndorsementPayload,
} from '../../domain/policies';
import { trimRate } from '../../domain/products';
import { ADA, BOLA, POLICIES, POLICY_ID } from '../policies/policy-fixtures';
import type { EndorsementViewer } from '../../machines/endorsement-lifecycle/endorsement-lifecycle.types';

// Changes to Chinedu Okafor's motor policy with Leadway Assurance (stories/policies), on cover from
// 2026-04-01 to 2027-03-31 for ₦338,437.50 at 10% commission, as GET /policies/endorsement/{id}
// answers them. Their premiums are worked by the domain's own endorsementTerms, so that every
// amount agrees with the policy's: the page's stories, the machine's stories and the tests read these.

export { POLICY_ID };

export const ENDORSEMENT_ID = '0e7b3c9a-2d4f-4a61-8b5e-9c1d2e3f4a50';
export const ADDITION_INVOICE_ID = '1f8c4dab-3e5a-4b72-9c6f-0d2e3f4a5b61';
export const REMITTANCE_INVOICE_ID = '2a9d5ebc-4f6b-4c83-8d7a-1e3f4a5b6c72';
export const REFUND_ID = '3bae6fcd-5a7c-4d94-9e8b-2f4a5b6c7d83';

/** Holds 'Manage Endorsements'. */
export const MANAGER: EndorsementViewer = { mayManage: true };
/** Holds 'View Policies' only. */
export const READER: EndorsementViewer = { mayManage: false };

export const REJECTION_REASON = 'The valuation report is from 2024; ask the client for a current one';

const POLICY = POLICIES.active;
const ON_COVER: EndorsedPolicy = {
  status: POLICY.status,
  start_date: POLICY.start_date,
  end_date: POLICY.end_date,
  premiumKobo: nairaToKobo(POLICY.premium),
  sumInsuredKobo: nairaToKobo(POLICY.sum_insured),
  commissionType: 'Percentage',
  // The API writes the rate with four decimals ('10.0000'); the domain's percentages take two at most.
  commissionRate: trimRate(POLICY.commission_rate),
  commissionKobo: nairaToKobo(POLICY.commission),
};

const REGISTERED_AT = '2026-11-26T09:00:00.000Z';
const DECIDED_AT = '2026-11-26T15:00:00.000Z';
const PAID_AT = '2026-11-28T10:00:00.000Z';
const APPLIED_AT = '2026-11-28T11:30:00.000Z';
const EFFECTIVE = '2026-12-01';

const COROLLA = POLICY.items[0]!;
const ACCORD = { description: 'Honda Accord 2021, black', sum_insured: '15000000.00', details: { registrationNumber: 'KJA-456-LG' } };

/** The change as the broker registers it, with its items and covers as they stand after it. */
interface Change {
  id: string;
  number: string;
  payload: EndorsementPayload & { kind: string; description: string };
  items?: EndorsementDetails['items'];
  covers?: EndorsementDetails['covers'];
}

const event = (action: string, status: string, at: string, by = ADA, note: string | null = null) => ({ action, status, note, by, at });

/** Registered (pending), its premium worked from the policy on cover. */
function registered({ id, number, payload, items = null, covers = null }: Change): EndorsementDetails {
  const terms = endorsementTerms(ON_COVER, payload);
  return {
    endorsement_id: id,
    endorsement_number: number,
    kind: payload.kind,
    status: 'pending',
    description: payload.description,
    effective_date: payload.effectiveDate ?? EFFECTIVE,
    policy_id: POLICY_ID,
    policy_number: POLICY.policy_number,
    insurer_policy_number: POLICY.insurer_policy_number,
    client_type: POLICY.client_type,
    client_id: POLICY.client_id,
    client_name: POLICY.client_name,
    name_of_insured: POLICY.name_of_insured,
    product_name: POLICY.product_name,
    insurance_provider_name: POLICY.insurance_provider_name,
    start_date: POLICY.start_date,
    end_date: POLICY.end_date,
    new_end_date: terms.newEndDate,
    current_premium: POLICY.premium,
    new_premium: koboToNaira(terms.newPremiumKobo),
    current_sum_insured: POLICY.sum_insured,
    new_sum_insured: koboToNaira(terms.newSumInsuredKobo),
    items,
    covers,
    premium_adjustment_kind: terms.adjustment.kind,
    premium_adjustment: koboToNaira(terms.adjustment.amountKobo),
    days_remaining: terms.adjustment.daysRemaining,
    days_in_period: terms.adjustment.daysInPeriod,
    commission: koboToNaira(terms.commissionKobo),
    vat_on_commission: koboToNaira(terms.vatKobo),
    net_to_insurer: koboToNaira(terms.netKobo),
    invoice_id: null,
    invoice_no: null,
    invoice_status: null,
    refund_id: null,
    client_notified_at: REGISTERED_AT,
    status_reason: null,
    decided_by: null,
    decided_at: null,
    applied_by: null,
    applied_at: null,
    created_by: ADA,
    created_at: REGISTERED_AT,
    updated_at: REGISTERED_AT,
    documents: [],
    history: [event('registered', 'pending', REGISTERED_AT)],
  };
}

/** Approved by Bola: an additional premium is billed (POLICY_EDORSEMENT), a return premium comes back with a refund. */
function approved(endorsement: EndorsementDetails, invoiceNo: string): EndorsementDetails {
  const returned = endorsement.premium_adjustment_kind === 'return';
  const billed = endorsement.premium_adjustment_kind !== 'none';
  return {
    ...endorsement,
    status: 'approved',
    invoice_id: billed ? (returned ? REMITTANCE_INVOICE_ID : ADDITION_INVOICE_ID) : null,
    invoice_no: billed ? invoiceNo : null,
    invoice_status: billed ? 'payment pending' : null,
    refund_id: returned ? REFUND_ID : null,
    decided_by: BOLA,
    decided_at: DECIDED_AT,
    updated_at: DECIDED_AT,
    history: [...endorsement.history, event('approved', 'approved', DECIDED_AT, BOLA, billed ? `Invoice ${invoiceNo}` : null)],
  };
}

const paid = (endorsement: EndorsementDetails): EndorsementDetails => ({ ...endorsement, invoice_status: 'paid', updated_at: PAID_AT });

function applied(endorsement: EndorsementDetails): EndorsementDetails {
  return {
    ...endorsement,
    status: 'applied',
    applied_by: BOLA,
    applied_at: APPLIED_AT,
    updated_at: APPLIED_AT,
    history: [...endorsement.history, event(`applied to ${endorsement.policy_number}`, 'applied', APPLIED_AT, BOLA)],
  };
}

function rejected(endorsement: EndorsementDetails, reason: string): EndorsementDetails {
  return {
    ...endorsement,
    status: 'rejected',
    status_reason: reason,
    decided_by: BOLA,
    decided_at: DECIDED_AT,
    updated_at: DECIDED_AT,
    history: [...endorsement.history, event('rejected', 'rejected', DECIDED_AT, BOLA, reason)],
  };
}

const SCHEDULE = {
  document_id: 'doc-end-1',
  document_name: 'Vehicle licence',
  original_name: 'accord-licence.pdf',
  content_type: 'application/pdf',
  size_bytes: 96_000,
  url: '/api/v1/file/download?fileName=accord-licence.pdf',
  uploaded_by: ADA,
  uploaded_at: '2026-11-26T09:20:00.000Z',
};

/** A second car on the policy from 1 December: an additional premium for the 121 days left. */
const addition = registered({
  id: ENDORSEMENT_ID,
  number: 'END/2026/000003',
  payload: {
    policyId: POLICY_ID,
    kind: 'addition',
    effectiveDate: EFFECTIVE,
    description: 'Add a second car: Honda Accord 2021, black',
    premium: '450000.00',
    sumInsured: '27500000.00',
  },
  items: [COROLLA, ACCORD],
  covers: POLICY.covers,
});
const additionApproved = approved({ ...addition, documents: [SCHEDULE] }, 'INV/2026/000214');

/** The flood extension taken off from 1 December: a return premium, refunded to the client. */
const deletion = approved(
  registered({
    id: '4cbf7ade-6b8d-4ea5-8f9c-3a5b6c7d8e94',
    number: 'END/2026/000004',
    payload: {
      policyId: POLICY_ID,
      kind: 'deletion',
      effectiveDate: EFFECTIVE,
      description: 'Remove the flood extension',
      premium: '310000.00',
    },
    items: [COROLLA],
    covers: POLICY.covers.filter((cover) => cover.name !== 'Flood extension'),
  }),
  'INV/2026/000215',
);

/** The Corolla revalued upwards: rejected for want of a current valuation. */
const sumInsured = rejected(
  registered({
    id: '5dc08bef-7c9e-4fb6-9a0d-4b6c7d8e9fa5',
    number: 'END/2026/000005',
    payload: {
      policyId: POLICY_ID,
      kind: 'sum insured',
      effectiveDate: EFFECTIVE,
      description: 'The car is revalued at ₦15,000,000',
      premium: '406125.00',
      sumInsured: '15000000.00',
    },
  }),
  REJECTION_REASON,
);

/** Three more months while the client relocates: the policy's daily rate for the 91 days added. */
const extension = registered({
  id: '6ed19cf0-8daf-4ac7-8b1e-5c7d8e9fab06',
  number: 'END/2026/000006',
  payload: {
    policyId: POLICY_ID,
    kind: 'extension',
    effectiveDate: EFFECTIVE,
    description: 'Extend cover to 30 June 2027 while the client relocates',
    endDate: '2027-06-30',
  },
});

/** The car sold: the premium of the days left comes back, refunded, and the policy ends. */
const cancellation = applied(
  paid(
    approved(
      registered({
        id: '7fe2ad01-9eb0-4bd8-9c2f-6d8e9fabc117',
        number: 'END/2026/000007',
        payload: { policyId: POLICY_ID, kind: 'cancellation', effectiveDate: EFFECTIVE, description: 'The car was sold on 30 November' },
      }),
      'INV/2026/000216',
    ),
  ),
);

/** One endorsement through its life, and one of each kind. */
export const ENDORSEMENTS = {
  /** An addition, registered: approve or reject it. */
  pending: addition,
  /** Approved, its invoice not paid: "No Premium, No Cover" holds it back. */
  awaitingPremium: additionApproved,
  /** Approved and paid: ready to apply. */
  approved: paid(additionApproved),
  applied: applied(paid(additionApproved)),
  /** A sum insured change, rejected with the reason. */
  rejected: sumInsured,
  /** A deletion approved: a return premium on a remittance invoice and a refund; nothing to wait for. */
  deletion,
  extension,
  /** A cancellation applied, its premium refunded. */
  cancellation,
} satisfies Record<string, EndorsementDetails>;

export const endorsementAnswer = (endorsement: EndorsementDetails) => ({ success: true as const, data: endorsement });
export const endorsementSaved = (endorsement: EndorsementDetails, message = 'Endorsement updated') => ({
  success: true as const,
  message,
  data: endorsement,
});

/** An endorsement as the list answers it: without its documents and history. */
export const listed = ({ documents: _documents, history: _history, ...endorsement }: EndorsementDetails): Endorsement => endorsement;

export const LISTED_ENDORSEMENTS: Endorsement[] = [
  ENDORSEMENTS.extension,
  ENDORSEMENTS.cancellation,
  ENDORSEMENTS.rejected,
  ENDORSEMENTS.deletion,
  ENDORSEMENTS.awaitingPremium,
].map(listed);

export const endorsementsAnswer = (rows: Endorsement[], page = 1, pages = 1, total = rows.length) => ({
  success: true as const,
  data: rows,
  meta: { page, limit: 20, total, pages },
});
