import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser';
import { closes, shot, shows } from './support/journey';
import type { Locator, Page } from 'playwright-core';

const RECEIPT = {
  name: 'aiico-receipt.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
};

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast saying `text` shows, and covers none of the page header's buttons. */
async function toastClearOfHeader(page: Page, text: string) {
  const toast = page.getByRole('status').filter({ hasText: text });
  expect(await shows(toast)).toBe(true);
  const toastBox = (await toast.boundingBox())!;
  for (const button of await page.locator('main header').first().getByRole('button').all()) {
    const box = await button.boundingBox();
    if (box) expect(overlaps(toastBox, box)).toBe(false);
  }
}

const lagosToday = () => new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);
const daysFromToday = (days: number) => new Date(Date.parse(`${lagosToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The invoice lifecycle in the browser against the real server, on the demo brokerage with its
 * demo book (clients with accounts, products): an invoice is created, paid in two parts, its
 * premium remitted in two parts with the insurer's receipts and its VAT remitted; then a
 * non-admin asks for another invoice to be deleted and the admin rejects the request.
 */
describe('the invoice lifecycle in the browser', () => {
  const suite = browserSuite({ SEED_DEMO_BOOK: 'true' });

  async function act(page: Page, entry: string, dialogName: string): Promise<Locator> {
    await page.getByRole('button', { name: 'Action' }).click();
    await page.getByRole('menuitem', { name: entry }).click();
    const dialog = page.getByRole('dialog', { name: dialogName });
    // The dialog's own box is empty (its panel is fixed): wait for its title instead.
    await shows(dialog.getByRole('heading', { name: dialogName }));
    return dialog;
  }

  async function closeDialog(dialog: Locator) {
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await closes(dialog);
  }

  /** A remittance table's rows, or its cards where its columns do not fit the window. */
  const remittances = (page: Page, name: string) =>
    page.getByRole('table', { name }).getByRole('row').or(page.getByRole('list', { name }).getByRole('listitem'));

  async function uploadReceipt(page: Page, title: string, row: Locator, receiptNumber: string) {
    await row.getByRole('button', { name: 'Upload receipt' }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByRole('textbox', { name: /Receipt number/ }).fill(receiptNumber);
    await dialog.getByLabel('Choose the receipt').setInputFiles(RECEIPT);
    await dialog.getByRole('button', { name: title.split(' · ')[0] }).click();
    expect(await shows(page.getByText('Upload was successful!'))).toBe(true);
    await closeDialog(dialog);
  }

  it('creates an invoice, takes it in two payments, remits the premium in two parts with receipts and remits the VAT', async () => {
    const admin = await suite.signedIn('admin@demo.ng');
    await admin.goto(`${suite.server.url}/account/invoices`);
    await admin.getByRole('link', { name: 'New invoice' }).click();
    await admin.waitForURL(`${suite.server.url}/account/new/invoice`);

    await admin.getByRole('combobox', { name: /Client type/ }).selectOption({ label: 'Individual' });
    await admin.getByRole('searchbox', { name: 'Find a client' }).fill('Nwosu');
    await admin.getByRole('radio', { name: /Chiamaka Nwosu/ }).check();
    await admin.getByRole('searchbox', { name: 'Find a product' }).fill('Motor');
    await admin.getByRole('radio', { name: /Private Motor Comprehensive/ }).check();
    await admin.getByLabel(/^Start date/).fill(lagosToday());
    await admin.getByLabel(/^End date/).fill(daysFromToday(364));
    await admin.getByLabel(/^Sum insured/).fill('9000000');
    await admin.getByLabel(/^Premium amount/).fill('200000');
    await admin.getByRole('textbox', { name: /^Insured/ }).fill('Honda Accord 2020, KJA 123 XY');
    // 12.5 % of 200,000.00, and 7.5 % VAT on it.
    expect(
      await shows(admin.getByRole('status', { name: 'Commission' }).getByText('Commission ₦25,000.00 · VAT on commission ₦1,875.00')),
    ).toBe(true);
    await shot(admin, 'invoice-new', { fullPage: true });
    await admin.getByRole('button', { name: 'Create invoice' }).click();

    await admin.waitForURL(/\/account\/invoice\/[0-9a-f-]{36}$/);
    const heading = admin.getByRole('heading', { level: 1, name: /^Invoice INV\/\d{4}\/\d{6}$/ });
    expect(await shows(heading)).toBe(true);
    const invoiceNo = (await heading.textContent())!.replace('Invoice ', '');
    await toastClearOfHeader(admin, `Invoice ${invoiceNo} created`);
    expect(await shows(admin.getByText('PAYMENT PENDING', { exact: true }))).toBe(true);

    // The first part: 120,000.00 in cash. The create-policy prompt is declined.
    let dialog = await act(admin, 'Add payment', `Add payment · ${invoiceNo}`);
    expect(await dialog.getByLabel(/^Amount/).inputValue()).toBe('200,000.00');
    expect(await dialog.getByLabel(/^Date of actual payment/).inputValue()).toBe(lagosToday());
    await dialog.getByRole('combobox', { name: /Mode of payment/ }).selectOption({ label: 'Cash' });
    await dialog.getByLabel(/^Amount/).fill('120000');
    expect(await dialog.getByLabel(/^Amount/).inputValue()).toBe('120,000');
    await dialog.getByRole('button', { name: 'Add payment' }).click();
    expect(await shows(admin.getByRole('status').filter({ hasText: 'Payment of ₦120,000.00 recorded: PARTIAL PAYMENT' }))).toBe(true);
    let prompt = admin.getByRole('dialog', { name: 'Create Policy Proposal' });
    expect(await shows(prompt.getByText('You wish to create policy proposal?'))).toBe(true);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    expect(await shows(admin.getByText('PARTIAL PAYMENT', { exact: true }))).toBe(true);

    // The rest: the amount defaults to the balance and the mode stays the earlier one.
    dialog = await act(admin, 'Add payment', `Add payment · ${invoiceNo}`);
    expect(await dialog.getByLabel(/^Amount/).inputValue()).toBe('80,000.00');
    expect(await dialog.getByRole('combobox', { name: /Mode of payment/ }).inputValue()).toBe('Cash');
    await dialog.getByRole('button', { name: 'Add payment' }).click();
    prompt = admin.getByRole('dialog', { name: 'Create Policy Proposal' });
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    expect(await shows(admin.getByText('PAID - Unremitted', { exact: true }))).toBe(true);
    expect(await shows(admin.getByText('VAT Unremitted', { exact: true }))).toBe(true);

    // Premium: 100,000.00 now, the balance of 73,125.00 in full later by cheque, each with the insurer's
    // receipt, both from the demo's one premium account (at Zenith Bank).
    dialog = await act(admin, 'Remit Premium', `Remit Premium · ${invoiceNo}`);
    expect(await shows(dialog.getByText(/Premium should be remitted within 30 days after it has been paid/))).toBe(true);
    await dialog.getByRole('combobox', { name: /Remittance type/ }).selectOption({ label: 'Partial Remittance' });
    await dialog.getByLabel(/^Amount to remit/).fill('100000');
    await dialog.getByLabel(/^Date to remit the balance/).fill(daysFromToday(10));
    await dialog.getByRole('combobox', { name: /Remittance mode/ }).selectOption({ label: 'Bank Transfer' });
    await dialog.getByRole('combobox', { name: /Premium account/ }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Remit premium' }).click();
    expect(await shows(admin.getByText('Premium is successfully remitted!'))).toBe(true);
    await closeDialog(dialog);
    expect(await shows(admin.getByText('PAID - Partially Remitted', { exact: true }))).toBe(true);
    const premiumTable = remittances(admin, 'Premium Remittance');
    await uploadReceipt(admin, `Upload receipt · ${invoiceNo}`, premiumTable.filter({ hasText: /Zenith Bank/ }), 'AIICO-R-1001');
    expect(await shows(premiumTable.filter({ hasText: /AIICO-R-1001/ }))).toBe(true);

    dialog = await act(admin, 'Remit Premium', `Remit Premium · ${invoiceNo}`);
    await dialog.getByRole('combobox', { name: /Remittance type/ }).selectOption({ label: 'Full Remittance' });
    await dialog.getByRole('combobox', { name: /Remittance mode/ }).selectOption({ label: 'Cheque' });
    await dialog.getByRole('combobox', { name: /Premium account/ }).selectOption({ index: 1 });
    await dialog.getByRole('textbox', { name: /Cheque number/ }).fill('00451237');
    await dialog.getByRole('button', { name: 'Remit premium' }).click();
    expect(await shows(admin.getByText('Premium is successfully remitted!'))).toBe(true);
    await closeDialog(dialog);
    expect(await shows(admin.getByText('PAID - Fully Remitted', { exact: true }))).toBe(true);
    await uploadReceipt(admin, `Upload receipt · ${invoiceNo}`, premiumTable.filter({ hasText: /00451237/ }), 'AIICO-R-1002');
    expect(await shows(premiumTable.filter({ hasText: /AIICO-R-1002/ }))).toBe(true);

    // VAT: all 1,875.00 at once, with its receipt.
    dialog = await act(admin, 'Remit VAT', `Remit VAT · ${invoiceNo}`);
    await dialog.getByRole('combobox', { name: /Remittance type/ }).selectOption({ label: 'Full Remittance' });
    await dialog.getByRole('combobox', { name: /Remittance mode/ }).selectOption({ label: 'Bank Transfer' });
    await dialog.getByRole('combobox', { name: /Premium account/ }).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Remit VAT' }).click();
    expect(await shows(admin.getByText('VAT is successfully remitted!'))).toBe(true);
    await closeDialog(dialog);
    expect(await shows(admin.getByText('VAT Fully Remitted', { exact: true }))).toBe(true);
    const vatTable = remittances(admin, 'VAT Remittance');
    await uploadReceipt(admin, `Upload VAT receipt · ${invoiceNo}`, vatTable.filter({ hasText: /Zenith Bank/ }), 'FIRS-V-2001');
    expect(await shows(vatTable.filter({ hasText: /FIRS-V-2001/ }))).toBe(true);
    await shot(admin, 'invoice-remitted', { fullPage: true });

    // Every movement is in the books: the issue, two receipts, two premium remittances and the VAT.
    dialog = await act(admin, 'View Transactions', `Transactions · ${invoiceNo}`);
    for (const prefix of ['INV', 'RCT', 'REM', 'VAT'])
      expect(await shows(dialog.getByText(new RegExp(`^${prefix}-\\d{6}$`)).first())).toBe(true);
    expect(await dialog.getByText(/^RCT-\d{6}$/).count()).toBe(2);
    expect(await dialog.getByText(/^REM-\d{6}$/).count()).toBe(2);
  });

  it('a non-admin asks for an unpaid invoice to be deleted, and the admin rejects the request', async () => {
    const accountant = await suite.signedIn('accounts@demo.ng');
    await accountant.goto(`${suite.server.url}/account/invoices`);
    // The demo book's unpaid invoice.
    await accountant.getByRole('link', { name: 'INV/2026/000001' }).click();
    await accountant.waitForURL(/\/account\/invoice\/[0-9a-f-]{36}$/);
    const url = accountant.url();
    expect(await shows(accountant.getByRole('heading', { level: 1, name: 'Invoice INV/2026/000001' }))).toBe(true);

    const dialog = await act(accountant, 'Delete Invoice', 'Delete Invoice · INV/2026/000001');
    await dialog
      .getByRole('textbox', { name: /Reason for deletion/ })
      .fill('Raised twice for the same vehicle; the client asked us to cancel this one');
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    expect(await shows(accountant.getByText('Request was successfully submitted'))).toBe(true);
    await closeDialog(dialog);
    expect(await shows(accountant.getByText('PENDING DELETION', { exact: true }))).toBe(true);
    expect(await accountant.getByRole('button', { name: 'Action' }).isDisabled()).toBe(true);

    const admin = await suite.signedIn('admin@demo.ng');
    await admin.goto(url);
    const request = admin.getByRole('region', { name: 'Deletion request' });
    expect(await shows(request.getByText(/Raised twice for the same vehicle/))).toBe(true);
    expect(await shows(request.getByText(/Chinedu Eze/))).toBe(true);
    await shot(admin, 'invoice-deletion-request', { fullPage: true });
    await request.getByRole('button', { name: 'Reject' }).click();
    expect(await shows(admin.getByText('Invoice deletion request was successfully rejected'))).toBe(true);
    expect(await shows(admin.getByText('PAYMENT PENDING', { exact: true }))).toBe(true);
    expect(await admin.getByRole('button', { name: 'Action' }).isEnabled()).toBe(true);
  });
});
