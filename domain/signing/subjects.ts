import type { PermissionName } from '../permissions';

// What a client can be asked to sign: a proposal form uploaded on a quote request, the quote slip
// of a quote they accept, or a claim's discharge voucher.

export const SIGNING_SUBJECT_KINDS = ['proposal_form', 'quote_acceptance', 'discharge_voucher'] as const;
export type SigningSubjectKind = (typeof SIGNING_SUBJECT_KINDS)[number];

export const SIGNING_SUBJECT_LABELS: Record<SigningSubjectKind, string> = {
  proposal_form: 'Proposal form',
  quote_acceptance: 'Quote acceptance',
  discharge_voucher: 'Discharge voucher',
};

/** Who may read each kind of document: a sender must also hold this (server/signing/subjects.ts). */
export const SIGNING_SUBJECT_READERS: Record<SigningSubjectKind, PermissionName> = {
  proposal_form: 'View Quotes',
  quote_acceptance: 'View Quotes',
  discharge_voucher: 'View Claims',
};
