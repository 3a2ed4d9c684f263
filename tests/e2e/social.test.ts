import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoopbackProvider, type LoopbackProvider } from '../server/support/oauth-provider';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server-process';
import type { Browser, Locator } from 'playwright-core';

const SHOTS = 'test-results/e2e';

const shows = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 20_000 }).then(() => true);

describe('signing in with Google in Chromium, against an OpenID provider on loopback', () => {
  let provider: LoopbackProvider;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    provider = await startLoopbackProvider();
    // Google points at the loopback provider; Facebook and LinkedIn are not configured, so they are hidden.
    server = await startServer({
      ...provider.env('GOOGLE'),
      FACEBOOK_CLIENT_ID: '',
      FACEBOOK_CLIENT_SECRET: '',
      LINKEDIN_CLIENT_ID: '',
      LINKEDIN_CLIENT_SECRET: '',
    });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    const code = await server?.stop();
    await provider?.stop();
    expect(code).toBe(0);
  });

  it('goes to the provider from the login page, comes back and lands on the dashboard as admin@demo.ng', async () => {
    provider.signedIn = { email: 'admin@demo.ng', email_verified: true, name: 'Adaeze Okafor' };
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${server.url}/login`);
    const google = page.getByRole('button', { name: 'Continue with Google' });
    expect(await shows(google)).toBe(true);
    expect(await page.getByRole('button', { name: 'Continue with Facebook' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue with LinkedIn' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/social-login.png` });

    await google.click();
    await page.waitForURL(`${server.url}/dashboard`);
    expect(await shows(page.getByRole('heading', { name: 'Dashboard' }))).toBe(true);

    // The provider saw the back office's client, the email scope and the return address; the code went back to it once.
    const authorize = provider.authorizeRequests.at(-1)!;
    expect(authorize.get('client_id')).toBe(provider.clientId);
    expect(authorize.get('response_type')).toBe('code');
    expect(authorize.get('scope')).toBe('openid email');
    expect(authorize.get('redirect_uri')).toBe(`${server.url}/auth/google`);
    expect(provider.tokenRequests.at(-1)).toMatchObject({ grant_type: 'authorization_code', redirect_uri: `${server.url}/auth/google` });

    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await shows(page.getByText('admin@demo.ng'))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/social-dashboard.png` });
    await page.close();
  });

  it('shows why when the person does not let the provider share their email, and keeps them signed out', async () => {
    provider.signedIn = null;
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL(/\/auth\/google\?/);
    const alert = page.getByRole('alert');
    expect(await shows(alert)).toBe(true);
    expect(await alert.textContent()).toBe('You did not let Google share your email address, so you are not signed in.');
    expect(await page.evaluate(() => localStorage.getItem('socialAuthError'))).toBe(
      'You did not let Google share your email address, so you are not signed in.',
    );
    expect(await page.evaluate(() => localStorage.getItem('ibmsToken'))).toBeNull();
    await page.screenshot({ path: `${SHOTS}/social-cancelled.png` });
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(`${server.url}/login`);
    await page.close();
  });
});
