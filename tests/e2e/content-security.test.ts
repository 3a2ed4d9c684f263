import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser';
import { shows, signInAt } from './support/journey';
import type { BrowserContext, Page } from 'playwright-core';

type Violation = { directive: string; blocked: string };

/** Every Content-Security-Policy refusal the page reports, from its very first script on. */
async function recordViolations(context: BrowserContext): Promise<void> {
  // Init scripts come from the browser's own protocol, not the page: the policy does not apply to them.
  await context.addInitScript(() => {
    const seen: Violation[] = [];
    Object.defineProperty(window, '__violations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI }),
    );
  });
}

const violationsOn = (page: Page) => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);

describe('the Content-Security-Policy in Chromium', () => {
  const suite = browserSuite({ SEED_DEMO_BOOK: 'true' });

  /** The admin, signed in through /login with the recorder in place from the start; and the console's policy messages. */
  async function signedIn(): Promise<{ page: Page; policyMessages: string[] }> {
    const context = await suite.newContext();
    await recordViolations(context);
    const page = await context.newPage();
    const policyMessages: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) policyMessages.push(message.text());
    });
    await signInAt(page, suite.server.url, 'admin@demo.ng');
    await shows(page.getByRole('heading', { name: 'Dashboard' }));
    return { page, policyMessages };
  }

  it('runs the signed-in app, its toasts and the debit note PDF without a single refusal', async () => {
    const { page, policyMessages } = await signedIn();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Accounts', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
    expect(await shows(page.getByRole('heading', { name: 'Invoices' }))).toBe(true);

    const invoiceId = await page.evaluate(async () => {
      const answer = await fetch('/api/v1/invoice/?limit=1', { headers: { authorization: `Bearer ${localStorage.getItem('ibmsToken')}` } });
      return ((await answer.json()) as { data: { invoices: { invoice_id: string }[] } }).data.invoices[0]!.invoice_id;
    });
    await page.goto(`${suite.server.url}/debitNote/${invoiceId}`);
    await page.locator('iframe[title="Debit Note"]').waitFor({ timeout: 30_000 });
    expect(await page.locator('iframe[title="Debit Note"]').getAttribute('src')).toMatch(/^blob:/);
    // Chromium's PDF viewer opens inside the frame: the blob: document was allowed to load and show.
    await expect.poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')), { timeout: 20_000 }).toBe(true);

    // A toast's styles are written at run time into a <style> element carrying the page's nonce.
    await page.getByRole('button', { name: 'Send to client' }).click();
    expect(await shows(page.getByText('Document sent to client'))).toBe(true);
    expect(await page.evaluate(() => document.querySelector<HTMLStyleElement>('#_goober')?.nonce)).toMatch(/^[0-9a-f]{32}$/);

    expect(await violationsOn(page)).toEqual([]);
    expect(policyMessages).toEqual([]);
  });

  it('refuses a script injected into the signed-in page, which therefore cannot read the token', async () => {
    const { page, policyMessages } = await signedIn();
    expect(await page.evaluate(() => localStorage.getItem('ibmsToken'))).toBeTruthy();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = "window.__pwned = localStorage.getItem('ibmsToken')";
      document.head.append(script);
      // The other way in: markup with an inline handler, as an unescaped name would inject it.
      document.body.insertAdjacentHTML(
        'beforeend',
        `<img src="data:," alt="" onload="window.__pwnedByHandler = localStorage.getItem('ibmsToken')">`,
      );
    });
    await expect.poll(() => violationsOn(page).then((seen) => seen.length)).toBeGreaterThanOrEqual(2);
    expect(await violationsOn(page)).toEqual(
      expect.arrayContaining([
        { directive: 'script-src-elem', blocked: 'inline' },
        { directive: 'script-src-attr', blocked: 'inline' },
      ]),
    );
    expect(await page.evaluate(() => '__pwned' in window || '__pwnedByHandler' in window)).toBe(false);
    expect(policyMessages.length).toBeGreaterThanOrEqual(2);
  });
});
