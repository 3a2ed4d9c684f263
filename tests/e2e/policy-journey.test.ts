import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { browserSuite } from './support/browser';
import { callApi, shot, shows } from './support/journey';
import type { Page } from 'playwright-core';

/** The demo brokerage's desk at AIICO, where the motor policy's placement slip goes. */
const AIICO_DESK = 'motor.underwriting@aiico.example.ng';

async function dialogAction(page: Page, action: string, title: string, confirm: string) {
  await page.getByRole('region', { name: 'Actions' }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: confirm }).click();
  return dialog;
}

/** Issue 16's journey, as far as policies are built: a paid invoice's quote becomes a proposal, is placed, numbered and put on cover. */
describe('a policy from the paid invoice to cover, in Chromium', () => {
  let smtp: SmtpCapture;
  // Its own database, made on this start, so that the demo brokerage has its book and its unpaid motor invoice.
  const dataDir = mkdtempSync(join(tmpdir(), 'policy-journey-'));
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const suite = browserSuite(() => ({ SMTP_URL: smtp.url, DATA_DIR: dataDir, SEED_DEMO_BOOK: 'true' }));

  it('is proposed after the payment, placed with the insurer by mail, numbered and put on cover once the premium is in', async () => {
    const url = suite.server.url;
    const admin = await suite.signedIn('admin@demo.ng');
    const listed = await callApi(admin, 'GET', '/invoice/?status=payment%20pending');
    const unpaid = (listed.body.data as { invoices: { invoice_id: string; invoice_no: string; quote_id: string | null }[] }).invoices[0]!;
    expect(unpaid.quote_id).not.toBeNull();

    // The client pays in full; "Create Policy Proposal" is answered Yes and opens the quote's proposal.
    await admin.goto(`${url}/account/invoice/${unpaid.invoice_id}`);
    await admin.getByRole('button', { name: 'Action' }).click();
    await admin.getByRole('menuitem', { name: 'Add payment' }).click();
    const payment = admin.getByRole('dialog', { name: `Add payment · ${unpaid.invoice_no}` });
    await payment.getByRole('combobox', { name: /Mode of payment/ }).selectOption({ label: 'Cash' });
    await payment.getByRole('button', { name: 'Add payment' }).click();
    const prompt = admin.getByRole('dialog', { name: 'Create Policy Proposal' });
    expect(await shows(prompt.getByText('You wish to create policy proposal?'))).toBe(true);
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await admin.waitForURL(`${url}/quotes/${unpaid.quote_id}/createPolicy`);

    // The proposal comes prefilled from the quote and is billed on its invoice.
    expect(await shows(admin.getByText(/^From quote QT\/\d{4}\/\d{6}, billed on its invoice/))).toBe(true);
    await shot(admin, 'policy-proposal', { fullPage: true });
    await admin.getByRole('button', { name: 'Create proposal' }).click();
    await admin.waitForURL(/\/policies\/[0-9a-f-]{36}$/);
    const heading = admin.getByRole('heading', { level: 1, name: /^Policy POL\/\d{4}\/\d{6}$/ });
    expect(await shows(heading)).toBe(true);
    const policyNo = (await heading.textContent())!.replace('Policy ', '');

    // Placed: the slip goes to the brokerage's desk at the insurer, as a PDF.
    await dialogAction(admin, 'Send placement slip', 'Send the placement slip', 'Send the slip');
    const slip = await smtp.nextMailTo(AIICO_DESK);
    expect(slip.subject).toContain(`Placement slip ${policyNo}`);
    expect(slip.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    expect(await shows(admin.getByRole('status', { name: 'Policy status' }).getByText('Placed'))).toBe(true);

    // The insurer accepts and sends its number; the premium is in, so the policy goes on cover.
    await dialogAction(admin, 'Insurer confirmed', 'Insurer confirmed', 'Record the acceptance');
    await admin.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Record policy number' }).click();
    const numbering = admin.getByRole('dialog', { name: 'Record the insurer’s policy number' });
    await numbering.getByRole('textbox', { name: /Insurer’s policy number/ }).fill('AIICO/MTR/2026/01187');
    await numbering.getByRole('button', { name: 'Save the number' }).click();
    expect(await shows(admin.getByText('AIICO/MTR/2026/01187').first())).toBe(true);
    await dialogAction(admin, 'Put on cover', 'Put on cover', 'Put on cover');
    expect(await shows(admin.getByRole('status', { name: 'Policy status' }).getByText('Active'))).toBe(true);
    await shot(admin, 'policy-active', { fullPage: true });

    // The invoice now bills the policy and no longer offers to become one.
    const invoice = await callApi(admin, 'GET', `/invoice/${unpaid.invoice_id}`);
    expect((invoice.body.data as { policy_id: string | null }).policy_id).not.toBeNull();
  });
});
