import type { PolicyDetails } from '../../../domain/policies';
import type { PolicyAnnouncement } from '../../../machines/policy-lifecycle/policy-lifecycle.setup';

/** What the page says once a call has changed the policy. */
export function announcement(policy: PolicyDetails, move: PolicyAnnouncement): string {
  const number = policy.policy_number;
  switch (move) {
    case 'placed':
      return `The placement slip for ${number} is sent to ${policy.insurance_provider_name}`;
    case 'placementConfirmed':
      return `${policy.insurance_provider_name} accepted the placement of ${number}`;
    case 'numberRecorded':
      return `The insurer’s policy number is recorded on ${number}`;
    case 'activated':
      return `Policy ${number} is on cover`;
    case 'lapsed':
      return `Policy ${number} has lapsed`;
    case 'cancelled':
      return `Policy ${number} is cancelled`;
    case 'expired':
      return `Policy ${number} has expired`;
    case 'creditNoteSent':
      return `The credit note for ${number} is sent to ${policy.insurance_provider_name}`;
    case 'documentUploaded':
      return 'Upload was successful!';
    case 'billed':
      return policy.invoice_no ? `Invoice ${policy.invoice_no} is raised for ${number}` : `The invoice for ${number} is raised`;
    case 'renewalNoticeSent':
      return `The renewal notice for ${number} is sent to ${policy.client_name}`;
  }
}
