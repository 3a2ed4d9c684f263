import { and } from 'xstate';
import { claimsSetup, type ClaimAnnouncement } from './claims.setup';
import type { ClaimsContext } from './claims.types';

// What the claim's dialogs share: the form as typed, checked by the domain's rules before any call
// (refused shows their field errors or refusal), one call while it is busy, and its failure shown in
// the dialog with what was typed kept (Try again after a network failure).

export const WORK = '#claims.ready.work';
export const IDLE = `${WORK}.idle`;

type StateConfig = Parameters<typeof claimsSetup.createStateConfig>[0];
type Invoke = NonNullable<StateConfig['invoke']>;
type Transitions = NonNullable<StateConfig['on']>;

export const close = { target: IDLE, actions: 'forgetEntries' as const };
export const retry = (busy: string) => ({ guard: 'mayRetry' as const, target: busy, actions: 'forgetFailure' as const });

/** The call went through: tell the page (the context already holds the answer), then close the dialog. */
export const announced = (announcement: (context: ClaimsContext) => ClaimAnnouncement) => ({
  type: 'announce' as const,
  params: ({ context }: { context: ClaimsContext }) => ({ claim: context.claim!, announcement: announcement(context) }),
});

/**
 * A form (filling), refused by the domain's rules (refused), sent (saving), or refused by the server
 * (failed). Try again sends the same form only while the rules (`stillValid`) still pass on the claim
 * as it now stands: a live change may have moved it meanwhile.
 */
export function formCall(submit: Transitions, invoke: Invoke, stillValid: 'moveStillReady' | 'factsStillValid') {
  return claimsSetup.createStateConfig({
    initial: 'filling',
    states: {
      filling: { on: { ...submit, 'claim.close': close } },
      refused: { on: { ...submit, 'claim.close': close } },
      saving: { tags: ['busy'], invoke },
      failed: {
        on: {
          ...submit,
          'claim.retry': { guard: and(['mayRetry', stillValid]), target: 'saving', actions: 'forgetFailure' },
          'claim.close': close,
        },
      },
    },
  });
}
