import { pickIgnoringCase } from '../../../../domain/invoices/vocabulary';
import { nairaToKobo } from '../../../../domain/money';
import {
  EndorsementPayload,
  endorsementProblems,
  endorsementTerms,
  type EndorsedPolicy,
  type EndorsementKind,
  type EndorsementTerms,
  type Policy,
} from '../../../../domain/policies';
import { COMMISSION_TYPES, trimRate } from '../../../../domain/products';
import { validatePayload, type Validated } from '../../../../domain/validation';

// The register form as typed, where it starts from the policy chosen, the EndorsementPayload it
// becomes, and the pro-rata terms the broker sees before saving.

export interface EndorsementItem {
  description: string;
  sumInsured: string;
}

export interface EndorsementForm {
  kind: EndorsementKind | '';
  effectiveDate: string;
  description: string;
  /** The premium for the whole period with the change; blank, unchanged. */
  premium: string;
  /** The sum insured with the change. */
  sumInsured: string;
  /** An extension's new last day of cover. */
  endDate: string;
  /** Additions and deletions: the items and covers as they stand after the change. */
  items: EndorsementItem[];
  coverIds: string[];
  /** Mail the client the endorsement once registered. */
  notify: boolean;
}

/** The kinds whose premium for the whole period the broker types; an extension's and a cancellation's follow from the days. */
export const TYPED_PREMIUM: readonly EndorsementKind[] = ['addition', 'deletion', 'sum insured'];
/** The kinds that may carry a new sum insured ('sum insured' must). */
export const NEW_SUM_INSURED: readonly EndorsementKind[] = ['addition', 'deletion', 'sum insured'];
/** The kinds that list the items and covers as they stand after the change. */
export const LISTS_ITEMS: readonly EndorsementKind[] = ['addition', 'deletion'];

const has = (kinds: readonly EndorsementKind[], kind: EndorsementKind | '') => kind !== '' && kinds.includes(kind);

/** The day in the policy's period nearest to `today`: a change usually takes effect the day it is registered. */
const withinPeriod = (policy: Policy, today: string) =>
  today < policy.start_date ? policy.start_date : today > policy.end_date ? policy.end_date : today;

/** The policy's own items and covers, and the effective date, for a policy just chosen; what the change is stays. */
export function startFrom(policy: Policy, today: string, form: EndorsementForm = blankEndorsement()): EndorsementForm {
  return {
    ...form,
    effectiveDate: withinPeriod(policy, today),
    premium: '',
    sumInsured: '',
    endDate: '',
    items: policy.items.map((item) => ({ description: item.description, sumInsured: item.sum_insured ?? '' })),
    coverIds: policy.covers.map((cover) => String(cover.cover_id)),
  };
}

export const blankEndorsement = (): EndorsementForm => ({
  kind: '',
  effectiveDate: '',
  description: '',
  premium: '',
  sumInsured: '',
  endDate: '',
  items: [],
  coverIds: [],
  notify: false,
});

/** POST /policies/endorsement's body: only the fields the kind of change reads; what else was typed stays on the form. */
export function endorsementPayloadOf(policy: Policy | null, form: EndorsementForm) {
  const lists = has(LISTS_ITEMS, form.kind);
  return {
    policyId: policy?.policy_id ?? '',
    kind: form.kind,
    effectiveDate: form.effectiveDate,
    description: form.description,
    premium: has(TYPED_PREMIUM, form.kind) ? form.premium : '',
    sumInsured: has(NEW_SUM_INSURED, form.kind) ? form.sumInsured : '',
    endDate: form.kind === 'extension' ? form.endDate : '',
    ...(lists
      ? {
          items: form.items.map((item) => ({ description: item.description, sumInsured: item.sumInsured })),
          covers: form.coverIds.map((coverId) => ({ coverId })),
        }
      : {}),
  };
}

/** What the terms read of the policy, from the policy as the API answers it. */
export function endorsedPolicyOf(policy: Policy): EndorsedPolicy {
  return {
    start_date: policy.start_date,
    end_date: policy.end_date,
    status: policy.status,
    premiumKobo: nairaToKobo(policy.premium),
    sumInsuredKobo: nairaToKobo(policy.sum_insured),
    commissionType: pickIgnoringCase(COMMISSION_TYPES, policy.commission_type) ?? 'Percentage',
    // The terms read a percentage of at most 2 decimals; the API may answer '10.0000'.
    commissionRate: trimRate(policy.commission_rate),
    commissionKobo: nairaToKobo(policy.commission),
  };
}

/** The payload checked as the server checks it: its shape and rules, then what the policy allows (the period, the end, the sum insured). */
export function checkEndorsement(policy: Policy | null, form: EndorsementForm): Validated<EndorsementPayload> {
  const checked = validatePayload(EndorsementPayload, endorsementPayloadOf(policy, form));
  if (!checked.ok || !policy) return checked;
  const problems = endorsementProblems(endorsedPolicyOf(policy), checked.value);
  return problems.length > 0 ? { ok: false, errors: problems } : checked;
}

// The preview needs the terms of the change, not the words describing it nor its lists.
const TERMS_ONLY = { description: 'the terms alone', items: [], covers: [] };

/** The pro-rata terms of the change as typed so far, or null until the kind, the dates and the amounts make sense. */
export function previewTerms(policy: Policy | null, form: EndorsementForm): EndorsementTerms | null {
  if (!policy) return null;
  const checked = validatePayload(EndorsementPayload, { ...endorsementPayloadOf(policy, form), ...TERMS_ONLY });
  if (!checked.ok) return null;
  const endorsed = endorsedPolicyOf(policy);
  return endorsementProblems(endorsed, checked.value).length > 0 ? null : endorsementTerms(endorsed, checked.value);
}
