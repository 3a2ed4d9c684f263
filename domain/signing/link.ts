import type { SignPayload } from './request';

// The client's signing link, as the public page meets it: the server refuses a link that is unknown
// (404 INVALID_KEY), expired (410 KEY_EXPIRED), already used (409 KEY_USED) or cancelled (409).

/** Why a link cannot be used, as the page says it. */
export type SigningLinkRefusal = 'unknown' | 'expired' | 'used' | 'cancelled';

const REFUSING_STATUSES = [404, 409, 410];

/** The server refused the link itself: trying again will not help, a new link from the broker will. */
export const isSigningLinkRefusal = (failure: { status?: number } | null): boolean =>
  failure !== null && REFUSING_STATUSES.includes(failure.status ?? 0);

/** Which refusal the server's answer is; only meaningful when `isSigningLinkRefusal` holds. */
export function signingLinkRefusalOf(failure: { status?: number; code?: string }): SigningLinkRefusal {
  if (failure.code === 'KEY_EXPIRED' || failure.status === 410) return 'expired';
  if (failure.code === 'KEY_USED') return 'used';
  if (failure.status === 409) return 'cancelled';
  return 'unknown';
}

/** How the signer is signing: drawing on the pad or typing their name. */
export type SignatureMethod = SignPayload['method'];

/** What the signing form holds: both ways of signing are kept, the chosen one is sent. */
export interface SignatureForm {
  method: SignatureMethod;
  /** The drawing as a PNG data URL, or null while the pad is empty. */
  drawing: string | null;
  typedName: string;
  consent: boolean;
}

/** The payload POST /signing/:key/sign takes from the form, before its checks. */
export const signPayloadOf = (form: SignatureForm): unknown =>
  form.method === 'drawn'
    ? { method: 'drawn', image: form.drawing ?? '', consent: form.consent }
    : { method: 'typed', typedName: form.typedName, consent: form.consent };
