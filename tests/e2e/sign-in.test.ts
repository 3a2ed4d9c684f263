import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server-process';
import type { Browser, Locator, Page } from 'playwright-core';

const SHOTS = 'test-results/e2e';

/** Waits for the element to show, as a person would wait for the page. */
const shows = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 20_000 }).then(() => true);

describe('signing in to the demo brokerage in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    const code = await server?.stop();
    expect(code).toBe(0);
  });

  async function signIn(page: Page, email: string) {
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
  }

  it('signs the admin in through the login page and shows the whole sidebar', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, 'admin@demo.ng');
    expect(await shows(page.getByRole('heading', { name: 'Dashboard' }))).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const section of [
      'Subscription Mgmt',
      'Manage Quote',
      'Manage Client',
      'Policies',
      'Claims',
      'Reports',
      'Accounts',
      'Remittance Mgmt',
      'Manage Users',
      'System Setup',
    ]) {
      expect(await shows(nav.getByRole('button', { name: section, exact: true })), section).toBe(true);
    }
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/dashboard');
    await nav.getByRole('button', { name: 'Accounts', exact: true }).click();
    await nav.getByRole('link', { name: 'Invoices' }).click();
    await page.waitForURL(`${server.url}/account/invoices`);
    expect(await shows(page.getByRole('heading', { name: 'Invoices' }))).toBe(true);
    expect(await shows(page.getByRole('link', { name: 'Notifications, 1 unread' }))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/admin-invoices.png` });

    // A client route survives a reload: the server answers it with the app.
    await page.reload();
    expect(await shows(page.getByRole('heading', { name: 'Invoices' }))).toBe(true);

    await page.getByRole('button', { name: 'Account menu' }).click();
    expect(await shows(page.getByText('admin@demo.ng'))).toBe(true);
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.url}/login`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ibmsToken'))).toBeNull();
    await page.close();
  });

  it('hides Accounts and Remittance Mgmt from a broker', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(page, 'broker@demo.ng');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Reports', exact: true }).waitFor();
    expect(await nav.getByRole('button', { name: 'Accounts', exact: true }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Remittance Mgmt', exact: true }).count()).toBe(0);
    expect(await nav.getByRole('button', { name: 'Manage Users', exact: true }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/broker-dashboard.png` });
    await page.close();
  });

  it('refuses a wrong password with a clear message and sends a signed-out visitor to /login', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/account/general-ledger`);
    await page.waitForURL(`${server.url}/login`);
    await page.getByLabel('Email address').fill('admin@demo.ng');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Invalid email or password');
    await page.screenshot({ path: `${SHOTS}/login-failed.png` });
    await page.goto(`${server.url}/no/such/page`);
    expect(await shows(page.getByRole('heading', { name: 'Page not found' }))).toBe(true);
    await page.close();
  });
});
