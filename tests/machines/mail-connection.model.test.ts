import { describe, expect, it } from 'vitest';
import { checkedSave, checkedTest } from '../../machines/mail-connection/connection-form';
import {
  describeConnection,
  eventName,
  mailConnectionModel,
  MODEL_EVENTS,
  type MailConnectionModelEvent as ModelEvent,
} from '../../stories/machines/mail-connection.model';
import { testModelOf } from '../../stories/support/machine-model';
import { createMailConnectionHarness, type MailConnectionActorName, type MailConnectionHarness } from './support/mail-connection-harness';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import type { SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<MailConnectionHarness['machine']>;

const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createMailConnectionHarness();
  return testModelOf<Snapshot, ModelEvent, undefined>(machine, mailConnectionModel, undefined, (snapshot) =>
    serialize(snapshot as Snapshot),
  );
}

const CALLS: [state: string, actor: MailConnectionActorName][] = [
  ['loading', 'loadConnection'],
  ['saving', 'saveConnection'],
  ['testing', 'testConnection'],
];

/** Rules that hold in every state of every path, whatever led there. */
function expectConnectionRules(harness: MailConnectionHarness) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const { form, settings, sendToMe, test, failure } = snapshot.context;
  for (const [state, actor] of CALLS) expect(harness.isRunning(actor), `${where}: ${actor}`).toBe(snapshot.matches(state as never));
  expect(snapshot.hasTag('busy'), where).toBe(CALLS.some(([state]) => snapshot.matches(state as never)));
  expect(test !== null, where).toBe(snapshot.matches('passed') || snapshot.matches('failed'));
  if (test) expect(test.passed, where).toBe(snapshot.matches('passed'));
  if (snapshot.matches('loadFailed')) expect(failure?.code, where).toBe('NETWORK_ERROR');
  // Only a form that passes the server's own checks is saved or tested, and as the form stands.
  if (snapshot.matches('saving')) expect(harness.inputOf('saveConnection'), where).toEqual(checkedSave(form, settings).value);
  if (snapshot.matches('testing')) expect(harness.inputOf('testConnection'), where).toEqual(checkedTest(form, sendToMe).value);
  // The password never comes back into the form.
  expect(form.password, where).toBe('');
}

const rulesOf = (harness: MailConnectionHarness, serialize: (snapshot: Snapshot) => unknown) =>
  replayParams(harness, MODEL_EVENTS, serialize, () => expectConnectionRules(harness));

describe('mail connection model', () => {
  const fine = createModel(describeConnection);
  const shortest = fine.getShortestPaths({ allowDuplicatePaths: true });

  it.each(shortest.map((path) => [describePath(eventsOf(path)), path] as const))('shortest path %s', async (_name, path) => {
    const harness = createMailConnectionHarness().start();
    await path.test(rulesOf(harness, describeConnection));
    harness.actor.stop();
  });

  // Every transition walked on its own: the shortest path to its source, then the transition.
  const coarseSerialize = (snapshot: Snapshot) => ({
    value: snapshot.value,
    configured: snapshot.context.settings?.configured ?? null,
    host: snapshot.context.form.host,
  });
  const coarse = createModel(coarseSerialize);

  it.each(transitionPaths(coarse, coarseSerialize, describePath))('transition %s', async (_name, path) => {
    const harness = createMailConnectionHarness().start();
    await coarse.testPath(path, rulesOf(harness, coarseSerialize));
    harness.actor.stop();
  });

  it('reaches every leaf state a person can see', () => {
    const reached = new Set(shortest.map((path) => leafOf(path.state)));
    const { machine } = createMailConnectionHarness();
    expect([...reached].sort()).toEqual(observableLeaves(machine));
  });
});
