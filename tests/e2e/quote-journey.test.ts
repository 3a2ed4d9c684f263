import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLagos } from '../../domain/today';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { browserSuite } from './support/browser';
import { shot, shows } from './support/journey';

const CLIENT_EMAIL = 'chiamaka.nwosu@example.ng';
/** The smallest file a PDF reader opens: enough for the upload's content check. */
const PROPOSAL_FORM = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Issue 15's journey: an agent's request becomes a priced, compared, approved, sent, accepted quote and then an invoice. */
describe('a quote from an agent’s request to the invoice, in Chromium', () => {
  let smtp: SmtpCapture;
  // Its own database, made on this start, so that the demo brokerage has its book: clients and two motor products.
  const dataDir = mkdtempSync(join(tmpdir(), 'quote-journey-'));
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  // Registered before the suite's hooks, so this runs once its server has stopped.
  afterAll(async () => {
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const suite = browserSuite(() => ({ SMTP_URL: smtp.url, DATA_DIR: dataDir, SEED_DEMO_BOOK: 'true' }));

  it('is requested with a file, priced, compared, approved live, sent with its slip, accepted and invoiced', async () => {
    const url = suite.server.url;

    // The agent asks for cover for a client of the book, with the proposal form.
    const agent = await suite.signedIn('agent@demo.ng');
    await agent.goto(`${url}/request-quote`);
    const request = agent.getByRole('form', { name: 'Request a quote' });
    await request.getByRole('combobox', { name: /^Client type/ }).selectOption({ label: 'Individual' });
    await request.getByRole('searchbox', { name: 'Find a client' }).fill('Chiamaka');
    await request.getByRole('radio', { name: /Chiamaka Nwosu/ }).check();
    await request.getByRole('combobox', { name: /^Kind of quote/ }).selectOption({ label: 'Motor' });
    await request.getByRole('textbox', { name: /^What is to be insured/ }).fill('Toyota Corolla 2021, private use');
    await request.getByRole('textbox', { name: /^Sum insured/ }).fill('12500000');
    await request.getByLabel(/^Desired start date/).fill(todayInLagos());
    await agent
      .getByLabel('Choose a document')
      .setInputFiles({ name: 'proposal-form.pdf', mimeType: 'application/pdf', buffer: PROPOSAL_FORM });
    expect(await shows(agent.getByText('proposal-form.pdf').first())).toBe(true);
    await request.getByRole('button', { name: 'Submit request' }).click();
    await agent.waitForURL(/\/requested-quote\/[0-9a-f-]{36}$/);
    const requestUrl = agent.url();
    // The request's own page, not the form still showing while its screen loads: its documents hold the file.
    expect(await shows(agent.getByRole('heading', { level: 1, name: /^Quote request QR\/\d{4}\/\d{6}$/ }))).toBe(true);
    const documents = agent.getByRole('region', { name: 'Documents' });
    expect(await shows(documents.getByRole('button', { name: 'proposal-form.pdf' }))).toBe(true);
    await shot(agent, 'quote-request');

    // The checker waits on the notifications page, live.
    const admin = await suite.signedIn('admin@demo.ng');
    await admin.goto(`${url}/notifications`);
    expect(await shows(admin.getByRole('status', { name: 'Live updates' }).getByText(/^Live/))).toBe(true);

    // The broker prices the request with AIICO's product and fills in the vehicle.
    const broker = await suite.signedIn('broker@demo.ng');
    await broker.goto(requestUrl);
    await broker.getByRole('link', { name: 'Prepare quote' }).first().click();
    await broker.waitForURL(/\/quotes\/new\?/);
    expect(await shows(broker.getByRole('heading', { level: 1, name: 'New Motor Quote' }))).toBe(true);
    expect(await broker.getByRole('textbox', { name: /^Description, item 1/ }).inputValue()).toBe('Toyota Corolla 2021, private use');
    await broker.getByRole('searchbox', { name: 'Find a product' }).fill('Private Motor');
    await broker.getByRole('radio', { name: /Private Motor Comprehensive/ }).check();
    const vehicleType = broker.getByRole('combobox', { name: /^Vehicle type, item 1/ });
    await vehicleType.locator('option').nth(1).waitFor({ state: 'attached' });
    await vehicleType.selectOption({ index: 1 });
    await broker.getByRole('textbox', { name: /^Make, item 1/ }).fill('Toyota');
    await broker.getByRole('textbox', { name: /^Model, item 1/ }).fill('Corolla');
    await broker.getByRole('textbox', { name: /^Year of manufacture, item 1/ }).fill('2021');
    await broker.getByRole('textbox', { name: /^Registration number, item 1/ }).fill('LND 123 AB');
    // 5 % of ₦12,500,000, previewed before anything is saved.
    const preview = broker.getByRole('group', { name: 'Premium preview' });
    expect(await shows(preview.getByText('₦625,000.00').first())).toBe(true);
    await shot(broker, 'quote-new', { fullPage: true });
    await broker.getByRole('button', { name: 'Save draft' }).click();
    await broker.waitForURL(/\/quotes\/[0-9a-f-]{36}$/);
    const heading = broker.getByRole('heading', { level: 1, name: /^Quote QT\/\d{4}\/\d{6}$/ });
    expect(await shows(heading)).toBe(true);
    const quoteNumber = (await heading.textContent())!.replace('Quote ', '');
    const quoteUrl = broker.url();

    // The same risk priced with Leadway, side by side; AIICO's is kept.
    const picker = broker.getByRole('region', { name: 'Compare insurers' });
    await picker.getByRole('checkbox', { name: /Leadway Auto Comprehensive/ }).check();
    await picker.getByRole('button', { name: 'Compare 1 insurer' }).click();
    const comparison = broker.getByRole('table', { name: 'Comparison of insurers' });
    expect(await shows(comparison)).toBe(true);
    expect(await shows(comparison.getByText('₦562,500.00'))).toBe(true);
    await shot(broker, 'quote-comparison');
    await comparison.getByRole('button', { name: /^Choose this quote from AIICO/ }).click();
    expect(await shows(broker.getByText(`Quote ${quoteNumber} is kept; the others of its comparison are not taken`))).toBe(true);

    // Submitted; the broker's page stays open while the admin decides.
    await broker.getByRole('button', { name: 'Submit for approval' }).click();
    const status = broker.getByRole('status', { name: 'Quote status' });
    expect(await shows(status.getByText('Pending approval'))).toBe(true);
    await broker.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    const asked = admin.getByRole('article', { name: `Quote ${quoteNumber} needs your approval` });
    expect(await shows(asked)).toBe(true);
    await asked.getByRole('link', { name: `Quote ${quoteNumber} needs your approval` }).click();
    await admin.waitForURL(quoteUrl);
    await admin.getByRole('button', { name: 'Approve' }).click();
    expect(await shows(admin.getByRole('status', { name: 'Quote status' }).getByText('Approved'))).toBe(true);

    // The maker's page hears the decision: Approved, without a reload.
    expect(await shows(status.getByText('Approved'))).toBe(true);
    expect(await broker.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

    // The slip goes to the client by mail, as a PDF.
    await broker.getByRole('button', { name: 'Send to client' }).click();
    expect(await shows(status.getByText('Sent'))).toBe(true);
    const mail = await smtp.nextMailTo(CLIENT_EMAIL);
    expect(mail.subject).toContain(quoteNumber);
    const [slip] = mail.attachments;
    expect(slip?.contentType).toBe('application/pdf');
    expect(slip?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Accepted, then invoiced once; the invoice names its quote.
    await broker.getByRole('button', { name: 'Client accepted' }).click();
    expect(await shows(status.getByText('Accepted'))).toBe(true);
    await broker.getByRole('button', { name: 'Convert to invoice' }).click();
    expect(await shows(status.getByText('Converted'))).toBe(true);
    await shot(broker, 'quote-converted');
    await broker.getByRole('link', { name: 'View invoice' }).click();
    await broker.waitForURL(/\/account\/invoice\//);
    expect(await shows(broker.getByRole('link', { name: quoteNumber }))).toBe(true);
    await shot(broker, 'quote-invoice');
  });
});
