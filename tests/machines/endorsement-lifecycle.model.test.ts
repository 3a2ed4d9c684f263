import { describe, expect, it } from 'vitest';
import { awaitsPremium, canMoveEndorsement, type EndorsementMove, type EndorsementStatus } from '../../domain/policies';
import { applyRefusalOf } from '../../machines/endorsement-lifecycle/endorsement-lifecycle.setup';
import {
  describeEndorsement,
  endorsementLifecycleModel,
  ENTRIES,
  eventName,
  MODEL_EVENTS,
  type EndorsementModelEvent as ModelEvent,
} from '../../stories/machines/endorsement-lifecycle.model';
import { testModelOf } from '../../stories/support/machine-model';
import {
  createEndorsementHarness,
  ENDORSEMENT_ID,
  opening,
  READER,
  type EndorsementActorName,
  type EndorsementHarness,
} from './support/endorsement-lifecycle-harness';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import type { EndorsementLifecycleInput } from '../../machines/endorsement-lifecycle/endorsement-lifecycle.types';
import type { SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<EndorsementHarness['machine']>;
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: EndorsementLifecycleInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createEndorsementHarness(input);
  return testModelOf<Snapshot, ModelEvent, EndorsementLifecycleInput>(machine, endorsementLifecycleModel, input, (snapshot) =>
    serialize(snapshot as Snapshot),
  );
}

/** Each busy state, the call it runs, and the move (needing 'Manage Endorsements') that call makes. */
const CALLS: [state: string, actor: EndorsementActorName, move: EndorsementMove | null][] = [
  ['loading', 'loadEndorsement', null],
  ['loaded.reloading', 'reloadEndorsement', null],
  ['loaded.approving.saving', 'approveEndorsement', 'approve'],
  ['loaded.rejecting.saving', 'rejectEndorsement', 'reject'],
  ['loaded.applying.saving', 'applyEndorsement', 'apply'],
  ['loaded.viewingDocument.fetching', 'loadDocument', null],
];
const FAILED = [
  'loadFailed',
  'loaded.reloadFailed',
  'loaded.viewingDocument.failed',
  ...['approving', 'rejecting', 'applying'].map((dialog) => `loaded.${dialog}.failed`),
];
const matches = (snapshot: Snapshot, path: string) => leafOf(snapshot) === path;

/** Rules that hold in every state of every path, whatever led there. */
function expectEndorsementRules(harness: EndorsementHarness) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const { failure, endorsement, viewer, applyRefusal, document } = snapshot.context;
  // One call runs in each busy state, none otherwise.
  for (const [state, actor] of CALLS) expect(harness.isRunning(actor), `${where}: ${actor}`).toBe(matches(snapshot, state));
  expect(snapshot.hasTag('busy'), where).toBe(CALLS.some(([state]) => matches(snapshot, state)));
  expect(failure !== null, where).toBe(FAILED.some((state) => matches(snapshot, state)));
  // A move's call is made only by a holder of 'Manage Endorsements', from a status the domain allows it from.
  for (const [state, , move] of CALLS) {
    if (!matches(snapshot, state) || !move) continue;
    expect(viewer.mayManage, where).toBe(true);
    expect(canMoveEndorsement(endorsement!.status as EndorsementStatus, move), where).toBe(true);
  }
  // "No Premium, No Cover": the server is never asked to apply what the domain holds back.
  if (snapshot.matches({ loaded: 'applying' })) expect(awaitsPremium(endorsement!), where).toBe(false);
  if (snapshot.matches({ loaded: { idle: { approved: 'awaitingPremium' } } })) expect(awaitsPremium(endorsement!), where).toBe(true);
  if (snapshot.matches({ loaded: { idle: { approved: 'ready' } } })) expect(awaitsPremium(endorsement!), where).toBe(false);
  // Where it rests is the status it has.
  if (snapshot.matches({ loaded: 'idle' })) {
    const resting = leafOf(snapshot).split('.')[2];
    expect(resting, where).toBe(endorsement!.status === 'withdrawn' ? 'unknownStatus' : endorsement!.status);
  }
  expect(applyRefusal !== null, where).toBe(matches(snapshot, 'loaded.applyRefused'));
  if (applyRefusal !== null) expect(applyRefusal, where).toBe(applyRefusalOf(endorsement));
  expect(document !== null, where).toBe(matches(snapshot, 'loaded.viewingDocument.showing'));
  for (const call of harness.invocations) expect(call.input, where).toMatchObject({ endorsementId: ENDORSEMENT_ID });
}

const rulesOf = (harness: EndorsementHarness, serialize: (snapshot: Snapshot) => unknown) =>
  replayParams(harness, MODEL_EVENTS, serialize, () => expectEndorsementRules(harness));

describe.each(Object.entries(ENTRIES))('endorsement lifecycle model: %s', (_, input) => {
  const fine = createModel(input, describeEndorsement);
  const shortest = fine.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', async (_name, path) => {
    const harness = createEndorsementHarness(input).start();
    await path.test(rulesOf(harness, describeEndorsement));
    harness.actor.stop();
  });

  // Every transition walked on its own: the shortest path to its source, then the transition.
  const coarseSerialize = (snapshot: Snapshot) => ({ value: snapshot.value, status: snapshot.context.endorsement?.status ?? null });
  const coarse = createModel(input, coarseSerialize);
  const transitions = transitionPaths(coarse, coarseSerialize, describePath);

  it.each(transitions)('transition %s', async (_name, path) => {
    const harness = createEndorsementHarness(input).start();
    await coarse.testPath(path, rulesOf(harness, coarseSerialize));
    harness.actor.stop();
  });
});

describe('endorsement lifecycle model: coverage', () => {
  it('reaches every leaf state a person can see from one of the entries, and no other', () => {
    const reached = new Set(
      Object.values(ENTRIES).flatMap((input) =>
        createModel(input, describeEndorsement)
          .getShortestPaths({ allowDuplicatePaths: true })
          .map((path) => leafOf(path.state)),
      ),
    );
    const { machine } = createEndorsementHarness();
    const observable = observableLeaves(machine);
    expect([...reached].sort()).toEqual(observable);
    expect(observable).toHaveLength(24);
  });

  it('never lets a reader past reading the endorsement and its PDF', () => {
    const reached = createModel(opening(READER), describeEndorsement)
      .getShortestPaths({ allowDuplicatePaths: true })
      .map((path) => leafOf(path.state));
    expect([...new Set(reached)].sort()).toEqual([
      'loadFailed',
      'loaded.idle.applied',
      'loaded.idle.approved.awaitingPremium',
      'loaded.idle.approved.ready',
      'loaded.idle.pending',
      'loaded.idle.rejected',
      'loaded.idle.unknownStatus',
      'loaded.viewingDocument.failed',
      'loaded.viewingDocument.fetching',
      'loaded.viewingDocument.showing',
      'loading',
    ]);
  });
});
