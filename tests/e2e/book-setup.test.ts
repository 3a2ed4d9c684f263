import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalisePhone } from '../../domain/registration';
import { chromiumSuite } from './support/browser';
import { closes, SHOTS, shows, signInAt } from './support/journey';
import { startServer, type RunningServer } from './support/server-process';
import type { Locator, Page } from 'playwright-core';

const ADMIN = { email: 'admin@demo.ng', password: 'Demo#2026' };
const UUID = '[0-9a-f-]{36}';

const CLIENT = {
  name: 'Eko Cold Chain Logistics Limited',
  rcNumber: 'RC 1458203',
  address: '14 Creek Road, Apapa',
  city: 'Apapa',
  state: 'Lagos',
  lga: 'Apapa',
  directors: [
    { firstName: 'Adewale', lastName: 'Ogunleye', shareholding: '60', phone: '08031234567' },
    { firstName: 'Chiamaka', lastName: 'Nwosu', shareholding: '40', phone: '08059876543' },
  ],
};
// Not on the NAICOM list: the brokerage adds it itself.
const INSURER = {
  name: 'Sahel Mutual Assurance Limited',
  shortName: 'Sahel Mutual',
  licenceClass: 'Non-Life',
  email: 'broking@sahelmutual.ng',
};
const UNDERWRITER = { name: 'Lagos Corporate Desk', branch: 'Victoria Island', email: 'corporate.desk@sahelmutual.ng' };
const CONTACT = { name: 'Ngozi Eze', designation: 'Head of Underwriting', email: 'ngozi.eze@sahelmutual.ng', phone: '08022223333' };
const PRODUCT = {
  name: 'Sahel Motor Comprehensive',
  line: 'General Business',
  category: 'Motor',
  coverageType: 'Comprehensive',
  remark: 'Private cars and company fleets up to 10 vehicles',
  tenor: '12',
  tenorUnit: 'Months',
  commissionType: 'Percentage',
  commissionRate: '12.5',
  // Percentages come back at the column's scale.
  commissionShown: '12.50%',
  rule: 'Vehicle must be inspected before cover starts',
  limit: { description: 'Third party property damage', amount: '5000000', shown: '₦5,000,000.00' },
  rate: { description: 'Private car', rate: '3.5', minimumPremium: '25000', shownMinimum: '₦25,000.00' },
  covers: [
    { name: 'Own Damage', rate: '2.5' },
    { name: 'Theft', rate: '' },
  ],
};

/** The whole screen: the shell scrolls inside <main>, so the window grows to its height for the picture. */
async function shot(page: Page, name: string) {
  const viewport = page.viewportSize()!;
  const needed = await page.evaluate(() => {
    const main = document.querySelector('main');
    return main ? main.scrollHeight + main.getBoundingClientRect().top : 0;
  });
  if (needed > viewport.height) await page.setViewportSize({ width: viewport.width, height: Math.ceil(needed) });
  await page.screenshot({ path: `${SHOTS}/book-${name}.png`, fullPage: true });
  await page.setViewportSize(viewport);
}
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** The value shown against a term of a description list (e.g. 'City of operation' → 'Apapa'). */
const detail = (within: Locator, term: string) =>
  within.locator('div', { has: within.page().getByRole('term').getByText(term, { exact: true }) }).getByRole('definition');
const directorRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Directors' }).getByRole('rowheader', { name, exact: true });

/** Follows a sidebar link, opening its section first when it is folded. */
async function goVia(page: Page, sectionName: string, linkName: string) {
  const link = sidebar(page).getByRole('link', { name: linkName, exact: true });
  if (!(await link.isVisible())) await sidebar(page).getByRole('button', { name: sectionName }).click();
  await link.click();
}

/** The saved product's page, with every part the broker entered. */
async function seesProduct(page: Page) {
  expect(await shows(heading(page, PRODUCT.name))).toBe(true);
  const main = region(page, 'Main details');
  const shown: [string, string][] = [
    ['Insurer', INSURER.name],
    ['Line of business', PRODUCT.line],
    ['Category', PRODUCT.category],
    ['Coverage type', PRODUCT.coverageType],
    ['Tenor', `${PRODUCT.tenor} ${PRODUCT.tenorUnit}`],
    ['Commission', PRODUCT.commissionShown],
    ['Remark', PRODUCT.remark],
  ];
  for (const [term, value] of shown) expect(await detail(main, term).textContent(), term).toBe(value);
  expect(await shows(page.getByRole('table', { name: 'Rules' }).getByRole('cell', { name: PRODUCT.rule }))).toBe(true);
  const limit = page.getByRole('table', { name: 'Limits' }).getByRole('row').filter({ hasText: PRODUCT.limit.description });
  expect(await shows(limit.getByRole('cell', { name: PRODUCT.limit.shown }))).toBe(true);
  const rate = page.getByRole('table', { name: 'Premium rates' }).getByRole('row').filter({ hasText: PRODUCT.rate.description });
  expect(await shows(rate.getByRole('cell', { name: /^3\.50?%$/ }))).toBe(true);
  expect(await shows(rate.getByRole('cell', { name: PRODUCT.rate.shownMinimum }))).toBe(true);
  const covers = page.getByRole('list', { name: 'Covers of the product' }).getByRole('listitem');
  expect(await shows(covers.filter({ hasText: /^Own Damage\s*2\.50?%/ }))).toBe(true);
  expect(await shows(covers.filter({ hasText: /^Theft/ }))).toBe(true);
  expect(await covers.count()).toBe(2);
}

