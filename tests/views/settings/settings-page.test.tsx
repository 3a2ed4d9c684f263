import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app';
import { listAnswer, PROFILE, permissionAnswer, STAFF_ID, STAFF_TOKEN } from './brokerage-support';
import { ME } from './my-profile-support';

describe('the settings page', () => {
  it('offers the person’s own tabs and the brokerage’s, and shows each on choosing it', async () => {
    const { user, api } = renderApp({
      path: '/settings',
      token: STAFF_TOKEN,
      handlers: {
        [`/user/permission/${STAFF_ID}`]: () => permissionAnswer(['Manage Branches']),
        '/user/profile': () => ({ success: true, data: { ...ME, user_id: STAFF_ID } }),
        '/broker': () => ({ success: true, data: PROFILE }),
        '/broker/branch': () => listAnswer([]),
      },
    });
    // The screen is loaded lazily on first visit, which takes a moment on a cold start.
    const tabs = within(await screen.findByRole('tablist', { name: 'Settings' }, { timeout: 5000 }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My profile',
      'My insurers',
      'Brokerage profile',
      'Branches',
      'Premium accounts',
      'Signatories',
      'Co-brokers',
    ]);
    expect(await screen.findByRole('heading', { name: 'My profile' })).toBeInTheDocument();

    await user.click(tabs.getByRole('tab', { name: 'Brokerage profile' }));
    expect(await screen.findByRole('heading', { name: 'Brokerage profile' })).toBeInTheDocument();
    expect(await screen.findByText('Demo Insurance Brokers Ltd')).toBeInTheDocument();

    await user.click(tabs.getByRole('tab', { name: 'Branches' }));
    expect(await screen.findByText('No branches yet')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add branch' })).toBeInTheDocument();
    expect(api.callsTo('/broker/branch')).toHaveLength(1);
  });
});
