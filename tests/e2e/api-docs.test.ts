import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server-process';
import type { Browser, Locator } from 'playwright-core';

const SHOTS = 'test-results/e2e';

/** Waits for the element to show, as a person would wait for the page (the first render reads 200 operations). */
const shows = (locator: Locator, timeout = 20_000) => locator.waitFor({ state: 'visible', timeout }).then(() => true);

describe('the API reference in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    server = await startServer({ SEED_DEMO: 'false' });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    const code = await server?.stop();
    expect(code).toBe(0);
  });

  it('renders the generated document at /api/docs from the same origin, with each operation and who may call it', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(server.url) && !url.startsWith('data:')) elsewhere.push(url);
    });
    await page.goto(`${server.url}/api/docs`);
    expect(await shows(page.getByRole('heading', { name: /IBMS Broker Office API/ }), 60_000)).toBe(true);
    expect(await page.title()).toBe('IBMS Broker Office API reference');

    const raise = page.locator('.opblock-post').filter({ has: page.locator('[data-path="/invoice"]') });
    expect(await shows(raise.getByRole('button', { name: /POST\s*\/invoice/ }).first())).toBe(true);
    await page.screenshot({ path: '/tmp/api-docs.png' });
    await page.screenshot({ path: `${SHOTS}/api-docs.png` });

    await raise
      .getByRole('button', { name: /POST\s*\/invoice/ })
      .first()
      .click();
    expect(await shows(raise.getByText("Needs the 'Create Invoice' permission"))).toBe(true);
    expect(await shows(raise.getByText('Request body'))).toBe(true);
    await page.screenshot({ path: '/tmp/api-docs-invoice.png' });
    expect(elsewhere).toEqual([]);
    await page.close();
  });
});