/** The corporate client's page, with its address and both directors. */
async function seesClient(page: Page) {
  expect(await shows(heading(page, CLIENT.name))).toBe(true);
  expect(await detail(region(page, 'Company details'), 'RC number').textContent()).toBe(CLIENT.rcNumber);
  const address = region(page, 'Address and contact');
  expect(await detail(address, 'Operating business address').textContent()).toBe(CLIENT.address);
  expect(await detail(address, 'City of operation').textContent()).toBe(CLIENT.city);
  expect(await detail(address, 'State of operation').textContent()).toBe(CLIENT.state);
  expect(await detail(address, 'Local government area').textContent()).toBe(CLIENT.lga);
  expect(await shows(page.getByRole('heading', { name: 'Directors (2)' }))).toBe(true);
  for (const director of CLIENT.directors) {
    expect(await shows(directorRow(page, `${director.firstName} ${director.lastName}`))).toBe(true);
  }
  expect(await page.getByRole('table', { name: 'Directors' }).getByRole('row').count()).toBe(3);
}

/** The insurer's page, with the underwriter and its contact. */
async function seesInsurer(page: Page) {
  expect(await shows(heading(page, INSURER.name))).toBe(true);
  const underwriter = page.getByRole('list', { name: 'Underwriters' }).getByRole('listitem', { name: UNDERWRITER.name, exact: true });
  expect(await shows(underwriter.getByRole('heading', { name: UNDERWRITER.name }))).toBe(true);
  expect(await shows(underwriter.getByText(`${UNDERWRITER.branch} branch`, { exact: false }))).toBe(true);
  const contact = underwriter.getByRole('list', { name: `Contacts at ${UNDERWRITER.name}` }).getByRole('listitem', { name: CONTACT.name });
  // The phone is kept in the international form the server normalises it to.
  expect(
    await shows(contact.getByText(`${CONTACT.designation} · ${CONTACT.email} · ${normalisePhone(CONTACT.phone)}`, { exact: true })),
  ).toBe(true);
}

