import type { RequestFailure } from '../../domain/api';
import type { ClaimComment, ClaimDetails, ClaimMailEvent, ClaimPatchPayload, ClaimStatus } from '../../domain/claims';

export type { ClaimComment, ClaimDetails, ClaimMailEvent, ClaimPatchPayload, ClaimStatus, RequestFailure };

/** What the person looking at the claim may ask for; the server checks each call again. */
export interface ClaimViewer {
  /** Holds 'Update Claim': progresses the claim, corrects its facts, comments, mails and uploads. */
  mayUpdate: boolean;
  /** Holds 'Register Claim': adds documents and comments to the claims they follow, without progressing them. */
  mayContribute?: boolean;
}

export interface ClaimsInput {
  claimId: string;
  viewer: ClaimViewer;
  /** yyyy-MM-dd in Lagos: no payment is dated after it. */
  today: string;
}

/** What a move's dialog collects, as typed; each move reads only its own fields (moveFields). */
export interface MoveForm {
  reason: string;
  adjusterName: string;
  adjusterFirm: string;
  adjusterEmail: string;
  offerAmount: string;
  excess: string;
  paymentDate: string;
  modeOfPayment: string;
  /** The cash or bank account (account_code_pk); blank, the books' default. */
  accountId: string;
  reference: string;
}

/** The facts of the loss as the edit dialog shows them, corrected before the claim is submitted. */
export interface FactsForm {
  insuredItem: string;
  lossDate: string;
  lossPlace: string;
  reportedDate: string;
  cause: string;
  description: string;
  reportedBy: string;
  reporterPhone: string;
  estimatedLoss: string;
  thirdParties: string;
  policeReportNumber: string;
}

/** Who POST /claims/{id}/notifications mailed. */
export interface MailSent {
  sent_to: string[];
  event: string;
  message: string;
}

export interface ClaimsContext {
  claimId: string;
  viewer: ClaimViewer;
  today: string;
  /** The claim as the server last answered it; null until the first load. */
  claim: ClaimDetails | null;
  /** The status the open move goes to. */
  moveTo: ClaimStatus | null;
  moveForm: MoveForm;
  factsForm: FactsForm;
  /** The comment as last typed: kept through a refusal or a failure. */
  comment: string;
  /** The mail asked for; null, the one for the claim's current status. */
  mailEvent: ClaimMailEvent | null;
  mailSent: MailSent | null;
  /** The checklist document the upload is for; null, any document the user names. */
  uploadName: string | null;
  /** The open form's Idempotency-Key, made on each submission; a retry sends the same one. */
  idempotencyKey: string | null;
  /** Why the last call (or a form the rules refused) failed; field errors by payload field. */
  failure: RequestFailure | null;
  /** Why the quiet reload after a live notification failed. */
  refreshFailure: RequestFailure | null;
}

export type ClaimsEvent =
  | { type: 'claim.retry' }
  /** Closes the open dialog, or drops a refused comment. */
  | { type: 'claim.close' }
  | { type: 'claim.move'; to: ClaimStatus }
  | { type: 'claim.submitMove'; form: MoveForm }
  | { type: 'claim.edit' }
  | { type: 'claim.saveFacts'; facts: FactsForm }
  | { type: 'claim.comment'; comment: string }
  | { type: 'claim.notify' }
  | { type: 'claim.sendMail'; event: ClaimMailEvent | null }
  | { type: 'claim.upload'; documentName: string | null }
  /** The upload wizard stored a document: the claim as the server answered it. */
  | { type: 'claim.documentUploaded'; claim: ClaimDetails }
  /** A live notification about this claim arrived: it is read again in the background. */
  | { type: 'claim.changed' }
  /** Reads the claim again after a background reload failed. */
  | { type: 'claim.reload' };

export interface ClaimRef {
  claimId: string;
}
export interface PatchInput extends ClaimRef {
  patch: ClaimPatchPayload;
  idempotencyKey: string;
}
export interface CommentInput extends ClaimRef {
  comment: string;
}
export interface MailInput extends ClaimRef {
  event: ClaimMailEvent | null;
}
