import { describe, expect, it } from 'vitest';
import { checkChosenFile } from '../../domain/upload';
import {
  describeWizard,
  ENTRIES,
  eventName,
  MODEL_EVENTS,
  REJECTION_OVER,
  uploadWizardModel,
  type UploadWizardModelEvent as ModelEvent,
} from '../../stories/machines/upload-wizard.model';
import { testModelOf } from '../../stories/support/machine-model';
import { eventsOf, leafOf, observableLeaves, transitionPaths } from './support/model-paths';
import { createUploadWizardHarness, STORED, type UploadWizardHarness } from './support/upload-wizard-harness';
import type { SendFileInput, UploadWizardInput } from '../../machines/upload-wizard/upload-wizard.types';
import type { SnapshotFrom } from 'xstate';
import type { TestParam } from 'xstate/graph';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose upload stays pending until the path says how it ends, on a clock the path moves.
type Snapshot = SnapshotFrom<UploadWizardHarness['machine']>;
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: UploadWizardInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createUploadWizardHarness(input);
  return testModelOf<Snapshot, ModelEvent, UploadWizardInput>(machine, uploadWizardModel, input, (snapshot) =>
    serialize(snapshot as Snapshot),
  );
}

/** How many times the person asked for a send (upload.send or upload.retry), per harness. */
const asked = new WeakMap<UploadWizardHarness, number>();

async function replayEvent(harness: UploadWizardHarness, event: ModelEvent) {
  if (event.type === 'upload.send' || event.type === 'upload.retry') asked.set(harness, (asked.get(harness) ?? 0) + 1);
  if (event.type === 'xstate.done.actor.sendFile') await harness.resolve(event.output);
  else if (event.type === 'xstate.error.actor.sendFile') await harness.reject(event.error);
  else if (event.type === REJECTION_OVER) harness.waitOutRejection();
  // Progress arrives the way the app's upload reports it: through the callback the actor was given.
  else if (event.type === 'upload.progress') harness.report(event.progress);
  else harness.actor.send(event);
}

const HOLDING = ['chosen', 'uploading', 'uploaded', 'failed'] as const;

/** Rules that hold in every state of every path, whatever led there. */
function expectWizardRules(harness: UploadWizardHarness, input: UploadWizardInput) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const { file, rejection, progress, failure } = snapshot.context;
  expect(snapshot.hasTag('busy'), where).toBe(snapshot.matches('uploading'));
  expect(file !== null, where).toBe(HOLDING.some((state) => snapshot.matches(state)));
  expect(rejection !== null, where).toBe(snapshot.matches('rejected'));
  expect(progress !== null, where).toBe(snapshot.matches('uploading'));
  expect(failure !== null, where).toBe(snapshot.matches('failed'));
  // Only a file that passed the checks is ever sent or held; a screen that confirms never sends unasked.
  if (file) expect(checkChosenFile(file, input.accept), where).toBeNull();
  for (const call of harness.invocations) expect(checkChosenFile((call.input as SendFileInput).file, input.accept), where).toBeNull();
  if (!input.sendAtOnce) expect(harness.invocations.length, where).toBeLessThanOrEqual(asked.get(harness) ?? 0);
  // Exactly one request runs while uploading, none otherwise; the screen hears once per stored file.
  expect(harness.isRunning('sendFile'), where).toBe(snapshot.matches('uploading'));
  if (snapshot.matches('uploaded')) expect(harness.announced.at(-1), where).toEqual({ file, answer: STORED });
}

function replayParams(
  harness: UploadWizardHarness,
  input: UploadWizardInput,
  serialize: (snapshot: Snapshot) => unknown,
): TestParam<Snapshot, ModelEvent> {
  const exec = async (step: { event: { type: string } }) => replayEvent(harness, step.event as ModelEvent);
  return {
    events: Object.fromEntries(MODEL_EVENTS.map((event) => [event.type, exec])) as TestParam<Snapshot, ModelEvent>['events'],
    states: {
      '*': (expected) => {
        expect(serialize(harness.state())).toEqual(serialize(expected));
        expectWizardRules(harness, input);
      },
    },
  };
}

describe.each(Object.entries(ENTRIES))('upload wizard model: %s', (_, input) => {
  const fine = createModel(input, describeWizard);
  const shortest = fine.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', async (_name, path) => {
    const harness = createUploadWizardHarness(input).start();
    await path.test(replayParams(harness, input, describeWizard));
    harness.actor.stop();
  });

  // Every transition walked on its own: the shortest path to its source, then the transition.
  const coarseSerialize = (snapshot: Snapshot) => ({ value: snapshot.value, file: snapshot.context.file?.name ?? null });
  const coarse = createModel(input, coarseSerialize);
  const transitions = transitionPaths(coarse, coarseSerialize, describePath);

  it.each(transitions)('transition %s', async (_name, path) => {
    const harness = createUploadWizardHarness(input).start();
    await coarse.testPath(path, replayParams(harness, input, coarseSerialize));
    harness.actor.stop();
  });
});

describe('upload wizard model: coverage', () => {
  const reachedFrom = (input: UploadWizardInput) =>
    new Set(
      createModel(input, describeWizard)
        .getShortestPaths({ allowDuplicatePaths: true })
        .map((path) => leafOf(path.state)),
    );

  it('reaches every leaf state a person can see from one of the entries, and no other', () => {
    const { machine } = createUploadWizardHarness();
    const reached = new Set(Object.values(ENTRIES).flatMap((input) => [...reachedFrom(input)]));
    const observable = observableLeaves(machine);
    expect([...reached].sort()).toEqual(observable);
    expect(observable).toEqual(['choosing', 'chosen', 'failed', 'rejected', 'uploaded', 'uploading']);
  });

  it('a screen that sends at once never holds a checked file back', () => {
    expect([...reachedFrom(ENTRIES['a document, sent at once']!)].sort()).toEqual([
      'choosing',
      'failed',
      'rejected',
      'uploaded',
      'uploading',
    ]);
  });
});
