import { describe, expect, it } from 'vitest';
import { browserSuite } from './support/browser';
import { callApi, shot, shows } from './support/journey';

describe('live notifications between two browsers', () => {
  const suite = browserSuite();

  it('a grant made by the admin reaches the broker at once, and what the broker missed offline arrives once', async () => {
    const brokerPage = await suite.signedIn('broker@demo.ng');
    await brokerPage.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
    await brokerPage.waitForURL(`${suite.server.url}/notifications`);
    const status = brokerPage.getByRole('status', { name: 'Live updates' });
    expect(await shows(status.getByText('Live: new notifications appear as they arrive'))).toBe(true);
    // The seeded welcome is the one unread notification.
    expect(await shows(brokerPage.getByRole('link', { name: 'Notifications, 1 unread' }))).toBe(true);
    expect(await shows(brokerPage.getByRole('article', { name: 'Welcome to your back office' }))).toBe(true);
    // Set on this page only: it would be gone if the page reloaded.
    await brokerPage.evaluate(() => ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

    const admin = await suite.signedIn('admin@demo.ng');
    const brokerId = await brokerPage.evaluate(() => {
      const payload = localStorage.getItem('ibmsToken')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
      return (JSON.parse(atob(payload)) as { user_id: string }).user_id;
    });
    const roles = await callApi(admin, 'GET', '/roles');
    expect(roles.status).toBe(200);
    const agentRole = (roles.body.data as { role_id: string; name: string }[]).find((role) => role.name === 'agent')!;
    const granted = await callApi(admin, 'PUT', `/roles/user/${brokerId}`, { roles: [agentRole.role_id] });
    expect(granted).toMatchObject({ status: 200, body: { success: true, message: 'Roles successfully assigned to user' } });

    expect(await shows(brokerPage.getByText('You have a new notification'))).toBe(true);
    expect(await shows(brokerPage.getByRole('link', { name: 'Notifications, 2 unread' }))).toBe(true);
    const given = brokerPage.getByRole('article').filter({ hasText: 'You were given the role agent' });
    expect(await shows(given)).toBe(true);
    expect(await given.getByText('Unread').isVisible()).toBe(true);
    expect(await brokerPage.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
    await shot(brokerPage, 'notifications-live');

    // Offline: the socket closes; the change made meanwhile is replayed once the browser is back.
    await brokerPage.context().setOffline(true);
    expect(await shows(status.getByText('You are offline'))).toBe(true);
    const removed = await callApi(admin, 'DELETE', `/roles/user/${brokerId}`, { roleId: agentRole.role_id });
    expect(removed.status).toBe(200);
    await brokerPage.waitForTimeout(500);
    expect(await brokerPage.getByRole('article').filter({ hasText: 'You no longer have the role agent' }).count()).toBe(0);

    await brokerPage.context().setOffline(false);
    expect(await shows(status.getByText('Live: new notifications appear as they arrive'))).toBe(true);
    const taken = brokerPage.getByRole('article').filter({ hasText: 'You no longer have the role agent' });
    expect(await shows(taken)).toBe(true);
    expect(await shows(brokerPage.getByRole('link', { name: 'Notifications, 3 unread' }))).toBe(true);
    // Nothing arrives twice: give any repeat time to show, then count again.
    await brokerPage.waitForTimeout(1_000);
    expect(await taken.count()).toBe(1);
    expect(await brokerPage.getByRole('link', { name: 'Notifications, 3 unread' }).isVisible()).toBe(true);
    expect(await brokerPage.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

    // Marking all read empties the bell.
    await brokerPage.getByRole('button', { name: 'Mark all as read' }).click();
    expect(await shows(brokerPage.getByRole('link', { name: 'Notifications, 0 unread' }))).toBe(true);
    await shot(brokerPage, 'notifications-after-offline');
  });
});
