import type { EndorsementDetails } from '../../../domain/policies';
import type { EndorsementAnnouncement } from '../../../machines/endorsement-lifecycle/endorsement-lifecycle.setup';

/** What the page says once a call has changed the endorsement. */
export function announcement(endorsement: EndorsementDetails, move: EndorsementAnnouncement): string {
  const number = endorsement.endorsement_number;
  switch (move) {
    case 'approved':
      return endorsement.invoice_no
        ? `Endorsement ${number} is approved; invoice ${endorsement.invoice_no} is raised`
        : `Endorsement ${number} is approved`;
    case 'rejected':
      return `Endorsement ${number} is rejected`;
    case 'applied':
      return `Endorsement ${number} is applied to policy ${endorsement.policy_number}`;
    case 'documentUploaded':
      return 'Upload was successful!';
  }
}
