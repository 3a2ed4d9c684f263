import { describe, expect, it } from 'vitest';
import { canMovePolicy, coverRefusal, type PolicyMove, type PolicyStatus } from '../../domain/policies';
import {
  describePolicy,
  ENTRIES,
  eventName,
  MODEL_EVENTS,
  policyLifecycleModel,
  type PolicyModelEvent as ModelEvent,
} from '../../stories/machines/policy-lifecycle.model';
import { testModelOf } from '../../stories/support/machine-model';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import {
  createPolicyHarness,
  opening,
  POLICY_ID,
  READER,
  type PolicyActorName,
  type PolicyHarness,
} from './support/policy-lifecycle-harness';
import type { PolicyLifecycleInput } from '../../machines/policy-lifecycle/policy-lifecycle.types';
import type { SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<PolicyHarness['machine']>;
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: PolicyLifecycleInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createPolicyHarness(input);
  return testModelOf<Snapshot, ModelEvent, PolicyLifecycleInput>(machine, policyLifecycleModel, input, (snapshot) =>
    serialize(snapshot as Snapshot),
  );
}

/** Each busy state, the call it runs, and the move (with the permission) that call makes. */
const CALLS: [state: string, actor: PolicyActorName, move: PolicyMove | null, permission: 'mayUpdate' | 'maySend' | 'mayBill' | null][] = [
  ['loading', 'loadPolicy', null, null],
  ['loaded.reloading', 'reloadPolicy', null, null],
  ['loaded.placing.sending', 'sendPlacementSlip', 'place', 'mayUpdate'],
  ['loaded.confirmingPlacement.saving', 'confirmPlacement', 'confirmPlacement', 'mayUpdate'],
  ['loaded.recordingNumber.saving', 'recordNumber', 'recordNumber', 'mayUpdate'],
  ['loaded.activating.saving', 'activatePolicy', 'activate', 'mayUpdate'],
  ['loaded.expiring.saving', 'expirePolicy', 'expire', 'mayUpdate'],
  ['loaded.lapsing.saving', 'lapsePolicy', 'lapse', 'mayUpdate'],
  ['loaded.cancelling.saving', 'cancelPolicy', 'cancel', 'mayUpdate'],
  ['loaded.sendingCreditNote.sending', 'sendCreditNote', null, 'maySend'],
  ['loaded.billing.saving', 'billPolicy', 'bill', 'mayBill'],
  ['loaded.sendingRenewalNotice.sending', 'sendRenewalNotice', 'notifyRenewal', 'maySend'],
];
const FAILED = [
  'loadFailed',
  'loaded.reloadFailed',
  ...[
    'placing',
    'confirmingPlacement',
    'recordingNumber',
    'activating',
    'expiring',
    'lapsing',
    'cancelling',
    'sendingCreditNote',
    'billing',
    'sendingRenewalNotice',
  ].map((dialog) => `loaded.${dialog}.failed`),
];
const matches = (snapshot: Snapshot, path: string) => leafOf(snapshot) === path;

/** Rules that hold in every state of every path, whatever led there. */
function expectPolicyRules(harness: PolicyHarness) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const { failure, policy, viewer, coverRefusal: shownRefusal } = snapshot.context;
  // One call runs in each busy state, none otherwise.
  for (const [state, actor] of CALLS) expect(harness.isRunning(actor), `${where}: ${actor}`).toBe(matches(snapshot, state));
  expect(snapshot.hasTag('busy'), where).toBe(CALLS.some(([state]) => matches(snapshot, state)));
  expect(failure !== null, where).toBe(FAILED.some((state) => matches(snapshot, state)));
  // A move's call is made only by a holder of its permission, from a status the domain allows it from.
  for (const [state, , move, permission] of CALLS) {
    if (!matches(snapshot, state) || !permission) continue;
    expect(viewer[permission], where).toBe(true);
    if (move) expect(canMovePolicy(policy!.status as PolicyStatus, move), where).toBe(true);
  }
  // "No Premium, No Cover": the server is never asked to put on cover what the domain refuses.
  if (matches(snapshot, 'loaded.activating.saving')) expect(coverRefusal(policy!), where).toBeNull();
  // A policy is billed on one invoice: the server is never asked to raise a second.
  if (matches(snapshot, 'loaded.billing.saving')) expect(policy!.invoice_id, where).toBeNull();
  expect(shownRefusal !== null, where).toBe(matches(snapshot, 'loaded.coverRefused'));
  if (shownRefusal !== null) expect(shownRefusal, where).toBe(coverRefusal(policy!));
  for (const call of harness.invocations) expect(call.input, where).toMatchObject({ policyId: POLICY_ID });
}

const rulesOf = (harness: PolicyHarness, serialize: (snapshot: Snapshot) => unknown) =>
  replayParams(harness, MODEL_EVENTS, serialize, () => expectPolicyRules(harness));

describe.each(Object.entries(ENTRIES))('policy lifecycle model: %s', (_, input) => {
  const fine = createModel(input, describePolicy);
  const shortest = fine.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', async (_name, path) => {
    const harness = createPolicyHarness(input).start();
    await path.test(rulesOf(harness, describePolicy));
    harness.actor.stop();
  });

  // Every transition walked on its own: the shortest path to its source, then the transition.
  const coarseSerialize = (snapshot: Snapshot) => ({
    value: snapshot.value,
    status: snapshot.context.policy?.status ?? null,
    billed: Boolean(snapshot.context.policy?.invoice_id),
  });
  const coarse = createModel(input, coarseSerialize);
  const transitions = transitionPaths(coarse, coarseSerialize, describePath);

  it.each(transitions)('transition %s', async (_name, path) => {
    const harness = createPolicyHarness(input).start();
    await coarse.testPath(path, rulesOf(harness, coarseSerialize));
    harness.actor.stop();
  });
});

describe('policy lifecycle model: coverage', () => {
  it('reaches every leaf state a person can see from one of the entries, and no other', () => {
    const reached = new Set(
      Object.values(ENTRIES).flatMap((input) =>
        createModel(input, describePolicy)
          .getShortestPaths({ allowDuplicatePaths: true })
          .map((path) => leafOf(path.state)),
      ),
    );
    const { machine } = createPolicyHarness();
    const observable = observableLeaves(machine);
    expect([...reached].sort()).toEqual(observable);
    expect(observable).toHaveLength(37);
  });

  it('never lets a reader past reading the policy', () => {
    const reached = createModel(opening(READER), describePolicy)
      .getShortestPaths({ allowDuplicatePaths: true })
      .map((path) => leafOf(path.state));
    expect([...new Set(reached)].sort()).toEqual(['loadFailed', 'loaded.idle', 'loading']);
  });
});
