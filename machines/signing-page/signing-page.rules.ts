import type { GuardRules } from '../guard-rules';

const SIGNATURE_INTEGRATION = 'Issue 20 › Signature integration';

/** The rules behind each guard of the public signing page (signing-page.machine.ts). */
export const signingPageRules: GuardRules = {
  isSigned: {
    calls: 'domain/signing/status.ts hasSigningStatus',
    decides: 'The link opens a request that is signed already: the page offers the signed copy instead of the pad.',
    spec: SIGNATURE_INTEGRATION,
    test: 'tests/domain/signing/request-guards.test.ts',
  },
  linkRefused: {
    calls: 'domain/signing/link.ts isSigningLinkRefusal',
    decides:
      'The server refused the link itself (404 unknown, 410 expired, 409 used or cancelled): trying again will not help, a new link from the broker will.',
    spec: SIGNATURE_INTEGRATION,
    test: 'tests/domain/signing/link.test.ts',
  },
  signatureReady: {
    calls: 'domain/validation.ts validatePayload',
    decides:
      'The drawing or the typed name, and the consent, pass the checks the server makes of a signature (SignPayload, through signature-form.ts checkedSignature): only such a signature is sent.',
    spec: SIGNATURE_INTEGRATION,
    test: 'tests/domain/signing/link.test.ts',
  },
};
