import { CLAIM_STATUS_LABELS, type Claim, type ClaimDetails, type ClaimMailEvent, type ClaimStatus } from '../../domain/claims';
import { formatNaira, nairaTextToKobo } from '../../domain/money';

// The words of each mail a claim sends, and to whom it goes. The brokerage signs each one.

export type Recipient = 'client' | 'insurer';

export interface ClaimLetter {
  to: Recipient;
  subject: string;
  paragraphs: string[];
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
const ref = (claim: Claim) => `claim ${claim.claim_number} on policy ${claim.insurer_policy_number ?? claim.policy_number}`;
const loss = (claim: Claim) => `the ${claim.cause.toLowerCase()} of ${claim.loss_date} at ${claim.loss_place}`;

/** The letters an event sends; the claim is read with its checklist. */
export function claimLetters(event: ClaimMailEvent, claim: ClaimDetails): ClaimLetter[] {
  const missing = claim.missing_documents;
  const documents = claim.documents.map((document) => document.document_name).join(', ') || 'none yet';
  switch (event) {
    case 'registered':
      return [
        {
          to: 'client',
          subject: `Your claim ${claim.claim_number} is registered`,
          paragraphs: [
            `We have registered your claim for ${loss(claim)} as ${ref(claim)}, estimated at ${money(claim.estimated_loss)}, and notified ${claim.insurance_provider_name}.`,
            missing.length > 0
              ? `To present it to the insurer we need: ${missing.join(', ')}.`
              : 'We have every document the insurer needs.',
          ],
        },
        {
          to: 'insurer',
          subject: `Notice of loss: ${claim.name_of_insured}, policy ${claim.insurer_policy_number ?? claim.policy_number}`,
          paragraphs: [
            `On behalf of our client ${claim.client_name} we give notice of ${loss(claim)} under policy ${claim.insurer_policy_number ?? claim.policy_number} (${claim.product_name}), our reference ${claim.claim_number}.`,
            `${claim.description} The loss is estimated at ${money(claim.estimated_loss)}. The claim documents will follow.`,
          ],
        },
      ];
    case 'documents_requested':
      return [
        {
          to: 'client',
          subject: `Documents needed for your claim ${claim.claim_number}`,
          paragraphs: [
            `To present ${ref(claim)} to ${claim.insurance_provider_name} we still need: ${missing.join(', ') || 'nothing more'}.`,
            'Please send them to us as soon as you can: the insurer does not consider the claim until they are in.',
          ],
        },
      ];
    case 'submitted':
      return [
        {
          to: 'insurer',
          subject: `Claim ${claim.claim_number}: ${claim.name_of_insured}, policy ${claim.insurer_policy_number ?? claim.policy_number}`,
          paragraphs: [
            `We present our client ${claim.client_name}'s claim for ${loss(claim)}, estimated at ${money(claim.estimated_loss)}.`,
            `The documents with the claim: ${documents}. Please confirm receipt and let us know the loss adjuster you appoint, if any.`,
          ],
        },
      ];
    case 'offer_received':
      return [
        {
          to: 'client',
          subject: `Offer on your claim ${claim.claim_number}`,
          paragraphs: [
            `${claim.insurance_provider_name} offers ${money(claim.offer_amount)} on ${ref(claim)}, less an excess of ${money(claim.excess)}: ${money(claim.net_offer)} to you.`,
            'Please tell us whether you accept the offer; on acceptance we send you the discharge voucher to sign.',
          ],
        },
      ];
    case 'settled':
      return [
        {
          to: 'client',
          subject: `Your claim ${claim.claim_number} is settled`,
          paragraphs: [
            claim.settlement_mode === 'direct_to_client'
              ? `${claim.insurance_provider_name} has paid you ${money(claim.settled_amount)} on ${ref(claim)} on ${claim.settled_on}.`
              : `We have paid you ${money(claim.settled_amount)} on ${ref(claim)} on ${claim.settled_on}.`,
            'Thank you for your patience. Please let us know if you have not received it.',
          ],
        },
      ];
    case 'declined':
      return [
        {
          to: 'client',
          subject: `Your claim ${claim.claim_number} was declined`,
          paragraphs: [
            `${claim.insurance_provider_name} has declined ${ref(claim)}: ${claim.status_reason ?? 'no reason was given'}.`,
            'We will gladly go through the decision with you and take it up with the insurer where there are grounds.',
          ],
        },
      ];
    case 'overdue':
      return [
        {
          to: 'insurer',
          subject: `Claim ${claim.claim_number} is ${claim.age_days} days old`,
          paragraphs: [
            `Our client ${claim.client_name}'s claim for ${loss(claim)} (${ref(claim)}) has been open for ${claim.age_days} days and is ${CLAIM_STATUS_LABELS[claim.status as ClaimStatus].toLowerCase()}.`,
            'Please let us know where it stands and when we may expect your decision.',
          ],
        },
      ];
    default:
      return [];
  }
}
