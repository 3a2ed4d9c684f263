import { describe, expect, it } from 'vitest';
import { readSessionClaims } from '../../domain/auth';
import { ApiFailure } from '../../src/api/errors';
import { createSessionHarness } from './support/session-harness';
import { claimsFor, expiredToken, liveToken, unsignedToken } from './support/session-token';

const RETURN_TO = '/account/invoice/7?redirectToInvoiceDetails=true';

/** A harness restored with a live admin token and an active subscription. */
async function activeSession(token = liveToken()) {
  const session = await createSessionHarness().restore({ token, returnTo: null });
  await session.resolve('checkSubscription', 5);
  expect(session.state().value).toEqual({ signedIn: 'active' });
  session.clearActions();
  return session;
}

describe('session machine: restoring a stored session', () => {
  it('is busy checking until storage answers', () => {
    const session = createSessionHarness().start();
    expect(session.state().value).toBe('checking');
    expect(session.state().hasTag('busy')).toBe(true);
    expect(session.state().can({ type: 'session.signIn', email: 'a@b.ng', password: 'x' })).toBe(false);
  });

  it('with no token, lands signed out and idle', async () => {
    const session = await createSessionHarness().restore({ token: null, returnTo: null });
    const state = session.state();
    expect(state.value).toEqual({ signedOut: 'idle' });
    expect(state.context).toMatchObject({ token: null, claims: null, failure: null });
    expect(state.hasTag('busy')).toBe(false);
    expect(state.can({ type: 'session.signIn', email: 'a@b.ng', password: 'x' })).toBe(true);
    expect(session.invocations.map((call) => call.actor)).toEqual(['restoreSession']);
  });

  it('when storage cannot be read, lands signed out', async () => {
    const session = createSessionHarness().start();
    await session.reject('restoreSession', new Error('storage refused'));
    expect(session.state().value).toEqual({ signedOut: 'idle' });
  });

  it('with a live token, checks the subscription with that token', async () => {
    const token = liveToken();
    const session = await createSessionHarness().restore({ token, returnTo: '/quotes' });
    const state = session.state();
    expect(state.value).toEqual({ signedIn: 'checkingSubscription' });
    expect(state.hasTag('busy')).toBe(true);
    expect(state.context.token).toBe(token);
    expect(state.context.claims).toEqual(readSessionClaims(token));
    expect(state.context.returnTo).toBe('/quotes');
    expect(session.inputOf('checkSubscription')).toEqual({ token });
    expect(session.actions).toEqual([]);
  });

  it('is active when the plan covers users', async () => {
    const session = await createSessionHarness().restore({ token: liveToken(), returnTo: null });
    await session.resolve('checkSubscription', 5);
    expect(session.state().value).toEqual({ signedIn: 'active' });
    expect(session.state().context.subscriptionUsers).toBe(5);
    expect(session.state().hasTag('busy')).toBe(false);
  });

  it('requires a subscription when the plan covers no user', async () => {
    const session = await createSessionHarness().restore({ token: liveToken(), returnTo: null });
    await session.resolve('checkSubscription', 0);
    expect(session.state().value).toEqual({ signedIn: 'subscriptionRequired' });
    expect(session.state().context.subscriptionUsers).toBe(0);
  });

  it('stays usable (active) when the subscription check fails', async () => {
    const session = await createSessionHarness().restore({ token: liveToken(), returnTo: null });
    await session.reject('checkSubscription', new ApiFailure('An error occurred', 500, 'INTERNAL_ERROR'));
    expect(session.state().value).toEqual({ signedIn: 'active' });
    expect(session.state().context.subscriptionUsers).toBeNull();
  });

  it('checks again when the subscription changes, and unlocks once a plan is bought', async () => {
    const session = await createSessionHarness().restore({ token: liveToken(), returnTo: null });
    await session.resolve('checkSubscription', 0);
    expect(session.state().can({ type: 'session.subscriptionChanged' })).toBe(true);
    session.actor.send({ type: 'session.subscriptionChanged' });
    expect(session.state().value).toEqual({ signedIn: 'checkingSubscription' });
    await session.resolve('checkSubscription', 3);
    expect(session.state().value).toEqual({ signedIn: 'active' });
    expect(session.state().context.subscriptionUsers).toBe(3);
  });

  it('forgets an expired token quietly and lands signed out', async () => {
    const session = await createSessionHarness().restore({ token: expiredToken(), returnTo: null });
    const state = session.state();
    expect(state.value).toEqual({ signedOut: 'idle' });
    expect(state.context).toMatchObject({ token: null, claims: null });
    expect(session.actionTypes()).toEqual(['forgetToken']);
    expect(session.invocations.map((call) => call.actor)).toEqual(['restoreSession']);
  });

  it('forgets a garbled token', async () => {
    const session = await createSessionHarness().restore({ token: 'not-a-token', returnTo: null });
    expect(session.state().value).toEqual({ signedOut: 'idle' });
    expect(session.actionTypes()).toEqual(['forgetToken']);
  });

  it('forgets a token whose claims miss a field', async () => {
    const { email: _email, ...withoutEmail } = claimsFor();
    const session = await createSessionHarness().restore({ token: unsignedToken(withoutEmail), returnTo: null });
    expect(session.state().value).toEqual({ signedOut: 'idle' });
  });
});

