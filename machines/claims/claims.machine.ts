import { claimsSetup, initialContext } from './claims.setup';
import { liveRegion } from './live.states';
import { workRegion } from './work.states';

/**
 * One claim from its page (seed document 2, claims): loaded, then worked on by a holder of 'Update
 * Claim' one thing at a time (a move to a next status with what it needs, its facts corrected, a
 * comment, a mail, a document), while live notifications about it read it again in the background.
 */
export const claimsMachine = claimsSetup.createMachine({
  id: 'claims',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadClaim',
        src: 'loadClaim',
        input: ({ context }) => ({ claimId: context.claimId }),
        onDone: { target: 'ready', actions: 'adopt' },
        onError: { target: 'loadFailed', actions: 'rememberFailure' },
      },
    },
    /** Not found (404) or not read; the same load may be tried again. */
    loadFailed: {
      on: { 'claim.retry': { target: 'loading', actions: 'forgetFailure' } },
    },
    ready: {
      type: 'parallel',
      states: { work: workRegion, live: liveRegion },
    },
  },
});

export type ClaimsMachine = typeof claimsMachine;
