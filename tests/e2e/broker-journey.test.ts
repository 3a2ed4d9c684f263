import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack, type FakePaystack } from '../support/fake-paystack';
import { linkIn, startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { browserSuite } from './support/browser';
import { freePort } from './support/free-port';
import { shot, shows, signIn } from './support/journey';

const BROKER = {
  company: 'Zenith Shield Insurance Brokers Ltd',
  rcNumber: 'RC 1402233',
  firstName: 'Amaka',
  lastName: 'Nwosu',
  email: 'amaka@zenithshield.ng',
  phone: '0809 555 0123',
  password: 'Shield#2026x',
  address: 'zenithshield',
};

/** Issue 3's whole journey, as a new brokerage lives it, against the real server, real mail and a Paystack look-alike. */
describe('a new brokerage from sign-up to its first sign-in in Chromium', () => {
  let smtp: SmtpCapture;
  let paystack: FakePaystack;
  let port: number;
  let origin: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    paystack = await startFakePaystack();
    port = await freePort();
    // localhost rather than 127.0.0.1: brokerages' own addresses are subdomains of this host.
    origin = `http://localhost:${port}`;
  });

  // Registered before the suite's hooks, so this runs once its server has stopped.
  afterAll(async () => {
    await paystack?.close();
    await smtp?.close();
  });

  const suite = browserSuite(() => ({
    PORT: String(port),
    PUBLIC_URL: origin,
    SMTP_URL: smtp.url,
    PAYSTACK_BASE_URL: paystack.url,
    PAYSTACK_SECRET_KEY: paystack.secretKey,
  }));

  it('registers, verifies by mail, chooses its address, pays for a plan, signs out and signs in again', async () => {
    const page = await suite.newPage({ viewport: { width: 1280, height: 900 } });

    await page.goto(`${origin}/get-started`);
    await page
      .getByRole('link', { name: /Register your brokerage/ })
      .first()
      .click();
    await page.waitForURL(`${origin}/broker-signup`);
    const form = page.getByRole('form', { name: 'Register your brokerage' });
    await form.getByLabel('Company name').fill(BROKER.company);
    await form.getByLabel('RC number').fill(BROKER.rcNumber);
    await form.getByLabel('First name').fill(BROKER.firstName);
    await form.getByLabel('Last name').fill(BROKER.lastName);
    await form.getByLabel('Email address').fill(BROKER.email);
    await form.getByLabel('Phone number').fill(BROKER.phone);
    await form.locator('input[name="password"]').fill(BROKER.password);
    await form.getByLabel('Confirm password').fill(BROKER.password);
    await form.getByRole('button', { name: 'Register brokerage' }).click();
    expect(await shows(page.getByRole('heading', { name: 'Check your email' }))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('regToken'))).toMatch(/^ey/);

    // The verification mail arrives through SMTP; its link is followed in the browser.
    const mail = await smtp.nextMailTo(BROKER.email);
    expect(mail.subject).toBe('Verify your email address');
    const link = linkIn(mail.text, origin, '/verify');
    await page.goto(link.href);
    await page.waitForURL(`${origin}/broker-url`);
    expect(await page.evaluate(() => localStorage.getItem('brokerToken'))).toMatch(/^ey/);

    await page.getByRole('textbox', { name: 'Address', exact: true }).fill(BROKER.address);
    await page.getByRole('button', { name: 'Save address and continue' }).click();
    await page.waitForURL(`${origin}/dashboard`);
    expect(await page.evaluate(() => [localStorage.getItem('brokerToken'), localStorage.getItem('regToken')])).toEqual([null, null]);

    // A new brokerage has no plan: the gate stands until one is paid for.
    const gate = page.getByRole('dialog', { name: 'Choose a subscription plan' });
    expect(await shows(gate.getByRole('button', { name: 'View plans' }))).toBe(true);
    await shot(page, 'journey-gate');
    await gate.getByRole('button', { name: 'View plans' }).click();
    await page.waitForURL(`${origin}/accountmanagement/view-plans`);
    const starter = page.getByRole('article', { name: 'Starter' });
    await starter.getByRole('button', { name: 'Choose plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your plan' });
    await confirm.getByRole('button', { name: /^Pay ₦[\d,.]+ with Paystack$/ }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(`${origin}/dashboard`);
    expect(await shows(page.getByRole('heading', { name: 'Dashboard', level: 1 }))).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Choose a subscription plan' }).count()).toBe(0);

    // The founder is the brokerage's admin.
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await shows(nav.getByRole('button', { name: 'Manage Users', exact: true }))).toBe(true);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${origin}/login`);

    await signIn(page, BROKER.email, BROKER.password);
    await page.waitForURL(`${origin}/dashboard`);
    expect(await shows(page.getByRole('heading', { name: 'Dashboard', level: 1 }))).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Choose a subscription plan' }).count()).toBe(0);
    await shot(page, 'journey-signed-in-again');

    // Its own address now shows its branded landing page.
    await page.goto(`http://${BROKER.address}.localhost:${new URL(origin).port}/`);
    expect(await shows(page.getByRole('heading', { name: BROKER.company }))).toBe(true);
    await page.close();
  });
});
