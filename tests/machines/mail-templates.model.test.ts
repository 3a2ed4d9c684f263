import { describe, expect, it } from 'vitest';
import { checkedWords } from '../../machines/mail-templates/mail-templates.draft';
import {
  describeTemplates,
  eventName,
  mailTemplatesModel,
  MODEL_EVENTS,
  type MailTemplatesModelEvent as ModelEvent,
} from '../../stories/machines/mail-templates.model';
import { testModelOf } from '../../stories/support/machine-model';
import { createMailTemplatesHarness, type MailTemplatesActorName, type MailTemplatesHarness } from './support/mail-templates-harness';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import type { SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<MailTemplatesHarness['machine']>;

const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createMailTemplatesHarness();
  return testModelOf<Snapshot, ModelEvent, undefined>(machine, mailTemplatesModel, undefined, (snapshot) =>
    serialize(snapshot as Snapshot),
  );
}

const CALLS: [state: string, actor: MailTemplatesActorName][] = [
  ['loading', 'loadTemplates'],
  ['saving', 'saveTemplate'],
  ['previewing', 'previewTemplate'],
  ['resetting', 'resetTemplate'],
];

/** Rules that hold in every state of every path, whatever led there. */
function expectTemplateRules(harness: MailTemplatesHarness) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const { context } = snapshot;
  for (const [state, actor] of CALLS) expect(harness.isRunning(actor), `${where}: ${actor}`).toBe(snapshot.matches(state as never));
  expect(snapshot.hasTag('busy'), where).toBe(CALLS.some(([state]) => snapshot.matches(state as never)));
  // Only words that pass the server's own checks are saved or previewed, and as they stand.
  if (snapshot.matches('saving')) expect(harness.inputOf('saveTemplate'), where).toEqual(checkedWords(context));
  if (snapshot.matches('previewing')) expect(harness.inputOf('previewTemplate'), where).toEqual(checkedWords(context));
  if (snapshot.matches('resetting')) expect(harness.inputOf('resetTemplate'), where).toEqual({ kind: context.kind });
  // Nothing is open while browsing; a kind is open in every editor state.
  expect(context.kind === null, where).toBe(['loading', 'loadFailed', 'browsing'].some((state) => snapshot.matches(state as never)));
}

const rulesOf = (harness: MailTemplatesHarness, serialize: (snapshot: Snapshot) => unknown) =>
  replayParams(harness, MODEL_EVENTS, serialize, () => expectTemplateRules(harness));

describe('mail templates model', () => {
  const fine = createModel(describeTemplates);
  const shortest = fine.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', async (_name, path) => {
    const harness = createMailTemplatesHarness().start();
    await path.test(rulesOf(harness, describeTemplates));
    harness.actor.stop();
  });

  const coarseSerialize = (snapshot: Snapshot) => ({
    value: snapshot.value,
    kind: snapshot.context.kind,
    customised: snapshot.context.templates.some((template) => template.customised),
  });
  const coarse = createModel(coarseSerialize);

  it.each(transitionPaths(coarse, coarseSerialize, describePath))('transition %s', async (_name, path) => {
    const harness = createMailTemplatesHarness().start();
    await coarse.testPath(path, rulesOf(harness, coarseSerialize));
    harness.actor.stop();
  });

  it('reaches every leaf state a person can see', () => {
    const reached = new Set(shortest.map((path) => leafOf(path.state)));
    const { machine } = createMailTemplatesHarness();
    expect([...reached].sort()).toEqual(observableLeaves(machine));
  });
});
