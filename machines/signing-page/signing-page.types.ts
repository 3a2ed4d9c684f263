import type { RequestFailure } from '../../domain/api';
import type { PublicSigningRequest, SignatureForm, SignatureMethod, SignPayload } from '../../domain/signing';

export type { PublicSigningRequest, RequestFailure, SignatureForm, SignatureMethod, SignPayload };

/** What opening the link brings: what is to be signed, and the document itself while it can still be signed. */
export interface SigningPageLoaded {
  page: PublicSigningRequest;
  document: Blob | null;
}

/** POST /signing/:key/sign: the link's key and the checked signature. */
export interface SignInput {
  key: string;
  payload: SignPayload;
}

export interface SigningPageInput {
  /** The single-use key the mailed link carries. */
  key: string;
}

export interface SigningPageContext {
  key: string;
  page: PublicSigningRequest | null;
  document: Blob | null;
  form: SignatureForm;
  fieldErrors: Record<string, string>;
  failure: RequestFailure | null;
}

export type SigningPageEvent =
  | { type: 'signature.choose'; method: SignatureMethod }
  /** The pad's drawing as a PNG data URL, or null when it was cleared. */
  | { type: 'signature.draw'; image: string | null }
  | { type: 'signature.type'; name: string }
  | { type: 'signature.consent'; value: boolean }
  | { type: 'signature.sign' }
  | { type: 'signature.retry' };
