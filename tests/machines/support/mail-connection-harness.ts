import { createActor, type NonReducibleUnknown } from 'xstate';
import { mailConnectionMachine } from '../../../machines/mail-connection/mail-connection.machine';
import { controlledActors, harnessOf } from './controlled-actors';
import type {
  ConnectionSave,
  MailConnectionLoaded,
  MailConnectionSettings,
  MailConnectionTest,
  MailConnectionTestPayload,
} from '../../../machines/mail-connection/mail-connection.types';
import type { MailConnectionActorName } from '../../../stories/machines/mail-connection.model';

interface Outputs {
  loadConnection: MailConnectionLoaded;
  saveConnection: MailConnectionSettings;
  testConnection: MailConnectionTest;
}

export { FAILURES, type MailConnectionActorName } from '../../../stories/machines/mail-connection.model';

/** The mail connection machine over calls that stay pending until the test settles them. */
export function createMailConnectionHarness() {
  const stand = controlledActors<MailConnectionActorName, Outputs>();
  const { controlled } = stand;
  const machine = mailConnectionMachine.provide({
    actors: {
      loadConnection: controlled<MailConnectionLoaded, NonReducibleUnknown>('loadConnection'),
      saveConnection: controlled<MailConnectionSettings, ConnectionSave>('saveConnection'),
      testConnection: controlled<MailConnectionTest, MailConnectionTestPayload>('testConnection'),
    },
  });
  return harnessOf(machine, createActor(machine), stand, {});
}

export type MailConnectionHarness = ReturnType<typeof createMailConnectionHarness>;
