import { describe, expect, it } from 'vitest';
import { TestModel } from 'xstate/graph';
import { checkedSave, checkedTest } from '../../machines/mail-connection/connection-form';
import { NO_MAIL_CONNECTION, SAVED_CONNECTION, testOutcome } from '../support/mail-connection-fixtures';
import {
  createMailConnectionHarness,
  FAILURES,
  type MailConnectionActorName,
  type MailConnectionHarness,
} from './support/mail-connection-harness';
import { eventsOf, leafOf, observableLeaves, replayParams, transitionPaths } from './support/model-paths';
import type { MailConnectionEvent, MailConnectionLoaded, MailConnectionTest } from '../../machines/mail-connection/mail-connection.types';
import type { ActorLogic, SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose calls stay pending until the path says how they end.
type Snapshot = SnapshotFrom<MailConnectionHarness['machine']>;
type Output = MailConnectionLoaded | typeof SAVED_CONNECTION | MailConnectionTest;
type DoneEvent = { type: `xstate.done.actor.${MailConnectionActorName}`; output: Output };
type ErrorEvent = { type: `xstate.error.actor.${MailConnectionActorName}`; error: unknown };
type ModelEvent = MailConnectionEvent | DoneEvent | ErrorEvent;

const done = (id: MailConnectionActorName, output: Output): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: MailConnectionActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

/** Representative cases of every event; the model keeps those the current state can take. */
const MODEL_EVENTS: readonly ModelEvent[] = [
  done('loadConnection', { settings: NO_MAIL_CONNECTION, deliveries: [] }),
  done('loadConnection', { settings: SAVED_CONNECTION, deliveries: [] }),
  failed('loadConnection', FAILURES.network),
  { type: 'mail.retry' },
  { type: 'mail.edit', field: 'host', value: '' },
  { type: 'mail.edit', field: 'host', value: 'smtp.zoho.com' },
  { type: 'mail.sendToMe', value: false },
  { type: 'mail.save' },
  { type: 'mail.test' },
  done('saveConnection', SAVED_CONNECTION),
  failed('saveConnection', FAILURES.invalid),
  done('testConnection', testOutcome(true, 'Connected to smtp.zoho.com and signed in.')),
  done('testConnection', testOutcome(false, 'smtp.zoho.com did not answer in time.', 'timed_out')),
  failed('testConnection', FAILURES.network),
];

const describeConnection = (snapshot: Snapshot) => {
  const { settings, form, sendToMe, failure, test } = snapshot.context;
  return {
    value: snapshot.value,
    configured: settings?.configured ?? null,
    inUse: settings?.in_use ?? null,
    host: form.host,
    sendToMe,
    failure: failure ? (failure.code ?? 'form') : null,
    test: test ? test.passed : null,
  };
};

const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if ('output' in event) {
    const { output } = event;
    if ('passed' in output) return `${base}(${output.passed ? 'passed' : 'failed'})`;
    if ('settings' in output) return `${base}(${output.settings.configured ? 'saved' : 'none'})`;
    return `${base}(saved)`;
  }
  if (event.type === 'mail.edit') return `${base}(${event.field}=${event.value || 'blank'})`;
  return base;
};
const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';

function createModel(serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createMailConnectionHarness();
  return new TestModel<Snapshot, ModelEvent, undefined>(machine as unknown as ActorLogic<Snapshot, ModelEvent, undefined>, {
    events: () => MODEL_EVENTS,
    filterEvents: (snapshot, event) => snapshot.can(event as MailConnectionEvent),
    serializeState: (snapshot) => JSON.stringify(serialize(snapshot)),
    serializeEvent: (event) => eventName(event as ModelEvent),
  });
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
