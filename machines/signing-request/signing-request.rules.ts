import type { GuardRules } from '../guard-rules';

const SIGNATURE_INTEGRATION = 'Issue 20 › Signature integration';

/** The rules behind each guard of the signing request (signing-request.setup.ts). */
export const signingRequestRules: GuardRules = {
  formReady: {
    calls: 'domain/validation.ts validatePayload',
    decides:
      'The signer’s name and email pass the checks the server makes of a signing request (SigningRequestPayload, through signer-form.ts checkedSigner): only such a request is sent.',
    spec: SIGNATURE_INTEGRATION,
    test: 'tests/domain/signing/signing.test.ts',
  },
  hasStatus: {
    calls: 'domain/signing/status.ts hasSigningStatus',
    decides:
      'The request the screen holds has the status the state is named after (sent, opened, signed, expired, cancelled); with none yet it is a draft.',
    spec: SIGNATURE_INTEGRATION,
    test: 'tests/domain/signing/request-guards.test.ts',
  },
  isThisRequest: {
    calls: 'domain/signing/status.ts isSameSigningRequest',
    decides: 'A live status change is followed only when it is about the request the screen holds (the same id).',
    spec: SIGNATURE_INTEGRATION,
    test: 'tests/domain/signing/request-guards.test.ts',
  },
};
