import type { RequestFailure } from '../../domain/api';
import type { PatchedStatus, PolicyDetails } from '../../domain/policies';

export type { PolicyDetails, RequestFailure };

/** What the person looking at the policy may ask for; the server checks each call again. */
export interface PolicyViewer {
  /** Holds 'Update Policy': places the risk, records the insurer's answers, changes the status, adds documents. */
  mayUpdate: boolean;
  /** Holds 'Send Documents': mails the credit note to the insurer and the renewal notice to the client. */
  maySend: boolean;
  /** Holds 'Create Invoice': raises the invoice of a proposal not billed yet. */
  mayBill: boolean;
  /** Holds 'Create Policy': proposes the renewal of a policy on cover or just expired. */
  mayPropose: boolean;
  /** Holds 'Manage Endorsements': registers a change to a policy on cover. */
  mayEndorse: boolean;
}

export interface PolicyLifecycleInput {
  policyId: string;
  viewer: PolicyViewer;
  /** The day the page is read (yyyy-MM-dd, Lagos); today unless a story or test fixes it. */
  today?: string;
}

export interface PolicyLifecycleContext {
  policyId: string;
  viewer: PolicyViewer;
  /** The day the page is read: an active policy is offered "Mark expired" only once it has ended. */
  today: string;
  /** The policy as the server last answered it; null until the first load. */
  policy: PolicyDetails | null;
  /** The insurer's policy number as last submitted, kept for a retry. */
  insurerPolicyNumber: string;
  /** Why the policy lapses or is cancelled, as last submitted. */
  reason: string;
  /** "No Premium, No Cover": why the policy may not go on cover, while that is shown. */
  coverRefusal: string | null;
  /** Why the last call (or a form the rules refused) failed; field errors by payload field. */
  failure: RequestFailure | null;
}

export type PolicyLifecycleEvent =
  | { type: 'policy.retry' }
  | { type: 'policy.sendPlacementSlip' }
  | { type: 'policy.confirmPlacement' }
  | { type: 'policy.recordNumber' }
  | { type: 'policy.activate' }
  | { type: 'policy.lapse' }
  | { type: 'policy.cancel' }
  | { type: 'policy.markExpired' }
  | { type: 'policy.sendCreditNote' }
  | { type: 'policy.upload' }
  | { type: 'policy.bill' }
  | { type: 'policy.sendRenewalNotice' }
  /** Yes to the open confirmation. */
  | { type: 'policy.confirm' }
  | { type: 'policy.saveNumber'; insurerPolicyNumber: string }
  | { type: 'policy.giveReason'; reason: string }
  /** Closes the open dialog or notice. */
  | { type: 'policy.close' }
  /** The upload wizard stored a document: the policy as the server answered it. */
  | { type: 'policy.documentUploaded'; policy: PolicyDetails };

export interface PolicyRef {
  policyId: string;
}
export interface PlacementInput extends PolicyRef {
  /** False mails the slip to the insurer's underwriters; true records that the insurer accepted. */
  confirmed: boolean;
}
export interface PatchInput extends PolicyRef {
  patch: { status?: PatchedStatus; insurerPolicyNumber?: string; reason?: string };
}
