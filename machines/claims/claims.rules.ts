import { mayRetryRule, type GuardRules } from '../guard-rules';

const LIFE = "Back-office specification §4 States and transitions › Claims; issue 17 › What to build › 3. The claim's life";
const CALLS = 'Back-office specification §7 The calls it makes › Claims';
const STATUS_TEST = 'tests/domain/claims/status.test.ts';
const MACHINE_TEST = 'tests/machines/claims.machine.test.ts';

/** An action of a holder of 'Update Claim' (or, to upload and comment, of whoever registers claims), as CLAIM_ACTIONS allows it. */
const action = (what: string, statuses: string, spec = LIFE) => ({
  calls: 'domain/claims/status.ts canActOnClaim',
  decides: `The viewer may ${what}, and the claim's status allows it (CLAIM_ACTIONS: ${statuses}).`,
  spec,
  test: STATUS_TEST,
});

const move = (decides: string) => ({
  calls: 'domain/claims/moves.ts checkClaimMove',
  decides: `${decides} (move-form.ts checkedMove: CLAIM_TRANSITIONS, the ClaimPatchPayload struct, the move's own needs and the dates).`,
  spec: LIFE,
  test: STATUS_TEST,
});

const facts = (decides: string) => ({
  calls: 'domain/claims/status.ts canActOnClaim',
  decides: `${decides} (facts-form.ts checkedFacts: still before submission, the ClaimPatchPayload struct, the required facts and the dates).`,
  spec: CALLS,
  test: MACHINE_TEST,
});

/** The rules behind each guard of the claims machine (claims.setup.ts). */
export const claimsRules: GuardRules = {
  mayMove: {
    calls: 'domain/claims/status.ts canMoveClaim',
    decides: "The viewer holds 'Update Claim' and the one table of CLAIM_TRANSITIONS lets the claim go from its status to the one asked.",
    spec: LIFE,
    test: STATUS_TEST,
  },
  mayEdit: action("update claims ('Update Claim')", 'registered or documents pending'),
  mayComment: action('update or register claims', 'any status', `${LIFE}; 5. Comments and real time`),
  mayNotify: action("update claims ('Update Claim')", 'any status', CALLS),
  mayUpload: action('update or register claims', 'any status but closed', `${LIFE}; 2. Documents the insurer needs`),
  moveReady: move('The move as typed needs nothing more: no field error and no refusal'),
  moveStillReady: move('The move kept in the form is still ready against the claim as it now stands, so a failed save may be tried again'),
  factsValid: facts('The corrected facts as typed may be saved'),
  factsStillValid: facts('The facts kept in the form may still be saved against the claim as it now stands'),
  commentValid: {
    calls: 'domain/validation.ts validatePayload',
    decides: 'The comment passes ClaimCommentPayload, the struct the server checks it with (not blank, not too long).',
    spec: `${CALLS}; issue 17 › What to build › 5. Comments and real time`,
    test: MACHINE_TEST,
  },
  isThisClaim: {
    calls: null,
    decides: 'The document the upload wizard reports was uploaded to the claim on screen: the machine’s own bookkeeping.',
    spec: 'None: the machine’s own bookkeeping',
    test: MACHINE_TEST,
  },
  mayRetry: mayRetryRule('Back-office specification §8 The error catalogue'),
};