describe('a broker sets up the book in the browser from nothing', () => {
  let dataDir: string;
  let server: RunningServer | undefined;
  const errors: string[] = [];

  beforeAll(() => {
    // One data directory for both runs of the server: what was saved must survive the restart.
    dataDir = mkdtempSync(join(tmpdir(), 'brokerage-e2e-book-'));
  });

  afterAll(async () => {
    const code = await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    expect(code).toBe(0);
  });

  // Registered after the hooks above: Chromium closes before the server stops.
  const chromium = chromiumSuite();

  async function signedIn(url: string): Promise<Page> {
    const page = await chromium.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await signInAt(page, url, ADMIN.email, ADMIN.password);
    return page;
  }

  it('creates a corporate client with directors, an insurer with an underwriter, and a product, and finds them all after a restart', async () => {
    server = await startServer({ DATA_DIR: dataDir, SMTP_URL: '' });
    const page = await signedIn(server.url);

    // 1. A corporate client with two directors, through the setup wizard.
    await goVia(page, 'Manage Client', 'Create Client');
    await page.waitForURL(`${server.url}/client-setup`);
    await page.getByRole('radio', { name: /^Corporate client/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await shows(page.getByRole('heading', { name: 'Company details', level: 2 }))).toBe(true);
    await page.getByLabel('Company name').fill(CLIENT.name);
    await page.getByLabel('RC number').fill(CLIENT.rcNumber);
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await shows(page.getByRole('heading', { name: 'Address and contact', level: 2 }))).toBe(true);
    await page.getByLabel('Operating business address').fill(CLIENT.address);
    await page.getByLabel('City of operation').fill(CLIENT.city);
    await page.getByLabel('State of operation').selectOption({ label: CLIENT.state });
    await page.getByLabel('Local government area').selectOption({ label: CLIENT.lga });
    await shot(page, '1-client-address');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await shows(page.getByRole('heading', { name: 'Directors', level: 2 }))).toBe(true);
    for (const [index, director] of CLIENT.directors.entries()) {
      await page.getByRole('button', { name: 'Add director' }).click();
      const fields = region(page, `Director ${index + 1}`);
      await fields.getByLabel('First name').fill(director.firstName);
      await fields.getByLabel('Last name').fill(director.lastName);
      await fields.getByLabel('Shareholding (%)').fill(director.shareholding);
      await fields.getByLabel('Phone number').fill(director.phone);
    }
    await shot(page, '1-client-directors');
    await page.getByRole('button', { name: 'Continue' }).click();
    expect(await shows(page.getByRole('heading', { name: 'Review', level: 2 }))).toBe(true);
    expect(await shows(region(page, 'Director 2').getByText(`${CLIENT.directors[1]!.firstName} ${CLIENT.directors[1]!.lastName}`))).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Save client' }).click();
    expect(await shows(toast(page, 'Client created'))).toBe(true);
    await page.waitForURL(new RegExp(`/clients/corporate/${UUID}$`));
    await seesClient(page);
    await shot(page, '1-client-saved');

    // 2. An insurer missing from the NAICOM list, and an underwriter there with a contact.
    await goVia(page, 'System Setup', 'Underwriter');
    await page.waitForURL(`${server.url}/underwriters`);
    expect(await shows(page.getByRole('table', { name: 'Insurers' }).getByRole('row').nth(1))).toBe(true);
    await page.getByRole('button', { name: 'Add insurer' }).click();
    const addInsurer = page.getByRole('dialog', { name: 'Add insurer' });
    await addInsurer.getByRole('textbox', { name: 'Name', exact: true }).fill(INSURER.name);
    await addInsurer.getByLabel('Short name').fill(INSURER.shortName);
    await addInsurer.getByLabel('Licence class').selectOption({ label: INSURER.licenceClass });
    await addInsurer.getByLabel('Email').fill(INSURER.email);
    await addInsurer.getByRole('button', { name: 'Add insurer' }).click();
    expect(await shows(toast(page, `${INSURER.name} added to your insurers list`))).toBe(true);
    expect(await closes(addInsurer)).toBe(true);
    await page.waitForURL(/\/underwriter\/\d+$/);
    const insurerPath = new URL(page.url()).pathname;
    expect(await shows(heading(page, INSURER.name))).toBe(true);
    await page.getByRole('button', { name: 'Add underwriter' }).click();
    const addUnderwriter = page.getByRole('dialog', { name: 'Add underwriter' });
    await addUnderwriter.getByRole('textbox', { name: 'Name', exact: true }).fill(UNDERWRITER.name);
    await addUnderwriter.getByLabel('Branch').fill(UNDERWRITER.branch);
    await addUnderwriter.getByRole('textbox', { name: 'Email', exact: true }).fill(UNDERWRITER.email);
    await addUnderwriter.getByRole('button', { name: 'Add contact' }).click();
    await addUnderwriter.getByLabel('Contact 1 name').fill(CONTACT.name);
    await addUnderwriter.getByLabel('Contact 1 designation').fill(CONTACT.designation);
    await addUnderwriter.getByLabel('Contact 1 email').fill(CONTACT.email);
    await addUnderwriter.getByLabel('Contact 1 phone').fill(CONTACT.phone);
    await shot(page, '2-underwriter-form');
    await addUnderwriter.getByRole('button', { name: 'Add underwriter' }).click();
    expect(await shows(toast(page, 'Underwriter added'))).toBe(true);
    expect(await closes(addUnderwriter)).toBe(true);
    await seesInsurer(page);
    await shot(page, '2-insurer-saved');

    // 3. A product of that insurer with a rule, a limit, a premium rate and two covers.
    await goVia(page, 'System Setup', 'Products');
    await page.waitForURL(`${server.url}/products`);
    await page.getByRole('link', { name: 'New product' }).click();
    await page.waitForURL(`${server.url}/product`);
    const editor = page.getByRole('form', { name: 'New product' });
    await editor.getByLabel('Insurer').selectOption({ label: INSURER.name });
    await editor.getByLabel('Product name').fill(PRODUCT.name);
    await editor.getByLabel('Line of business').selectOption({ label: PRODUCT.line });
    await editor.getByLabel('Category').selectOption({ label: PRODUCT.category });
    await editor.getByLabel('Coverage type').selectOption({ label: PRODUCT.coverageType });
    await editor.getByLabel('Remark').fill(PRODUCT.remark);
    await editor.getByRole('textbox', { name: 'Tenor', exact: true }).fill(PRODUCT.tenor);
    await editor.getByLabel('Tenor unit').selectOption({ label: PRODUCT.tenorUnit });
    await editor.getByLabel('Commission type').selectOption({ label: PRODUCT.commissionType });
    await editor.getByLabel('Commission rate').fill(PRODUCT.commissionRate);

    const addPart = editor.getByRole('group', { name: 'Add a part' });
    await addPart.getByRole('button', { name: 'Add rules' }).click();
    const rules = region(page, 'Rules');
    await rules.getByRole('button', { name: 'Add rule' }).click();
    await rules.getByRole('textbox', { name: 'Rule 1', exact: true }).fill(PRODUCT.rule);
    await addPart.getByRole('button', { name: 'Add limits' }).click();
    const limits = region(page, 'Limits');
    await limits.getByRole('button', { name: 'Add limit' }).click();
    await limits.getByRole('textbox', { name: 'Limit 1', exact: true }).fill(PRODUCT.limit.description);
    await limits.getByRole('textbox', { name: 'Amount 1', exact: true }).fill(PRODUCT.limit.amount);
    await addPart.getByRole('button', { name: 'Add premium rates' }).click();
    const rates = region(page, 'Premium rates');
    await rates.getByRole('button', { name: 'Add premium rate' }).click();
    await rates.getByRole('textbox', { name: 'Rated item 1', exact: true }).fill(PRODUCT.rate.description);
    await rates.getByRole('textbox', { name: 'Rate (%) 1', exact: true }).fill(PRODUCT.rate.rate);
    await rates.getByRole('textbox', { name: 'Minimum premium 1', exact: true }).fill(PRODUCT.rate.minimumPremium);
    await addPart.getByRole('button', { name: 'Add covers' }).click();
    const covers = region(page, 'Covers');
    for (const cover of PRODUCT.covers) {
      await covers.getByRole('searchbox', { name: 'Search covers' }).fill(cover.name);
      await covers.getByRole('checkbox', { name: new RegExp(`^${cover.name}\\b`) }).check();
      if (cover.rate) await covers.getByLabel(`Rate for ${cover.name} (%)`).fill(cover.rate);
    }
    await covers.getByRole('searchbox', { name: 'Search covers' }).fill('');
    expect(await shows(covers.getByText(/^2 of \d+ covers chosen$/))).toBe(true);
    await shot(page, '3-product-editor');
    await editor.getByRole('button', { name: 'Save product' }).click();
    expect(await shows(toast(page, 'Product created'))).toBe(true);
    await page.waitForURL(new RegExp(`/product/${UUID}$`));
    await seesProduct(page);
    await shot(page, '3-product-saved');

    // 4. The server restarts on the same data; a new sign-in finds everything again.
    expect(await server.stop()).toBe(0);
    server = undefined;
    server = await startServer({ DATA_DIR: dataDir, SMTP_URL: '' });
    const again = await signedIn(server.url);

    await goVia(again, 'Manage Client', 'View Clients');
    await again.waitForURL(`${server.url}/all-clients`);
    await again.getByRole('searchbox', { name: 'Search clients' }).fill(`  ${CLIENT.name.split(' ').slice(0, 3).join(' ')} `);
    await again.getByRole('search', { name: 'Clients' }).getByRole('button', { name: 'Search' }).click();
    const clients = again.getByRole('table', { name: 'Clients' });
    const found = clients.getByRole('row').filter({ hasText: CLIENT.name });
    expect(await shows(found.getByText('Corporate', { exact: true }))).toBe(true);
    expect(await clients.getByRole('row').count()).toBe(2);
    await shot(again, '4-clients-search');
    await found.getByRole('link', { name: CLIENT.name }).click();
    await again.waitForURL(new RegExp(`/clients/corporate/${UUID}$`));
    await seesClient(again);

    await goVia(again, 'System Setup', 'Underwriter');
    await again.waitForURL(`${server.url}/underwriters`);
    await again.getByRole('searchbox', { name: 'Search insurers' }).fill(INSURER.shortName);
    const insurerRow = again.getByRole('table', { name: 'Insurers' }).getByRole('row').filter({ hasText: INSURER.name });
    expect(await shows(insurerRow.getByText('Added by your brokerage'))).toBe(true);
    expect(await shows(insurerRow.getByRole('cell', { name: '1', exact: true }))).toBe(true);
    await insurerRow.getByRole('link', { name: INSURER.name }).click();
    await again.waitForURL(`${server.url}${insurerPath}`);
    await seesInsurer(again);
    await shot(again, '4-insurer-after-restart');

    await goVia(again, 'System Setup', 'Products');
    await again.waitForURL(`${server.url}/products`);
    const productRow = again.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: PRODUCT.name });
    expect(await shows(productRow.getByRole('cell', { name: INSURER.shortName, exact: true }))).toBe(true);
    await productRow.getByRole('link', { name: PRODUCT.name }).click();
    await again.waitForURL(new RegExp(`/product/${UUID}$`));
    await seesProduct(again);
    await shot(again, '4-product-after-restart');

    expect(errors).toEqual([]);
  });
});
