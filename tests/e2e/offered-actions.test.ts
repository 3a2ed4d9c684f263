import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser';
import { callApi, closes, shot, shows } from './support/journey';
import type { Page } from 'playwright-core';

/** Every API answer of 403 the page receives from now on, as "METHOD path". */
function refusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403 && response.url().includes('/api/v1/')) {
      refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
    }
  });
  return refused;
}

/** The page has drawn its heading and asked for what it shows. */
async function settled(page: Page) {
  await shows(page.getByRole('heading', { level: 1 }));
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
}

/** Opens every group of the sidebar and answers the pages its links lead to. */
async function sidebarLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const closed = nav.getByRole('button', { expanded: false });
  while ((await closed.count()) > 0) await closed.first().click();
  const links = await nav.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  return [...new Set(links)];
}

/** Visits each page the sidebar offers; none of its calls may be refused. */
async function visitSidebar(page: Page, url: string, refused: string[]) {
  const links = await sidebarLinks(page);
  for (const link of links) {
    await page.goto(`${url}${link}`);
    await settled(page);
    expect(refused, `on ${link}`).toEqual([]);
  }
  return links;
}

const sidebarSections = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Main' })
    .locator(':scope > ul > li')
    .evaluateAll((items) => items.map((item) => item.querySelector('a, button')!.textContent!.trim()));

/** Issue 19: what the sidebar and the invoice's Action menu offer a broker and an agent, they may open. */
describe('what is offered answers no refusal, in Chromium', () => {
  const suite = browserSuite({ SEED_DEMO_BOOK: 'true' });

  it('offers a broker only pages and invoice actions their permissions allow', async () => {
    const url = suite.server.url;
    const broker = await suite.signedIn('broker@demo.ng');
    const refused = refusals(broker);
    await settled(broker);
    // An underwriting officer: no claims, and a broker sees neither Accounts nor Remittance Mgmt.
    expect(await sidebarSections(broker)).toEqual(['Home', 'Manage Quote', 'Manage Client', 'Policies', 'Reports', 'Products']);
    const links = await visitSidebar(broker, url, refused);
    expect(links).not.toContain('/account/invoices');
    expect(links).not.toContain('/remit-premium');

    // A paid invoice: the underwriting officer reads it, converts it, but neither takes payment nor remits.
    const { body } = await callApi(broker, 'GET', '/invoice/?status=PAID&limit=1');
    const [invoice] = (body.data as { invoices: { invoice_id: string; invoice_no: string }[] }).invoices;
    await broker.goto(`${url}/account/invoice/${invoice!.invoice_id}`);
    await settled(broker);
    expect(await broker.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Accounts' }).count()).toBe(0);
    await broker.getByRole('button', { name: 'Action' }).click();
    const entries = await broker.getByRole('menuitem').allTextContents();
    const readable = ['View Debit Note', 'View Credit Note', 'View Receipt', 'View Transactions'];
    // Convert to Policy too, unless the invoice already has its quote or policy.
    expect(entries.filter((entry) => entry !== 'Convert to Policy')).toEqual(readable);
    await shot(broker, 'offered-actions-broker-invoice');
    await broker.keyboard.press('Escape');
    await broker.getByRole('button', { name: 'Action' }).click();
    await broker.getByRole('menuitem', { name: 'View Debit Note' }).click();
    expect(await shows(broker.getByRole('region', { name: 'Debit Note' }))).toBe(true);
    await broker.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    await broker.getByRole('button', { name: 'Action' }).click();
    await broker.getByRole('menuitem', { name: 'View Transactions' }).click();
    const transactions = broker.getByRole('dialog', { name: `Transactions · ${invoice!.invoice_no}` });
    expect(await shows(transactions.getByRole('heading', { name: `Transactions · ${invoice!.invoice_no}` }))).toBe(true);
    await broker.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
    await broker.keyboard.press('Escape');
    expect(await closes(transactions)).toBe(true);
    for (const upload of await broker.getByRole('button', { name: 'Upload receipt' }).all()) expect(await upload.isDisabled()).toBe(true);
    if (entries.includes('Convert to Policy')) {
      await broker.getByRole('button', { name: 'Action' }).click();
      await broker.getByRole('menuitem', { name: 'Convert to Policy' }).click();
      await broker.waitForURL(/\/createPolicy$/);
      await settled(broker);
    }
    expect(refused).toEqual([]);
  });

  it('offers an agent only the pages their permissions allow', async () => {
    const url = suite.server.url;
    const agent = await suite.signedIn('agent@demo.ng');
    const refused = refusals(agent);
    await settled(agent);
    expect(await sidebarSections(agent)).toEqual(['Home', 'Manage Quote', 'Manage Client', 'Policies', 'Claims', 'Reports', 'Products']);
    const links = await visitSidebar(agent, url, refused);
    expect(links).toEqual(expect.arrayContaining(['/request-quote', '/all-clients', '/claims/create', '/products', '/underwriters']));
    expect(links).not.toContain('/reports/cash-flow');
    expect(links).not.toContain('/remit-premium');
    await agent.goto(`${url}/dashboard`);
    await settled(agent);
    await shot(agent, 'offered-actions-agent-dashboard');
    expect(refused).toEqual([]);
  });
});
