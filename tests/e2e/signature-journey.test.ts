import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../server/support/statement-books';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { browserSuite } from './support/browser';
import { shows } from './support/journey';
import type { Page } from 'playwright-core';

/** The brokerage's own mail account on its own mail server (a loopback SMTP server that demands a sign-in). */
const OWN_ACCOUNT = { user: 'office@demo.ng', password: 'Own-Mail#2026' };
const SIGNER = { name: 'Adaeze Okafor', email: 'adaeze.signs@example.ng' };
const FOOTER = 'Licensed by NAICOM, RIC 0417 · journey footer';

/** A one-page proposal form as a prospect fills it in, in base64 for the page to upload. */
async function proposalForm(): Promise<string> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Proposal form: motor insurance', { x: 50, y: 780 });
  return Buffer.from(await pdf.save()).toString('base64');
}

/** The broker records a prospect's quote request with the proposal form attached: the request's id. */
async function quoteRequestWithProposalForm(broker: Page): Promise<string> {
  const pdf = await proposalForm();
  const created = await broker.evaluate(
    async ({ pdf, signer }) => {
      const form = new FormData();
      form.append('prospectName', signer.name);
      form.append('prospectEmail', signer.email);
      form.append('quoteType', 'motor');
      form.append('subjectMatter', 'Toyota Hilux 2022');
      form.append('file', new Blob([Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0))], { type: 'application/pdf' }), 'proposal-form.pdf');
      const response = await fetch('/api/v1/quote/request', {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('ibmsToken')}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { data: { quote_request_id: string } } };
    },
    { pdf, signer: SIGNER },
  );
  expect(created.status).toBe(201);
  return created.body.data.quote_request_id;
}

/** Every PDF the page's live preview receives, in order (read on its way to the page). */
async function previewsOf(page: Page): Promise<Buffer[]> {
  const received: Buffer[] = [];
  await page.route(/\/api\/v1\/pdf-templates\/[^/]+\/preview$/, async (route) => {
    const response = await route.fetch();
    received.push(await response.body());
    await route.fulfill({ response });
  });
  return received;
}

