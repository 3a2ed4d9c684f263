import { formatDate } from '../../../domain/format/dates';
import { nairaToKobo } from '../../../domain/money';
import {
  describeAdjustment,
  ENDORSEMENT_KIND_LABELS,
  ENDORSEMENT_KINDS,
  type Endorsement,
  type EndorsementKind,
  type PremiumAdjustmentKind,
} from '../../../domain/policies';

/** A date from the API as yyyy-MM-dd. */
export const day = (date: string) => formatDate(date);

/** The kind as the broker reads it (Add items or covers); a kind the domain does not name as the server wrote it. */
export const kindLabel = (kind: string) =>
  (ENDORSEMENT_KINDS as readonly string[]).includes(kind) ? ENDORSEMENT_KIND_LABELS[kind as EndorsementKind] : kind;

/** The pro-rata premium of the change, worded as the register form words it: "Additional premium ₦36,983.73 (121 of 365 days)". */
export const adjustmentText = (endorsement: Endorsement) =>
  describeAdjustment({
    kind: endorsement.premium_adjustment_kind as PremiumAdjustmentKind,
    amountKobo: nairaToKobo(endorsement.premium_adjustment),
    daysRemaining: endorsement.days_remaining,
    daysInPeriod: endorsement.days_in_period,
  });

export const endorsementPath = (endorsementId: string) => `/policy/endorsement/${encodeURIComponent(endorsementId)}`;

/** Where the brokerage's refunds are listed. */
export const REFUNDS_PATH = '/policies/allRefund';
export const REGISTER_PATH = '/policy/endorsement/register';
