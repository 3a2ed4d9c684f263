// Every named placeholder a mail may carry, what it stands for, and the sample shown in a preview
// when the brokerage has no record of that kind yet.

export interface PlaceholderInfo {
  description: string;
  sample: string;
}

export const PLACEHOLDERS = {
  user_name: { description: 'The first name (or username) of the person the mail goes to', sample: 'Adaeze' },
  link: { description: 'The address the mail’s button opens', sample: 'https://office.example.ng/sample-link' },
  inviter_name: { description: 'Who sent the invitation', sample: 'tunde.admin' },
  brokerage_name: { description: 'The brokerage’s name, as on its letterhead', sample: 'Sample Insurance Brokers Ltd' },
  brokerage_contacts: {
    description: 'The brokerage’s address, phone and email, as on its letterhead',
    sample: '12 Marina, Lagos · 0801 234 5678',
  },
  email: { description: 'The email address the person signs in with', sample: 'adaeze@example.ng' },
  temporary_password: {
    description: 'The temporary password of an invited user (hidden in the outbox once delivered)',
    sample: 'Sample-Temp-123',
  },
  summary: {
    description: 'What happened: the failed sign-ins, from where and when',
    sample: '5 failed sign-ins from 203.0.113.7 in the last 10 minutes.',
  },
  advice: { description: 'What to do if it was not them', sample: 'If this was not you, change your password now.' },
  recipient_name: { description: 'Who the mail is addressed to: the client, or the insurer’s underwriters', sample: 'Chinedu Eze' },
  client_name: { description: 'The client’s name', sample: 'Chinedu Eze' },
  document_title: { description: 'The document’s title, e.g. Debit Note', sample: 'Debit Note' },
  invoice_number: { description: 'The invoice (debit note) number', sample: 'INV-SAMPLE-0001' },
  amount: { description: 'The amount, in naira with two decimals', sample: 'NGN 250,000.00' },
  insured_name: { description: 'The name of the insured', sample: 'Eze Logistics Ltd' },
  product_name: { description: 'The insurance product', sample: 'Motor Comprehensive' },
  insurer_name: { description: 'The insurer', sample: 'Sample Assurance Plc' },
  file_name: { description: 'The attached file’s name', sample: 'debit-note-INV-SAMPLE-0001.pdf' },
  quote_number: { description: 'The quotation number', sample: 'QT-SAMPLE-0001' },
  premium: { description: 'The premium, in naira', sample: 'NGN 250,000.00' },
  valid_until: { description: 'The last day the quotation stands', sample: '2026-12-31' },
  policy_number: {
    description: 'The insurer’s policy number (our reference when the insurer has not given one)',
    sample: 'POL-SAMPLE-0001',
  },
  our_reference: { description: 'The brokerage’s own policy reference', sample: 'POL-SAMPLE-0001' },
  sum_insured: { description: 'The sum insured, in naira', sample: 'NGN 10,000,000.00' },
  start_date: { description: 'The day cover starts', sample: '2026-01-01' },
  end_date: { description: 'The day cover ends', sample: '2026-12-31' },
  ends: { description: '“ends” or “ended”, whether the end date has passed', sample: 'ends' },
  days_left: { description: 'Days until the cover ends', sample: '30' },
  endorsement_number: { description: 'The endorsement number', sample: 'END-SAMPLE-0001' },
  change: {
    description: 'The change the endorsement makes, its effective date and description',
    sample: 'Additional vehicle, from 2026-03-01. A second car is added.',
  },
  premium_note: {
    description: 'What the endorsement does to the premium, in a sentence',
    sample: 'The change does not alter your premium.',
  },
  claim_number: { description: 'The claim number', sample: 'CLM-SAMPLE-0001' },
  loss: { description: 'The loss: its cause, date and place', sample: 'the fire of 2026-02-01 at Ikeja' },
  loss_description: { description: 'The loss as the client described it', sample: 'A fire in the warehouse.' },
  estimated_loss: { description: 'The estimated loss, in naira', sample: 'NGN 1,500,000.00' },
  documents_note: {
    description: 'The documents still needed, or that none are, in a sentence',
    sample: 'To present it to the insurer we need: police report.',
  },
  missing_documents: { description: 'The documents still missing, comma-separated', sample: 'police report, photographs' },
  documents: { description: 'The documents sent with the claim', sample: 'claim form, police report' },
  offer_amount: { description: 'The insurer’s offer, in naira', sample: 'NGN 1,200,000.00' },
  excess: { description: 'The excess, in naira', sample: 'NGN 100,000.00' },
  net_offer: { description: 'The offer less the excess, in naira', sample: 'NGN 1,100,000.00' },
  settlement: {
    description: 'Who paid how much and when, in a sentence',
    sample: 'We have paid you NGN 1,100,000.00 on claim CLM-SAMPLE-0001 on 2026-04-01.',
  },
  reason: { description: 'The insurer’s reason for declining', sample: 'the loss is excluded by the policy' },
  age_days: { description: 'How many days the claim has been open', sample: '60' },
  claim_status: { description: 'The claim’s status, in words', sample: 'under adjustment' },
  expires_at: { description: 'When the signing link stops working', sample: '2026-12-31 17:00' },
  signing_message: {
    description: 'The brokerage’s own words for signers, from Signature Integration',
    sample: 'Please review the document and sign it online. It takes a minute, and no account is needed.',
  },
} as const satisfies Record<string, PlaceholderInfo>;

export type PlaceholderName = keyof typeof PLACEHOLDERS;
