import { assertEvent } from 'xstate';
import { sessionSetup } from './session.setup';

/** Registering as an agent or a broker, and waiting for the verification mail (sent again on request). */
export const registrationStates = sessionSetup.createStateConfig({
  initial: 'submitting',
  on: {
    'session.signIn': { target: 'signingIn' },
    'session.verify': { target: 'verification.verifying' },
    'session.socialReturned': { target: 'exchangingSocialCode' },
    'session.resendVerificationTo': {
      target: '.resendingByEmail',
      actions: ['rememberEmail', { type: 'storeRegistrationToken', params: { token: null } }],
    },
  },
  states: {
    submitting: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ event }) => {
          assertEvent(event, 'session.register');
          return event.registration;
        },
        onDone: [
          {
            guard: { type: 'receiptCarriesBrokerToken', params: ({ event }) => ({ receipt: event.output }) },
            target: '#session.verification.choosingBrokerUrl',
            actions: [
              { type: 'keepBrokerToken', params: ({ event }) => ({ brokerToken: event.output.brokerToken }) },
              { type: 'keepRegisteredEmail', params: ({ event }) => ({ receipt: event.output }) },
              { type: 'storeBrokerToken', params: ({ event }) => ({ token: event.output.brokerToken }) },
            ],
          },
          {
            guard: { type: 'receiptVerified', params: ({ event }) => ({ receipt: event.output }) },
            target: '#session.verification.verified',
            actions: { type: 'keepRegisteredEmail', params: ({ event }) => ({ receipt: event.output }) },
          },
          {
            target: 'awaitingVerification',
            actions: [
              { type: 'keepRegistration', params: ({ event }) => ({ receipt: event.output }) },
              { type: 'storeRegistrationToken', params: ({ event }) => ({ token: event.output.registrationToken }) },
            ],
          },
        ],
        onError: { target: 'failed', actions: 'recordFailure' },
      },
    },
    failed: {
      on: { 'session.register': { target: 'submitting' } },
    },
    awaitingVerification: {
      on: {
        'session.resendVerification': [{ guard: 'hasRegistrationToken', target: 'resending' }, { target: 'resendingByEmail' }],
        'session.dismiss': { actions: 'clearMessages' },
      },
    },
    resending: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'resendVerification',
        src: 'resendVerification',
        input: ({ context }) => ({ registrationToken: context.registrationToken ?? '' }),
        onDone: { target: 'awaitingVerification', actions: { type: 'keepNotice', params: ({ event }) => ({ notice: event.output }) } },
        onError: { target: 'awaitingVerification', actions: 'recordFailure' },
      },
    },
    resendingByEmail: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'resendVerificationByEmail',
        src: 'resendVerification',
        input: ({ context }) => ({ email: context.registeredEmail ?? '' }),
        onDone: { target: 'awaitingVerification', actions: { type: 'keepNotice', params: ({ event }) => ({ notice: event.output }) } },
        onError: { target: 'resendFailed', actions: 'recordFailure' },
      },
    },
    resendFailed: {},
  },
});
