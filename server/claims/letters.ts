import { CLAIM_STATUS_LABELS, type Claim, type ClaimDetails, type ClaimMailEvent, type ClaimStatus } from '../../domain/claims';
import { formatNaira, nairaTextToKobo } from '../../domain/money';
import { signatureValues, type LetterSigner, type MailLetter } from '../mail/compose';
import type { ClaimMailKind, MailValues } from '../../domain/mail-templates';

// Which mails a claim sends, to whom, and their placeholders' values; the words are each kind's template.

export type Recipient = 'client' | 'insurer';

/** One mail of a claim: to whom, its kind, and its placeholders' values. */
export interface ClaimLetter extends MailLetter {
  to: Recipient;
}

/** The mail a claim's status calls for when the broker does not say which. */
const MAIL_OF_STATUS: Partial<Record<ClaimStatus, ClaimMailEvent>> = {
  registered: 'registered',
  documents_pending: 'documents_requested',
  submitted: 'submitted',
  under_adjustment: 'submitted',
  offer_received: 'offer_received',
  settled: 'settled',
  declined: 'declined',
};
export const mailOfStatus = (status: ClaimStatus): ClaimMailEvent | null => MAIL_OF_STATUS[status] ?? null;
export const noMailForStatus = (status: ClaimStatus) =>
  `A claim ${CLAIM_STATUS_LABELS[status].toLowerCase()} has no mail of its own: choose the mail to send`;

const money = (naira: string | null) => formatNaira(nairaTextToKobo(naira ?? '0') ?? 0);
const loss = (claim: Claim) => `the ${claim.cause.toLowerCase()} of ${claim.loss_date} at ${claim.loss_place}`;

/** The placeholders every claim's mail has. */
const claimValues = (claim: Claim, signer: LetterSigner) => ({
  client_name: claim.client_name,
  insurer_name: claim.insurance_provider_name,
  claim_number: claim.claim_number,
  policy_number: claim.insurer_policy_number ?? claim.policy_number,
  insured_name: claim.name_of_insured,
  loss: loss(claim),
  ...signatureValues(signer),
});

/** Who each event's letters go to, and their kinds. */
const LETTERS_OF_EVENT: Record<ClaimMailEvent, [Recipient, ClaimMailKind][]> = {
  registered: [
    ['client', 'claim_registered'],
    ['insurer', 'claim_notice_of_loss'],
  ],
  documents_requested: [['client', 'claim_documents_requested']],
  submitted: [['insurer', 'claim_submitted']],
  offer_received: [['client', 'claim_offer_received']],
  settled: [['client', 'claim_settled']],
  declined: [['client', 'claim_declined']],
  overdue: [['insurer', 'claim_overdue']],
};

/** The placeholders of a claim's mail of this kind (also filled for a template's preview); the claim is read with its checklist. */
export function claimMailValues(kind: ClaimMailKind, claim: ClaimDetails, signer: LetterSigner): Record<string, string> {
  const missing = claim.missing_documents;
  const common = claimValues(claim, signer);
  switch (kind) {
    case 'claim_registered':
      return {
        ...common,
        estimated_loss: money(claim.estimated_loss),
        documents_note:
          missing.length > 0 ? `To present it to the insurer we need: ${missing.join(', ')}.` : 'We have every document the insurer needs.',
      } satisfies MailValues<'claim_registered'>;
    case 'claim_notice_of_loss':
      return {
        ...common,
        product_name: claim.product_name,
        loss_description: claim.description,
        estimated_loss: money(claim.estimated_loss),
      } satisfies MailValues<'claim_notice_of_loss'>;
    case 'claim_documents_requested':
      return {
        ...common,
        missing_documents: missing.join(', ') || 'nothing more',
      } satisfies MailValues<'claim_documents_requested'>;
    case 'claim_submitted':
      return {
        ...common,
        estimated_loss: money(claim.estimated_loss),
        documents: claim.documents.map((document) => document.document_name).join(', ') || 'none yet',
      } satisfies MailValues<'claim_submitted'>;
    case 'claim_offer_received':
      return {
        ...common,
        offer_amount: money(claim.offer_amount),
        excess: money(claim.excess),
        net_offer: money(claim.net_offer),
      } satisfies MailValues<'claim_offer_received'>;
    case 'claim_settled':
      return {
        ...common,
        settlement:
          claim.settlement_mode === 'direct_to_client'
            ? `${claim.insurance_provider_name} has paid you ${money(claim.settled_amount)} on claim ${claim.claim_number} on policy ${common.policy_number} on ${claim.settled_on}.`
            : `We have paid you ${money(claim.settled_amount)} on claim ${claim.claim_number} on policy ${common.policy_number} on ${claim.settled_on}.`,
      } satisfies MailValues<'claim_settled'>;
    case 'claim_declined':
      return {
        ...common,
        reason: claim.status_reason ?? 'no reason was given',
      } satisfies MailValues<'claim_declined'>;
    case 'claim_overdue':
      return {
        ...common,
        age_days: String(claim.age_days),
        claim_status: CLAIM_STATUS_LABELS[claim.status as ClaimStatus].toLowerCase(),
      } satisfies MailValues<'claim_overdue'>;
  }
}

/** The letters an event sends; the claim is read with its checklist. */
export function claimLetters(event: ClaimMailEvent, claim: ClaimDetails, signer: LetterSigner): ClaimLetter[] {
  return LETTERS_OF_EVENT[event].map(([to, kind]) => ({ to, kind, values: claimMailValues(kind, claim, signer) }));
}
