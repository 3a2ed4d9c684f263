import { describe, expect, it } from 'vitest';
import { getStateNodes, TestModel, type AdjacencyValue, type StatePath, type TestParam, type TestPath } from 'xstate/graph';
import { checkChosenFile, DOCUMENT_KINDS, IMAGE_KINDS, uploadPercent } from '../../domain/upload';
import { createUploadWizardHarness, FAILURES, FILES, STORED, type UploadWizardHarness } from './support/upload-wizard-harness';
import type { SendFileInput, UploadWizardEvent, UploadWizardInput } from '../../machines/upload-wizard/upload-wizard.types';
import type { ActorLogic, SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose upload stays pending until the path says how it ends, on a clock the path moves.
type Snapshot = SnapshotFrom<UploadWizardHarness['machine']>;
const REJECTION_OVER = 'xstate.after.rejectionShown.uploadWizard.rejected';
type ModelEvent =
  | UploadWizardEvent
  | { type: 'xstate.done.actor.sendFile'; output: typeof STORED }
  | { type: 'xstate.error.actor.sendFile'; error: unknown }
  | { type: typeof REJECTION_OVER };

/** Representative cases of every event; the model keeps those the current state can take. */
const MODEL_EVENTS: readonly ModelEvent[] = [
  { type: 'upload.choose', file: FILES.picture },
  { type: 'upload.choose', file: FILES.tooLarge },
  { type: 'upload.choose', file: FILES.wrongKind },
  { type: REJECTION_OVER },
  { type: 'upload.send' },
  { type: 'upload.progress', progress: { sent: 512, total: 1024 } },
  { type: 'xstate.done.actor.sendFile', output: STORED },
  { type: 'xstate.error.actor.sendFile', error: FAILURES.network },
  { type: 'upload.retry' },
  { type: 'upload.cancel' },
  { type: 'upload.reset' },
];

const ENTRIES: Record<string, UploadWizardInput> = {
  'a picture, confirmed before sending': { accept: IMAGE_KINDS, sendAtOnce: false },
  'a document, sent at once': { accept: DOCUMENT_KINDS, sendAtOnce: true },
};

function describeWizard(snapshot: Snapshot) {
  const { file, rejection, progress, failure } = snapshot.context;
  return {
    value: snapshot.value,
    file: file?.name ?? null,
    rejection: rejection?.message ?? null,
    percent: progress ? uploadPercent(progress) : null,
    failure: failure?.code ?? null,
  };
}

const eventName = (event: ModelEvent) => {
  const base = event.type
    .replace('xstate.done.actor.', 'done:')
    .replace('xstate.error.actor.', 'error:')
    .replace(REJECTION_OVER, '5 seconds');
  return event.type === 'upload.choose' ? `${base}(${event.file.name})` : base;
};
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(input: UploadWizardInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createUploadWizardHarness(input);
  return new TestModel<Snapshot, ModelEvent, UploadWizardInput>(machine as unknown as ActorLogic<Snapshot, ModelEvent, UploadWizardInput>, {
    input,
    events: () => MODEL_EVENTS,
    filterEvents: (snapshot, event) => snapshot.can(event as UploadWizardEvent),
    serializeState: (snapshot) => JSON.stringify(serialize(snapshot)),
    // Files serialise to {} in JSON: name the event by its file instead.
    serializeEvent: (event) => eventName(event as ModelEvent),
  });
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

const leafOf = (snapshot: Snapshot) =>
  snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(',');

const eventsOf = (path: TestPath<Snapshot, ModelEvent>) => path.steps.slice(1).map((step) => step.event);

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
  const shortestByState = new Map(
    coarse.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [JSON.stringify(coarseSerialize(path.state)), path]),
  );
  type Vertex = AdjacencyValue<Snapshot, ModelEvent>;
  type Edge = Vertex['transitions'][keyof Vertex['transitions']];
  const transitions = (Object.values(coarse.getAdjacencyMap()) as Vertex[]).flatMap((vertex) =>
    (Object.values(vertex.transitions) as Edge[]).map(({ event, state }) => {
      const head = shortestByState.get(JSON.stringify(coarseSerialize(vertex.state)))!;
      const path: StatePath<Snapshot, ModelEvent> = { state, steps: [...head.steps, { state, event }], weight: head.weight + 1 };
      return [describePath([...eventsOf(head), event]), path] as const;
    }),
  );

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
    const observable = getStateNodes(machine.root)
      .filter((node) => (node.type === 'atomic' || node.type === 'final') && !(node.always ?? []).some((transition) => !transition.guard))
      .map((node) => node.path.join('.'))
      .sort();
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
