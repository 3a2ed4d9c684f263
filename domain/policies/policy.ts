import { array, boolean, is, nullable, number, optional, record, refine, size, string, type, union, type Infer } from 'superstruct';
import { answerOf, pageOf, savedAnswerOf } from '../api/envelope';
import { CLIENT_TYPES } from '../clients';
import {
  END_DATE_BEFORE_START_DATE,
  FIELD_REQUIRED,
  INVALID_AMOUNT,
  INVALID_COMMISSION_RATE,
  INVALID_DATE,
  LISTED_TWICE,
} from '../common-messages';
import { amountText, choiceText, chooseOneOf, isDate, positiveKobo, Problems, text } from '../invoices/fields';
import { pickIgnoringCase } from '../invoices/vocabulary';
import { COMMISSION_TYPES, normaliseCommissionRate } from '../products';
import { MAX_QUOTE_COVERS, MAX_QUOTE_ITEMS, QuoteItem } from '../quotes/quote';
import { CoBrokerShare, CoInsurerShare, sharesProblems } from '../shares';
import { PATCHABLE_STATUSES } from './status';

// The policy as the API answers it (snake_case) and the payloads that propose, edit and patch one
// (camelCase). Amounts are naira decimal text ('1500.00').

/** Where a proposal comes from: an accepted quote, a paid invoice, a policy it renews, or nothing. */
export const POLICY_SOURCES = ['quote', 'invoice', 'renewal', 'scratch'] as const;

export const MAX_INSURER_POLICY_NUMBER = 60;
export const MAX_STATUS_REASON = 500;

const PolicyItemPayload = type({
  description: text(),
  sumInsured: amountText(),
  details: optional(record(string(), nullable(union([string(), number()])))),
});

const PolicyFields = type({
  /** The accepted quote it comes from; its invoice is the policy's when `invoiceId` is left out. */
  quoteId: text(),
  /** The invoice it is billed on: the client's, for the same product, not billed on another policy. */
  invoiceId: text(),
  /** The policy it renews. */
  renewalOf: text(),
  clientType: choiceText(CLIENT_TYPES),
  clientId: text(),
  nameOfInsured: text(),
  productId: text(),
  sumInsured: amountText(),
  /** The premium for the whole period; blank, the invoice's. */
  premium: amountText(),
  commissionType: choiceText(COMMISSION_TYPES),
  commissionRate: text(),
  startDate: text(),
  endDate: text(),
  covers: optional(size(array(type({ coverId: text() })), 0, MAX_QUOTE_COVERS)),
  items: optional(size(array(PolicyItemPayload), 0, MAX_QUOTE_ITEMS)),
  coBrokers: optional(array(CoBrokerShare)),
  coInsurers: optional(array(CoInsurerShare)),
  narration: text(),
});

function policyProblems(policy: unknown) {
  if (!is(policy, PolicyFields)) return [];
  const problems = new Problems();
  problems.add(
    'clientType',
    !policy.clientType ? FIELD_REQUIRED : !pickIgnoringCase(CLIENT_TYPES, policy.clientType) && chooseOneOf(CLIENT_TYPES),
  );
  problems.add('clientId', !policy.clientId && FIELD_REQUIRED);
  problems.add(
    'nameOfInsured',
    !policy.nameOfInsured ? FIELD_REQUIRED : policy.nameOfInsured.length > 200 && 'Must be at most 200 characters',
  );
  problems.add('productId', !policy.productId && FIELD_REQUIRED);
  problems.add('sumInsured', positiveKobo(policy.sumInsured) === null && INVALID_AMOUNT);
  problems.add(
    'premium',
    policy.premium ? positiveKobo(policy.premium) === null && INVALID_AMOUNT : !policy.invoiceId && !policy.quoteId && FIELD_REQUIRED,
  );
  problems.add('startDate', !policy.startDate ? FIELD_REQUIRED : !isDate(policy.startDate) && INVALID_DATE);
  problems.add('endDate', !policy.endDate ? FIELD_REQUIRED : !isDate(policy.endDate) && INVALID_DATE);
  if (isDate(policy.startDate) && isDate(policy.endDate) && policy.endDate < policy.startDate)
    problems.add('endDate', END_DATE_BEFORE_START_DATE);
  const commissionType = policy.commissionType ? pickIgnoringCase(COMMISSION_TYPES, policy.commissionType) : null;
  problems.add('commissionType', policy.commissionType && !commissionType && chooseOneOf(COMMISSION_TYPES));
  problems.add(
    'commissionRate',
    policy.commissionRate &&
      commissionType &&
      normaliseCommissionRate(commissionType, policy.commissionRate) === null &&
      INVALID_COMMISSION_RATE,
  );
  problems.add('commissionType', policy.commissionRate && !policy.commissionType && FIELD_REQUIRED);
  const covers = new Set<string>();
  for (const [index, cover] of (policy.covers ?? []).entries()) {
    problems.add(`covers.${index}.coverId`, !cover.coverId ? FIELD_REQUIRED : covers.has(cover.coverId) && LISTED_TWICE);
    covers.add(cover.coverId ?? '');
  }
  sharesProblems(problems, policy);
  for (const [index, item] of (policy.items ?? []).entries()) {
    problems.add(
      `items.${index}.description`,
      !item.description ? FIELD_REQUIRED : item.description.length > 500 && 'Must be at most 500 characters',
    );
    problems.add(`items.${index}.sumInsured`, item.sumInsured && positiveKobo(item.sumInsured) === null && INVALID_AMOUNT);
  }
  problems.add('narration', (policy.narration?.length ?? 0) > 1000 && 'Must be at most 1000 characters');
  return problems.failures();
}