describe('session machine: pending password change', () => {
  it('asks for a new password before anything else', async () => {
    const session = await createSessionHarness().restore({ token: liveToken({ pendingPasswordChange: true }), returnTo: null });
    expect(session.state().value).toEqual({ signedIn: 'passwordChangeRequired' });
    expect(session.isRunning('checkSubscription')).toBe(false);
    expect(session.state().can({ type: 'session.subscriptionChanged' })).toBe(false);
  });

  it('adopts and stores the new token once the password is changed, then checks the subscription', async () => {
    const session = await createSessionHarness().restore({ token: liveToken({ pendingPasswordChange: true }), returnTo: null });
    const renewed = liveToken({ pendingPasswordChange: false });
    expect(session.state().can({ type: 'session.passwordChanged', token: renewed })).toBe(true);
    session.actor.send({ type: 'session.passwordChanged', token: renewed });
    const state = session.state();
    expect(state.value).toEqual({ signedIn: 'checkingSubscription' });
    expect(state.context.token).toBe(renewed);
    expect(state.context.claims?.pendingPasswordChange).toBe(false);
    expect(session.actions).toEqual([{ type: 'storeToken', token: renewed }]);
    expect(session.inputOf('checkSubscription')).toEqual({ token: renewed });
  });
});

describe('session machine: signing in', () => {
  it('signs in with the typed credentials, then adopts and stores the token', async () => {
    const session = await createSessionHarness().restore({ token: null, returnTo: null });
    session.clearActions();
    session.actor.send({ type: 'session.signIn', email: 'ada@leadway.ng', password: 'secret-1' });
    expect(session.state().value).toBe('signingIn');
    expect(session.state().hasTag('busy')).toBe(true);
    expect(session.inputOf('signIn')).toEqual({ email: 'ada@leadway.ng', password: 'secret-1' });
    expect(session.state().can({ type: 'session.signIn', email: 'a@b.ng', password: 'x' })).toBe(false);

    const token = liveToken();
    await session.resolve('signIn', token);
    const state = session.state();
    expect(state.value).toEqual({ signedIn: 'checkingSubscription' });
    expect(state.context.token).toBe(token);
    expect(state.context.claims?.username).toBe('Ada Obi');
    expect(session.actions).toEqual([{ type: 'storeToken', token }]);
  });

  it('a token with a pending password change leads to the password change', async () => {
    const session = await createSessionHarness().restore({ token: null, returnTo: null });
    session.actor.send({ type: 'session.signIn', email: 'ada@leadway.ng', password: 'secret-1' });
    await session.resolve('signIn', liveToken({ pendingPasswordChange: true }));
    expect(session.state().value).toEqual({ signedIn: 'passwordChangeRequired' });
  });

  it('shows why signing in failed, with the field errors, and clears it on the next attempt', async () => {
    const session = await createSessionHarness().restore({ token: null, returnTo: null });
    session.clearActions();
    session.actor.send({ type: 'session.signIn', email: 'ada@leadway.ng', password: 'wrong' });
    await session.reject(
      'signIn',
      new ApiFailure('Invalid email or password', 401, 'INVALID_CREDENTIALS', { password: 'Password is wrong' }),
    );
    const state = session.state();
    expect(state.value).toEqual({ signedOut: 'failed' });
    expect(state.context.failure).toEqual({
      message: 'Invalid email or password',
      status: 401,
      code: 'INVALID_CREDENTIALS',
      fieldErrors: { password: 'Password is wrong' },
    });
    expect(state.context.token).toBeNull();
    expect(session.actions).toEqual([]);

    session.actor.send({ type: 'session.signIn', email: 'ada@leadway.ng', password: 'right' });
    expect(session.state().value).toBe('signingIn');
    expect(session.state().context.failure).toBeNull();
  });

  it('falls back to a generic message when the error has none', async () => {
    const session = await createSessionHarness().restore({ token: null, returnTo: null });
    session.actor.send({ type: 'session.signIn', email: 'ada@leadway.ng', password: 'x' });
    await session.reject('signIn', 'boom');
    expect(session.state().context.failure).toEqual({ message: 'An error occurred. Please try again.', fieldErrors: {} });
  });
});

