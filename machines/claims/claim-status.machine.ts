import { createMachine } from 'xstate';
import { CLAIM_STATUSES, CLAIM_TRANSITIONS, FINISHED_CLAIM_STATUSES, type ClaimStatus } from '../../domain/claims/status';

// The claim's statuses as a statechart, drawn straight from the domain's transition table: one state
// per status, one `claim.moveTo.<status>` event per allowed move. The server is checked against the
// paths it generates, so the table, the server and the pages cannot drift apart.

export type ClaimMoveEvent = { type: `claim.moveTo.${ClaimStatus}` };
export const moveEvent = (to: ClaimStatus): ClaimMoveEvent => ({ type: `claim.moveTo.${to}` });

const statesOfTable = () =>
  Object.fromEntries(
    CLAIM_STATUSES.map((from) => [
      from,
      {
        ...(from === 'closed' ? { type: 'final' as const } : {}),
        tags: FINISHED_CLAIM_STATUSES.includes(from) ? ['finished'] : ['open'],
        on: Object.fromEntries(CLAIM_STATUSES.filter((to) => CLAIM_TRANSITIONS[to].includes(from)).map((to) => [`claim.moveTo.${to}`, to])),
      },
    ]),
  );

export const claimStatusMachine = createMachine({
  id: 'claimStatus',
  types: {} as { events: ClaimMoveEvent },
  initial: 'registered',
  states: statesOfTable(),
});
export type ClaimStatusMachine = typeof claimStatusMachine;
