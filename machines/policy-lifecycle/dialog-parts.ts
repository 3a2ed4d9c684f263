import { policySetup, type PolicyAnnouncement } from './policy-lifecycle.setup';
import type { PolicyDetails } from './policy-lifecycle.types';

// What every dialog of the policy's page shares: a question or a form, one call while it is busy,
// and its failure shown in the dialog (Try again after a network failure). A success reloads the policy.

export const IDLE = '#policyLifecycle.loaded.idle';
export const RELOADING = '#policyLifecycle.loaded.reloading';

type StateConfig = Parameters<typeof policySetup.createStateConfig>[0];
type Invoke = NonNullable<StateConfig['invoke']>;
type Transitions = NonNullable<StateConfig['on']>;

/** The call went through: keep the server's answer, tell the page, and read the policy again. */
export const succeeded = (move: PolicyAnnouncement) => ({
  target: RELOADING,
  actions: [
    'adopt' as const,
    {
      type: 'announce' as const,
      params: ({ event }: { event: unknown }) => ({ policy: (event as { output: PolicyDetails }).output, move }),
    },
  ],
});

export const failedCall = { target: 'failed', actions: 'rememberFailure' as const };

const close = { target: IDLE, actions: 'forgetEntries' as const };
const retry = (busy: string) => ({ guard: 'mayRetry' as const, target: busy, actions: 'forgetFailure' as const });

/** A question (confirming), then the call (`busy`), or why it failed. */
export function confirmedCall(busy: 'sending' | 'saving', invoke: Invoke) {
  return policySetup.createStateConfig({
    initial: 'confirming',
    states: {
      confirming: { on: { 'policy.confirm': busy, 'policy.close': close } },
      [busy]: { tags: ['busy'], invoke },
      failed: { on: { 'policy.retry': retry(busy), 'policy.close': close } },
    },
  });
}

/**
 * A form (editing): what is typed is checked by the domain's rules first, and the call made only
 * when they find nothing wrong; the form stays open with its field errors otherwise.
 */
export function typedCall(submit: Transitions, invoke: Invoke) {
  return policySetup.createStateConfig({
    initial: 'editing',
    states: {
      editing: { on: { ...submit, 'policy.close': close } },
      saving: { tags: ['busy'], invoke },
      failed: { on: { ...submit, 'policy.retry': retry('saving'), 'policy.close': close } },
    },
  });
}