describe('session machine: expiry', () => {
  it('forgets the session and remembers where the user was', async () => {
    const session = await activeSession();
    expect(session.state().can({ type: 'session.expired', returnTo: RETURN_TO })).toBe(true);
    session.actor.send({ type: 'session.expired', returnTo: RETURN_TO });
    const state = session.state();
    expect(state.value).toBe('expired');
    expect(state.context).toMatchObject({ token: null, claims: null, subscriptionUsers: null, returnTo: RETURN_TO });
    expect(session.actions).toEqual([{ type: 'forgetToken' }, { type: 'storeReturnTo', returnTo: RETURN_TO }]);
  });

  it('without a return address stores none', async () => {
    const session = await activeSession();
    session.actor.send({ type: 'session.expired' });
    expect(session.state().context.returnTo).toBeNull();
    expect(session.actions).toContainEqual({ type: 'storeReturnTo', returnTo: null });
  });

  it('cancels a subscription check that was running', async () => {
    const session = await createSessionHarness().restore({ token: liveToken(), returnTo: null });
    const check = session.invocations.find((call) => call.actor === 'checkSubscription')!;
    session.actor.send({ type: 'session.expired', returnTo: null });
    expect(session.state().value).toBe('expired');
    expect(check.signal.aborted).toBe(true);
  });

  it('goes to sign in and keeps the return address for after signing in', async () => {
    const session = await activeSession();
    session.actor.send({ type: 'session.expired', returnTo: RETURN_TO });
    expect(session.state().can({ type: 'session.goToSignIn' })).toBe(true);
    session.actor.send({ type: 'session.goToSignIn' });
    expect(session.state().value).toEqual({ signedOut: 'idle' });
    expect(session.state().context.returnTo).toBe(RETURN_TO);
  });

  it('can sign in again straight from the expired state', async () => {
    const session = await activeSession();
    session.actor.send({ type: 'session.expired', returnTo: RETURN_TO });
    session.clearActions();
    session.actor.send({ type: 'session.signIn', email: 'ada@leadway.ng', password: 'secret-1' });
    expect(session.state().value).toBe('signingIn');
    const token = liveToken();
    await session.resolve('signIn', token);
    expect(session.state().value).toEqual({ signedIn: 'checkingSubscription' });
    expect(session.state().context.returnTo).toBe(RETURN_TO);
    expect(session.actions).toEqual([{ type: 'storeToken', token }]);
  });

  it('clears the return address once the user is back', async () => {
    const session = await createSessionHarness().restore({ token: liveToken(), returnTo: RETURN_TO });
    await session.resolve('checkSubscription', 5);
    session.clearActions();
    session.actor.send({ type: 'session.returned' });
    expect(session.state().value).toEqual({ signedIn: 'active' });
    expect(session.state().context.returnTo).toBeNull();
    expect(session.actions).toEqual([{ type: 'storeReturnTo', returnTo: null }]);
  });
});

