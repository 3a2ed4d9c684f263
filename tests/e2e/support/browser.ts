import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD, signInAt } from './journey';
import { startServer, type RunningServer } from './server-process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/**
 * Chromium for the describe block that calls this: launched before its tests, closed after them
 * with every context it opened. Vitest runs afterAll hooks last-registered first, so hooks
 * registered before this call run before the launch and after the close.
 */
export function chromiumSuite() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  /** A fresh context (its own storage, so its own session) at an office screen's size. */
  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const context = await browser!.newContext({ viewport: { width: 1366, height: 900 }, ...options });
    contexts.push(context);
    return context;
  }
  return {
    get browser() {
      return browser!;
    },
    newContext,
    newPage: async (options?: BrowserContextOptions): Promise<Page> => (await newContext(options)).newPage(),
  };
}

/**
 * The real server (started with `env`, or with what `env()` returns once the hooks registered
 * before this call have run) and Chromium, for the describe block that calls this. The server
 * must stop cleanly.
 */
export function browserSuite(env: Record<string, string> | (() => Record<string, string>) = {}) {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(typeof env === 'function' ? env() : env);
  });
  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
  });
  const chromium = chromiumSuite();
  return {
    get server() {
      return server!;
    },
    get browser() {
      return chromium.browser;
    },
    newContext: chromium.newContext,
    newPage: chromium.newPage,
    /** A new person in their own context, signed in through /login and on the dashboard. */
    async signedIn(email: string, password = DEMO_PASSWORD): Promise<Page> {
      const page = await chromium.newPage();
      await signInAt(page, server!.url, email, password);
      return page;
    },
  };
}
