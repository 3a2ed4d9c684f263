import { array, optional, refine, size, type, type Infer } from 'superstruct';
import { FIELD_REQUIRED, INVALID_AMOUNT, INVALID_DATE, LISTED_TWICE } from '../common-messages';
import { amountText, choiceText, chooseOneOf, isDate, positiveKobo, Problems, text } from '../invoices/fields';
import { commissionKobo, collectedShareKobo, vatOnCommissionKobo } from '../invoices/money';
import { ENDORSEMENT, ENDORSEMENT_REMITTANCE, pickIgnoringCase } from '../invoices/vocabulary';
import { formatNaira } from '../money';
import { MAX_QUOTE_COVERS, MAX_QUOTE_ITEMS } from '../quotes/quote';
import { daysInclusive, endorsementAdjustment, type Period, type PremiumAdjustment } from './pro-rata';
import type { CommissionType } from '../products';
import type { FieldError } from '../validation';

// An endorsement (issue 16): a mid-term change to a policy on cover, registered, approved or
// rejected, then applied to the policy. Its premium is the pro-rata change for the days that remain;
// an additional premium is billed on a POLICY_EDORSEMENT invoice, a return premium comes back on a
// POLICY_EDORSEMENT_REMITTANCE invoice and is refunded to the client.

export const ENDORSEMENT_KINDS = ['addition', 'deletion', 'sum insured', 'extension', 'cancellation'] as const;
export type EndorsementKind = (typeof ENDORSEMENT_KINDS)[number];

export const ENDORSEMENT_KIND_LABELS: Record<EndorsementKind, string> = {
  addition: 'Add items or covers',
  deletion: 'Remove items or covers',
  'sum insured': 'Change the sum insured',
  extension: 'Extend the period',
  cancellation: 'Cancel the policy',
};

export const ENDORSEMENT_STATUSES = ['pending', 'approved', 'applied', 'rejected'] as const;
export type EndorsementStatus = (typeof ENDORSEMENT_STATUSES)[number];

export type EndorsementMove = 'approve' | 'reject' | 'apply' | 'upload';

export const ENDORSEMENT_MOVES: Record<EndorsementMove, readonly EndorsementStatus[]> = {
  approve: ['pending'],
  reject: ['pending'],
  apply: ['approved'],
  upload: ['pending', 'approved', 'applied'],
};

const REFUSALS: Record<EndorsementMove, string> = {
  approve: 'Only a pending endorsement can be approved',
  reject: 'Only a pending endorsement can be rejected',
  apply: 'Only an approved endorsement can be applied to the policy',
  upload: 'A rejected endorsement takes no documents',
};

export const canMoveEndorsement = (status: EndorsementStatus, move: EndorsementMove): boolean => ENDORSEMENT_MOVES[move].includes(status);
export const endorsementMoveRefusal = (move: EndorsementMove, status: EndorsementStatus): string =>
  `${REFUSALS[move]}; this one is ${status}`;

/** The statuses PATCH /policies/endorsement/{id} may ask for. */
export const DECIDED_STATUSES = ['approved', 'rejected'] as const;
export type DecidedStatus = (typeof DECIDED_STATUSES)[number];

export const ENDORSEMENT_NOT_FOUND = 'Endorsement not found';
export const openEndorsementRefusal = (number: string) =>
  `Endorsement ${number} on this policy is still open: apply or reject it before registering another`;
export const unpaidEndorsementRefusal = (invoiceNo: string) =>
  `No Premium, No Cover: the additional premium on invoice ${invoiceNo} is not received in full`;
export const EFFECTIVE_OUTSIDE_PERIOD = 'The change must take effect within the policy period';
export const EXTEND_BEYOND_END = 'The new end date must be after the current end date';
export const SAME_SUM_INSURED = 'The new sum insured is the same as the current one';
export const SAY_WHAT_IS_ADDED = 'List the items or covers as they stand after the change';
export const MAX_ENDORSEMENT_DESCRIPTION = 1000;

const EndorsementItemPayload = type({ description: text(), sumInsured: amountText() });

