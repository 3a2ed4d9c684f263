import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackProvider, type LoopbackProvider } from '../server/support/oauth-provider';
import { browserSuite } from './support/browser';
import { shot, shows } from './support/journey';

describe('signing in with Google in Chromium, against an OpenID provider on loopback', () => {
  let provider: LoopbackProvider;

  beforeAll(async () => {
    provider = await startLoopbackProvider();
  });

  // Registered before the suite's hooks, so this runs once its server has stopped.
  afterAll(async () => {
    await provider?.stop();
  });

  // Google points at the loopback provider; Facebook and LinkedIn are not configured, so they are hidden.
  const suite = browserSuite(() => ({
    ...provider.env('GOOGLE'),
    FACEBOOK_CLIENT_ID: '',
    FACEBOOK_CLIENT_SECRET: '',
    LINKEDIN_CLIENT_ID: '',
    LINKEDIN_CLIENT_SECRET: '',
  }));

  it('goes to the provider from the login page, comes back and lands on the dashboard as admin@demo.ng', async () => {
    provider.signedIn = { email: 'admin@demo.ng', email_verified: true, name: 'Adaeze Okafor' };
    const page = await suite.newPage();
    await page.goto(`${suite.server.url}/login`);
    const google = page.getByRole('button', { name: 'Continue with Google' });
    expect(await shows(google)).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue with Facebook' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue with LinkedIn' }).count()).toBe(0);
    await shot(page, 'social-login');

    await google.click();
    await page.waitForURL(`${suite.server.url}/dashboard`);
    expect(await shows(page.getByRole('heading', { name: 'Dashboard' }))).toBe(true);

    // The provider saw the back office's client, the email scope and the return address; the code went back to it once.
    const authorize = provider.authorizeRequests.at(-1)!;
    expect(authorize.get('client_id')).toBe(provider.clientId);
    expect(authorize.get('response_type')).toBe('code');
    expect(authorize.get('scope')).toBe('openid email');
    expect(authorize.get('redirect_uri')).toBe(`${suite.server.url}/auth/google`);
    expect(provider.tokenRequests.at(-1)).toMatchObject({
      grant_type: 'authorization_code',
      redirect_uri: `${suite.server.url}/auth/google`,
    });

    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await shows(page.getByText('admin@demo.ng'))).toBe(true);
    await shot(page, 'social-dashboard');
    await page.close();
  });

  it('shows why when the person does not let the provider share their email, and keeps them signed out', async () => {
    provider.signedIn = null;
    const page = await suite.newPage();
    await page.goto(`${suite.server.url}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/\/auth\/google\?/);
    const alert = page.getByRole('alert');
    expect(await shows(alert)).toBe(true);
    expect(await alert.textContent()).toBe('You did not let Google share your email address, so you are not signed in.');
    expect(await page.evaluate(() => localStorage.getItem('socialAuthError'))).toBe(
      'You did not let Google share your email address, so you are not signed in.',
    );
    expect(await page.evaluate(() => localStorage.getItem('ibmsToken'))).toBeNull();
    await shot(page, 'social-cancelled');
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(`${suite.server.url}/login`);
    await page.close();
  });
});
