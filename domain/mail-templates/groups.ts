import type { MailKind } from './catalogue';

// The kinds of mail as a broker looks for them on Email Integration › Mail templates.

/** The kinds of mail a claim sends. */
export const CLAIM_MAIL_KINDS = [
  'claim_registered',
  'claim_notice_of_loss',
  'claim_documents_requested',
  'claim_submitted',
  'claim_offer_received',
  'claim_settled',
  'claim_declined',
  'claim_overdue',
] as const satisfies readonly MailKind[];
export type ClaimMailKind = (typeof CLAIM_MAIL_KINDS)[number];

export interface MailKindGroup {
  title: string;
  kinds: readonly MailKind[];
}

export const MAIL_KIND_GROUPS: readonly MailKindGroup[] = [
  { title: 'Quotes and invoices', kinds: ['quote_slip', 'invoice_document'] },
  { title: 'Policies', kinds: ['placement_slip', 'endorsement_notice', 'renewal_notice', 'renewal_reminder'] },
  { title: 'Claims', kinds: CLAIM_MAIL_KINDS },
  { title: 'Electronic signatures', kinds: ['signing_request', 'signing_reminder'] },
  { title: 'Users and sign-in', kinds: ['verification', 'password_reset', 'invitation', 'sign_in_failures', 'connection_test'] },
];