describe('session machine: signing out', () => {
  it('signs out with the token, then forgets it and the return address', async () => {
    const token = liveToken();
    const session = await createSessionHarness().restore({ token, returnTo: RETURN_TO });
    await session.resolve('checkSubscription', 5);
    session.clearActions();
    session.actor.send({ type: 'session.signOut' });
    expect(session.state().value).toBe('signingOut');
    expect(session.state().hasTag('busy')).toBe(true);
    expect(session.inputOf('signOut')).toEqual({ token });
    await session.resolve('signOut', undefined);
    const state = session.state();
    expect(state.value).toEqual({ signedOut: 'idle' });
    expect(state.context).toMatchObject({ token: null, claims: null, returnTo: null, failure: null, subscriptionUsers: null });
    expect(session.actionTypes()).toEqual(['forgetToken']);
  });

  it('still signs out locally when the server call fails', async () => {
    const session = await activeSession();
    session.actor.send({ type: 'session.signOut' });
    await session.reject('signOut', new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'));
    expect(session.state().value).toEqual({ signedOut: 'idle' });
    expect(session.state().context.token).toBeNull();
    expect(session.actionTypes()).toEqual(['forgetToken']);
  });

  it('can sign out while the password change is pending', async () => {
    const session = await createSessionHarness().restore({ token: liveToken({ pendingPasswordChange: true }), returnTo: null });
    expect(session.state().can({ type: 'session.signOut' })).toBe(true);
    session.actor.send({ type: 'session.signOut' });
    await session.resolve('signOut', undefined);
    expect(session.state().value).toEqual({ signedOut: 'idle' });
  });
});

describe('session machine: events that make no sense are ignored', () => {
  it('while signed out', async () => {
    const session = await createSessionHarness().restore({ token: null, returnTo: '/quotes' });
    session.clearActions();
    const before = session.state();
    const ignored = [
      { type: 'session.expired', returnTo: RETURN_TO },
      { type: 'session.signOut' },
      { type: 'session.goToSignIn' },
      { type: 'session.passwordChanged', token: liveToken() },
      { type: 'session.subscriptionChanged' },
      { type: 'session.returned' },
    ] as const;
    for (const event of ignored) {
      expect(before.can(event), event.type).toBe(false);
      session.actor.send(event);
    }
    expect(session.state().value).toEqual({ signedOut: 'idle' });
    expect(session.state().context).toEqual(before.context);
    expect(session.actions).toEqual([]);
  });

  it('while checking, signing in and signing out', async () => {
    const session = createSessionHarness().start();
    expect(session.state().can({ type: 'session.expired' })).toBe(false);
    expect(session.state().can({ type: 'session.signOut' })).toBe(false);
    await session.resolve('restoreSession', { token: null, returnTo: null });

    session.actor.send({ type: 'session.signIn', email: 'ada@leadway.ng', password: 'x' });
    expect(session.state().can({ type: 'session.signOut' })).toBe(false);
    expect(session.state().can({ type: 'session.expired' })).toBe(false);
    session.actor.send({ type: 'session.expired' });
    expect(session.state().value).toBe('signingIn');

    await session.resolve('signIn', liveToken());
    await session.resolve('checkSubscription', 5);
    session.actor.send({ type: 'session.signOut' });
    expect(session.state().can({ type: 'session.signIn', email: 'a@b.ng', password: 'x' })).toBe(false);
    expect(session.state().can({ type: 'session.expired' })).toBe(false);
    session.actor.send({ type: 'session.expired' });
    expect(session.state().value).toBe('signingOut');
  });

  it('while signed in or expired', async () => {
    const session = await activeSession();
    expect(session.state().can({ type: 'session.signIn', email: 'a@b.ng', password: 'x' })).toBe(false);
    expect(session.state().can({ type: 'session.passwordChanged', token: liveToken() })).toBe(false);
    expect(session.state().can({ type: 'session.goToSignIn' })).toBe(false);
    session.actor.send({ type: 'session.signIn', email: 'a@b.ng', password: 'x' });
    expect(session.state().value).toEqual({ signedIn: 'active' });
    expect(session.isRunning('signIn')).toBe(false);

    session.actor.send({ type: 'session.expired' });
    expect(session.state().can({ type: 'session.signOut' })).toBe(false);
    expect(session.state().can({ type: 'session.expired' })).toBe(false);
    expect(session.state().can({ type: 'session.subscriptionChanged' })).toBe(false);
    session.actor.send({ type: 'session.signOut' });
    expect(session.state().value).toBe('expired');
  });
});