/** POST /policies: a proposal's terms. */
export const PolicyPayload = refine(PolicyFields, 'policy', policyProblems);
export type PolicyPayload = Infer<typeof PolicyPayload>;

/** PUT /policies/{id}: new terms for a proposal, or with `endorsementId` an approved endorsement applied to a policy on cover. */
export const PolicyPutPayload = refine(type({ ...PolicyFields.schema, endorsementId: text() }), 'policy', (policy) =>
  policy.endorsementId ? [] : policyProblems(policy),
);
export type PolicyPutPayload = Infer<typeof PolicyPutPayload>;

export const REASON_NEEDED = 'Say why';
export const SAY_WHAT_CHANGES = "Give a status or the insurer's policy number";

/** PATCH /policies/{id}: a new status (a lapse or cancellation says why), the insurer's policy number, or both. */
export const PolicyPatchPayload = refine(
  type({ status: choiceText(PATCHABLE_STATUSES), insurerPolicyNumber: text(), reason: text() }),
  'patch',
  (patch) => {
    const status = patch.status ? pickIgnoringCase(PATCHABLE_STATUSES, patch.status) : null;
    return new Problems()
      .add('status', patch.status && !status && chooseOneOf(PATCHABLE_STATUSES))
      .add('status', !patch.status && !patch.insurerPolicyNumber && SAY_WHAT_CHANGES)
      .add(
        'insurerPolicyNumber',
        (patch.insurerPolicyNumber?.length ?? 0) > MAX_INSURER_POLICY_NUMBER && `Must be at most ${MAX_INSURER_POLICY_NUMBER} characters`,
      )
      .add('reason', (status === 'lapsed' || status === 'cancelled') && !patch.reason && REASON_NEEDED)
      .add('reason', (patch.reason?.length ?? 0) > MAX_STATUS_REASON && `Must be at most ${MAX_STATUS_REASON} characters`)
      .failures();
  },
);
export type PolicyPatchPayload = Infer<typeof PolicyPatchPayload>;

// ---- answers ----------------------------------------------------------------------------------

const Person = type({ user_id: string(), name: string() });

export const PolicyEvent = type({ action: string(), status: string(), note: nullable(string()), by: nullable(Person), at: string() });
export type PolicyEvent = Infer<typeof PolicyEvent>;

export const PolicyDocument = type({
  document_id: string(),
  document_name: string(),
  original_name: string(),
  content_type: string(),
  size_bytes: number(),
  url: string(),
  uploaded_by: nullable(Person),
  uploaded_at: string(),
});
export type PolicyDocument = Infer<typeof PolicyDocument>;

