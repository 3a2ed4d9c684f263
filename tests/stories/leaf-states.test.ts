import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import { leafStates, toStateValue } from '../../stories/support/leaf-states';

describe('leafStates', () => {
  it('lists the session states a user can be in, leaving out the ones that decide at once', () => {
    expect(leafStates(sessionMachine)).toEqual([
      'checking',
      'signedOut.idle',
      'signedOut.failed',
      'signedOut.socialFailed',
      'signingIn',
      'exchangingSocialCode',
      'registration.submitting',
      'registration.failed',
      'registration.awaitingVerification',
      'registration.resending',
      'registration.resendingByEmail',
      'registration.resendFailed',
      'verification.verifying',
      'verification.verified',
      'verification.failed',
      'verification.choosingBrokerUrl',
      'verification.savingBrokerUrl',
      'signedIn.passwordChangeRequired',
      'signedIn.changingPassword',
      'signedIn.checkingSubscription',
      'signedIn.subscriptionRequired',
      'signedIn.active',
      'expired',
      'signingOut',
    ]);
  });

  it('keeps final states, parallel regions, and a state whose only `always` is guarded (it can wait there)', () => {
    const machine = createMachine({
      id: 'upload',
      initial: 'picking',
      states: {
        picking: { on: { 'upload.pick': 'checking' } },
        checking: { always: [{ guard: () => false, target: 'sending' }], on: { 'upload.cancel': 'picking' } },
        waiting: { always: [{ guard: () => true, target: 'sending' }] },
        sending: {
          type: 'parallel',
          states: {
            file: { initial: 'uploading', states: { uploading: {}, uploaded: { type: 'final' } } },
            progress: { initial: 'shown', states: { shown: {} } },
          },
        },
        skipping: { always: 'done' },
        done: { type: 'final' },
      },
    });
    expect(leafStates(machine)).toEqual([
      'picking',
      'checking',
      'waiting',
      'sending.file.uploading',
      'sending.file.uploaded',
      'sending.progress.shown',
      'done',
    ]);
  });

  it('names a state that a machine gains, so coverage notices it', () => {
    const grown = createMachine({ ...sessionMachine.config, states: { ...sessionMachine.config.states, locked: {} } });
    expect(leafStates(grown)).toContain('locked');
  });
});

describe('toStateValue', () => {
  it('turns a dotted path into the state value resolveState expects', () => {
    expect(toStateValue('checking')).toBe('checking');
    expect(toStateValue('signedOut.failed')).toEqual({ signedOut: 'failed' });
    expect(toStateValue('a.b.c')).toEqual({ a: { b: 'c' } });
  });
});
