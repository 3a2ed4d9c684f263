import { CLAIM_STATUS_LABELS, type Claim, type ClaimDetails, type ClaimMailEvent, type ClaimStatus } from '../../domain/claims';
import { formatNaira, nairaTextToKobo } from '../../domain/money';
import { signatureValues, type LetterSigner, type MailLetter } from '../mail/compose';
import type { MailKind, MailValues } from '../../domain/mail-templates';

// Which mails a claim sends, to whom, and their placeholders' values; the words are each kind's template.

export type Recipient = 'client' | 'insurer';

/** One mail of a claim: to whom, its kind, and its placeholders' values. */
export interface ClaimLetter extends MailLetter {
  to: Recipient;
}

const letter = <K extends MailKind>(to: Recipient, kind: K, values: MailValues<K>): ClaimLetter => ({ to, kind, values });

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

/** The letters an event sends; the claim is read with its checklist. */
export function claimLetters(event: ClaimMailEvent, claim: ClaimDetails, signer: LetterSigner): ClaimLetter[] {
  const missing = claim.missing_documents;
  const common = claimValues(claim, signer);
  switch (event) {
    case 'registered':
      return [
        letter('client', 'claim_registered', {
          ...common,
          estimated_loss: money(claim.estimated_loss),
          documents_note:
            missing.length > 0
              ? `To present it to the insurer we need: ${missing.join(', ')}.`
              : 'We have every document the insurer needs.',
        }),
        letter('insurer', 'claim_notice_of_loss', {
          ...common,
          product_name: claim.product_name,
          loss_description: claim.description,
          estimated_loss: money(claim.estimated_loss),
        }),
      ];
    case 'documents_requested':
      return [letter('client', 'claim_documents_requested', { ...common, missing_documents: missing.join(', ') || 'nothing more' })];
    case 'submitted':
      return [
        letter('insurer', 'claim_submitted', {
          ...common,
          estimated_loss: money(claim.estimated_loss),
          documents: claim.documents.map((document) => document.document_name).join(', ') || 'none yet',
        }),
      ];
    case 'offer_received':
      return [
        letter('client', 'claim_offer_received', {
          ...common,
          offer_amount: money(claim.offer_amount),
          excess: money(claim.excess),
          net_offer: money(claim.net_offer),
        }),
      ];
    case 'settled':
      return [
        letter('client', 'claim_settled', {
          ...common,
          settlement:
            claim.settlement_mode === 'direct_to_client'
              ? `${claim.insurance_provider_name} has paid you ${money(claim.settled_amount)} on claim ${claim.claim_number} on policy ${common.policy_number} on ${claim.settled_on}.`
              : `We have paid you ${money(claim.settled_amount)} on claim ${claim.claim_number} on policy ${common.policy_number} on ${claim.settled_on}.`,
        }),
      ];
    case 'declined':
      return [letter('client', 'claim_declined', { ...common, reason: claim.status_reason ?? 'no reason was given' })];
    case 'overdue':
      return [
        letter('insurer', 'claim_overdue', {
          ...common,
          age_days: String(claim.age_days),
          claim_status: CLAIM_STATUS_LABELS[claim.status as ClaimStatus].toLowerCase(),
        }),
      ];
    default:
      return [];
  }
}
