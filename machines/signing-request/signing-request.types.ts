import type { RequestFailure } from '../../domain/api';
import type { SigningRequest, SigningRequestPayload, SigningStatus, SigningSubjectKind } from '../../domain/signing';

export type { RequestFailure, SigningRequest, SigningRequestPayload, SigningStatus, SigningSubjectKind };

/** Who is asked to sign, as the dialog holds it. */
export interface SignerForm {
  signerName: string;
  signerEmail: string;
}

export type SignerField = keyof SignerForm;

/** What the machine starts from: the document, and the request already sent for it when there is one. */
export interface SigningRequestInput {
  subjectKind: SigningSubjectKind;
  subjectId: string;
  signer?: Partial<SignerForm>;
  request?: SigningRequest | null;
}

export interface SigningRequestContext {
  subjectKind: SigningSubjectKind;
  subjectId: string;
  form: SignerForm;
  fieldErrors: Record<string, string>;
  request: SigningRequest | null;
  failure: RequestFailure | null;
}

export type SigningRequestEvent =
  | { type: 'signing.edit'; field: SignerField; value: string }
  | { type: 'signing.send' }
  | { type: 'signing.cancel' }
  | { type: 'signing.resend' }
  /** The live event: the request moved on the server (opened, signed, expired, cancelled). */
  | { type: 'signing.statusChanged'; id: string; status: SigningStatus }
  /** Start over with a new request for the same document. */
  | { type: 'signing.anew' };
