import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser';
import { closes, shot, shows } from './support/journey';
import type { Locator, Page } from 'playwright-core';

/** Whether the page scrolls sideways: wider than the window it is shown in. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/**
 * The first of the paid invoices' cards whose Actions menu offers Remit Premium: a return premium's
 * credit note is paid too, but the insurer owes it back and nothing is remitted on it.
 */
async function firstRemittable(page: Page, paid: Locator): Promise<Locator> {
  expect(await shows(paid.first().getByRole('button', { name: 'Actions' }))).toBe(true);
  for (let at = 0; at < (await paid.count()); at += 1) {
    const card = paid.nth(at);
    await card.getByRole('button', { name: 'Actions' }).click();
    expect(await shows(page.getByRole('menuitem').first())).toBe(true);
    const offered = await page.getByRole('menuitem', { name: 'Remit Premium' }).count();
    await page.keyboard.press('Escape');
    if (offered > 0) return card;
  }
  throw new Error('No paid invoice of the demo book offers Remit Premium');
}

/**
 * The admin on a phone (390 px) goes through the invoice list, a paid invoice whose premium is
 * partly remitted, its client's page and the dashboard without sideways scrolling, pays in a
 * full-width dialog, then on an office screen (1366 px) reads the Summary of Accounts to its last column.
 */
describe('the office on a phone and an office screen', () => {
  const suite = browserSuite({ SEED_DEMO_BOOK: 'true' });

  it('fits every screen to the window at 390 px and the Summary of Accounts at 1366 px', async () => {
    const admin = await suite.signedIn('admin@demo.ng');
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await scrollsSideways(admin)).toBe(false);

    await admin.goto(`${suite.server.url}/account/invoices`);
    const invoices = admin.getByRole('list', { name: 'Invoices' });
    const cargo = await firstRemittable(admin, invoices.getByRole('listitem').filter({ hasText: 'PAID - Unremitted' }));
    expect(await scrollsSideways(admin)).toBe(false);
    await shot(admin, 'narrow-invoice-list');

    await cargo.getByRole('link', { name: /^INV\// }).click();
    const heading = admin.getByRole('heading', { level: 1, name: /^Invoice INV\// });
    expect(await shows(heading)).toBe(true);
    const invoiceNo = (await heading.textContent())!.replace('Invoice ', '');
    // The Action menu is built from the invoice as read: wait for its figures before opening it.
    expect(await shows(admin.getByRole('term').filter({ hasText: 'Amount paid' }))).toBe(true);
    await admin.getByRole('button', { name: 'Action' }).click();
    await admin.getByRole('menuitem', { name: 'Remit Premium' }).click();
    let dialog = admin.getByRole('dialog', { name: `Remit Premium · ${invoiceNo}` });
    await dialog.getByRole('combobox', { name: /Remittance type/ }).selectOption({ label: 'Partial Remittance' });
    await dialog.getByLabel(/^Amount to remit/).fill('10000');
    await dialog.getByLabel(/^Date to remit the balance/).fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    await dialog.getByRole('combobox', { name: /Remittance mode/ }).selectOption({ label: 'Bank Transfer' });
    await dialog.getByRole('combobox', { name: /Premium account/ }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Remit premium' }).click();
    expect(await shows(admin.getByText('Premium is successfully remitted!'))).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await closes(dialog);
    const remittance = admin.getByRole('list', { name: 'Premium Remittance' }).getByRole('listitem').filter({ hasText: 'Zenith Bank' });
    expect(await shows(remittance.getByRole('button', { name: 'Upload receipt' }))).toBe(true);
    expect(await scrollsSideways(admin)).toBe(false);
    await shot(admin, 'narrow-invoice-details');

    await admin.goto(`${suite.server.url}/all-clients`);
    await admin.getByRole('link', { name: 'Lekki Freight Services Ltd' }).first().click();
    expect(await shows(admin.getByRole('heading', { level: 1, name: /Lekki Freight Services Ltd/ }))).toBe(true);
    await admin.waitForLoadState('networkidle');
    expect(await scrollsSideways(admin)).toBe(false);

    await admin.goto(`${suite.server.url}/dashboard`);
    expect(await shows(admin.getByRole('heading', { level: 1, name: 'Dashboard' }))).toBe(true);
    await admin.waitForLoadState('networkidle');
    expect(await scrollsSideways(admin)).toBe(false);

    // A partly paid invoice: Add payment opens across the phone, inside the margins.
    await admin.goto(`${suite.server.url}/account/invoices`);
    await admin
      .getByRole('list', { name: 'Invoices' })
      .getByRole('listitem')
      .filter({ hasText: 'PARTIAL PAYMENT' })
      .getByRole('link')
      .first()
      .click();
    await shows(admin.getByRole('heading', { level: 1, name: /^Invoice INV\// }));
    await admin.getByRole('button', { name: 'Action' }).click();
    await admin.getByRole('menuitem', { name: 'Add payment' }).click();
    dialog = admin.getByRole('dialog', { name: /^Add payment · / });
    const title = dialog.getByRole('heading', { name: /^Add payment · / });
    expect(await shows(title)).toBe(true);
    const panel = await title.evaluate((element) => element.closest('header')!.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
    expect(panel.left).toBeGreaterThanOrEqual(8);
    expect(panel.left).toBeLessThanOrEqual(16);
    expect(panel.width).toBeGreaterThanOrEqual(390 - 32);
    await shot(admin, 'narrow-add-payment');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await closes(dialog);

    await admin.setViewportSize({ width: 1366, height: 900 });
    await admin.goto(`${suite.server.url}/reports/summary`);
    const summary = admin.getByRole('table', { name: 'Summary of accounts' });
    const closing = summary.getByRole('columnheader', { name: 'Closing balance' });
    expect(await shows(closing)).toBe(true);
    const box = (await closing.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1366);
    expect(await summary.evaluate((table) => table.parentElement!.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
    await shot(admin, 'office-summary-of-accounts');
  });
});
