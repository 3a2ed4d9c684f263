import { array, nullable, number, string, type, type Infer } from 'superstruct';
import { answerOf, pageOf, savedAnswerOf } from '../api/envelope';
import { QuoteItem } from '../quotes/quote';
import { PolicyDocument, PolicyEvent } from './policy';

// The endorsement as the API answers it (snake_case, naira decimal text).

const Person = type({ user_id: string(), name: string() });

export const Endorsement = type({
  endorsement_id: string(),
  /** The brokerage's number, END/<year>/000001. */
  endorsement_number: string(),
  kind: string(),
  status: string(),
  description: string(),
  effective_date: string(),
  policy_id: string(),
  policy_number: string(),
  insurer_policy_number: nullable(string()),
  client_type: string(),
  client_id: string(),
  client_name: string(),
  name_of_insured: string(),
  product_name: string(),
  insurance_provider_name: string(),
  /** The policy's period, premium and sum insured when the change was registered, and with it. */
  start_date: string(),
  end_date: string(),
  new_end_date: string(),
  current_premium: string(),
  new_premium: string(),
  current_sum_insured: string(),
  new_sum_insured: string(),
  /** The items and covers as they stand after the change (additions and deletions), else null. */
  items: nullable(array(QuoteItem)),
  covers: nullable(array(type({ cover_id: number(), name: string() }))),
  /** additional, return or none; the pro-rata amount, and the days it is worked on. */
  premium_adjustment_kind: string(),
  premium_adjustment: string(),
  days_remaining: number(),
  days_in_period: number(),
  commission: string(),
  vat_on_commission: string(),
  net_to_insurer: string(),
  invoice_id: nullable(string()),
  invoice_no: nullable(string()),
  invoice_status: nullable(string()),
  refund_id: nullable(string()),
  client_notified_at: nullable(string()),
  /** Why it was rejected. */
  status_reason: nullable(string()),
  decided_by: nullable(Person),
  decided_at: nullable(string()),
  applied_by: nullable(Person),
  applied_at: nullable(string()),
  created_by: nullable(Person),
  created_at: string(),
  updated_at: string(),
});
export type Endorsement = Infer<typeof Endorsement>;

/** GET /policies/endorsement/{id}: the endorsement, its documents and who did what to it, oldest first. */
export const EndorsementDetails = type({ ...Endorsement.schema, documents: array(PolicyDocument), history: array(PolicyEvent) });
export type EndorsementDetails = Infer<typeof EndorsementDetails>;

export const EndorsementResponse = answerOf(EndorsementDetails);
export const EndorsementSavedResponse = savedAnswerOf(EndorsementDetails);
export const EndorsementListResponse = pageOf(Endorsement);

/** Whether the endorsement's additional premium is still to be received before it may apply ("No Premium, No Cover"). */
export const awaitsPremium = (endorsement: Pick<Endorsement, 'premium_adjustment_kind' | 'invoice_status'>): boolean =>
  endorsement.premium_adjustment_kind === 'additional' && endorsement.invoice_status !== 'paid';
