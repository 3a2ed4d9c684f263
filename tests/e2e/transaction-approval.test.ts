import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser';
import { shot, shows } from './support/journey';

describe('a manual transaction approved by another user, live', () => {
  const suite = browserSuite();

  it('the accountant enters a balanced transaction, the admin approves it from the live notification, and the accountant sees Approved', async () => {
    // The checker is signed in first, so the request reaches an open socket.
    const admin = await suite.signedIn('admin@demo.ng');
    await admin.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
    await admin.waitForURL(`${suite.server.url}/notifications`);
    expect(
      await shows(admin.getByRole('status', { name: 'Live updates' }).getByText('Live: new notifications appear as they arrive')),
    ).toBe(true);

    const accountant = await suite.signedIn('accounts@demo.ng');
    await accountant.goto(`${suite.server.url}/account/transactions`);
    await accountant.getByRole('link', { name: 'Add transaction' }).click();
    await accountant.waitForURL(`${suite.server.url}/account/transactions/add`);

    const form = accountant.getByRole('form', { name: 'Add transaction' });
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Office rent for March, 14 Creek Road');
    const firstAccount = form.getByRole('combobox', { name: 'Account, line 1' });
    await firstAccount.locator('option', { hasText: '5100 Rent and Rates' }).waitFor({ state: 'attached', timeout: 20_000 });
    await firstAccount.selectOption({ label: '5100 Rent and Rates' });
    await form.getByRole('textbox', { name: 'Debit, line 1' }).fill('250000');
    await form.getByRole('combobox', { name: 'Account, line 2' }).selectOption({ label: '1000 Cash and Bank › 1010 Cash in Hand' });
    await form.getByRole('textbox', { name: 'Credit, line 2' }).fill('249999.99');
    expect(await shows(form.getByRole('status', { name: 'Difference' }).getByText('Difference ₦0.01'))).toBe(true);
    expect(await form.getByRole('button', { name: 'Submit for approval' }).isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: 'Credit, line 2' }).fill('250000');
    expect(await shows(form.getByRole('status', { name: 'Difference' }).getByText('Balanced'))).toBe(true);
    await shot(accountant, 'transaction-add');
    await form.getByRole('button', { name: 'Submit for approval' }).click();

    await accountant.waitForURL(`${suite.server.url}/account/transactions/JV-000001/details`);
    expect(await shows(accountant.getByRole('heading', { name: 'Transaction JV-000001' }))).toBe(true);
    expect(await shows(accountant.getByText('Pending approval', { exact: true }))).toBe(true);
    expect(await shows(accountant.getByText(/Waiting for approval by another user/))).toBe(true);
    // Set on this page only: it would be gone if the page reloaded.
    await accountant.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    // The checker hears of it live, opens it from the notification and approves it.
    expect(await shows(admin.getByText('You have a new notification'))).toBe(true);
    const request = admin.getByRole('article', { name: 'Transaction JV-000001 needs your approval' });
    expect(await shows(request)).toBe(true);
    await request.getByRole('link', { name: 'Transaction JV-000001 needs your approval' }).click();
    await admin.waitForURL(`${suite.server.url}/account/transactions/JV-000001/details`);
    expect(await shows(admin.getByRole('button', { name: 'Approve' }))).toBe(true);
    await admin.getByRole('button', { name: 'Approve' }).click();
    expect(await shows(admin.getByText('Transaction approved'))).toBe(true);
    expect(await shows(admin.getByText('Approved', { exact: true }))).toBe(true);

    // The maker's open page turns Approved without being reloaded.
    expect(await shows(accountant.getByText('Approved', { exact: true }))).toBe(true);
    expect(await shows(accountant.getByText('Adaeze Okafor', { exact: false }))).toBe(true);
    expect(await accountant.getByText(/Waiting for approval by another user/).count()).toBe(0);
    expect(await accountant.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    await shot(accountant, 'transaction-approved-live');
  });
});