/** POST /policies/endorsement: the change, as the broker registers it. */
export const EndorsementPayload = refine(
  type({
    policyId: text(),
    kind: choiceText(ENDORSEMENT_KINDS),
    effectiveDate: text(),
    description: text(),
    /** The premium for the whole period with the change; blank, the premium does not change. */
    premium: amountText(),
    /** The sum insured with the change. */
    sumInsured: amountText(),
    /** An extension's new last day of cover. */
    endDate: text(),
    /** Additions and deletions: the items and covers as they stand after the change. */
    items: optional(size(array(EndorsementItemPayload), 0, MAX_QUOTE_ITEMS)),
    covers: optional(size(array(type({ coverId: text() })), 0, MAX_QUOTE_COVERS)),
  }),
  'endorsement',
  (payload) => {
    const problems = new Problems();
    const kind = payload.kind ? pickIgnoringCase(ENDORSEMENT_KINDS, payload.kind) : null;
    problems.add('policyId', !payload.policyId && FIELD_REQUIRED);
    problems.add('kind', !payload.kind ? FIELD_REQUIRED : !kind && chooseOneOf(ENDORSEMENT_KINDS));
    problems.add('effectiveDate', !payload.effectiveDate ? FIELD_REQUIRED : !isDate(payload.effectiveDate) && INVALID_DATE);
    problems.add(
      'description',
      !payload.description
        ? FIELD_REQUIRED
        : payload.description.length > MAX_ENDORSEMENT_DESCRIPTION && `Must be at most ${MAX_ENDORSEMENT_DESCRIPTION} characters`,
    );
    problems.add('premium', payload.premium && positiveKobo(payload.premium) === null && INVALID_AMOUNT);
    problems.add(
      'sumInsured',
      payload.sumInsured ? positiveKobo(payload.sumInsured) === null && INVALID_AMOUNT : kind === 'sum insured' && FIELD_REQUIRED,
    );
    problems.add('endDate', kind === 'extension' && (!payload.endDate ? FIELD_REQUIRED : !isDate(payload.endDate) && INVALID_DATE));
    if ((kind === 'addition' || kind === 'deletion') && payload.items === undefined && payload.covers === undefined)
      problems.add('items', SAY_WHAT_IS_ADDED);
    for (const [index, item] of (payload.items ?? []).entries()) {
      problems.add(`items.${index}.description`, !item.description && FIELD_REQUIRED);
      problems.add(`items.${index}.sumInsured`, item.sumInsured && positiveKobo(item.sumInsured) === null && INVALID_AMOUNT);
    }
    const covers = new Set<string>();
    for (const [index, cover] of (payload.covers ?? []).entries()) {
      problems.add(`covers.${index}.coverId`, !cover.coverId ? FIELD_REQUIRED : covers.has(cover.coverId) && LISTED_TWICE);
      covers.add(cover.coverId ?? '');
    }
    return problems.failures();
  },
);
export type EndorsementPayload = Infer<typeof EndorsementPayload>;

export const MAX_DECISION_REASON = 500;

/** PATCH /policies/endorsement/{id}: approve, or reject saying why. */
export const EndorsementDecisionPayload = refine(type({ status: choiceText(DECIDED_STATUSES), reason: text() }), 'decision', (patch) =>
  new Problems()
    .add('status', !patch.status ? FIELD_REQUIRED : !pickIgnoringCase(DECIDED_STATUSES, patch.status) && chooseOneOf(DECIDED_STATUSES))
    .add('reason', patch.status === 'rejected' && !patch.reason && 'Say why')
    .add('reason', (patch.reason?.length ?? 0) > MAX_DECISION_REASON && `Must be at most ${MAX_DECISION_REASON} characters`)
    .failures(),
);
export type EndorsementDecisionPayload = Infer<typeof EndorsementDecisionPayload>;

// ---- the terms: what the change does to the policy and its premium ------------------------------

/** What the terms read of the policy. */
export interface EndorsedPolicy extends Period {
  status: string;
  premiumKobo: number;
  sumInsuredKobo: number;
  commissionType: CommissionType;
  commissionRate: string;
  commissionKobo: number;
}

export interface EndorsementTerms {
  /** The premium for the whole period once the change applies. */
  newPremiumKobo: number;
  newSumInsuredKobo: number;
  newEndDate: string;
  adjustment: PremiumAdjustment;
  /** The brokerage's commission on the adjustment, the VAT on it, and the insurer's share. */
  commissionKobo: number;
  vatKobo: number;
  netKobo: number;
}

