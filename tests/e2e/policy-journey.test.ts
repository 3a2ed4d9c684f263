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

/** Commission income's credit balance in the trial balance, in naira. */
async function commissionIncome(page: Page): Promise<number> {
  const trial = await callApi(page, 'GET', '/accounting/reports/trial-balance');
  const accounts = (trial.body.data as { accounts: { account_name: string; debit: string | null; credit: string | null }[] }).accounts;
  const income = accounts.find((account) => account.account_name === 'Commission Income')!;
  return Number(income.credit ?? 0) - Number(income.debit ?? 0);
}

/**
 * Issue 16's journey: a paid invoice's quote becomes a proposal, is placed, numbered and put on
 * cover, then returns premium by an endorsement: a refund, and the commission reversed in the books.
 */
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
    // The demo's unpaid motor invoice, from its quote (the endorsements' invoices are unpaid too).
    const pending = (listed.body.data as { invoices: { invoice_id: string; invoice_no: string; quote_id: string | null }[] }).invoices;
    const unpaid = pending.find((row) => row.quote_id !== null)!;
    expect(unpaid).toBeDefined();

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

    // A return-premium endorsement: the sum insured comes down with the premium, from today.
    const commissionBefore = await commissionIncome(admin);
    await admin.getByRole('link', { name: 'Register endorsement' }).click();
    await admin.waitForURL(/\/policy\/endorsement\/register\?policyId=/);
    await admin.getByRole('combobox', { name: /Kind of change/ }).selectOption({ label: 'Change the sum insured' });
    await admin.getByRole('textbox', { name: /Description/ }).fill('The car was revalued after a minor accident');
    await admin.getByRole('textbox', { name: /New sum insured/ }).fill('3000000');
    await admin.getByRole('textbox', { name: /Premium for the whole period/ }).fill('90000');
    expect(await shows(admin.getByText(/^Return premium ₦[\d,.]+ \(\d+ of \d+ days\)$/).first())).toBe(true);
    await shot(admin, 'endorsement-register', { fullPage: true });
    await admin.getByRole('button', { name: 'Register endorsement' }).click();
    await admin.waitForURL(/\/policy\/endorsement\/[0-9a-f-]{36}$/);
    const title = admin.getByRole('heading', { level: 1, name: /^Endorsement END\/\d{4}\/\d{6}$/ });
    expect(await shows(title)).toBe(true);
    const endorsementNo = (await title.textContent())!.replace('Endorsement ', '');

    // Approved: the POLICY_EDORSEMENT_REMITTANCE invoice reverses the commission, and the refund is owed.
    await admin.getByRole('button', { name: 'Actions' }).click();
    await admin.getByRole('menuitem', { name: 'Approve' }).click();
    await admin.getByRole('dialog', { name: 'Approve the endorsement' }).getByRole('button', { name: 'Approve' }).click();
    expect(await shows(admin.getByRole('status', { name: 'Endorsement status' }).getByText('Approved'))).toBe(true);
    await shot(admin, 'endorsement-approved', { fullPage: true });

    await admin.goto(`${url}/policies/allRefund`);
    // A row of the table, or its card where the list's columns do not fit the window.
    const refundRow = admin.getByRole('row').or(admin.getByRole('listitem')).filter({ hasText: endorsementNo });
    expect(await shows(refundRow)).toBe(true);
    expect(await shows(refundRow.getByText('Awaiting insurer'))).toBe(true);
    await shot(admin, 'refunds', { fullPage: true });
    const refunds = await callApi(admin, 'GET', `/policies/allRefund/search?searchQuery=${encodeURIComponent(endorsementNo)}`);
    const refund = (refunds.body.data as { commission_reversed: string }[])[0]!;
    expect(Number(refund.commission_reversed)).toBeGreaterThan(0);

    // The trial balance still balances, with the commission income down by what was reversed.
    await admin.goto(`${url}/reports/trialBalance`);
    const total = admin.getByRole('row', { name: /^Total/ });
    expect(await shows(total)).toBe(true);
    const [debit, credit] = (await total.getByRole('cell').allTextContents()).filter((text) => text.trim() !== '');
    expect(debit).toBe(credit);
    const reversed = commissionBefore - (await commissionIncome(admin));
    expect(Math.round(reversed * 100)).toBe(Math.round(Number(refund.commission_reversed) * 100));
  });
});
