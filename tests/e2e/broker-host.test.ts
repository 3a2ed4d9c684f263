import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server-process';
import type { Browser, Locator } from 'playwright-core';

const SHOTS = 'test-results/e2e';

/** Waits for the element to show, as a person would wait for the page. */
const shows = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 20_000 }).then(() => true);

// Chromium sends every *.localhost name to the loopback address by itself, so a brokerage's own
// address can be opened against the local server without touching DNS.
describe("a brokerage's own address in Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  let port: string;
  const at = (host: string, path = '/') => `http://${host}:${port}${path}`;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    // The server's PUBLIC_URL is http://localhost:<port>; the demo brokerage's address is "demo".
    server = await startServer();
    port = new URL(server.url).port;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    const code = await server?.stop();
    expect(code).toBe(0);
  });

  it("shows the demo brokerage's landing page at demo.localhost and signs its admin in there", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(at('demo.localhost'));
    expect(await shows(page.getByRole('heading', { level: 1, name: 'Demo Insurance Brokers Ltd' }))).toBe(true);
    expect(await page.getByRole('link', { name: 'hello@demo.ng' }).getAttribute('href')).toBe('mailto:hello@demo.ng');
    expect(await page.getByRole('heading', { name: 'Welcome back' }).count()).toBe(0);
    expect(await page.title()).toBe('Demo Insurance Brokers Ltd · IBMS Broker Office');
    await page.screenshot({ path: `${SHOTS}/broker-landing-demo.png` });

    await page.getByLabel('Email address').fill('admin@demo.ng');
    await page.getByLabel('Password').fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(at('demo.localhost', '/dashboard'));
    expect(await shows(page.getByRole('heading', { name: 'Dashboard' }))).toBe(true);
    await page.close();
  });

  it('keeps the branded landing readable on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(at('demo.localhost'));
    expect(await shows(page.getByRole('heading', { level: 1, name: 'Demo Insurance Brokers Ltd' }))).toBe(true);
    expect(await shows(page.getByRole('button', { name: 'Sign in' }))).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await page.screenshot({ path: `${SHOTS}/broker-landing-demo-phone.png`, fullPage: true });
    await page.close();
  });

  it('shows the generic landing at localhost', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(at('localhost'));
    expect(await shows(page.getByRole('heading', { level: 1, name: 'Welcome back' }))).toBe(true);
    expect(await page.getByRole('heading', { name: 'Demo Insurance Brokers Ltd' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/generic-landing.png` });
    await page.close();
  });

  it('says so at an address no brokerage uses, and still offers sign-in', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(at('nobody.localhost'));
    expect(await shows(page.getByRole('status').filter({ hasText: 'No brokerage uses this address' }))).toBe(true);
    expect(await shows(page.getByRole('heading', { level: 1, name: 'Welcome back' }))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/unknown-broker-address.png` });
    await page.close();
  });

  it('serves the public pages, and Get started leads to both registrations', async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(at('localhost', '/features'));
    expect(await shows(page.getByRole('heading', { level: 1, name: 'Features' }))).toBe(true);
    expect(await shows(page.getByRole('heading', { level: 2, name: 'Premium and VAT remittance' }))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/features.png`, fullPage: true });

    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL(at('localhost', '/about'));
    expect(await shows(page.getByRole('heading', { level: 2, name: 'How it works' }))).toBe(true);
    await page.screenshot({ path: `${SHOTS}/about.png`, fullPage: true });

    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL(at('localhost', '/get-started'));
    expect(await page.getByRole('link', { name: 'Register as an agent' }).getAttribute('href')).toBe('/register');
    await page.screenshot({ path: `${SHOTS}/get-started.png`, fullPage: true });
    await page.getByRole('link', { name: 'Register your brokerage' }).click();
    await page.waitForURL(at('localhost', '/broker-signup'));
    await page.close();
  });

  it('lays the public pages out without sideways scrolling on a phone', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } });
    for (const path of ['/features', '/about', '/get-started']) {
      await page.goto(at('localhost', path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBe(0);
    }
    await page.screenshot({ path: `${SHOTS}/get-started-phone.png`, fullPage: true });
    await page.close();
  });
});
