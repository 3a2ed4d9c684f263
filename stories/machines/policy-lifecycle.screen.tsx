import { fromPromise } from 'xstate';
import { policyLifecycleMachine } from '../../machines/policy-lifecycle/policy-lifecycle.machine';
import { PolicyDetailsView } from '../../src/features/policies/policy-details-view';
import { usePolicyLifecycleOf, type PolicyLifecycleActor } from '../../src/features/policies/use-policy-lifecycle';
import { POLICY_CHANGES } from '../policies/policy-changes-fixtures';
import { POLICY_ID } from '../policies/policy-fixtures';
import { pageScreen } from '../support/page-screen';
import { PENDING, type ScreenAnswers } from '../support/screen-story';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

/** Calls that never answer and a page that hears nothing, so a story stays in the state it shows. */
export const inertPolicyMachine = policyLifecycleMachine.provide({
  actors: {
    loadPolicy: never(),
    sendPlacementSlip: never(),
    patchPolicy: never(),
    sendCreditNote: never(),
    billPolicy: never(),
    sendRenewalNotice: never(),
  },
  actions: { announce: () => {} },
});

/** Prints and documents asked for never answer; the policy's endorsements and refunds are listed. */
export const POLICY_PAGE_ANSWERS: ScreenAnswers = {
  ...POLICY_CHANGES,
  [`/policies/${POLICY_ID}/policyDocument`]: PENDING,
  '/file/download': PENDING,
};

/** The policy's page over a policy lifecycle actor. */
export function PolicyPage({ actor }: { actor: PolicyLifecycleActor }) {
  return <PolicyDetailsView state={usePolicyLifecycleOf(actor)} />;
}

/** The real policy page in the signed-in app, as the walker shows it. */
export const PolicyLifecycleScreen = pageScreen(PolicyPage, POLICY_PAGE_ANSWERS);
