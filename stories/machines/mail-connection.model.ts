import { ApiFailure } from '../../src/api/errors';
import { NO_MAIL_CONNECTION, SAVED_CONNECTION, testOutcome } from '../../tests/support/mail-connection-fixtures';
import type { MailConnectionMachine } from '../../machines/mail-connection/mail-connection.machine';
import type {
  MailConnectionEvent,
  MailConnectionLoaded,
  MailConnectionSettings,
  MailConnectionTest,
} from '../../machines/mail-connection/mail-connection.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The mail connection's model: the event cases its model-based tests walk, which the walker and the
// paths on its Diagram page offer too.

/** The invoke ids, as the machine names them. */
export type MailConnectionActorName = 'loadConnection' | 'saveConnection' | 'testConnection';

type Snapshot = SnapshotFrom<MailConnectionMachine>;
type Output = MailConnectionLoaded | MailConnectionSettings | MailConnectionTest;
type DoneEvent = { type: `xstate.done.actor.${MailConnectionActorName}`; output: Output };
type ErrorEvent = { type: `xstate.error.actor.${MailConnectionActorName}`; error: unknown };
export type MailConnectionModelEvent = MailConnectionEvent | DoneEvent | ErrorEvent;
type ModelEvent = MailConnectionModelEvent;

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  invalid: new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
    senderAddress: 'Enter a valid email address',
  }),
};

const done = (id: MailConnectionActorName, output: Output): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: MailConnectionActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
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

export function describeConnection(snapshot: Snapshot) {
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
}

export const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if ('output' in event) {
    const { output } = event;
    if ('passed' in output) return `${base}(${output.passed ? 'passed' : 'failed'})`;
    if ('deliveries' in output) return `${base}(${output.settings.configured ? 'saved' : 'none'})`;
    return `${base}(saved)`;
  }
  if (event.type === 'mail.edit') return `${base}(${event.field}=${event.value || 'blank'})`;
  return base;
};

export const mailConnectionModel: MachineModel<MailConnectionModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeConnection(snapshot as Snapshot),
  entries: { 'an admin': undefined },
  labels: {
    'mail.sendToMe': 'choose whether the test mails me',
    'mail.test': 'test the connection',
    'mail.save': 'save the connection',
    'xstate.done.actor.loadConnection': 'the connection loads',
    'xstate.done.actor.testConnection': 'the test answers',
  },
};
