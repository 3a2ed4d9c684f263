import { mayRetryRule, type GuardRules } from '../guard-rules';

const STATUS = 'Policies specification (seed document 1) §4 States and transitions: a policy status is changed by a patch';
const COVER = `${STATUS}; issue 16 › What to build › 2. Placement and cover, with "No Premium, No Cover"`;
const RENEWALS = `${STATUS}; issue 16 › What to build › 6. Expiring and renewals`;
const STATUS_TEST = 'tests/domain/policies/status.test.ts';
const MACHINE_TEST = 'tests/machines/policy-lifecycle.machine.test.ts';

/** A move the viewer's permission allows, from a status the domain's POLICY_MOVES allows it from. */
const move = (what: string, permission: string, spec = STATUS) => ({
  calls: 'domain/policies/status.ts canMovePolicy',
  decides: `The viewer may ${permission} and the policy's status allows ${what} (POLICY_MOVES).`,
  spec,
  test: STATUS_TEST,
});

/** The rules behind each guard of the policy lifecycle (policy-lifecycle.setup.ts). */
export const policyLifecycleRules: GuardRules = {
  mayPlace: move('sending the placement slip (a proposal or a placed policy)', 'update policies', COVER),
  mayConfirmPlacement: {
    calls: 'domain/policies/status.ts canConfirmPlacement',
    decides: 'The viewer may update policies, and a placed policy’s acceptance by the insurer is not recorded yet (recorded once).',
    spec: COVER,
    test: STATUS_TEST,
  },
  mayRecordNumber: move('recording the insurer’s policy number (placed or active)', 'update policies', COVER),
  mayActivate: move('putting it on cover (placed only)', 'update policies', COVER),
  coverRefused: {
    calls: 'domain/policies/status.ts coverRefusal',
    decides:
      '"No Premium, No Cover": the invoice is not paid in full, the placement not confirmed or the policy number not recorded, so no call is made.',
    spec: COVER,
    test: STATUS_TEST,
  },
  mayExpire: {
    calls: 'domain/policies/status.ts hasEnded',
    decides: 'The viewer may update policies, the policy is active (canMovePolicy) and its last day of cover is behind today.',
    spec: STATUS,
    test: STATUS_TEST,
  },
  mayLapse: move('lapsing (a proposal, placed or expired policy)', 'update policies'),
  mayCancel: move('cancelling by a patch (a proposal or placed policy; an active one by an endorsement)', 'update policies'),
  mayUpload: move('uploading a document (any status but cancelled)', 'update policies'),
  maySendCreditNote: {
    calls: 'domain/policies/status.ts canSendCreditNote',
    decides:
      'The viewer may send documents, and the premium is received in full on the policy’s invoice; a cancelled policy has none (the server refuses with the same function).',
    spec: COVER,
    test: STATUS_TEST,
  },
  mayBill: {
    calls: 'domain/policies/status.ts canBillPolicy',
    decides: 'The viewer may bill, and a proposal or placed policy has no invoice yet: a policy is billed on one invoice.',
    spec: `${STATUS}; issue 16 › What to build › 1. Proposal`,
    test: STATUS_TEST,
  },
  maySendRenewalNotice: move('a renewal notice (active or just expired)', 'send documents', RENEWALS),
  numberValid: {
    calls: 'domain/validation.ts validatePayload',
    decides:
      'The insurer’s policy number typed passes PolicyPatchPayload, the struct the server checks the patch with (policy-patch-form.ts patchRefusal).',
    spec: 'Policies specification (seed document 1) §5 Validation rules',
    test: MACHINE_TEST,
  },
  reasonValid: {
    calls: 'domain/validation.ts validatePayload',
    decides: 'A lapse or cancellation carries a reason that passes PolicyPatchPayload (policy-patch-form.ts patchRefusal).',
    spec: 'Policies specification (seed document 1) §5 Validation rules',
    test: MACHINE_TEST,
  },
  isThisPolicy: {
    calls: null,
    decides: 'The document the upload wizard reports was uploaded to the policy on screen: the machine’s own bookkeeping.',
    spec: 'None: the machine’s own bookkeeping',
    test: MACHINE_TEST,
  },
  mayRetry: mayRetryRule('Policies specification (seed document 1) §8 The error catalogue'),
};
