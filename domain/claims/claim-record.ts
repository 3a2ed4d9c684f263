import { array, boolean, nullable, number, string, type, type Infer } from 'superstruct';
import { answerOf, pageOf, savedAnswerOf } from '../api/envelope';
import { PolicyDocument, PolicyEvent } from '../policies/policy';

// The claim as the API answers it (snake_case, naira decimal text).

const Person = type({ user_id: string(), name: string() });
const money = () => nullable(string());

export const Claim = type({
  claim_id: string(),
  /** The brokerage's number, CLM/<year>/000001. */
  claim_number: string(),
  status: string(),
  policy_id: string(),
  policy_number: string(),
  insurer_policy_number: nullable(string()),
  client_type: string(),
  client_id: string(),
  client_name: string(),
  name_of_insured: string(),
  product_name: string(),
  /** The class of business (insurance category) whose checklist applies. */
  category_code: nullable(string()),
  category_name: nullable(string()),
  insurance_provider_id: number(),
  insurance_provider_name: string(),
  insured_item: nullable(string()),
  loss_date: string(),
  loss_place: string(),
  reported_date: string(),
  cause: string(),
  description: string(),
  reported_by: string(),
  reporter_phone: nullable(string()),
  estimated_loss: string(),
  third_parties: nullable(string()),
  police_report_number: nullable(string()),
  adjuster_name: nullable(string()),
  adjuster_firm: nullable(string()),
  adjuster_email: nullable(string()),
  offer_amount: money(),
  excess: money(),
  /** The offer less the excess: what the client is paid. */
  net_offer: money(),
  settled_amount: money(),
  settlement_mode: nullable(string()),
  settled_on: nullable(string()),
  /** Why it was declined, withdrawn or its offer disputed. */
  status_reason: nullable(string()),
  /** The documents of the checklist not yet with the claim. */
  missing_documents: array(string()),
  /** Days since it was reported, up to the day it was settled, declined or withdrawn. */
  age_days: number(),
  age_limit_days: number(),
  overdue: boolean(),
  created_by: nullable(Person),
  created_at: string(),
  updated_at: string(),
});
export type Claim = Infer<typeof Claim>;

/** One message of the claim's conversation (ClaimsComments). */
export const ClaimComment = type({ comment_id: string(), comment: string(), by: nullable(Person), at: string() });
export type ClaimComment = Infer<typeof ClaimComment>;

/** How long the claim stayed in a status: to the next change, or to today while it is still there. */
export const ClaimStage = type({ status: string(), from: string(), to: nullable(string()), days: number() });
export type ClaimStage = Infer<typeof ClaimStage>;

/** A journal entry the settlement posted. */
const Posting = type({ entry_id: string(), ref_no: string(), amount: string(), date: string() });

/** GET /claims/{id}: the claim with its checklist, documents, conversation, history and settlement. */
export const ClaimDetails = type({
  ...Claim.schema,
  checklist: array(type({ document_name: string(), received: boolean() })),
  documents: array(PolicyDocument),
  comments: array(ClaimComment),
  history: array(PolicyEvent),
  stages: array(ClaimStage),
  settlement_received: nullable(Posting),
  settlement_paid: nullable(Posting),
});
export type ClaimDetails = Infer<typeof ClaimDetails>;

export const ClaimResponse = answerOf(ClaimDetails);
export const ClaimSavedResponse = savedAnswerOf(ClaimDetails);
export const ClaimListResponse = pageOf(Claim);
export const ClaimCommentResponse = savedAnswerOf(ClaimComment);
export const ClaimNotificationAnswer = type({ sent_to: array(string()), event: string() });
export const ClaimNotificationResponse = savedAnswerOf(ClaimNotificationAnswer);