/** Issue 20's journey: the brokerage's own mail server and document look, and a proposal form signed online by the client. */
describe('a proposal form signed online, through the brokerage’s own mail server and template, in Chromium', () => {
  let own: SmtpCapture;
  let fallback: SmtpCapture;
  const dataDir = mkdtempSync(join(tmpdir(), 'signature-journey-'));
  beforeAll(async () => {
    own = await startSmtpCapture({ accounts: { [OWN_ACCOUNT.user]: OWN_ACCOUNT.password } });
    fallback = await startSmtpCapture();
  });
  afterAll(async () => {
    await own?.close();
    await fallback?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const suite = browserSuite(() => ({ SMTP_URL: fallback.url, DATA_DIR: dataDir, SEED_DEMO_BOOK: 'true' }));

  it('is configured by the admin, sent by the broker, signed by the client in another browser, seen live and verified', async () => {
    const url = suite.server.url;

    // The admin connects the brokerage's own mail server and tests it with a mail to themselves.
    const admin = await suite.signedIn('admin@demo.ng');
    await admin.goto(`${url}/email-integration`);
    await admin.getByRole('textbox', { name: 'Mail server' }).fill('127.0.0.1');
    await admin.getByRole('spinbutton', { name: 'Port' }).fill(String(own.port));
    await admin.getByRole('combobox', { name: 'Security' }).selectOption({ label: 'None' });
    await admin.getByRole('textbox', { name: 'User name' }).fill(OWN_ACCOUNT.user);
    await admin.getByLabel('Password', { exact: true }).fill(OWN_ACCOUNT.password);
    await admin.getByRole('textbox', { name: 'Sender name' }).fill('Demo Insurance Brokers');
    await admin.getByRole('textbox', { name: 'Sender address' }).fill(OWN_ACCOUNT.user);
    await admin.getByRole('button', { name: 'Save' }).first().click();
    expect(await shows(admin.getByText(/Mail connection saved/))).toBe(true);
    await admin.getByRole('checkbox', { name: 'Send me a test mail' }).check();
    await admin.getByRole('button', { name: 'Test connection' }).click();
    expect(await shows(admin.getByText(/Test passed: Connected to 127\.0\.0\.1 and signed in/))).toBe(true);
    expect((await own.nextMailTo('admin@demo.ng', 15_000)).envelopeFrom).toBe(OWN_ACCOUNT.user);

    // The admin gives the debit note a colour and a footer, and the live preview reprints with them.
    await admin.goto(`${url}/pdf-templates`);
    const previews = await previewsOf(admin);
    const documents = admin.getByRole('combobox', { name: 'Document' });
    await documents.selectOption((await documents.locator('option', { hasText: /^Debit Note/ }).getAttribute('value'))!);
    const frame = admin.getByTitle(/^Debit Note preview/);
    expect(await shows(frame)).toBe(true);
    await expect.poll(() => previews.length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(previews.map((pdf) => pdfText(pdf)).join('')).not.toContain(FOOTER);
    const shownBefore = await frame.getAttribute('src');
    await admin.getByLabel('Accent colour').fill('#7a1f1f');
    await admin.getByRole('textbox', { name: 'Footer text' }).fill(FOOTER);
    await expect.poll(() => pdfText(previews.at(-1)!), { timeout: 20_000 }).toContain(FOOTER);
    await expect.poll(() => frame.getAttribute('src'), { timeout: 20_000 }).not.toBe(shownBefore);
    await admin.getByRole('button', { name: 'Save' }).click();
    expect(await shows(admin.getByText(/^Saved as version \d+/))).toBe(true);

    // The broker sends the prospect's proposal form for signature from the quote request's page.
    const broker = await suite.signedIn('broker@demo.ng');
    const requestId = await quoteRequestWithProposalForm(broker);
    await broker.goto(`${url}/requested-quote/${requestId}`);
    await broker.getByRole('button', { name: 'Send for signature: proposal-form.pdf' }).click();
    const dialog = broker.getByRole('dialog', { name: 'Send for signature: Proposal form' });
    await dialog.getByRole('textbox', { name: /^Signer's name/ }).fill(SIGNER.name);
    await dialog.getByRole('textbox', { name: /^Signer's email/ }).fill(SIGNER.email);
    await dialog.getByRole('button', { name: 'Send for signature' }).click();
    const status = dialog.getByRole('status', { name: 'Signature status' });
    expect(await shows(status.getByText('Sent', { exact: true }))).toBe(true);

    // The signing mail leaves through the brokerage's own server, not the server-wide one.
    const mail = await own.nextMailTo(SIGNER.email, 15_000);
    expect(fallback.mailsTo(SIGNER.email)).toEqual([]);
    const link = new URL(/https?:\/\/\S+\/sign\/[A-Za-z0-9_%-]+/.exec(mail.text)![0]);

    // The client, in a browser of their own and signed in nowhere, reviews the form, draws a signature and signs.
    const client = await suite.newPage();
    await client.goto(`${url}${link.pathname}`);
    expect(await shows(client.getByRole('heading', { level: 1, name: 'Sign a document' }))).toBe(true);
    expect(await shows(client.locator('iframe[title$=".pdf"]'))).toBe(true);
    const pad = client.getByRole('img', { name: 'Signature pad: draw your signature here' });
    // The pad sits below the document: the mouse reaches only what is in view.
    await pad.scrollIntoViewIfNeeded();
    const box = (await pad.boundingBox())!;
    await client.mouse.move(box.x + 40, box.y + box.height * 0.6);
    await client.mouse.down();
    for (let step = 1; step <= 12; step += 1) await client.mouse.move(box.x + 40 + step * 25, box.y + box.height * (step % 2 ? 0.3 : 0.7));
    await client.mouse.up();
    await client.getByRole('checkbox', { name: /^I have read .* and sign it electronically$/ }).check();
    await client.getByRole('button', { name: 'Sign' }).click();
    expect(
      await shows(client.getByRole('heading', { name: new RegExp(`^Thank you, ${SIGNER.name}: .*proposal-form\\.pdf.* is signed$`) })),
    ).toBe(true);

    // The broker's page, never reloaded, shows the request signed.
    expect(await shows(status.getByText('Signed', { exact: true }))).toBe(true);

    // The signed copy downloads, and the public verification page says it is the document signed.
    const download = client.waitForEvent('download');
    await client.getByRole('link', { name: 'Download the signed PDF' }).click();
    const saved = await download;
    const signedFile = { name: saved.suggestedFilename(), mimeType: 'application/pdf', buffer: readFileSync(await saved.path()) };
    expect(signedFile.name).toMatch(/\(signed\)\.pdf$/);
    await client.getByRole('link', { name: 'signature verification page' }).click();
    await client.getByLabel('Signed PDF').setInputFiles(signedFile);
    await client.getByRole('button', { name: 'Check the file' }).click();
    expect(
      await shows(
        client.getByText(new RegExp(`^This is the document .* signed by ${SIGNER.name} on .* for Demo Insurance Brokers Ltd\\.$`)),
      ),
    ).toBe(true);

    // One changed byte, and it is not.
    const changed = Buffer.from(signedFile.buffer);
    const middle = Math.floor(changed.length / 2);
    changed.writeUInt8(changed.readUInt8(middle) ^ 0xff, middle);
    await client.getByLabel('Signed PDF').setInputFiles({ ...signedFile, buffer: changed });
    await client.getByRole('button', { name: 'Check the file' }).click();
    expect(await shows(client.getByText('This file is not a document signed here, or it was changed after signing.'))).toBe(true);
  });
});
