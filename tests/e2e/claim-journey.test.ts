import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/invoices/dates';
import { todayInLagos } from '../../domain/today';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { browserSuite } from './support/browser';
import { callApi, closes, goes, shot, shows } from './support/journey';
import type { Page } from 'playwright-core';

/** The demo's corporate client, whose fleet is on cover. */
const CLIENT_MAIL = 'accounts@lekkifreight.example.ng';
const SCAN = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function upload(page: Page, opener: ReturnType<Page['getByRole']>, dialogTitle: string, documentName?: string) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  if (documentName) await dialog.getByRole('textbox', { name: 'Document name' }).fill(documentName);
  await dialog.getByLabel('Choose a document').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: SCAN });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  expect(await goes(dialog)).toBe(true);
}

/** Moves the claim with the action of that name, filling the dialog's fields first. */
async function move(page: Page, action: string, fields: Record<string, string> = {}, selects: Record<string, string> = {}) {
  await page.getByRole('group', { name: 'Claim actions' }).getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog', { name: action });
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: false }).first().fill(value);
  for (const [label, value] of Object.entries(selects)) await dialog.getByRole('combobox', { name: label }).selectOption({ label: value });
  // The confirming button comes last: a dialog's own close button may share the move's name (Close).
  await dialog.getByRole('button', { name: action, exact: true }).last().click();
  const closed = await closes(page.getByRole('dialog')).catch(() => false);
  if (!closed) await shot(page, `claim-move-stuck-${action.toLowerCase().replace(/\s+/g, '-')}`);
  expect(closed, `the ${action} dialog closes`).toBe(true);
}

/** Issue 17's journey: an agent registers a motor claim and its documents; the claims officer follows it live to settlement. */
describe('a claim from the client’s call to the money in their hands, in Chromium', () => {
  let smtp: SmtpCapture;
  const dataDir = mkdtempSync(join(tmpdir(), 'claim-journey-'));
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  /** The client's next mail about the claim; the day's renewal notices reach the same client. */
  async function mailAbout(claimNo: string) {
    for (;;) {
      const mail = await smtp.nextMailTo(CLIENT_MAIL, 15_000);
      if (mail.subject.includes(claimNo)) return mail;
    }
  }
  const suite = browserSuite(() => ({ SMTP_URL: smtp.url, DATA_DIR: dataDir, SEED_DEMO_BOOK: 'true' }));

  it('is registered by the agent, gathered, followed live by the claims officer and settled through the books', async () => {
    const url = suite.server.url;
    const today = todayInLagos();
    const agent = await suite.signedIn('agent@demo.ng');
    const onCover = await callApi(agent, 'GET', '/policies?status=active&searchQuery=Hiace');
    const fleet = (onCover.body.data as { policy_id: string }[])[0]!;

    // The agent registers the loss on the fleet policy, from the claims screens.
    await agent.goto(`${url}/claims/create?policyId=${fleet.policy_id}`);
    const form = agent.getByRole('form', { name: /Register/ });
    await form.getByLabel(/^Date of loss/).fill(addDays(today, -1));
    await form.getByLabel(/^Place of loss/).fill('Ikorodu Road, Lagos');
    await form.getByRole('combobox', { name: /^Cause/ }).selectOption({ label: 'Accident' });
    await form.getByLabel(/^Estimated loss/).fill('520000');
    await form.getByLabel(/^Description/).fill('Hit from behind at a junction; tailgate and lamps broken.');
    await form.getByLabel(/^Reported by/).fill('Emeka Nwosu');
    await form.getByRole('button', { name: 'Register claim' }).click();
    await agent.waitForURL(/\/claims\/[0-9a-f-]{36}$/);
    const heading = agent.getByRole('heading', { level: 1, name: /^Claim CLM\/\d{4}\/\d{6}$/ });
    expect(await shows(heading)).toBe(true);
    const claimNo = (await heading.textContent())!.replace('Claim ', '');
    const claimUrl = agent.url();
    expect((await mailAbout(claimNo)).subject).toBe(`Your claim ${claimNo} is registered`);

    // Two documents of the motor checklist, by the agent.
    for (const name of ['Completed claim form', 'Police report'])
      await upload(agent, agent.getByRole('button', { name: `Upload ${name}` }), `Upload the ${name.toLowerCase()}`);
    expect(await shows(agent.getByText(/^Still missing: Driver's licence, Repair estimate, Photographs of the damage\.$/))).toBe(true);
    await shot(agent, 'claim-registered', { fullPage: true });

    // The claims officer has the claim open when the agent comments: it arrives without a reload.
    const officer = await suite.signedIn('claims@demo.ng');
    await officer.goto(claimUrl);
    expect(await shows(officer.getByRole('heading', { level: 1, name: `Claim ${claimNo}` }))).toBe(true);
    await agent.getByRole('textbox', { name: 'Comment' }).fill('The client is bringing the repair estimate on Friday.');
    await agent.getByRole('button', { name: 'Add comment' }).click();
    const comments = officer.getByRole('list', { name: 'Comments' });
    expect(await shows(comments.getByText('The client is bringing the repair estimate on Friday.'))).toBe(true);

    // The rest of the documents, the adjuster, the offer and the discharge.
    for (const name of ["Driver's licence", 'Repair estimate', 'Photographs of the damage'])
      await upload(officer, officer.getByRole('button', { name: `Upload ${name}` }), `Upload the ${name.toLowerCase()}`);
    await move(officer, 'Submit to insurer');
    await move(officer, 'Appoint loss adjuster', { 'Loss adjuster': 'Tunde Bakare' });
    await upload(officer, officer.getByRole('button', { name: 'Upload a document' }), 'Upload a document', "Loss adjuster's report");
    await move(officer, 'Record offer', { Offer: '480000', Excess: '24000' });
    expect(await shows(officer.getByRole('status', { name: 'Claim status' }).getByText('Offer received'))).toBe(true);
    await move(officer, 'Accept offer');
    await upload(officer, officer.getByRole('button', { name: 'Upload a document' }), 'Upload a document', 'Signed discharge voucher');
    await move(officer, 'Discharge voucher signed');
    await move(officer, 'Settlement received', { 'Date received': today });
    await shot(officer, 'claim-settlement-received', { fullPage: true });
    expect(await shows(officer.getByRole('status', { name: 'Claim status' }).getByText('Settlement received'))).toBe(true);
    await move(officer, 'Pay client', { 'Date paid': today }, { 'Mode of payment': 'Bank Transfer' });
    expect(await shows(officer.getByRole('status', { name: 'Claim status' }).getByText('Settled'))).toBe(true);
    const settlement = officer.getByRole('definition').filter({ hasText: '₦456,000.00' });
    expect(await shows(settlement.first())).toBe(true);
    await shot(officer, 'claim-settled', { fullPage: true });

    // The client is told, and the books still balance.
    await move(officer, 'Close');
    const mailed = await callApi(officer, 'POST', `/claims/${claimUrl.split('/').at(-1)}/notifications`, { event: 'settled' });
    expect((mailed.body.data as { sent_to: string[] }).sent_to).toEqual([CLIENT_MAIL]);
    expect((await mailAbout(claimNo)).subject).toBe(`Your claim ${claimNo} is settled`);
    const admin = await suite.signedIn('admin@demo.ng');
    const trial = await callApi(admin, 'GET', '/accounting/reports/trial-balance');
    const { totals } = trial.body.data as { totals: { debit: string; credit: string } };
    expect(totals.debit).toBe(totals.credit);
  });
});
