import { endorsementSetup, type EndorsementAnnouncement } from './endorsement-lifecycle.setup';
import type { EndorsementLifecycleContext } from './endorsement-lifecycle.types';

// What every dialog of the endorsement's page shares, as on the policy's page: a question or a
// form, one call while it is busy, and its failure shown in the dialog (Try again after a network
// failure). A success reads the endorsement again; closing goes back to the state its status says.

export const ROUTING = '#endorsementLifecycle.loaded.routing';
export const RELOADING = '#endorsementLifecycle.loaded.reloading';

type StateConfig = Parameters<typeof endorsementSetup.createStateConfig>[0];
type Invoke = NonNullable<StateConfig['invoke']>;
type Transitions = NonNullable<StateConfig['on']>;

/**
 * The call went through: keep the answer when it is the endorsement (`adopt`), tell the page, and
 * read the endorsement again (its history, invoice and documents with it).
 */
export const succeeded = (move: EndorsementAnnouncement, adopt: boolean) => ({
  target: RELOADING,
  actions: [
    adopt ? ('adopt' as const) : ('forgetFailure' as const),
    {
      type: 'announce' as const,
      // Actions run in order: after `adopt`, the context holds the answer.
      params: ({ context }: { context: EndorsementLifecycleContext }) => ({ endorsement: context.endorsement!, move }),
    },
  ],
});

export const failedCall = { target: 'failed', actions: 'rememberFailure' as const };

export const close = { target: ROUTING, actions: 'forgetEntries' as const };
const retry = (busy: string) => ({ guard: 'mayRetry' as const, target: busy, actions: 'forgetFailure' as const });

/** A question (confirming), then the call (saving), or why it failed. */
export function confirmedCall(invoke: Invoke) {
  return endorsementSetup.createStateConfig({
    initial: 'confirming',
    states: {
      confirming: { on: { 'endorsement.confirm': 'saving', 'endorsement.close': close } },
      saving: { tags: ['busy'], invoke },
      failed: { on: { 'endorsement.retry': retry('saving'), 'endorsement.close': close } },
    },
  });
}

/**
 * A form (editing): what is typed is checked by the domain's rules first, and the call made only
 * when they find nothing wrong; the form stays open with what was typed and its field errors otherwise.
 */
export function typedCall(submit: Transitions, invoke: Invoke) {
  return endorsementSetup.createStateConfig({
    initial: 'editing',
    states: {
      editing: { on: { ...submit, 'endorsement.close': close } },
      saving: { tags: ['busy'], invoke },
      failed: { on: { ...submit, 'endorsement.retry': retry('saving'), 'endorsement.close': close } },
    },
  });
}
