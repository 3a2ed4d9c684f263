import { describe, expect, it } from 'vitest';
import { buildAuthorizeUrl, readSocialReturn, SocialCodeQuery, type SocialAttempt } from '../../domain/social';
import { validatePayload } from '../../domain/validation';

const attempt: SocialAttempt = { state: 's-1', provider: 'google', mode: 'signIn', registerPath: '/register' };
const answer = (over: Partial<Parameters<typeof readSocialReturn>[0]>) => ({
  code: 'c-1',
  state: 's-1',
  error: null,
  errorDescription: null,
  ...over,
});

describe('social sign-in rules', () => {
  it('builds the authorize address with response_type=code, keeping what the address already carries', () => {
    const url = new URL(
      buildAuthorizeUrl({
        authorize_url: 'https://idp.example/auth?prompt=select_account',
        client_id: 'id',
        scope: 'openid email',
        redirect_uri: 'https://office.example.ng/auth/google',
        state: 's-1',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      prompt: 'select_account',
      response_type: 'code',
      client_id: 'id',
      scope: 'openid email',
      redirect_uri: 'https://office.example.ng/auth/google',
      state: 's-1',
    });
  });

  it('accepts the code only with the state this tab stored, for the same provider and purpose', () => {
    expect(readSocialReturn(answer({}), { provider: 'google', mode: 'signIn', attempt })).toEqual({ ok: true, code: 'c-1' });
    for (const [params, expected] of [
      [answer({ state: 'other' }), { provider: 'google', mode: 'signIn', attempt }],
      [answer({ state: null }), { provider: 'google', mode: 'signIn', attempt }],
      [answer({}), { provider: 'linkedin', mode: 'signIn', attempt }],
      [answer({}), { provider: 'google', mode: 'register', attempt }],
      [answer({}), { provider: 'google', mode: 'signIn', attempt: null }],
    ] as const) {
      expect(readSocialReturn(params, expected)).toMatchObject({ ok: false, message: expect.stringContaining('does not match') });
    }
    expect(readSocialReturn(answer({ code: '' }), { provider: 'google', mode: 'signIn', attempt })).toEqual({
      ok: false,
      message: 'Google did not send a sign-in code. Please try again.',
    });
  });

  it("words the provider's error, a cancellation plainly", () => {
    expect(
      readSocialReturn(answer({ error: 'user_cancelled_login', code: null }), { provider: 'linkedin', mode: 'register', attempt }),
    ).toEqual({
      ok: false,
      message: 'You did not let LinkedIn share your email address, so registration did not start.',
    });
    expect(
      readSocialReturn(answer({ error: 'server_error', errorDescription: 'Try later' }), { provider: 'google', mode: 'signIn', attempt }),
    ).toEqual({ ok: false, message: 'Google answered with an error (Try later), so you are not signed in.' });
  });

  it('asks for a code and an http(s) return address', () => {
    expect(validatePayload(SocialCodeQuery, { code: 'c', redirect_uri: 'https://office.example.ng/auth/google' }).ok).toBe(true);
    expect(validatePayload(SocialCodeQuery, { code: ' ', redirect_uri: 'ftp://x/y' })).toEqual({
      ok: false,
      errors: [
        { field: 'code', message: 'This field is required' },
        { field: 'redirect_uri', message: 'Must be an http or https address' },
      ],
    });
  });
});