export const Policy = type({
  policy_id: string(),
  /** The brokerage's number, POL/<year>/000001. */
  policy_number: string(),
  /** The insurer's number, once the insurer has issued the policy. */
  insurer_policy_number: nullable(string()),
  status: string(),
  transaction_type: string(),
  client_type: string(),
  client_id: string(),
  client_name: string(),
  name_of_insured: string(),
  product_id: string(),
  product_name: string(),
  insurance_provider_id: number(),
  insurance_provider_name: string(),
  start_date: string(),
  end_date: string(),
  sum_insured: string(),
  premium: string(),
  commission_type: string(),
  commission_rate: string(),
  commission: string(),
  vat_on_commission: string(),
  net_to_insurer: string(),
  covers: array(type({ cover_id: number(), name: string() })),
  items: array(QuoteItem),
  co_brokers: array(type({ co_broker_id: string(), name: string(), percentage_of_premium: string() })),
  co_insurers: array(type({ insurer_id: number(), name: string(), percentage_of_premium: string() })),
  quote_id: nullable(string()),
  quote_number: nullable(string()),
  invoice_id: nullable(string()),
  invoice_no: nullable(string()),
  invoice_status: nullable(string()),
  /** What the client has paid on the invoice so far. */
  premium_paid: string(),
  /** When the invoice was paid in full: the start of the 48 hours for the credit note. */
  premium_received_at: nullable(string()),
  placement_sent_at: nullable(string()),
  placement_confirmed_at: nullable(string()),
  credit_note_due_by: nullable(string()),
  credit_note_sent_at: nullable(string()),
  credit_note_overdue: boolean(),
  activated_at: nullable(string()),
  renewal_of: nullable(string()),
  renewal_of_number: nullable(string()),
  renewed_by: nullable(string()),
  /** When the client was last sent a renewal notice. */
  renewal_notice_sent_at: nullable(string()),
  /** Why it lapsed or was cancelled. */
  status_reason: nullable(string()),
  narration: nullable(string()),
  created_by: nullable(Person),
  created_at: string(),
  updated_at: string(),
});
export type Policy = Infer<typeof Policy>;

/** GET /policies/{id}: the policy, its documents and who did what to it, oldest first. */
export const PolicyDetails = type({ ...Policy.schema, documents: array(PolicyDocument), history: array(PolicyEvent) });
export type PolicyDetails = Infer<typeof PolicyDetails>;

/** GET /policies/policyProposal/{id}: the proposal as the client signs it, with where to reach the proposer. */
export const PolicyProposal = type({
  ...Policy.schema,
  proposer: type({ name: string(), address: nullable(string()), emails: array(string()) }),
});
export type PolicyProposal = Infer<typeof PolicyProposal>;

/** GET /policies/expiringPolicy: a policy on cover ending within the days asked, and how many days it has left. */
export const ExpiringPolicy = type({ ...Policy.schema, days_to_expiry: number() });
export type ExpiringPolicy = Infer<typeof ExpiringPolicy>;

/** Days ahead the expiring list looks by default, and at most. */
export const DEFAULT_DAYS_TO_EXPIRE = 30;
export const MAX_DAYS_TO_EXPIRE = 366;

export const PolicyResponse = answerOf(PolicyDetails);
export const PolicySavedResponse = savedAnswerOf(PolicyDetails);
export const PolicyListResponse = pageOf(Policy);
export const PolicyProposalResponse = answerOf(PolicyProposal);
export const ExpiringPolicyListResponse = pageOf(ExpiringPolicy);

/** The name an uploaded insurer's policy document goes by: GET /policies/{id}/policyDocument answers the latest one. */
export const INSURER_POLICY_DOCUMENT = 'Policy document';
/** The documents a policy usually gathers; the uploader may name another. */
export const POLICY_DOCUMENT_NAMES = [
  'Signed proposal form',
  INSURER_POLICY_DOCUMENT,
  'Certificate of insurance',
  'Valuation report',
  'Inspection report',
  'Other',
] as const;
export const MAX_DOCUMENT_NAME = 100;

/** POST /policies/{id}/uploads: the form's fields beside the file. */
export const PolicyUploadFields = refine(type({ documentName: text() }), 'upload', (fields) =>
  new Problems()
    .add(
      'documentName',
      !fields.documentName
        ? FIELD_REQUIRED
        : fields.documentName.length > MAX_DOCUMENT_NAME && `Must be at most ${MAX_DOCUMENT_NAME} characters`,
    )
    .failures(),
);
export type PolicyUploadFields = Infer<typeof PolicyUploadFields>;
