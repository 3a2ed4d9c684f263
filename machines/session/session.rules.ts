import type { GuardRules } from '../guard-rules';

const STATES = 'Back-office specification, part 1 §4 States and transitions';
const CALLS = 'Back-office specification, part 1 §7 The calls it makes';
const MACHINE_TEST = 'tests/machines/session.machine.test.ts';
const none = (decides: string, spec = STATES) => ({ calls: null, decides, spec, test: MACHINE_TEST });

/** The rules behind each guard of the session (session.setup.ts). */
export const sessionRules: GuardRules = {
  hasLiveToken: {
    calls: 'domain/auth.ts isExpired',
    decides:
      'The stored session token reads as a session’s claims that have not run out (session.setup.ts claimsOf, with readSessionClaims).',
    spec: STATES,
    test: 'tests/domain/auth.test.ts',
  },
  tokenRanOut: {
    calls: 'domain/auth.ts isExpired',
    decides: 'The signed-in session’s token has run out: the session-expired modal offers to sign in again.',
    spec: 'Back-office specification §4 States and transitions › Session',
    test: 'tests/domain/auth.test.ts',
  },
  hasBrokerToken: none(
    'A broker’s verification left a broker token (regToken’s sibling brokerToken), so the broker chooses their address next.',
  ),
  hasRegistrationToken: none('The registration token is kept, so the verification mail is resent with it rather than by email.'),
  passwordChangePending: none('The token says the user must change their password before using the app.'),
  hasSubscribedUsers: {
    calls: 'domain/subscription-gate.ts passesSubscriptionGate',
    decides: 'The subscription status counts some users; with none, a modal forces the user to choose a plan.',
    spec: 'Back-office specification §4 States and transitions › Subscription gate',
    test: 'tests/domain/subscription.test.ts',
  },
  isBrokerVerification: none('The verified email was a broker’s: the answer carries a broker token.', CALLS),
  receiptCarriesBrokerToken: none('The registration was a broker’s and already verified: the answer carries a broker token.', CALLS),
  receiptVerified: none('The registration needs no email verification (a social registration): the person may sign in.', CALLS),
  notificationsRefused: none(
    'The live notifications were refused by the server (an invalid session): the session ends as expired.',
    'Back-office specification §4 States and transitions › Session',
  ),
};
