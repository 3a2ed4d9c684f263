import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { canMoveClaim, CLAIM_STATUSES, FINISHED_CLAIM_STATUSES, type ClaimStatus } from '../../domain/claims/status';
import { claimStatusMachine } from '../../machines/claims/claim-status.machine';
import { claimStatusModel, MODEL_EVENTS } from '../../stories/machines/claim-status.model';
import { testModelOf } from '../../stories/support/machine-model';
import { eventsOf, leafOf, observableLeaves, transitionPaths } from './support/model-paths';
import type { ClaimMoveEvent } from '../../machines/claims/claim-status.machine';
import type { SnapshotFrom, StateValue } from 'xstate';

// Paths are generated from the machine, which is drawn from the domain's transition table; each is
// lived through by a real actor, and every move on it must be one the table allows.
type Snapshot = SnapshotFrom<typeof claimStatusMachine>;
const targetOf = (event: ClaimMoveEvent) => event.type.slice('claim.moveTo.'.length) as ClaimStatus;
const describePath = (events: readonly ClaimMoveEvent[]) => ['registered', ...events.map(targetOf)].join(' → ');

const model = testModelOf<Snapshot, ClaimMoveEvent, undefined>(claimStatusMachine, claimStatusModel, undefined);

/** Lives the moves through a real actor, checking the table allowed each one and that it rests where the move says. */
function live(events: readonly ClaimMoveEvent[]): StateValue {
  const actor = createActor(claimStatusMachine).start();
  for (const event of events) {
    const from = actor.getSnapshot().value as ClaimStatus;
    expect(canMoveClaim(from, targetOf(event)), `${from} → ${targetOf(event)}`).toBe(true);
    actor.send(event);
    const now = actor.getSnapshot();
    expect(now.value).toBe(targetOf(event));
    expect(now.hasTag('finished')).toBe(FINISHED_CLAIM_STATUSES.includes(targetOf(event)));
  }
  const { value } = actor.getSnapshot();
  actor.stop();
  return value;
}

describe('claim status model', () => {
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', (_name, path) => {
    expect(live(eventsOf(path))).toBe(path.state.value);
  });

  it.each(transitionPaths(model, (snapshot) => snapshot.value, describePath))('transition %s', (_name, path) => {
    expect(live(eventsOf(path))).toBe(path.state.value);
  });

  it('reaches every status of the table from a registered claim, and closed ends it', () => {
    expect(shortest.map((path) => leafOf(path.state)).sort()).toEqual([...CLAIM_STATUSES].sort());
    expect(observableLeaves(claimStatusMachine)).toEqual([...CLAIM_STATUSES].sort());
    const closed = shortest.find((path) => path.state.value === 'closed')!;
    expect(closed.state.status).toBe('done');
  });

  it('takes exactly the moves the table allows, no other', () => {
    const taken = transitionPaths(model, (snapshot) => snapshot.value, describePath).map(([, path]) => {
      const events = eventsOf(path);
      const from = events.length > 1 ? targetOf(events.at(-2)!) : 'registered';
      return `${from} → ${targetOf(events.at(-1)!)}`;
    });
    const allowed = CLAIM_STATUSES.flatMap((from) => CLAIM_STATUSES.filter((to) => canMoveClaim(from, to)).map((to) => `${from} → ${to}`));
    expect(taken.sort()).toEqual(allowed.sort());
    expect(MODEL_EVENTS).toHaveLength(CLAIM_STATUSES.length);
  });
});