/** Why the endorsement may not be registered on this policy, as field errors (none when it may). */
export function endorsementProblems(policy: EndorsedPolicy, payload: EndorsementPayload): FieldError[] {
  const problems = new Problems();
  const effective = payload.effectiveDate!;
  problems.add('effectiveDate', (effective < policy.start_date || effective > policy.end_date) && EFFECTIVE_OUTSIDE_PERIOD);
  if (payload.kind === 'extension') problems.add('endDate', payload.endDate! <= policy.end_date && EXTEND_BEYOND_END);
  if (payload.kind === 'sum insured')
    problems.add('sumInsured', positiveKobo(payload.sumInsured) === policy.sumInsuredKobo && SAME_SUM_INSURED);
  return problems.list;
}

/** The commission on part of the policy's premium: the percentage of it, or that part of a flat commission. */
export function commissionOnPart(policy: EndorsedPolicy, partKobo: number): number {
  if (policy.commissionType === 'Percentage') return commissionKobo('Percentage', policy.commissionRate, partKobo) ?? 0;
  return collectedShareKobo(policy.commissionKobo, Math.min(partKobo, policy.premiumKobo), policy.premiumKobo);
}

/**
 * The change's premium: an extension is charged at the policy's daily rate for the days added; a
 * cancellation returns the premium of the days left from the effective date; any other change is
 * the new premium's difference for the days left. `payload` has passed EndorsementPayload and
 * endorsementProblems.
 */
export function endorsementTerms(policy: EndorsedPolicy, payload: EndorsementPayload): EndorsementTerms {
  const period = { start_date: policy.start_date, end_date: policy.end_date };
  const effective = payload.effectiveDate!;
  let newPremiumKobo = positiveKobo(payload.premium) ?? policy.premiumKobo;
  let newEndDate = policy.end_date;
  let adjustment: PremiumAdjustment;
  if (payload.kind === 'cancellation') {
    newPremiumKobo = policy.premiumKobo;
    adjustment = endorsementAdjustment(period, policy.premiumKobo, 0, effective);
  } else if (payload.kind === 'extension') {
    newEndDate = payload.endDate!;
    const daysInPeriod = daysInclusive(policy.start_date, policy.end_date);
    const daysAdded = daysInclusive(policy.end_date, newEndDate) - 1;
    const extra = Number((BigInt(policy.premiumKobo) * BigInt(daysAdded)) / BigInt(daysInPeriod));
    newPremiumKobo = policy.premiumKobo + extra;
    adjustment = { kind: extra > 0 ? 'additional' : 'none', amountKobo: extra, daysRemaining: daysAdded, daysInPeriod };
  } else {
    adjustment = endorsementAdjustment(period, policy.premiumKobo, newPremiumKobo, effective);
  }
  const commission = Math.min(commissionOnPart(policy, adjustment.amountKobo), adjustment.amountKobo);
  const vat = vatOnCommissionKobo(commission);
  return {
    newPremiumKobo,
    newSumInsuredKobo: positiveKobo(payload.sumInsured) ?? policy.sumInsuredKobo,
    newEndDate,
    adjustment,
    commissionKobo: commission,
    vatKobo: vat,
    netKobo: adjustment.amountKobo - commission - vat,
  };
}

/** The invoice an endorsement's premium goes on, or none when the premium does not change. */
export const endorsementInvoiceType = (adjustment: Pick<PremiumAdjustment, 'kind'>) =>
  adjustment.kind === 'additional' ? ENDORSEMENT : adjustment.kind === 'return' ? ENDORSEMENT_REMITTANCE : null;

/** How the register form words the pro-rata premium, for the broker to check before saving. */
export function describeAdjustment(adjustment: PremiumAdjustment): string {
  const days = `${adjustment.daysRemaining} of ${adjustment.daysInPeriod} days`;
  if (adjustment.kind === 'additional') return `Additional premium ${formatNaira(adjustment.amountKobo)} (${days})`;
  if (adjustment.kind === 'return') return `Return premium ${formatNaira(adjustment.amountKobo)} (${days})`;
  return 'No change of premium';
}
