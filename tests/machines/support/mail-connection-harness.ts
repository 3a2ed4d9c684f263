import { createActor, type NonReducibleUnknown } from 'xstate';
import { mailConnectionMachine } from '../../../machines/mail-connection/mail-connection.machine';
import { ApiFailure } from '../../../src/api/errors';
import { controlledActors, harnessOf } from './controlled-actors';
import type {
  ConnectionSave,
  MailConnectionLoaded,
  MailConnectionSettings,
  MailConnectionTest,
  MailConnectionTestPayload,
} from '../../../machines/mail-connection/mail-connection.types';

/** The invoke ids, as the machine names them. */
export type MailConnectionActorName = 'loadConnection' | 'saveConnection' | 'testConnection';

interface Outputs {
  loadConnection: MailConnectionLoaded;
  saveConnection: MailConnectionSettings;
  testConnection: MailConnectionTest;
}

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  invalid: new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
    senderAddress: 'Enter a valid email address',
  }),
};

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
