import {
  MAIL_KIND_NAMES,
  MAIL_KINDS,
  PLACEHOLDERS,
  renderMail,
  type MailKind,
  type MailTemplate,
  type MailTemplatePreview,
} from '../../domain/mail-templates';

// The brokerage's mail templates as the section's stories and tests see them: the product's real
// default words, with the brokerage's own where a test says so.

/** A kind of mail as the server lists it, in its default words unless `own` gives the brokerage's. */
export function templateOf(kind: MailKind, own?: { subject: string; body: string }): MailTemplate {
  const definition = MAIL_KINDS[kind];
  return {
    kind,
    label: definition.label,
    audience: definition.audience,
    placeholders: definition.placeholders.map((name) => ({ name, description: PLACEHOLDERS[name].description })),
    subject: own?.subject ?? definition.subject,
    body: own?.body ?? definition.body,
    customised: own !== undefined,
    updated_at: own ? '2026-11-27T09:00:00.000Z' : null,
  };
}

/** Every kind in its default words. */
export const DEFAULT_TEMPLATES: MailTemplate[] = MAIL_KIND_NAMES.map((kind) => templateOf(kind));

/** The brokerage's own words for the invoice mail. */
export const OWN_INVOICE_WORDS = {
  subject: '{{document_title}} {{invoice_number}}: {{insured_name}}',
  body: 'Dear {{recipient_name}},\n\nYour {{document_title}} for {{amount}} is attached.\n\n{{brokerage_name}}',
};

/** The list with the invoice mail in the brokerage's own words. */
export const CUSTOMISED_TEMPLATES: MailTemplate[] = DEFAULT_TEMPLATES.map((template) =>
  template.kind === 'invoice_document' ? templateOf('invoice_document', OWN_INVOICE_WORDS) : template,
);

/** The values of the demo book's latest invoice, as the server fills them. */
const INVOICE_VALUES = {
  recipient_name: 'Chiamaka Nwosu',
  document_title: 'Debit Note',
  invoice_number: 'INV/2026/0003',
  amount: 'NGN 412,500.00',
  insured_name: 'Toyota Corolla LND 482 KJ',
  product_name: 'Motor Comprehensive',
  insurer_name: 'Leadway Assurance',
  file_name: 'debit-note-INV-2026-0003.pdf',
  brokerage_name: 'Demo Insurance Brokers Ltd',
  brokerage_contacts: 'office@demo.ng · 0801 234 5678',
};

/** A preview of these words filled from the demo book's latest invoice. */
export function invoicePreview(words: { subject: string; body: string }): MailTemplatePreview {
  return {
    ...renderMail(words, INVOICE_VALUES),
    source: { kind: 'record', label: 'Invoice INV/2026/0003: Chiamaka Nwosu', record_id: '5f0c8a52-6a36-4d8e-9a51-0d2b3c4e5f60' },
  };
}
