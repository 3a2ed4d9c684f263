import { claimsSetup } from './claims.setup';

// A live notification linked to this claim (someone else moved it, commented, uploaded) reads it
// again in the background: whatever the user is typing stays where it is.

export const liveRegion = claimsSetup.createStateConfig({
  initial: 'current',
  states: {
    /** As the server last answered it, as far as anyone has said. */
    current: { on: { 'claim.changed': 'refreshing' } },
    /** Read again quietly; another notification meanwhile reads it once more. */
    refreshing: {
      tags: ['refreshing'],
      invoke: {
        id: 'refreshClaim',
        src: 'loadClaim',
        input: ({ context }) => ({ claimId: context.claimId }),
        onDone: { target: 'current', actions: 'adoptRefreshed' },
        onError: { target: 'stale', actions: 'rememberRefreshFailure' },
      },
      on: { 'claim.changed': { target: 'refreshing', reenter: true } },
    },
    /** It changed elsewhere but could not be read again: what is shown may be behind. */
    stale: { exit: 'forgetRefreshFailure', on: { 'claim.changed': 'refreshing', 'claim.reload': 'refreshing' } },
  },
});
