import { describe, expect, it } from 'vitest';
import { isSigningLinkRefusal } from '../../domain/signing';
import { checkedSignature } from '../../machines/signing-page/signature-form';
import {
  describeSigningPage,
  ENTRIES,
  eventName,
  MODEL_EVENTS,
  signingPageModel,
  type SigningPageModelEvent as ModelEvent,
} from '../../stories/machines/signing-page.model';
import { testModelOf } from '../../stories/support/machine-model';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import { createSigningPageHarness, type SigningPageHarness } from './support/signing-page-harness';
import type { SigningPageInput } from '../../machines/signing-page/signing-page.types';
import type { SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<SigningPageHarness['machine']>;

const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: SigningPageInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createSigningPageHarness();
  return testModelOf<Snapshot, ModelEvent, SigningPageInput>(machine, signingPageModel, input, (snapshot) =>
    serialize(snapshot as Snapshot),
  );
}

/** Rules that hold in every state of every path, whatever led there. */
function expectSigningPageRules(harness: SigningPageHarness) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const { page, form, failure, key } = snapshot.context;
  expect(harness.isRunning('openSigning'), where).toBe(snapshot.matches('loading'));
  expect(harness.isRunning('signDocument'), where).toBe(snapshot.matches('signing'));
  // Only a signature that passes the server's own checks is sent, for the link's key.
  if (snapshot.matches('signing')) expect(harness.inputOf('signDocument'), where).toEqual({ key, payload: checkedSignature(form).value });
  if (snapshot.matches('loading')) expect(harness.inputOf('openSigning'), where).toEqual({ key });
  // The thank-you page holds a signed request; the pad is offered only for one not signed.
  if (snapshot.matches('signed')) expect(page?.status, where).toBe('signed');
  if (snapshot.matches('ready') || snapshot.matches('signing')) expect(page?.status, where).not.toBe('signed');
  // A refused link ends on the server's refusal; a failed one on a failure that is not one.
  if (snapshot.matches('refused')) expect(isSigningLinkRefusal(failure), where).toBe(true);
  if (snapshot.matches('failed')) expect(isSigningLinkRefusal(failure), where).toBe(false);
  expect(snapshot.can({ type: 'signature.sign' }), where).toBe(snapshot.matches('ready'));
}

const rulesOf = (harness: SigningPageHarness, serialize: (snapshot: Snapshot) => unknown) =>
  replayParams(harness, MODEL_EVENTS, serialize, () => expectSigningPageRules(harness));

describe.each(Object.entries(ENTRIES))('signing page model: %s', (_, input) => {
  const fine = createModel(input, describeSigningPage);
  const shortest = fine.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', async (_name, path) => {
    const harness = createSigningPageHarness().start();
    await path.test(rulesOf(harness, describeSigningPage));
    harness.actor.stop();
  });

  // Every transition walked on its own: the shortest path to its source, then the transition.
  const coarseSerialize = (snapshot: Snapshot) => ({
    value: snapshot.value,
    ready: checkedSignature(snapshot.context.form).failure === null,
    method: snapshot.context.form.method,
  });
  const coarse = createModel(input, coarseSerialize);

  it.each(transitionPaths(coarse, coarseSerialize, describePath))('transition %s', async (_name, path) => {
    const harness = createSigningPageHarness().start();
    await coarse.testPath(path, rulesOf(harness, coarseSerialize));
    harness.actor.stop();
  });
});

describe('signing page model: coverage', () => {
  it('reaches every leaf state a person can see, and no other', () => {
    const reached = new Set(
      Object.values(ENTRIES).flatMap((input) =>
        createModel(input, describeSigningPage)
          .getShortestPaths({ allowDuplicatePaths: true })
          .map((path) => leafOf(path.state)),
      ),
    );
    const { machine } = createSigningPageHarness();
    const observable = observableLeaves(machine);
    expect([...reached].sort()).toEqual(observable);
    expect(observable).toEqual(['failed', 'loading', 'ready', 'refused', 'signed', 'signing']);
  });
});
