import { mayRetryRule, type GuardRules } from '../guard-rules';

const ENDORSEMENTS = 'Policies specification (seed document 1) §4 States and transitions; issue 16 › What to build › 4. Endorsements';
const COVER = 'issue 16 › What to build › 2. Placement and cover, with "No Premium, No Cover"; 4. Endorsements';
const ENDORSEMENT_TEST = 'tests/domain/policies/endorsement.test.ts';
const MACHINE_TEST = 'tests/machines/endorsement-lifecycle.machine.test.ts';

const status = (name: string) => ({
  calls: null,
  decides: `The endorsement the server answered is ${name}: the page rests where its status says (ENDORSEMENT_STATUSES); the server’s word needs no domain rule.`,
  spec: ENDORSEMENTS,
  test: MACHINE_TEST,
});

/** A move of a holder of 'Manage Endorsements', from a status the domain's ENDORSEMENT_MOVES allows it from. */
const move = (what: string) => ({
  calls: 'domain/policies/endorsement.ts canMoveEndorsement',
  decides: `The viewer may manage endorsements and the endorsement's status allows ${what} (ENDORSEMENT_MOVES).`,
  spec: ENDORSEMENTS,
  test: ENDORSEMENT_TEST,
});

/** The rules behind each guard of the endorsement lifecycle (endorsement-lifecycle.setup.ts). */
export const endorsementLifecycleRules: GuardRules = {
  isPending: status('pending'),
  isApproved: status('approved'),
  isApplied: status('applied'),
  isRejected: status('rejected'),
  premiumAwaited: {
    calls: 'domain/policies/endorsement-record.ts awaitsPremium',
    decides: '"No Premium, No Cover": an additional premium not received in full on its invoice holds the change back.',
    spec: COVER,
    test: ENDORSEMENT_TEST,
  },
  mayApprove: move('approving (pending only)'),
  mayReject: move('rejecting (pending only)'),
  mayApply: move('applying it to the policy (approved only)'),
  mayUpload: move('uploading a document (any status but rejected)'),
  reasonValid: {
    calls: 'domain/validation.ts validatePayload',
    decides:
      'A rejection carries a reason that passes EndorsementDecisionPayload, the struct the server checks it with (decision-form.ts decisionRefusal).',
    spec: ENDORSEMENTS,
    test: MACHINE_TEST,
  },
  isThisEndorsement: {
    calls: null,
    decides: 'The document the upload wizard reports was uploaded to the endorsement on screen: the machine’s own bookkeeping.',
    spec: 'None: the machine’s own bookkeeping',
    test: MACHINE_TEST,
  },
  mayRetry: mayRetryRule('Policies specification (seed document 1) §8 The error catalogue'),
};
