import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { endorsementsAnswer, ENDORSEMENTS, LISTED_ENDORSEMENTS, POLICY_ID } from '../../../stories/endorsements/endorsement-fixtures';
import * as listStories from '../../../stories/endorsements/endorsements-page.stories';
import { liveToken } from '../../machines/support/session-token';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import type { ComponentType } from 'react';

beforeAll(async () => {
  await import('../../../src/features/endorsements/endorsements-page');
});

const slow = { timeout: 5000 };
const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
/** user-1 without the admin role: what they may do comes from GET /user/permission/user-1. */
const CLERK = liveToken({ roles: [{ id: 'r-clerk', name: 'underwriting clerk' }] });
const LIST = '/policies/endorsements/';
const SEARCH = '/policies/endorsements/search';

const answering = () => endorsementsAnswer(LISTED_ENDORSEMENTS, 1, 3, 47);

function openList(handlers: Record<string, Handler> = {}, token = ADMIN) {
  return renderApp({ path: '/policy/endorsement', token, handlers: { [LIST]: answering, [SEARCH]: answering, ...handlers } });
}

const main = () => within(screen.getByRole('main'));
const table = () => screen.findByRole('table', { name: 'Endorsements' }, slow);
const rowOf = async (number: string) => within(await table()).findByRole('row', { name: new RegExp(`^${number}`) });

describe('the endorsement list', { timeout: 20_000 }, () => {
  it('shows each endorsement with its kind, policy, client, insurer, effective date, premium and status, linked to its page', async () => {
    const { api } = openList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy Endorsements' }, slow)).toBeInTheDocument();
    const row = await rowOf('END/2026/000006');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'END/2026/000006Extend the period',
      'POL/2026/000017Chinedu Okafor',
      'Leadway Assurance',
      '2026-12-01',
      'Additional premium ₦84,377.56 (91 of 365 days)',
      'Pending',
    ]);
    expect(within(row).getByRole('link', { name: 'END/2026/000006' })).toHaveAttribute(
      'href',
      `/policy/endorsement/${ENDORSEMENTS.extension.endorsement_id}`,
    );
    expect(within(row).getByRole('link', { name: 'POL/2026/000017' })).toHaveAttribute('href', `/policies/${POLICY_ID}`);
    expect(await rowOf('END/2026/000007')).toHaveTextContent('Return premium ₦112,194.34 (121 of 365 days)');
    expect(within(await rowOf('END/2026/000005')).getAllByRole('cell')[5]).toHaveTextContent('Rejected');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(api.callsTo(LIST)[0]?.query).toEqual({ page: 1, limit: 20, status: undefined, policyId: undefined, searchQuery: undefined });
    expect(main().getByRole('link', { name: 'Register endorsement' })).toHaveAttribute('href', '/policy/endorsement/register');
  });

  it('filters by any status and searches trimmed words through the search call, each from the first page', async () => {
    const { user, api } = openList();
    await rowOf('END/2026/000006');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toMatchObject({ page: 2 }));
    const statuses = within(screen.getByRole('combobox', { name: 'Status' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(statuses).toEqual(['All', 'Pending', 'Approved', 'Applied', 'Rejected']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Approved');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toMatchObject({ status: 'approved', page: 1 }));
    expect(api.callsTo(SEARCH)).toEqual([]);
    await user.type(screen.getByRole('searchbox', { name: 'Search endorsements' }), '  Okafor  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo(SEARCH).at(-1)?.query).toEqual({
        page: 1,
        limit: 20,
        status: 'approved',
        policyId: undefined,
        searchQuery: 'Okafor',
      }),
    );
  });

  it('says why it could not load and asks again on Try again', async () => {
    let fail = true;
    const { user, api } = openList({
      [LIST]: () => {
        if (fail) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return answering();
      },
    });
    expect(await within(await table()).findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
    fail = false;
    await user.click(within(await table()).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('END/2026/000004')).toHaveTextContent('Approved');
    expect(api.callsTo(LIST)).toHaveLength(2);
  });

  it('says so when nothing matches', async () => {
    openList({ [LIST]: () => endorsementsAnswer([]) });
    expect(await within(await table()).findByText('No endorsements match', {}, slow)).toBeInTheDocument();
  });

  it('offers Register endorsement only to holders of Manage Endorsements, and the list only to holders of View Policies', async () => {
    const { unmount } = openList(holding('View Policies'), CLERK);
    await rowOf('END/2026/000006');
    expect(main().queryByRole('link', { name: 'Register endorsement' })).not.toBeInTheDocument();
    unmount();

    const { unmount: leave } = openList(holding('View Policies', 'Manage Endorsements'), CLERK);
    await rowOf('END/2026/000006');
    expect(main().getByRole('link', { name: 'Register endorsement' })).toBeInTheDocument();
    leave();

    const { api } = openList(holding('Manage Endorsements'), CLERK);
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
    expect(api.callsTo(LIST)).toEqual([]);
  });

  it('leaves /policy/endorsement/register to its own screen: it is no endorsement’s page', async () => {
    const { api } = renderApp({ path: '/policy/endorsement/register', token: ADMIN, handlers: { [LIST]: answering } });
    expect(await screen.findByRole('heading', { level: 1 }, slow)).not.toHaveTextContent(/^Endorsement/);
    expect(api.callsTo('/policies/endorsement/register')).toEqual([]);
  });
});

const list = composeStories(listStories);

/** What a person sees in each story; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof list, () => Promise<unknown>> = {
  Loading: async () => expect(await within(await table()).findByRole('status')).toHaveTextContent('Loading endorsements'),
  Failed: async () => {
    expect(await within(await table()).findByRole('alert')).toHaveTextContent('Network error');
    expect(within(await table()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
  Empty: async () => expect(await within(await table()).findByText('No endorsements match')).toBeInTheDocument(),
  Filled: async () => {
    expect(await within(await table()).findByRole('link', { name: 'END/2026/000003' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(await main().findByRole('link', { name: 'Register endorsement' })).toBeInTheDocument();
  },
  ReadOnly: async () => {
    expect(await within(await table()).findByRole('link', { name: 'END/2026/000005' })).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Register endorsement' })).not.toBeInTheDocument();
  },
  NotAllowed: async () => expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument(),
};

describe('the endorsement list stories', { timeout: 20_000 }, () => {
  for (const [name, expectation] of Object.entries(expectations)) {
    it(`shows ${name}`, async () => {
      const Story = list[name as keyof typeof list] as ComponentType;
      render(<Story />);
      await expectation();
    });
  }
});
