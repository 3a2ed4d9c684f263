import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_REQUIRED } from '../../domain/messages';
import { hashPassword } from '../../server/auth/passwords';
import { openPglite } from '../../server/db/client';
import { roles, tenants, userRoles, users } from '../../server/db/schema';
import { seedSubscriptionPlans } from '../../server/seed/plans';
import { seedReferenceData } from '../../server/seed/reference-data';
import { startFakePaystack, type FakePaystack } from '../support/fake-paystack';
import { browserSuite } from './support/browser';
import { freePort } from './support/free-port';
import { shot, shows, signInAt } from './support/journey';
import type { Page } from 'playwright-core';

const PASSWORD = 'Brokerage#2026';
const BROKERAGES = {
  paying: { name: 'Adebayo & Partners Insurance Brokers', email: 'funmi@adebayo-partners.ng', username: 'Funmilayo Adebayo' },
  declined: { name: 'Okafor Risk Consult Ltd', email: 'emeka@okafor-risk.ng', username: 'Chukwuemeka Okafor' },
};

/** Brokerages that have just signed up: an admin each, and no subscription. Written before the server opens the database. */
async function prepareDatabase(dataDir: string): Promise<void> {
  const database = await openPglite(dataDir);
  try {
    await seedReferenceData(database.owner);
    await seedSubscriptionPlans(database.owner);
    const passwordHash = await hashPassword(PASSWORD);
    for (const brokerage of Object.values(BROKERAGES)) {
      const [tenant] = await database.owner.insert(tenants).values({ name: brokerage.name }).returning({ id: tenants.id });
      const [role] = await database.owner.insert(roles).values({ tenantId: tenant!.id, name: 'admin' }).returning({ id: roles.id });
      const [user] = await database.owner
        .insert(users)
        .values({
          tenantId: tenant!.id,
          email: brokerage.email,
          username: brokerage.username,
          userType: 'admin-role',
          passwordHash,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      await database.owner.insert(userRoles).values({ tenantId: tenant!.id, userId: user!.id, roleId: role!.id });
    }
  } finally {
    await database.close();
  }
}

describe('paying for a subscription through Paystack in Chromium', () => {
  let paystack: FakePaystack;
  let dataDir: string;
  let port: number;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'brokerage-e2e-billing-'));
    await prepareDatabase(dataDir);
    paystack = await startFakePaystack();
    port = await freePort();
  });

  // Registered before the suite's hooks, so this runs once its server has stopped.
  afterAll(async () => {
    await paystack?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // Paystack sends the browser back to PUBLIC_URL, so it must be the origin the browser signed in on.
  const suite = browserSuite(() => ({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PAYSTACK_BASE_URL: paystack.url,
    PAYSTACK_SECRET_KEY: paystack.secretKey,
  }));

  /** A new page that remembers every uncaught error, so a broken bundle fails the test by name. */
  async function openPage(): Promise<{ page: Page; errors: string[] }> {
    const page = await suite.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { page, errors };
  }

  async function signInAndChoosePlan(page: Page, email: string) {
    await signInAt(page, suite.server.url, email, PASSWORD);

    // A new brokerage has no plan: the modal cannot be dismissed and leads to the plans.
    // (Headless UI's dialog element itself has no box: its panel's contents are what a person sees.)
    const gate = page.getByRole('dialog', { name: 'Choose a subscription plan' });
    expect(await shows(gate.getByText(SUBSCRIPTION_REQUIRED))).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await gate.getByRole('button', { name: 'View plans' }).isVisible()).toBe(true);
    return gate;
  }

  it('a new brokerage signs in, meets the gate, pays for Growth yearly on Paystack and lands on the dashboard without the modal', async () => {
    const { page, errors } = await openPage();
    const gate = await signInAndChoosePlan(page, BROKERAGES.paying.email);
    await shot(page, 'subscription-gate');
    await gate.getByRole('button', { name: 'View plans' }).click();
    await page.waitForURL(`${suite.server.url}/accountmanagement/view-plans`);
    expect(await shows(page.getByRole('heading', { name: 'Subscription Plans', level: 1 }))).toBe(true);
    expect(await gate.count()).toBe(0);

    // A person clicks the word; the radio itself is drawn by its label.
    await page.getByRole('radiogroup', { name: 'Billing period' }).getByText('Yearly', { exact: true }).click();
    expect(await page.getByRole('radio', { name: 'Yearly' }).isChecked()).toBe(true);
    const growth = page.getByRole('article', { name: 'Growth' });
    expect(await shows(growth.getByText('₦459,000.00'))).toBe(true);
    await shot(page, 'subscription-plans');
    await growth.getByRole('button', { name: 'Choose plan' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your plan' });
    expect(await shows(confirm.getByText('Up to 10'))).toBe(true);
    await page.waitForTimeout(300); // let the dialog finish fading in before the picture
    await shot(page, 'subscription-confirm');
    await confirm.getByRole('button', { name: 'Pay ₦459,000.00 with Paystack' }).click();

    // Paystack's page, on its own origin.
    await page.waitForURL(new RegExp(`^${paystack.url}/checkout/SUB-`));
    expect(await shows(page.getByText('₦459,000.00'))).toBe(true);
    expect(await page.getByText(BROKERAGES.paying.email).count()).toBe(1);
    await shot(page, 'subscription-paystack-checkout');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();

    // Back at /paystack/redirect, confirmed, and on to the dashboard.
    await page.waitForURL(`${suite.server.url}/dashboard`, { timeout: 30_000 });
    expect(await shows(page.getByRole('heading', { name: 'Dashboard', level: 1 }))).toBe(true);
    expect(await shows(page.getByText('Payment received: your Growth plan is active'))).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog', { name: 'Choose a subscription plan' }).count()).toBe(0);
    await shot(page, 'subscription-paid-dashboard');

    const reference = [...paystack.transactions.values()].find((transaction) => transaction.email === BROKERAGES.paying.email)!;
    expect(reference.status).toBe('success');
    expect(paystack.requests.some((request) => request.path === `/transaction/verify/${reference.reference}`)).toBe(true);

    // The licence shows the plan, and a reload keeps the gate open.
    await page.goto(`${suite.server.url}/accountmanagement/license`);
    const current = page.getByRole('region', { name: 'Current plan: Growth' });
    expect(await shows(current)).toBe(true);
    expect(await current.getByText('1 of 10 in use').count()).toBe(1);
    expect(await shows(page.getByRole('table', { name: 'Payment history' }).getByText(reference.reference))).toBe(true);
    await shot(page, 'subscription-license', { fullPage: true });
    expect(await page.getByRole('dialog', { name: 'Choose a subscription plan' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a declined card comes back with a clear message, starts nothing, and the gate stays', async () => {
    const { page, errors } = await openPage();
    const gate = await signInAndChoosePlan(page, BROKERAGES.declined.email);
    await gate.getByRole('button', { name: 'View plans' }).click();
    await page.getByRole('article', { name: 'Starter' }).getByRole('button', { name: 'Choose plan' }).click();
    await page.getByRole('dialog', { name: 'Confirm your plan' }).getByRole('button', { name: 'Pay ₦15,000.00 with Paystack' }).click();
    await page.waitForURL(new RegExp(`^${paystack.url}/checkout/`));
    await page.getByRole('button', { name: 'Decline' }).click();

    await page.waitForURL(new RegExp(`^${suite.server.url}/paystack/redirect\\?`));
    const alert = page.getByRole('alert');
    expect(await shows(alert)).toBe(true);
    expect(await alert.textContent()).toBe('Your payment was declined: Declined');
    expect(await page.getByText('No subscription was started.').count()).toBe(1);
    await shot(page, 'subscription-declined');

    await page.getByRole('link', { name: 'Choose a plan again' }).click();
    await page.waitForURL(`${suite.server.url}/accountmanagement/view-plans`);
    await page.goto(`${suite.server.url}/dashboard`);
    expect(await shows(page.getByRole('dialog', { name: 'Choose a subscription plan' }).getByText(SUBSCRIPTION_REQUIRED))).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});
