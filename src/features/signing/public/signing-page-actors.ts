import { fromPromise } from 'xstate';
import { hasSigningStatus } from '../../../../domain/signing';
import { fetchDocumentToSign, fetchSigningPage, signWithKey } from '../../../api/signing';
import type { PublicSigningRequest, SigningPageLoaded, SignInput } from '../../../../machines/signing-page/signing-page.types';
import type { ApiClient } from '../../../api/client';

/** The signing page's calls, bound to the real API; leaving a state aborts its request. */
export function createSigningPageActors(api: ApiClient) {
  return {
    openSigning: fromPromise<SigningPageLoaded, { key: string }>(async ({ input, signal }) => {
      const page = await fetchSigningPage(api, input.key, signal);
      // A signed document is no longer offered to sign: the page offers the signed copy instead.
      const document = hasSigningStatus(page, 'signed') ? null : await fetchDocumentToSign(api, input.key, signal);
      return { page, document };
    }),
    signDocument: fromPromise<PublicSigningRequest, SignInput>(({ input, signal }) => signWithKey(api, input.key, input.payload, signal)),
  };
}
