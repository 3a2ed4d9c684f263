import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server-process';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

const SHOTS = 'test-results/e2e';

/** Waits for the element to show, as a person would wait for the page. */
const shows = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 20_000 }).then(() => true);

/** Calls the API from a signed-in page, with that page's own session. */
function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem('ibmsToken')}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    { method, path, body },
  );
}

describe('live notifications between two browsers', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    const code = await server?.stop();
    expect(code).toBe(0);
  });

  async function signedIn(email: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    return { context, page };
  }

  it('a grant made by the admin reaches the broker at once, and what the broker missed offline arrives once', async () => {
    const broker = await signedIn('broker@demo.ng');
    const brokerPage = broker.page;
    await brokerPage.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
    await brokerPage.waitForURL(`${server.url}/notifications`);
    const status = brokerPage.getByRole('status', { name: 'Live updates' });
    expect(await shows(status.getByText('Live: new notifications appear as they arrive'))).toBe(true);
    // The seeded welcome is the one unread notification.
    expect(await shows(brokerPage.getByRole('link', { name: 'Notifications, 1 unread' }))).toBe(true);
    expect(await shows(brokerPage.getByRole('article', { name: 'Welcome to your back office' }))).toBe(true);
    // Set on this page only: it would be gone if the page reloaded.
    await brokerPage.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    const admin = await signedIn('admin@demo.ng');
    const brokerId = await brokerPage.evaluate(() => {
      const payload = localStorage.getItem('ibmsToken')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
      return (JSON.parse(atob(payload)) as { user_id: string }).user_id;
    });
    const roles = await callApi(admin.page, 'GET', '/roles');
    expect(roles.status).toBe(200);
    const agentRole = (roles.body.data as { role_id: string; name: string }[]).find((role) => role.name === 'agent')!;
    const granted = await callApi(admin.page, 'PUT', `/roles/user/${brokerId}`, { roles: [agentRole.role_id] });
    expect(granted).toMatchObject({ status: 200, body: { success: true, message: 'Roles successfully assigned to user' } });

    expect(await shows(brokerPage.getByText('You have a new notification'))).toBe(true);
    expect(await shows(brokerPage.getByRole('link', { name: 'Notifications, 2 unread' }))).toBe(true);
    const given = brokerPage.getByRole('article').filter({ hasText: 'You were given the role agent' });
    expect(await shows(given)).toBe(true);
    expect(await given.getByText('Unread').isVisible()).toBe(true);
    expect(await brokerPage.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    await brokerPage.screenshot({ path: `${SHOTS}/notifications-live.png` });

    // Offline: the socket closes; the change made meanwhile is replayed once the browser is back.
    await broker.context.setOffline(true);
    expect(await shows(status.getByText('You are offline'))).toBe(true);
    const removed = await callApi(admin.page, 'DELETE', `/roles/user/${brokerId}`, { roleId: agentRole.role_id });
    expect(removed.status).toBe(200);
    await brokerPage.waitForTimeout(500);
    expect(await brokerPage.getByRole('article').filter({ hasText: 'You no longer have the role agent' }).count()).toBe(0);

    await broker.context.setOffline(false);
    expect(await shows(status.getByText('Live: new notifications appear as they arrive'))).toBe(true);
    const taken = brokerPage.getByRole('article').filter({ hasText: 'You no longer have the role agent' });
    expect(await shows(taken)).toBe(true);
    expect(await shows(brokerPage.getByRole('link', { name: 'Notifications, 3 unread' }))).toBe(true);
    // Nothing arrives twice: give any repeat time to show, then count again.
    await brokerPage.waitForTimeout(1_000);
    expect(await taken.count()).toBe(1);
    expect(await brokerPage.getByRole('link', { name: 'Notifications, 3 unread' }).isVisible()).toBe(true);
    expect(await brokerPage.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

    // Marking all read empties the bell.
    await brokerPage.getByRole('button', { name: 'Mark all as read' }).click();
    expect(await shows(brokerPage.getByRole('link', { name: 'Notifications, 0 unread' }))).toBe(true);
    await brokerPage.screenshot({ path: `${SHOTS}/notifications-after-offline.png` });
  });
});
