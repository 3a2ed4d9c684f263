import { CLAIM_STATUS_LABELS, type ClaimDetails } from '../../../domain/claims';
import type { ClaimAnnouncement } from '../../../machines/claims/claims.setup';

/** What the page says once a call has changed the claim. */
export function announcement(claim: ClaimDetails, said: ClaimAnnouncement): string {
  switch (said.kind) {
    case 'moved':
      return `Claim ${claim.claim_number} is now ${CLAIM_STATUS_LABELS[said.to].toLowerCase()}`;
    case 'factsSaved':
      return `The details of claim ${claim.claim_number} are saved`;
    case 'commented':
      return 'Comment added';
    case 'documentUploaded':
      return 'Upload was successful!';
  }
}
