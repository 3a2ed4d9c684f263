import { describe, expect, it } from 'vitest';
import { TestModel } from 'xstate/graph';
import { canMovePolicy, coverRefusal, type PolicyMove, type PolicyStatus } from '../../domain/policies';
import { AFTER_THE_END } from '../../stories/policies/policy-fixtures';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import {
  BILLED,
  BROKER,
  createPolicyHarness,
  FAILURES,
  NOTIFIED,
  opening,
  POLICIES,
  POLICY_ID,
  READER,
  READY_FOR_COVER,
  UNBILLED,
  type PolicyActorName,
  type PolicyHarness,
} from './support/policy-lifecycle-harness';
import type { PolicyDetails, PolicyLifecycleEvent, PolicyLifecycleInput } from '../../machines/policy-lifecycle/policy-lifecycle.types';
import type { ActorLogic, SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<PolicyHarness['machine']>;
type DoneEvent = { type: `xstate.done.actor.${PolicyActorName}`; output: PolicyDetails };
type ErrorEvent = { type: `xstate.error.actor.${PolicyActorName}`; error: unknown };
type ModelEvent = PolicyLifecycleEvent | DoneEvent | ErrorEvent;

const done = (id: PolicyActorName, output: PolicyDetails): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: PolicyActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

const CONFIRMED = { ...POLICIES.placed, placement_confirmed_at: '2026-03-23T11:00:00.000Z' };
const SHOWN = [POLICIES.proposal, UNBILLED, POLICIES.placed, READY_FOR_COVER, POLICIES.active, POLICIES.expired];

/** Representative cases of every event; the model keeps those the current state can take. */
const MODEL_EVENTS: readonly ModelEvent[] = [
  ...SHOWN.map((policy) => done('loadPolicy', policy)),
  failed('loadPolicy', FAILURES.notFound),
  failed('loadPolicy', FAILURES.network),
  { type: 'policy.retry' },
  { type: 'policy.close' },
  { type: 'policy.confirm' },
  { type: 'policy.sendPlacementSlip' },
  { type: 'policy.confirmPlacement' },
  { type: 'policy.recordNumber' },
  { type: 'policy.activate' },
  { type: 'policy.lapse' },
  { type: 'policy.cancel' },
  { type: 'policy.markExpired' },
  { type: 'policy.sendCreditNote' },
  { type: 'policy.upload' },
  { type: 'policy.bill' },
  { type: 'policy.sendRenewalNotice' },
  { type: 'policy.saveNumber', insurerPolicyNumber: '' },
  { type: 'policy.saveNumber', insurerPolicyNumber: 'LAG/MTR/26/004411' },
  { type: 'policy.giveReason', reason: '' },
  { type: 'policy.giveReason', reason: 'The client bought cover elsewhere' },
  { type: 'policy.documentUploaded', policy: POLICIES.active },
  done('sendPlacementSlip', POLICIES.placed),
  failed('sendPlacementSlip', FAILURES.network),
  failed('sendPlacementSlip', FAILURES.notPlaceable),
  done('confirmPlacement', CONFIRMED),
  failed('confirmPlacement', FAILURES.network),
  done('recordNumber', READY_FOR_COVER),
  failed('recordNumber', FAILURES.numberTaken),
  done('activatePolicy', POLICIES.active),
  failed('activatePolicy', FAILURES.noCover),
  done('expirePolicy', POLICIES.expired),
  failed('expirePolicy', FAILURES.endsLater),
  done('lapsePolicy', POLICIES.lapsed),
  failed('lapsePolicy', FAILURES.network),
  done('cancelPolicy', POLICIES.cancelled),
  done('sendCreditNote', POLICIES.active),
  failed('sendCreditNote', FAILURES.network),
  done('billPolicy', BILLED),
  failed('billPolicy', FAILURES.network),
  failed('billPolicy', FAILURES.notBillable),
  done('sendRenewalNotice', NOTIFIED),
  failed('sendRenewalNotice', FAILURES.noEmail),
  failed('sendRenewalNotice', FAILURES.network),
  // The reload answers the policy as the call left it.
  ...[...SHOWN, CONFIRMED, POLICIES.lapsed, POLICIES.cancelled, BILLED, NOTIFIED].map((policy) => done('reloadPolicy', policy)),
  failed('reloadPolicy', FAILURES.network),
];

const ENTRIES: Record<string, PolicyLifecycleInput> = {
  // Read after the active fixture's end, so that marking it expired is on a path.
  'a broker who may update and send': opening(BROKER, AFTER_THE_END),
  'a reader who may only view': opening(READER),
};

const describePolicy = (snapshot: Snapshot) => {
  const { policy, failure } = snapshot.context;
  return {
    value: snapshot.value,
    status: policy?.status ?? null,
    confirmed: Boolean(policy?.placement_confirmed_at),
    billed: Boolean(policy?.invoice_id),
    notified: Boolean(policy?.renewal_notice_sent_at),
    coverable: policy ? coverRefusal(policy) === null : null,
    failure: failure ? (failure.code ?? 'form') : null,
  };
};

const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('output' in event)
    return `${base}(${event.output.status}${event.output.placement_confirmed_at ? ',confirmed' : ''}${coverRefusal(event.output) ? '' : ',coverable'}${event.output.invoice_id ? '' : ',unbilled'}${event.output.renewal_notice_sent_at ? ',notified' : ''})`;
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if (event.type === 'policy.saveNumber') return `${base}(${event.insurerPolicyNumber ? 'typed' : 'blank'})`;
  if (event.type === 'policy.giveReason') return `${base}(${event.reason ? 'typed' : 'blank'})`;
  return base;
};
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: PolicyLifecycleInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createPolicyHarness(input);
  return new TestModel<Snapshot, ModelEvent, PolicyLifecycleInput>(
    machine as unknown as ActorLogic<Snapshot, ModelEvent, PolicyLifecycleInput>,
    {
      input,
      events: () => MODEL_EVENTS,
      filterEvents: (snapshot, event) => snapshot.can(event as PolicyLifecycleEvent),
      serializeState: (snapshot) => JSON.stringify(serialize(snapshot)),
      serializeEvent: (event) => eventName(event as ModelEvent),
    },
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
