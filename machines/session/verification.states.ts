import { assertEvent } from 'xstate';
import { sessionSetup } from './session.setup';

/** Following the verification link; a broker then chooses the brokerage's address and is signed in. */
export const verificationStates = sessionSetup.createStateConfig({
  initial: 'verifying',
  // The address step's token is good for that step only: leaving it any way forgets it.
  exit: ['forgetBrokerToken', { type: 'storeBrokerToken', params: { token: null } }],
  on: {
    'session.signIn': { target: 'signingIn' },
    'session.socialReturned': { target: 'exchangingSocialCode' },
    'session.register': { target: 'registration.submitting' },
    'session.resendVerificationTo': {
      target: 'registration.resendingByEmail',
      actions: ['rememberEmail', { type: 'storeRegistrationToken', params: { token: null } }],
    },
  },
  states: {
    verifying: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ event }) => {
          assertEvent(event, 'session.verify');
          return { key: event.key };
        },
        onDone: [
          {
            guard: { type: 'isBrokerVerification', params: ({ event }) => ({ result: event.output }) },
            target: 'choosingBrokerUrl',
            actions: [
              { type: 'keepBrokerToken', params: ({ event }) => ({ brokerToken: event.output.brokerToken }) },
              'forgetRegistrationToken',
              { type: 'storeBrokerToken', params: ({ event }) => ({ token: event.output.brokerToken }) },
              { type: 'storeRegistrationToken', params: { token: null } },
            ],
          },
          {
            target: 'verified',
            actions: ['forgetRegistrationToken', { type: 'storeRegistrationToken', params: { token: null } }],
          },
        ],
        onError: { target: 'failed', actions: 'recordFailure' },
      },
    },
    verified: {},
    failed: {},
    choosingBrokerUrl: {
      on: { 'session.chooseBrokerUrl': { target: 'savingBrokerUrl' } },
    },
    savingBrokerUrl: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'saveBrokerUrl',
        src: 'saveBrokerUrl',
        input: ({ context, event }) => {
          assertEvent(event, 'session.chooseBrokerUrl');
          return { url: event.url, brokerToken: context.brokerToken ?? '' };
        },
        onDone: {
          target: '#session.signedIn',
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.output }) },
            { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
          ],
        },
        onError: { target: 'choosingBrokerUrl', actions: 'recordFailure' },
      },
    },
  },
});
