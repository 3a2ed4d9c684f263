import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser';
import { shot, shows } from './support/journey';

describe('the API reference in Chromium', () => {
  const suite = browserSuite({ SEED_DEMO: 'false' });

  it('renders the generated document at /api/docs from the same origin, with each operation and who may call it', async () => {
    const page = await suite.newPage();
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(suite.server.url) && !url.startsWith('data:')) elsewhere.push(url);
    });
    await page.goto(`${suite.server.url}/api/docs`);
    // The first render reads 200 operations.
    expect(await shows(page.getByRole('heading', { name: /IBMS Broker Office API/ }), 60_000)).toBe(true);
    expect(await page.title()).toBe('IBMS Broker Office API reference');

    const raise = page.locator('.opblock-post').filter({ has: page.locator('[data-path="/invoice"]') });
    expect(await shows(raise.getByRole('button', { name: /POST\s*\/invoice/ }).first())).toBe(true);
    await page.screenshot({ path: '/tmp/api-docs.png' });
    await shot(page, 'api-docs');

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
