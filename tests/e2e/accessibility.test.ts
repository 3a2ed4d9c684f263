import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PROTECTED_ROUTES, PUBLIC_ROUTES } from '../../src/app/route-table';
import { browserSuite } from './support/browser';
import { callApi, shows } from './support/journey';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The screen's serious and critical axe-core violations, one line each: rule, element, page. */
async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // Evaluated rather than added as a <script>: the app's content security policy refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.impact} ${violation.id} (${violation.help}) at ${node.target.join(' ')} on ${where}`),
    );
}

/** One h1 and one main landmark. */
async function landmarks(page: Page, where: string): Promise<string[]> {
  const { headings, mains } = await page.evaluate(() => ({
    headings: document.querySelectorAll('h1').length,
    mains: document.querySelectorAll('main, [role="main"]').length,
  }));
  return [...(headings === 1 ? [] : [`${headings} h1 on ${where}`]), ...(mains === 1 ? [] : [`${mains} main landmarks on ${where}`])];
}

/** Waits for a heading the last screen did not have, then for the screen's loaders to finish. */
async function settled(page: Page) {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('h1')].some((heading) => !heading.hasAttribute('data-seen')) &&
      ![...document.querySelectorAll('[role="status"]')].some((status) => /^Loading/.test(status.textContent?.trim() ?? '')),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * Moves the single-page app to `path` as a link would, so axe and the session stay loaded. Each
 * screen mounts afresh (its route is its key): a heading not marked seen belongs to the new one.
 */
