import { describe, expect, it } from 'vitest';
import { canActOnClaim, canMoveClaim, type ClaimStatus } from '../../domain/claims';
import { checkedMove } from '../../machines/claims/move-form';
import {
  claimsModel,
  describeClaim,
  ENTRIES,
  eventName,
  MODEL_EVENTS,
  type ClaimsModelEvent as ModelEvent,
} from '../../stories/machines/claims.model';
import { testModelOf } from '../../stories/support/machine-model';
import { createClaimsHarness, opening, READER, type ClaimActorName, type ClaimsHarness } from './support/claims-harness';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import type { ClaimsInput, PatchInput } from '../../machines/claims/claims.types';
import type { SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<ClaimsHarness['machine']>;
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: ClaimsInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createClaimsHarness(input);
  return testModelOf<Snapshot, ModelEvent, ClaimsInput>(machine, claimsModel, input, (snapshot) => serialize(snapshot as Snapshot));
}

/** Each busy state and the call it runs. */
const CALLS: [state: object | string, actor: ClaimActorName][] = [
  ['loading', 'loadClaim'],
  [{ ready: { work: { moving: 'saving' } } }, 'moveClaim'],
  [{ ready: { work: { editing: 'saving' } } }, 'saveFacts'],
  [{ ready: { work: { commenting: 'sending' } } }, 'commentOnClaim'],
  [{ ready: { work: { notifying: 'sending' } } }, 'sendMail'],
];
const FAILED = ['moving', 'editing', 'commenting', 'notifying'].flatMap((work) =>
  ['failed', 'refused'].map((step) => ({ ready: { work: { [work]: step } } })),
);
type Matchable = Parameters<Snapshot['matches']>[0];
const at = (snapshot: Snapshot, state: object | string) => snapshot.matches(state as Matchable);

/** Rules that hold in every state of every path, whatever led there; `seen` counts the calls already checked. */
function expectClaimRules(harness: ClaimsHarness, seen: { calls: number }) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const { failure, claim, viewer, refreshFailure } = snapshot.context;
  for (const [state, actor] of CALLS) expect(harness.isRunning(actor), `${where}: ${actor}`).toBe(at(snapshot, state));
  expect(harness.isRunning('refreshClaim'), where).toBe(at(snapshot, { ready: { live: 'refreshing' } }));
  expect(snapshot.hasTag('busy'), where).toBe(CALLS.some(([state]) => at(snapshot, state)));
  expect(failure !== null, where).toBe(at(snapshot, 'loadFailed') || FAILED.some((state) => at(snapshot, state)));
  expect(refreshFailure !== null, where).toBe(at(snapshot, { ready: { live: 'stale' } }));
  // A reader never gets past reading the claim.
  if (!viewer.mayUpdate) expect(at(snapshot, { ready: { work: 'idle' } }) || !at(snapshot, 'ready'), where).toBe(true);
  // Each call that changes the claim was made by a holder of 'Update Claim', as the domain allowed it on the claim as shown.
  for (const call of harness.invocations.slice(seen.calls)) {
    if (call.id === 'loadClaim' || call.id === 'refreshClaim') continue;
    expect(viewer.mayUpdate, `${where}: ${call.id}`).toBe(true);
    const status = claim!.status as ClaimStatus;
    if (call.id === 'saveFacts') expect(canActOnClaim(status, 'edit'), where).toBe(true);
    if (call.id !== 'moveClaim') continue;
    const { patch } = call.input as PatchInput;
    const to = patch.status as ClaimStatus;
    expect(canMoveClaim(status, to), where).toBe(true);
    expect(checkedMove(claim!, to, snapshot.context.moveForm, snapshot.context.today).patch, where).toEqual(patch);
  }
  seen.calls = harness.invocations.length;
}

const rulesOf = (harness: ClaimsHarness, serialize: (snapshot: Snapshot) => unknown) => {
  const seen = { calls: 0 };
  return replayParams(harness, MODEL_EVENTS, serialize, () => expectClaimRules(harness, seen));
};

describe.each(Object.entries(ENTRIES))('claims model: %s', (_, input) => {
  const fine = createModel(input, describeClaim);
  const shortest = fine.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', async (_name, path) => {
    const harness = createClaimsHarness(input).start();
    await path.test(rulesOf(harness, describeClaim));
    harness.actor.stop();
  });

  // Every transition walked on its own: the shortest path to its source, then the transition.
  const coarseSerialize = (snapshot: Snapshot) => ({ value: snapshot.value, status: snapshot.context.claim?.status ?? null });
  const coarse = createModel(input, coarseSerialize);
  const transitions = transitionPaths(coarse, coarseSerialize, describePath);

  it.each(transitions)('transition %s', async (_name, path) => {
    const harness = createClaimsHarness(input).start();
    await coarse.testPath(path, rulesOf(harness, coarseSerialize));
    harness.actor.stop();
  });
});

describe('claims model: coverage', () => {
  it('reaches every leaf state a person can see from one of the entries', () => {
    const reached = new Set(
      Object.values(ENTRIES).flatMap((input) =>
        createModel(input, describeClaim)
          .getShortestPaths({ allowDuplicatePaths: true })
          .flatMap((path) => leafOf(path.state).split(',')),
      ),
    );
    const { machine } = createClaimsHarness();
    expect([...reached].sort()).toEqual(observableLeaves(machine));
  });

  it('never lets a reader past reading the claim', () => {
    const reached = createModel(opening(READER), describeClaim)
      .getShortestPaths({ allowDuplicatePaths: true })
      .flatMap((path) => leafOf(path.state).split(','));
    expect([...new Set(reached)].sort()).toEqual([
      'loadFailed',
      'loading',
      'ready.live.current',
      'ready.live.refreshing',
      'ready.live.stale',
      'ready.work.idle',
    ]);
  });
});
