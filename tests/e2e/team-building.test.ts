import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser';
import { callApi, closes, SHOTS, shows, signIn } from './support/journey';
import type { Page } from 'playwright-core';

const ADMIN = { email: 'admin@demo.ng', password: 'Demo#2026' };
const INVITEE = { firstName: 'Ada', lastName: 'Okafor', name: 'Ada Okafor', email: 'ada.okafor@demo.ng', password: 'FrontDesk#2026' };
const REFUSED = /You need the 'View Users'/;

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/team-${name}.png`, fullPage: true });
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const manageUsers = (page: Page) => sidebar(page).getByRole('button', { name: 'Manage Users' });
const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const section = (page: Page, name: string) => page.getByRole('region', { name });
const userRow = (page: Page, email: string) => page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });

/** Follows a sidebar link, opening its section first when it is folded. */
async function goVia(page: Page, sectionName: string, linkName: string) {
  const link = sidebar(page).getByRole('link', { name: linkName, exact: true });
  if (!(await link.isVisible())) await sidebar(page).getByRole('button', { name: sectionName }).click();
  await link.click();
}

/** Ticks items in an open pick dialog (filtering the list first) and submits it. */
async function pick(page: Page, title: string, items: { filter: string; name: RegExp }[], submit: string) {
  const box = dialog(page, title);
  expect(await shows(box.getByRole('heading', { name: title }))).toBe(true);
  for (const item of items) {
    await box.getByRole('searchbox').fill(item.filter);
    await box.getByRole('checkbox', { name: item.name }).check();
  }
  await box.getByRole('button', { name: submit, exact: true }).click();
  expect(await closes(box)).toBe(true);
}

describe('an admin builds the team in the browser', () => {
  // Without SMTP the mails are kept in the outbox with their links and temporary passwords.
  const suite = browserSuite({ SMTP_URL: '' });

  it('each grant changes what the new user sees and may do, at once, in the UI and on the server', async () => {
    // 1. The admin invites a new person from /users.
    const admin = await suite.signedIn(ADMIN.email, ADMIN.password);
    await goVia(admin, 'Manage Users', 'Users');
    await admin.waitForURL(`${suite.server.url}/users`);
    expect(await shows(userRow(admin, ADMIN.email))).toBe(true);
    await admin.getByRole('button', { name: 'Invite user' }).click();
    const invite = dialog(admin, 'Invite user');
    await invite.getByLabel('First name').fill(INVITEE.firstName);
    await invite.getByLabel('Last name').fill(INVITEE.lastName);
    await invite.getByLabel('Email').fill(INVITEE.email);
    await invite.getByLabel('User type').selectOption({ label: 'Staff' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    expect(await shows(toast(admin, `We sent an invitation to ${INVITEE.email}`))).toBe(true);
    expect(await closes(invite)).toBe(true);
    const invitedRow = userRow(admin, INVITEE.email);
    expect(await shows(invitedRow.getByText('Invited', { exact: true }))).toBe(true);
    expect(await invitedRow.getByRole('link', { name: INVITEE.name }).isVisible()).toBe(true);
    await shot(admin, '1-invited');

    // 2. The invitation mail, read from the outbox: the verify link and the temporary password.
    const outbox = await callApi(admin, 'GET', '/mailer/outbox');
    expect(outbox.status).toBe(200);
    const mail = (outbox.body.data as { to: string; subject: string; text: string }[]).find((m) => m.to === INVITEE.email);
    expect(mail?.subject).toMatch(/^You are invited to /);
    const link = new URL(/Confirm your email: (\S+)/.exec(mail!.text)![1]!);
    const temporaryPassword = /temporary password: (\S+)/.exec(mail!.text)![1]!;
    expect(link.pathname).toBe('/verify');

    // 3. The invitee verifies, signs in, must choose a password, and sees no user management.
    const invitee = await suite.newPage();
    await invitee.goto(`${suite.server.url}${link.pathname}${link.search}`);
    expect(await shows(invitee.getByText('Your email is verified. You can sign in now.'))).toBe(true);
    await shot(invitee, '2-verified');
    await invitee.getByRole('link', { name: 'Sign in' }).click();
    await signIn(invitee, INVITEE.email, temporaryPassword);
    await invitee.waitForURL(`${suite.server.url}/change-password`);
    const change = invitee.getByRole('form', { name: 'Change password' });
    await change.getByLabel('Current password').fill(temporaryPassword);
    await change.getByLabel(/^New password/).fill(INVITEE.password);
    await change.getByLabel('Confirm new password').fill(INVITEE.password);
    await change.getByRole('button', { name: 'Change password' }).click();
    await invitee.waitForURL(`${suite.server.url}/dashboard`);
    expect(await shows(toast(invitee, 'Your password has been changed'))).toBe(true);
    const grantsRead = invitee.waitForResponse((response) => response.url().includes('/api/v1/user/permission/'));
    await invitee.goto(`${suite.server.url}/users`);
    expect(await shows(invitee.getByRole('alert').filter({ hasText: REFUSED }))).toBe(true);
    // Once the invitee's grants are read, the sidebar still offers no user management.
    expect((await grantsRead).status()).toBe(200);
    expect(await shows(sidebar(invitee).getByRole('link', { name: 'Home' }))).toBe(true);
    expect(await manageUsers(invitee).count()).toBe(0);
    expect(await callApi(invitee, 'GET', '/user')).toMatchObject({ status: 403, body: { message: expect.stringMatching(REFUSED) } });
    await shot(invitee, '3-invitee-refused');
    // Set on this page only: it would be gone if the page reloaded.
    await invitee.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    // 4. The admin creates a group that lets its members view users, and puts the invitee in it.
    await goVia(admin, 'Manage Users', 'Groups');
    await admin.waitForURL(`${suite.server.url}/groups`);
    await admin.getByRole('button', { name: 'Create group' }).click();
    const create = dialog(admin, 'Create group');
    await create.getByLabel('Group name').fill('Front desk');
    await create.getByLabel('Description').fill('Receives clients and finds the right colleague');
    await create.getByRole('button', { name: 'Create group' }).click();
    expect(await shows(toast(admin, 'Group created'))).toBe(true);
    await admin.getByRole('table', { name: 'Groups' }).getByRole('link', { name: 'Front desk' }).click();
    await admin.waitForURL(/\/groups\/[0-9a-f-]{36}$/);
    expect(await shows(admin.getByRole('heading', { name: 'Front desk', level: 1 }))).toBe(true);
    await section(admin, 'Permissions').getByRole('button', { name: 'Add permissions' }).click();
    await pick(admin, 'Add permissions to Front desk', [{ filter: 'View Users', name: /^View Users\b/ }], 'Add permissions');
    expect(await shows(toast(admin, 'Permissions successfully added to group'))).toBe(true);
    expect(await shows(section(admin, 'Permissions').getByText('View Users', { exact: true }))).toBe(true);
    await section(admin, 'Users').getByRole('button', { name: 'Add users' }).click();
    await pick(admin, 'Add users to Front desk', [{ filter: INVITEE.firstName, name: new RegExp(INVITEE.name) }], 'Add users');
    expect(await shows(toast(admin, 'Users successfully added to group'))).toBe(true);
    expect(await shows(section(admin, 'Users').getByText(INVITEE.name, { exact: true }))).toBe(true);
    await shot(admin, '4-group');

    // 5. Live, without a reload: the invitee is told, and searching again lists the team. Manage
    // Users stays the admins' in the sidebar ("admin only"); the page opens to whoever may view users.
    expect(await shows(toast(invitee, 'You have a new notification'))).toBe(true);
    await invitee.getByRole('button', { name: 'Search' }).click();
    expect(await shows(userRow(invitee, ADMIN.email))).toBe(true);
    expect(await manageUsers(invitee).count()).toBe(0);
    expect(await shows(userRow(invitee, INVITEE.email).getByText('Active', { exact: true }))).toBe(true);
    // Viewing is all the group gives: no inviting, suspending or deleting.
    expect(await invitee.getByRole('button', { name: 'Invite user' }).count()).toBe(0);
    expect(await userRow(invitee, ADMIN.email).getByRole('button').count()).toBe(0);
    expect((await callApi(invitee, 'GET', '/user')).status).toBe(200);
    expect(await invitee.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    await shot(invitee, '5-invitee-sees-team');

    // 6. The admin gives a branch and a role, then takes the invitee out of the group.
    await goVia(admin, 'Manage Users', 'Users');
    await userRow(admin, INVITEE.email).getByRole('link', { name: INVITEE.name }).click();
    await admin.waitForURL(/\/users\/[0-9a-f-]{36}$/);
    await section(admin, 'Branches').getByRole('button', { name: 'Choose branches' }).click();
    await pick(admin, 'Choose branches', [{ filter: 'Head', name: /^Head Office/ }], 'Save branches');
    expect(await shows(toast(admin, 'Branches successfully assigned to user'))).toBe(true);
    expect(await shows(section(admin, 'Branches').getByText('Head Office', { exact: true }))).toBe(true);
    await section(admin, 'Roles').getByRole('button', { name: 'Assign roles' }).click();
    await pick(admin, 'Assign roles', [{ filter: 'claims', name: /^claims officer/ }], 'Assign');
    expect(await shows(toast(admin, 'Roles successfully assigned to user'))).toBe(true);
    expect(await shows(section(admin, 'Roles').getByText('claims officer', { exact: true }))).toBe(true);
    expect(await shows(section(admin, 'Groups').getByText('Front desk', { exact: true }))).toBe(true);
    await shot(admin, '6-user-details');
    await section(admin, 'Groups').getByRole('button', { name: 'Remove from group Front desk' }).click();
    expect(await shows(toast(admin, 'User removed from group'))).toBe(true);
    expect(await shows(section(admin, 'Groups').getByText('Not in any group'))).toBe(true);

    expect(await callApi(invitee, 'GET', '/user')).toMatchObject({ status: 403, body: { message: expect.stringMatching(REFUSED) } });
    // Searching again asks the server, which now refuses on the same screen.
    await invitee.getByRole('button', { name: 'Search' }).click();
    expect(await shows(invitee.getByRole('alert').filter({ hasText: REFUSED }))).toBe(true);
    expect(await invitee.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    await shot(invitee, '6-invitee-lost-access');

    // 7. The admin suspends the invitee: their session ends.
    await goVia(admin, 'Manage Users', 'Users');
    await userRow(admin, INVITEE.email)
      .getByRole('button', { name: `Suspend ${INVITEE.name}` })
      .click();
    expect(await shows(toast(admin, `${INVITEE.name} is suspended`))).toBe(true);
    expect(await shows(userRow(admin, INVITEE.email).getByText('Suspended', { exact: true }))).toBe(true);
    await shot(admin, '7-suspended');

    // Without touching anything: the live channel is refused and the app says the session ended.
    const expired = dialog(invitee, 'Session expired');
    expect(await shows(expired.getByRole('heading', { name: 'Session expired' }))).toBe(true);
    await shot(invitee, '7-invitee-session-ended');
    await expired.getByRole('button', { name: 'Go to sign in' }).click();
    await invitee.waitForURL(/\/login/);
    await signIn(invitee, INVITEE.email, INVITEE.password);
    expect(await shows(invitee.getByRole('alert').filter({ hasText: 'Your account has been suspended' }))).toBe(true);
  });
});