async function visit(page: Page, path: string): Promise<string[]> {
  await page.evaluate((to) => {
    // The screen on show stays as it is when asked for again.
    if (window.location.pathname + window.location.search !== to)
      document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-seen', ''));
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
  return settled(page).then(
    () => [],
    () => [`${path} showed no heading of its own, or kept loading`],
  );
}

const firstOf = async (page: Page, path: string, pick: (body: Record<string, unknown>) => unknown): Promise<string> => {
  const answer = await callApi(page, 'GET', path);
  expect(answer.status, path).toBe(200);
  const value = pick(answer.body);
  expect(value, `an id from ${path}`).toBeTruthy();
  return String(value);
};

type Rows = Record<string, unknown>[];
const rows = (body: Record<string, unknown>) => body.data as Rows;

/** Real records of the demo book for every route parameter, by route. */
async function recordIds(page: Page): Promise<Record<string, string>> {
  const invoices = ((await callApi(page, 'GET', '/invoice/?limit=50')).body.data as { invoices: Rows }).invoices;
  const invoice = invoices[0]!;
  const clients = rows((await callApi(page, 'GET', '/client/allClients?limit=20')).body);
  const individual = clients.find((client) => client.client_type === 'INDIVIDUAL')!;
  const corporate = clients.find((client) => client.client_type === 'CORPORATE')!;
  const group = await callApi(page, 'POST', '/groups', { name: 'Claims desk', description: 'Follows claims with insurers' });
  expect(group.status).toBe(201);
  const accounts = rows((await callApi(page, 'GET', '/accounting/accounts')).body);
  return {
    invoiceId: String(invoice.invoice_id),
    invoiceNo: encodeURIComponent(String(invoice.invoice_no)),
    individualClientId: String(individual.client_id),
    corporateClientId: String(corporate.client_id),
    quoteId: await firstOf(page, '/quotes?limit=1', (body) => rows(body)[0]?.quote_id),
    quoteRequestId: await firstOf(page, '/quotes/requested?limit=1', (body) => rows(body)[0]?.quote_request_id),
    policyId: await firstOf(page, '/policies?limit=1', (body) => rows(body)[0]?.policy_id),
    endorsementId: await firstOf(page, '/policies/endorsements/?limit=1', (body) => rows(body)[0]?.endorsement_id),
    claimId: await firstOf(page, '/claims?limit=1', (body) => rows(body)[0]?.claim_id),
    userId: await firstOf(page, '/user?limit=1', (body) => rows(body)[0]?.user_id),
    roleId: await firstOf(page, '/roles', (body) => rows(body)[0]?.role_id),
    groupId: String((group.body.data as Record<string, unknown>).group_id),
    productId: await firstOf(page, '/product?limit=1', (body) => rows(body)[0]?.product_id),
    accountId: String(accounts.find((account) => !account.is_main_account)?.account_code_pk ?? accounts[0]!.account_code_pk),
    exchangeRateId: await firstOf(page, '/accounting/currencies', (body) => rows(body)[0]?.exchange_rate_id),
    refNo: await firstOf(page, '/accounting/transactions?limit=1', (body) => rows(body)[0]?.ref_no),
  };
}

/** The route with its parameters filled from the demo book. */
function concrete(path: string, ids: Record<string, string>): string {
  const clientKind = path.includes('corporate') ? 'corporateClientId' : 'individualClientId';
  const byName: Record<string, string> = {
    ':invoiceId': ids.invoiceId!,
    ':invoiceNo': ids.invoiceNo!,
    ':clientId': ids[clientKind]!,
    ':corporateClientId': ids.corporateClientId!,
    ':quoteId': path.startsWith('/requested-quote/') ? ids.quoteRequestId! : ids.quoteId!,
    ':id': path.startsWith('/account/invoice/') ? ids.invoiceId! : ids.policyId!,
    ':policyId': ids.policyId!,
    ':endorsementId': ids.endorsementId!,
    ':claimId': ids.claimId!,
    ':userId': ids.userId!,
    ':roleId': ids.roleId!,
    ':groupId': ids.groupId!,
    ':productId': ids.productId!,
    // The underwriter screen shows an insurer and the brokerage's underwriters there.
    ':underwriterId': '1',
    ':accountId': ids.accountId!,
    ':exchangeRateId': ids.exchangeRateId!,
    ':refNo': encodeURIComponent(ids.refNo!),
  };
  return path.replace(/:[A-Za-z]+/g, (name) => {
    expect(byName[name], `a record for ${name} in ${path}`).toBeDefined();
    return byName[name]!;
  });
}

/**
 * Every screen of the specification with axe-core in Chromium: the admin's screens with real
 * records of the demo book, the Add payment dialog, and /login and the public pages signed out.
 * Serious and critical violations fail, and so does a screen without exactly one h1 and one main.
 */
describe('accessibility of every screen', () => {
  const suite = browserSuite({ SEED_DEMO_BOOK: 'true' });

  /** Answers of 404 the page asked for (a missing icon, a missing bundle), by page. */
  function missingFiles(page: Page, where: () => string): string[] {
    const missing: string[] = [];
    page.on('response', (response) => {
      // /sign/:key visited as written: its key is unknown, which the API refuses with a 404 by design and the page says so.
      const refusedLink = new URL(response.url()).pathname.startsWith('/api/v1/signing/');
      if (response.status() === 404 && !refusedLink) missing.push(`${response.url()} on ${where()}`);
    });
    return missing;
  }

  it('serves the icons and the web manifest every page links to, and /favicon.ico', async () => {
    const page = await suite.newPage();
    await page.goto(`${suite.server.url}/login`);
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')].map(
        (link) => ({
          rel: link.rel,
          href: link.getAttribute('href')!,
        }),
      ),
    );
    expect(links.map((link) => link.rel).sort()).toEqual(['apple-touch-icon', 'icon', 'icon', 'icon', 'icon', 'manifest']);
    const manifestHref = links.find((link) => link.rel === 'manifest')!.href;
    const manifest = (await (await fetch(new URL(manifestHref, suite.server.url))).json()) as { name: string; icons: { src: string }[] };
    expect(manifest.name).toBe('IBMS Broker Office');
    const icons = [
      ...links.filter((link) => link.rel !== 'manifest').map((link) => link.href),
      ...manifest.icons.map((icon) => icon.src),
      '/favicon.ico',
    ];
    expect(icons.length).toBe(9);
    for (const href of icons) {
      const answer = await fetch(new URL(href, suite.server.url));
      expect(answer.status, href).toBe(200);
      expect(answer.headers.get('content-type'), href).toMatch(/^image\/(png|svg\+xml)/);
    }
  });

  it('finds no serious violation on the signed-out pages and /login', async () => {
    const page = await suite.newPage();
    let where = '/login';
    const missing = missingFiles(page, () => where);
    const problems: string[] = [];
    await page.goto(`${suite.server.url}/login`);
    await settled(page);
    problems.push(...(await seriousViolations(page, where)), ...(await landmarks(page, where)));
    for (const route of [...PUBLIC_ROUTES, { path: '/no-such-page' }]) {
      where = route.path.replace(':provider', 'google');
      problems.push(...(await visit(page, where)), ...(await seriousViolations(page, where)), ...(await landmarks(page, where)));
    }
    expect(problems).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('finds no serious violation on any screen the admin opens, nor in the Add payment dialog', async () => {
    const page = await suite.signedIn('admin@demo.ng');
    let where = '/dashboard';
    const missing = missingFiles(page, () => where);
    const ids = await recordIds(page);
    const problems: string[] = [];
    for (const route of PROTECTED_ROUTES) {
      where = concrete(route.path, ids);
      problems.push(...(await visit(page, where)), ...(await seriousViolations(page, where)), ...(await landmarks(page, where)));
    }

    // The demo's unpaid invoice from a quote: the endorsements' unpaid invoices take no payment here.
    const invoices = ((await callApi(page, 'GET', '/invoice/?status=payment%20pending&limit=50')).body.data as { invoices: Rows }).invoices;
    const unpaid = invoices.find((row) => row.quote_id !== null)!;
    where = `the Add payment dialog of ${String(unpaid.invoice_no)}`;
    problems.push(...(await visit(page, `/account/invoice/${String(unpaid.invoice_id)}`)));
    // The Action menu is built from the invoice as read: wait for its figures before opening it.
    expect(await shows(page.getByRole('term').filter({ hasText: 'Amount paid' }))).toBe(true);
    await page.getByRole('button', { name: 'Action' }).click();
    await page.getByRole('menuitem', { name: 'Add payment' }).click();
    expect(await shows(page.getByRole('dialog').getByRole('heading', { name: /^Add payment/ }))).toBe(true);
    await settled(page);
    problems.push(...(await seriousViolations(page, where)));

    expect(problems).toEqual([]);
    expect(missing).toEqual([]);
  });
});
