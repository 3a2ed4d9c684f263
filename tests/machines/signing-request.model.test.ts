import { describe, expect, it } from 'vitest';
import { checkedSigner } from '../../machines/signing-request/signer-form';
import {
  describeRequest,
  ENTRIES,
  eventName,
  MODEL_EVENTS,
  signingRequestModel,
  type SigningRequestModelEvent as ModelEvent,
} from '../../stories/machines/signing-request.model';
import { testModelOf } from '../../stories/support/machine-model';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import { createSigningRequestHarness, type SigningRequestActorName, type SigningRequestHarness } from './support/signing-request-harness';
import type { SigningRequestInput } from '../../machines/signing-request/signing-request.types';
import type { SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<SigningRequestHarness['machine']>;

const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: SigningRequestInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createSigningRequestHarness(input);
  return testModelOf<Snapshot, ModelEvent, SigningRequestInput>(machine, signingRequestModel, input, (snapshot) =>
    serialize(snapshot as Snapshot),
  );
}

const CALLS: [state: string, actor: SigningRequestActorName][] = [
  ['sending', 'sendRequest'],
  ['cancelling', 'cancelRequest'],
  ['resending', 'resendRequest'],
];

const STATUSES = ['sent', 'opened', 'signed', 'expired', 'cancelled'] as const;

/** Rules that hold in every state of every path, whatever led there. */
function expectSigningRules(harness: SigningRequestHarness) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const { form, request, subjectKind, subjectId } = snapshot.context;
  for (const [state, actor] of CALLS) expect(harness.isRunning(actor), `${where}: ${actor}`).toBe(snapshot.matches(state as never));
  expect(snapshot.hasTag('busy'), where).toBe(CALLS.some(([state]) => snapshot.matches(state as never)));
  // A settled screen shows the state the request's status names; with no request it is a form.
  for (const status of STATUSES) if (snapshot.matches(status)) expect(request?.status, where).toBe(status);
  if (snapshot.matches('draft') || snapshot.matches('failed') || snapshot.matches('sending')) expect(request, where).toBeNull();
  // Only a signer that passes the server's own checks is sent, as the form stands.
  if (snapshot.matches('sending'))
    expect(harness.inputOf('sendRequest'), where).toEqual(checkedSigner(form, { subjectKind, subjectId }).value);
  if (snapshot.matches('cancelling')) expect(harness.inputOf('cancelRequest'), where).toEqual({ id: request!.id });
  if (snapshot.matches('resending')) expect(harness.inputOf('resendRequest'), where).toEqual({ id: request!.id });
}

const rulesOf = (harness: SigningRequestHarness, serialize: (snapshot: Snapshot) => unknown) =>
  replayParams(harness, MODEL_EVENTS, serialize, () => expectSigningRules(harness));

describe.each(Object.entries(ENTRIES))('signing request model: %s', (_, input) => {
  const fine = createModel(input, describeRequest);
  const shortest = fine.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', async (_name, path) => {
    const harness = createSigningRequestHarness(input).start();
    await path.test(rulesOf(harness, describeRequest));
    harness.actor.stop();
  });

  // Every transition walked on its own: the shortest path to its source, then the transition.
  const coarseSerialize = (snapshot: Snapshot) => ({
    value: snapshot.value,
    ready: checkedSigner(snapshot.context.form, snapshot.context).failure === null,
    status: snapshot.context.request?.status ?? null,
  });
  const coarse = createModel(input, coarseSerialize);

  it.each(transitionPaths(coarse, coarseSerialize, describePath))('transition %s', async (_name, path) => {
    const harness = createSigningRequestHarness(input).start();
    await coarse.testPath(path, rulesOf(harness, coarseSerialize));
    harness.actor.stop();
  });
});

describe('signing request model: coverage', () => {
  it('reaches every leaf state a person can see from one of the entries, and no other', () => {
    const reached = new Set(
      Object.values(ENTRIES).flatMap((input) =>
        createModel(input, describeRequest)
          .getShortestPaths({ allowDuplicatePaths: true })
          .map((path) => leafOf(path.state)),
      ),
    );
    const { machine } = createSigningRequestHarness();
    const observable = observableLeaves(machine);
    expect([...reached].sort()).toEqual(observable);
    expect(observable).toHaveLength(10);
  });
});
