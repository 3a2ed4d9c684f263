import type { PlaceholderName } from './placeholders';

// Every kind of mail the product sends (issue 20, "Templates for each kind of mail"): its label, the
// placeholders it may use and its default words. A brokerage's own template replaces the default.
// A body is paragraphs separated by a blank line; a line left empty once filled is dropped.

export interface MailKindDefinition {
  label: string;
  /** Who receives it, in a few words, for the list of kinds. */
  audience: string;
  placeholders: readonly PlaceholderName[];
  subject: string;
  body: string;
}

const SIGNATURE = '{{brokerage_name}}\n{{brokerage_contacts}}';
const paragraphs = (...lines: string[]) => lines.join('\n\n');

const CLAIM = [
  'client_name',
  'insurer_name',
  'claim_number',
  'policy_number',
  'insured_name',
  'loss',
  'brokerage_name',
  'brokerage_contacts',
] as const;
const SIGNING = ['client_name', 'document_title', 'brokerage_name', 'signing_message', 'link', 'expires_at'] as const;

export const MAIL_KINDS = {
  verification: {
    label: 'Email verification',
    audience: 'A new user',
    placeholders: ['user_name', 'link'],
    subject: 'Verify your email address',
    body: paragraphs(
      'Hello {{user_name}},',
      'Please confirm your email address to finish setting up your IBMS Broker Office account. The link works once and expires in 48 hours.',
      'Verify your email: {{link}}',
    ),
  },
  password_reset: {
    label: 'Password reset',
    audience: 'A user who forgot their password',
    placeholders: ['user_name', 'link'],
    subject: 'Reset your password',
    body: paragraphs(
      'Hello {{user_name}},',
      'Someone asked to reset the password of your IBMS Broker Office account. If it was you, choose a new password with the link below; it works once and expires in an hour. If it was not you, ignore this mail.',
      'Reset your password: {{link}}',
    ),
  },
  invitation: {
    label: 'Invitation of a user',
    audience: 'An invited user',
    placeholders: ['user_name', 'inviter_name', 'brokerage_name', 'email', 'temporary_password', 'link'],
    subject: 'You are invited to {{brokerage_name}}',
    body: paragraphs(
      'Hello {{user_name}},',
      '{{inviter_name}} invited you to {{brokerage_name}} on IBMS Broker Office.',
      'First confirm your email address with the link below; it works once and expires in 48 hours.',
      'Then sign in with your email ({{email}}) and this temporary password: {{temporary_password}}',
      'You will be asked to choose your own password when you first sign in.',
      'Confirm your email: {{link}}',
    ),
  },
  sign_in_failures: {
    label: 'Failed sign-in warning',
    audience: 'The account’s owner',
    placeholders: ['user_name', 'summary', 'advice', 'link'],
    subject: 'Failed sign-in attempts on your account',
    body: paragraphs('Hello {{user_name}},', '{{summary}}', '{{advice}}', 'Change your password: {{link}}'),
  },
  connection_test: {
    label: 'Mail connection test',
    audience: 'The admin testing the connection',
    placeholders: ['brokerage_name'],
    subject: 'Test mail from {{brokerage_name}}',
    body: paragraphs(
      'Hello,',
      "This is a test mail from {{brokerage_name}}'s mail connection in IBMS Broker Office. It arrived, so the connection works: the brokerage's mail can leave through it.",
    ),
  },
  invoice_document: {
    label: 'Invoice document (debit note, credit note, receipt)',
    audience: 'The client or the insurer’s underwriters',
    placeholders: [
      'recipient_name',
      'document_title',
      'invoice_number',
      'amount',
      'insured_name',
      'product_name',
      'insurer_name',
      'file_name',
      'brokerage_name',
      'brokerage_contacts',
    ],
    subject: '{{document_title}} {{invoice_number}} from {{brokerage_name}}',
    body: paragraphs(
      'Dear {{recipient_name}},',
      'Please find attached the {{document_title}} for invoice {{invoice_number}}: {{insured_name}}, {{product_name}} with {{insurer_name}}.',
      'Attached: {{file_name}}',
      SIGNATURE,
    ),
  },
  quote_slip: {
    label: 'Quotation',
    audience: 'The client',
    placeholders: [
      'client_name',
      'quote_number',
      'insured_name',
      'product_name',
      'insurer_name',
      'premium',
      'valid_until',
      'brokerage_name',
      'brokerage_contacts',
    ],
    subject: 'Quotation {{quote_number}} from {{brokerage_name}}',
    body: paragraphs(
      'Dear {{client_name}},',
      'Please find attached our quotation {{quote_number}} for {{insured_name}}: {{product_name}} with {{insurer_name}}, premium {{premium}}.',
      'The quotation stands until {{valid_until}}. Reply to this mail to accept it or to ask us anything.',
      SIGNATURE,
    ),
  },
  placement_slip: {
    label: 'Placement slip',
    audience: 'The insurer’s underwriters',
    placeholders: [
      'insurer_name',
      'our_reference',
      'insured_name',
      'client_name',
      'product_name',
      'sum_insured',
      'premium',
      'start_date',
      'end_date',
      'brokerage_name',
      'brokerage_contacts',
    ],
    subject: 'Placement slip {{our_reference}}: {{insured_name}} from {{brokerage_name}}',
    body: paragraphs(
      'Dear underwriters of {{insurer_name}},',
      'Please find attached our placement slip {{our_reference}} for {{insured_name}} ({{client_name}}): {{product_name}}, sum insured {{sum_insured}}, premium {{premium}}, from {{start_date}} to {{end_date}}.',
      'Please confirm your acceptance and send us your policy number and policy document.',
      SIGNATURE,
    ),
  },
  endorsement_notice: {
    label: 'Endorsement',
    audience: 'The client',
    placeholders: [
      'client_name',
      'endorsement_number',
      'policy_number',
      'product_name',
      'insurer_name',
      'insured_name',
      'change',
      'premium_note',
      'brokerage_name',
      'brokerage_contacts',
    ],
    subject: 'Endorsement {{endorsement_number}} on your policy {{policy_number}}',
    body: paragraphs(
      'Dear {{client_name}},',
      'We have registered a change to your {{product_name}} policy with {{insurer_name}} for {{insured_name}}: {{change}}',
      '{{premium_note}}',
      'The endorsement is attached. Please let us know if anything in it is not as you asked.',
      SIGNATURE,
    ),
  },
  renewal_notice: {
    label: 'Renewal notice (sent by a broker)',
    audience: 'The client',
    placeholders: [
      'client_name',
      'policy_number',
      'our_reference',
      'insurer_name',
      'product_name',
      'insured_name',
      'ends',
      'end_date',
      'sum_insured',
      'premium',
      'brokerage_name',
      'brokerage_contacts',
    ],
    subject: 'Renewal notice: {{product_name}} for {{insured_name}}, {{ends}} {{end_date}}',
    body: paragraphs(
      'Dear {{client_name}},',
      "Your policy {{policy_number}} with {{insurer_name}} ({{product_name}}, our reference {{our_reference}}) for {{insured_name}} {{ends}} on {{end_date}}. The sum insured is {{sum_insured}} and this period's premium was {{premium}}.",
      'To keep your cover without a break, please let us know of any change to the risk and we will arrange the renewal. Under the "No Premium, No Cover" rule the renewed cover starts only once its premium is paid.',
      SIGNATURE,
    ),
  },
  renewal_reminder: {
    label: 'Renewal reminder (sent automatically)',
    audience: 'The client',
    placeholders: [
      'client_name',
      'policy_number',
      'our_reference',
      'insured_name',
      'end_date',
      'days_left',
      'sum_insured',
      'premium',
      'brokerage_name',
      'brokerage_contacts',
    ],
    subject: 'Renewal notice: {{insured_name}}, cover ends {{end_date}}',
    body: paragraphs(
      'Dear {{client_name}},',
      "Your policy {{policy_number}} (our reference {{our_reference}}) for {{insured_name}} ends on {{end_date}}, in {{days_left}} days. The sum insured is {{sum_insured}} and this period's premium was {{premium}}.",
      'Please let us know of any change to the risk and we will arrange the renewal. Under the "No Premium, No Cover" rule the renewed cover starts only once its premium is paid.',
      SIGNATURE,
    ),
  },
  claim_registered: {
    label: 'Claim registered (to the client)',
    audience: 'The client',
    placeholders: [...CLAIM, 'estimated_loss', 'documents_note'],
    subject: 'Your claim {{claim_number}} is registered',
    body: paragraphs(
      'Dear {{client_name}},',
      'We have registered your claim for {{loss}} as claim {{claim_number}} on policy {{policy_number}}, estimated at {{estimated_loss}}, and notified {{insurer_name}}.',
      '{{documents_note}}',
      SIGNATURE,
    ),
  },
  claim_notice_of_loss: {
    label: 'Notice of loss (to the insurer)',
    audience: 'The insurer’s underwriters',
    placeholders: [...CLAIM, 'product_name', 'loss_description', 'estimated_loss'],
    subject: 'Notice of loss: {{insured_name}}, policy {{policy_number}}',
    body: paragraphs(
      'Dear {{insurer_name}},',
      'On behalf of our client {{client_name}} we give notice of {{loss}} under policy {{policy_number}} ({{product_name}}), our reference {{claim_number}}.',
      '{{loss_description}} The loss is estimated at {{estimated_loss}}. The claim documents will follow.',
      SIGNATURE,
    ),
  },
  claim_documents_requested: {
    label: 'Claim documents needed',
    audience: 'The client',
    placeholders: [...CLAIM, 'missing_documents'],
    subject: 'Documents needed for your claim {{claim_number}}',
    body: paragraphs(
      'Dear {{client_name}},',
      'To present claim {{claim_number}} on policy {{policy_number}} to {{insurer_name}} we still need: {{missing_documents}}.',
      'Please send them to us as soon as you can: the insurer does not consider the claim until they are in.',
      SIGNATURE,
    ),
  },
  claim_submitted: {
    label: 'Claim presented to the insurer',
    audience: 'The insurer’s underwriters',
    placeholders: [...CLAIM, 'estimated_loss', 'documents'],
    subject: 'Claim {{claim_number}}: {{insured_name}}, policy {{policy_number}}',
    body: paragraphs(
      'Dear {{insurer_name}},',
      "We present our client {{client_name}}'s claim for {{loss}}, estimated at {{estimated_loss}}.",
      'The documents with the claim: {{documents}}. Please confirm receipt and let us know the loss adjuster you appoint, if any.',
      SIGNATURE,
    ),
  },
  claim_offer_received: {
    label: 'Claim offer received',
    audience: 'The client',
    placeholders: [...CLAIM, 'offer_amount', 'excess', 'net_offer'],
    subject: 'Offer on your claim {{claim_number}}',
    body: paragraphs(
      'Dear {{client_name}},',
      '{{insurer_name}} offers {{offer_amount}} on claim {{claim_number}} on policy {{policy_number}}, less an excess of {{excess}}: {{net_offer}} to you.',
      'Please tell us whether you accept the offer; on acceptance we send you the discharge voucher to sign.',
      SIGNATURE,
    ),
  },
  claim_settled: {
    label: 'Claim settled',
    audience: 'The client',
    placeholders: [...CLAIM, 'settlement'],
    subject: 'Your claim {{claim_number}} is settled',
    body: paragraphs(
      'Dear {{client_name}},',
      '{{settlement}}',
      'Thank you for your patience. Please let us know if you have not received it.',
      SIGNATURE,
    ),
  },
  claim_declined: {
    label: 'Claim declined',
    audience: 'The client',
    placeholders: [...CLAIM, 'reason'],
    subject: 'Your claim {{claim_number}} was declined',
    body: paragraphs(
      'Dear {{client_name}},',
      '{{insurer_name}} has declined claim {{claim_number}} on policy {{policy_number}}: {{reason}}.',
      'We will gladly go through the decision with you and take it up with the insurer where there are grounds.',
      SIGNATURE,
    ),
  },
  claim_overdue: {
    label: 'Claim overdue (to the insurer)',
    audience: 'The insurer’s underwriters',
    placeholders: [...CLAIM, 'age_days', 'claim_status'],
    subject: 'Claim {{claim_number}} is {{age_days}} days old',
    body: paragraphs(
      'Dear {{insurer_name}},',
      "Our client {{client_name}}'s claim for {{loss}} (claim {{claim_number}} on policy {{policy_number}}) has been open for {{age_days}} days and is {{claim_status}}.",
      'Please let us know where it stands and when we may expect your decision.',
      SIGNATURE,
    ),
  },
  signing_request: {
    label: 'Signing request',
    audience: 'The client asked to sign',
    placeholders: SIGNING,
    subject: '{{brokerage_name}} asks you to sign: {{document_title}}',
    body: paragraphs(
      'Dear {{client_name}},',
      '{{brokerage_name}} asks you to review and sign the {{document_title}}. Open the link below, read the document, then draw or type your signature.',
      '{{signing_message}}',
      'The link works once and expires on {{expires_at}} (Lagos time).',
      'Review and sign: {{link}}',
      '{{brokerage_name}}',
    ),
  },
  signing_reminder: {
    label: 'Signing reminder',
    audience: 'The client who has not signed yet',
    placeholders: SIGNING,
    subject: 'Reminder: please sign {{document_title}} for {{brokerage_name}}',
    body: paragraphs(
      'Dear {{client_name}},',
      'The {{document_title}} that {{brokerage_name}} sent you is still waiting for your signature.',
      '{{signing_message}}',
      'The link expires on {{expires_at}}. Earlier links for this document no longer work.',
      'Review and sign: {{link}}',
      '{{brokerage_name}}',
    ),
  },
} as const satisfies Record<string, MailKindDefinition>;

export type MailKind = keyof typeof MAIL_KINDS;
export const MAIL_KIND_NAMES = Object.keys(MAIL_KINDS) as MailKind[];
export const isMailKind = (name: string): name is MailKind => Object.hasOwn(MAIL_KINDS, name);

/** The values a sending site passes: one per placeholder of its kind. */
export type MailValues<K extends MailKind> = Record<(typeof MAIL_KINDS)[K]['placeholders'][number], string>;
