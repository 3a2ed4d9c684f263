import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../server/support/statement-books';
import { browserSuite } from './support/browser';
import { shot, shows } from './support/journey';
import type { Page } from 'playwright-core';

/** Runs `start` (an export button's click) and answers the file the browser saved, with the name it was given. */
async function saved(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) };
}

const exported = (page: Page, button: string) => saved(page, () => page.getByRole('button', { name: button }).click());

/** Issue 18's journey: the dashboard as an admin and as a broker, a tile to its list, and a return downloaded three ways. */
describe('the dashboard and the reports, in Chromium', () => {
  const suite = browserSuite({ SEED_DEMO_BOOK: 'true' });

  it('shows each user the figures they may see, leads from a tile to its list, and exports a list and a return as CSV, Excel and PDF', async () => {
    const url = suite.server.url;
    const admin = await suite.signedIn('admin@demo.ng');
    await admin.goto(`${url}/dashboard`);
    const written = admin.getByRole('region', { name: 'Policies written' });
    expect(await shows(written.getByText(/^\d+$/))).toBe(true);
    expect(await shows(admin.getByRole('region', { name: 'Commission due' }).getByText(/^₦[\d,]+\.\d\d$/))).toBe(true);
    expect(await shows(admin.getByRole('img', { name: /^Premium produced by month: / }))).toBe(true);
    expect(await shows(admin.getByRole('region', { name: 'Premium remittance clock' }))).toBe(true);
    await shot(admin, 'dashboard-admin', { fullPage: true });

    await admin.getByRole('region', { name: 'Premium underwritten' }).getByRole('link', { name: 'View invoices' }).click();
    await admin.waitForURL(/\/account\/invoices$/);
    expect(await shows(admin.getByRole('heading', { level: 1, name: 'Invoices' }))).toBe(true);
    const pager = await admin.getByRole('navigation', { name: 'Invoices pages' }).innerText();
    const listed = Number(/(\d+) records?/.exec(pager)![1]);
    const invoicesCsv = await saved(admin, async () => {
      await admin.getByRole('button', { name: 'Export' }).click();
      await admin.getByRole('menuitem', { name: 'CSV' }).click();
    });
    expect(invoicesCsv.name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const records = invoicesCsv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(records[0]).toMatch(/^Invoice No,Issue Date,Client/);
    expect(records).toHaveLength(listed + 1);

    const broker = await suite.signedIn('broker@demo.ng');
    await broker.goto(`${url}/dashboard`);
    expect(await shows(broker.getByRole('region', { name: 'Premium underwritten' }).getByText(/^₦/))).toBe(true);
    expect(await shows(broker.getByRole('region', { name: 'Premium by insurer' }))).toBe(true);
    expect(await broker.getByRole('region', { name: 'Commission due' }).count()).toBe(0);
    expect(await broker.getByRole('region', { name: 'Commission earned and due' }).count()).toBe(0);
    await shot(broker, 'dashboard-broker', { fullPage: true });

    await admin.goto(`${url}/reports/regulatory-report/commission-income`);
    expect(await shows(admin.getByRole('heading', { level: 1, name: 'Commission Income' }))).toBe(true);
    expect(await shows(admin.getByRole('table').first())).toBe(true);
    await shot(admin, 'commission-income', { fullPage: true });

    const csv = await exported(admin, 'Export CSV');
    expect(csv.name).toMatch(/^commission-income-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.bytes.toString('utf8').split('\r\n')[0]).toContain('Insurer');

    const xlsx = await exported(admin, 'Export Excel');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
    const first = book.worksheets[0]!;
    expect(first.getRow(1).getCell(1).value).toBe('Insurer');
    expect(first.rowCount).toBeGreaterThan(1);

    const pdf = await exported(admin, 'Export PDF');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Demo Insurance Brokers Ltd');
    expect(text).toContain('Commission Income');
  });
});
