import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser';
import { DEMO_PASSWORD, shot, shows, signIn } from './support/journey';

// Chromium sends every *.localhost name to the loopback address by itself, so a brokerage's own
// address can be opened against the local server without touching DNS.
describe("a brokerage's own address in Chromium", () => {
  // The server's PUBLIC_URL is http://localhost:<port>; the demo brokerage's address is "demo".
  const suite = browserSuite();
  const at = (host: string, path = '/') => `http://${host}:${new URL(suite.server.url).port}${path}`;

  it("shows the demo brokerage's landing page at demo.localhost and signs its admin in there", async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(at('demo.localhost'));
    expect(await shows(page.getByRole('heading', { level: 1, name: 'Demo Insurance Brokers Ltd' }))).toBe(true);
    expect(await page.getByRole('link', { name: 'hello@demo.ng' }).getAttribute('href')).toBe('mailto:hello@demo.ng');
    expect(await page.getByRole('heading', { name: 'Welcome back' }).count()).toBe(0);
    expect(await page.title()).toBe('Demo Insurance Brokers Ltd · IBMS Broker Office');
    await shot(page, 'broker-landing-demo');

    await signIn(page, 'admin@demo.ng', DEMO_PASSWORD);
    await page.waitForURL(at('demo.localhost', '/dashboard'));
    expect(await shows(page.getByRole('heading', { name: 'Dashboard' }))).toBe(true);
    await page.close();
  });

  it('keeps the branded landing readable on a phone', async () => {
    const page = await suite.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(at('demo.localhost'));
    expect(await shows(page.getByRole('heading', { level: 1, name: 'Demo Insurance Brokers Ltd' }))).toBe(true);
    expect(await shows(page.getByRole('button', { name: 'Sign in' }))).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await shot(page, 'broker-landing-demo-phone', { fullPage: true });
    await page.close();
  });

  it('shows the generic landing at localhost', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(at('localhost'));
    expect(await shows(page.getByRole('heading', { level: 1, name: 'Welcome back' }))).toBe(true);
    expect(await page.getByRole('heading', { name: 'Demo Insurance Brokers Ltd' }).count()).toBe(0);
    await shot(page, 'generic-landing');
    await page.close();
  });

  it('says so at an address no brokerage uses, and still offers sign-in', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(at('nobody.localhost'));
    expect(await shows(page.getByRole('status').filter({ hasText: 'No brokerage uses this address' }))).toBe(true);
    expect(await shows(page.getByRole('heading', { level: 1, name: 'Welcome back' }))).toBe(true);
    await shot(page, 'unknown-broker-address');
    await page.close();
  });

  it('serves the public pages, and Get started leads to both registrations', async () => {
    const page = await suite.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.goto(at('localhost', '/features'));
    expect(await shows(page.getByRole('heading', { level: 1, name: 'Features' }))).toBe(true);
    expect(await shows(page.getByRole('heading', { level: 2, name: 'Premium and VAT remittance' }))).toBe(true);
    await shot(page, 'features', { fullPage: true });

    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL(at('localhost', '/about'));
    expect(await shows(page.getByRole('heading', { level: 2, name: 'How it works' }))).toBe(true);
    await shot(page, 'about', { fullPage: true });

    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Get started' }).click();
    await page.waitForURL(at('localhost', '/get-started'));
    expect(await page.getByRole('link', { name: 'Register as an agent' }).getAttribute('href')).toBe('/register');
    await shot(page, 'get-started', { fullPage: true });
    await page.getByRole('link', { name: 'Register your brokerage' }).click();
    await page.waitForURL(at('localhost', '/broker-signup'));
    await page.close();
  });

  it('lays the public pages out without sideways scrolling on a phone', async () => {
    const page = await suite.newPage({ viewport: { width: 360, height: 780 } });
    for (const path of ['/features', '/about', '/get-started']) {
      await page.goto(at('localhost', path));
      await page.getByRole('heading', { level: 1 }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBe(0);
    }
    await shot(page, 'get-started-phone', { fullPage: true });
    await page.close();
  });
});
