import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser';
import { callApi, shows } from './support/journey';
import type { Page } from 'playwright-core';

/** A one-page proposal form, as a client's PDF would be, in base64 for the page to upload. */
async function proposalForm(): Promise<string> {
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]).drawText('Proposal form: motor insurance', { x: 50, y: 780 });
  return Buffer.from(await pdf.save()).toString('base64');
}

/** A prospect's quote request with the proposal form: the document's id. */
async function proposalFormOnFile(broker: Page): Promise<string> {
  const pdf = await proposalForm();
  const created = await broker.evaluate(
    async ({ pdf }) => {
      const form = new FormData();
      form.append('prospectName', 'Adaeze Okafor');
      form.append('prospectEmail', 'adaeze.signs@example.ng');
      form.append('quoteType', 'motor');
      form.append('subjectMatter', 'Toyota Hilux 2022');
      form.append('file', new Blob([Uint8Array.from(atob(pdf), (c) => c.charCodeAt(0))], { type: 'application/pdf' }), 'proposal form.pdf');
      const response = await fetch('/api/v1/quote/request', {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('ibmsToken')}` },
        body: form,
      });
      return { status: response.status, body: (await response.json()) as { data: { documents: { document_id: string }[] } } };
    },
    { pdf },
  );
  expect(created.status).toBe(201);
  return created.body.data.documents[0]!.document_id;
}

describe('the client’s public signing page in Chromium', () => {
  const suite = browserSuite();

  it('opens the mailed link without signing in, draws a signature with the mouse, signs, and the signed copy verifies', async () => {
    const broker = await suite.signedIn('broker@demo.ng');
    const documentId = await proposalFormOnFile(broker);
    const sent = await callApi(broker, 'POST', '/signing-requests', {
      subjectKind: 'proposal_form',
      subjectId: documentId,
      signerName: 'Adaeze Okafor',
      signerEmail: 'adaeze.signs@example.ng',
    });
    expect(sent.status).toBe(201);
    const admin = await suite.signedIn('admin@demo.ng');
    const outbox = (await callApi(admin, 'GET', '/mailer/outbox')).body.data as { to: string; text: string }[];
    const link = /https?:\/\/\S+\/sign\/[A-Za-z0-9_%-]+/.exec(outbox.find((mail) => mail.to === 'adaeze.signs@example.ng')!.text)![0];
    const path = new URL(link).pathname;
    expect(path).toMatch(/^\/sign\//);

    // The client: another browser, no session.
    const client = await suite.newPage();
    await client.goto(`${suite.server.url}${path}`);
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
    expect(await shows(client.getByRole('heading', { name: /^Thank you, Adaeze Okafor: .* is signed$/ }))).toBe(true);

    // The signed copy downloads, and the verification page says it is the document signed.
    const download = client.waitForEvent('download');
    await client.getByRole('link', { name: 'Download the signed PDF' }).click();
    const saved = await download;
    const signedFile = { name: saved.suggestedFilename(), mimeType: 'application/pdf', buffer: readFileSync(await saved.path()) };
    expect(signedFile.name).toMatch(/\(signed\)\.pdf$/);
    await client.getByRole('link', { name: 'signature verification page' }).click();
    await client.getByLabel('Signed PDF').setInputFiles(signedFile);
    await client.getByRole('button', { name: 'Check the file' }).click();
    expect(await shows(client.getByText(/^This is the document .* signed by Adaeze Okafor on .* for Demo Insurance Brokers Ltd\.$/))).toBe(
      true,
    );
  });
});
