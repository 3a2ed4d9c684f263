import type { RequestFailure } from '../../domain/api';
import type { DecidedStatus, EndorsementDetails, PolicyDetails } from '../../domain/policies';

export type { EndorsementDetails, PolicyDetails, RequestFailure };

/** What the person looking at the endorsement may ask for; the server checks each call again. */
export interface EndorsementViewer {
  /** Holds 'Manage Endorsements': approves, rejects, applies to the policy, adds documents. */
  mayManage: boolean;
}

export interface EndorsementLifecycleInput {
  endorsementId: string;
  viewer: EndorsementViewer;
}

export interface EndorsementLifecycleContext {
  endorsementId: string;
  viewer: EndorsementViewer;
  /** The endorsement as the server last answered it; null until the first load. */
  endorsement: EndorsementDetails | null;
  /** Why it is rejected, as last typed: kept for a retry and while the form shows its errors. */
  reason: string;
  /** "No Premium, No Cover": why the change may not be applied yet, while that is shown. */
  applyRefusal: string | null;
  /** The endorsement's PDF, while it is shown. */
  document: Blob | null;
  /** Why the last call (or a form the rules refused) failed; field errors by payload field. */
  failure: RequestFailure | null;
}

export type EndorsementLifecycleEvent =
  | { type: 'endorsement.retry' }
  | { type: 'endorsement.approve' }
  | { type: 'endorsement.reject' }
  | { type: 'endorsement.apply' }
  | { type: 'endorsement.upload' }
  | { type: 'endorsement.viewDocument' }
  /** Yes to the open confirmation. */
  | { type: 'endorsement.confirm' }
  | { type: 'endorsement.giveReason'; reason: string }
  /** Closes the open dialog or notice. */
  | { type: 'endorsement.close' }
  /** The upload wizard stored a document: the endorsement as the server answered it. */
  | { type: 'endorsement.documentUploaded'; endorsement: EndorsementDetails };

export interface EndorsementRef {
  endorsementId: string;
}
export interface DecisionInput extends EndorsementRef {
  decision: { status: DecidedStatus; reason?: string };
}
/** PUT /policies/{policyId} takes the endorsement to apply. */
export interface ApplyInput extends EndorsementRef {
  policyId: string;
}
