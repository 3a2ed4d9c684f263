import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES } from '../../../domain/claims';
import { ApiFailure } from '../../../src/api/errors';
import * as listStories from '../../../stories/claims/claims-page.stories';
import { claimsAnswer, CLAIMS_PATH, CLAIMS_SEARCH_PATH, LISTED_CLAIMS, MOTOR_CLAIM } from '../../../stories/claims/list-fixtures';
import { liveToken } from '../../machines/support/session-token';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import type { ComponentType } from 'react';

beforeAll(async () => {
  await import('../../../src/features/claims/claims-page');
});

const slow = { timeout: 5000 };
const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
/** user-1 without the admin role: what they may do comes from GET /user/permission/user-1. */
const CLERK = liveToken({ roles: [{ id: 'r-clerk', name: 'claims clerk' }] });

const answering = () => claimsAnswer(LISTED_CLAIMS, 1, 3, 47);

function openList(handlers: Record<string, Handler> = {}, token = ADMIN, path = '/claims/list') {
  return renderApp({ path, token, handlers: { [CLAIMS_PATH]: answering, [CLAIMS_SEARCH_PATH]: answering, ...handlers } });
}

const main = () => within(screen.getByRole('main'));
const table = () => screen.findByRole('table', { name: 'Claims' }, slow);
const rowOf = async (number: string) => within(await table()).findByRole('row', { name: new RegExp(`^${number}`) }, slow);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the claim list', { timeout: 20_000 }, () => {
  it('shows each claim with its client, policy, class, loss, estimate, status, age and missing documents, linked to its page', async () => {
    const { api } = openList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Claims' }, slow)).toBeInTheDocument();
    const row = await rowOf('CLM/2026/000014');
    expect(cells(row)).toEqual([
      'CLM/2026/000014',
      'Chinedu OkaforToyota Camry LND 442 KJ',
      'POL/2026/000017Motor',
      '2026-11-18',
      '₦850,000.00',
      'Documents pending',
      '7 days ',
      '2 missing: Repair estimate, Photographs of the damage',
    ]);
    expect(within(row).getByRole('link', { name: 'CLM/2026/000014' })).toHaveAttribute('href', `/claims/${MOTOR_CLAIM.claim_id}`);
    expect(within(row).getByRole('link', { name: 'POL/2026/000017' })).toHaveAttribute('href', `/policies/${MOTOR_CLAIM.policy_id}`);
    expect(within(row).queryByText('Overdue')).not.toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(api.callsTo(CLAIMS_PATH)[0]?.query).toEqual({
      page: 1,
      limit: 20,
      status: undefined,
      policyId: undefined,
      searchQuery: undefined,
    });
  });

  it('flags a claim past the age limit as overdue, in words a screen reader says too', async () => {
    openList();
    const row = await rowOf('CLM/2026/000006');
    const age = within(row).getAllByRole('cell')[6]!;
    expect(age).toHaveTextContent('105 days Overdue, past the limit of 90 days');
    expect(within(age).getByText('Overdue')).toHaveClass('text-red-800');
    expect(within(row).getAllByRole('cell')[7]).toHaveTextContent('None');
  });

  it('filters by any status and searches trimmed words through the search call, each from the first page', async () => {
    const { user, api } = openList();
    await rowOf('CLM/2026/000014');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo(CLAIMS_PATH).at(-1)?.query).toMatchObject({ page: 2 }));
    const statuses = within(screen.getByRole('combobox', { name: 'Status' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(statuses).toEqual(['All', ...CLAIM_STATUSES.map((status) => CLAIM_STATUS_LABELS[status])]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Submitted to insurer');
    await waitFor(() => expect(api.callsTo(CLAIMS_PATH).at(-1)?.query).toMatchObject({ status: 'submitted', page: 1 }));
    expect(api.callsTo(CLAIMS_SEARCH_PATH)).toEqual([]);
    await user.type(screen.getByRole('searchbox', { name: 'Search claims' }), '  Lekki Foods  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo(CLAIMS_SEARCH_PATH).at(-1)?.query).toEqual({
        page: 1,
        limit: 20,
        status: 'submitted',
        policyId: undefined,
        searchQuery: 'Lekki Foods',
      }),
    );
  });

  it('says why it could not load and asks again on Try again', async () => {
    let fail = true;
    const { user, api } = openList({
      [CLAIMS_PATH]: () => {
        if (fail) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return answering();
      },
    });
    expect(await within(await table()).findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
    fail = false;
    await user.click(within(await table()).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('CLM/2026/000002')).toHaveTextContent('Settled');
    expect(api.callsTo(CLAIMS_PATH)).toHaveLength(2);
  });

  it('offers to register the first claim when there is none, and says nothing matches a search', async () => {
    const { user } = openList({ [CLAIMS_PATH]: () => claimsAnswer([]), [CLAIMS_SEARCH_PATH]: () => claimsAnswer([]) });
    expect(await screen.findByText('No claims yet', {}, slow)).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Register the first claim' })).toHaveAttribute('href', '/claims/create');
    await user.type(screen.getByRole('searchbox', { name: 'Search claims' }), 'Okafor');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await within(await table()).findByText('No claims match', {}, slow)).toBeInTheDocument();
  });

  it('offers Register claim to holders of Register Claim, Claim settings to holders of Update Claim, the list to holders of View Claims', async () => {
    const { unmount } = openList(holding('View Claims'), CLERK);
    await rowOf('CLM/2026/000014');
    expect(main().queryByRole('link', { name: 'Register claim' })).not.toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Claim settings' })).not.toBeInTheDocument();
    unmount();

    const { unmount: leave } = openList(holding('View Claims', 'Register Claim', 'Update Claim'), CLERK);
    await rowOf('CLM/2026/000014');
    expect(main().getByRole('link', { name: 'Register claim' })).toHaveAttribute('href', '/claims/create');
    expect(main().getByRole('link', { name: 'Claim settings' })).toHaveAttribute('href', '/claims/settings');
    leave();

    const { api } = openList(holding('Register Claim'), CLERK);
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
    expect(api.callsTo(CLAIMS_PATH)).toEqual([]);
  });

  it('shows the same list at /claims, not a screen still to come', async () => {
    openList({}, ADMIN, '/claims');
    expect(await rowOf('CLM/2026/000014')).toBeInTheDocument();
    expect(screen.queryByText(/not available in this release/)).not.toBeInTheDocument();
  });
});

const list = composeStories(listStories);

/** What a person sees in each story; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof list, () => Promise<unknown>> = {
  Loading: async () => expect(await within(await table()).findByRole('status')).toHaveTextContent('Loading claims'),
  Failed: async () => {
    expect(await within(await table()).findByRole('alert')).toHaveTextContent('Network error');
    expect(within(await table()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
  Empty: async () => expect(await screen.findByText('No claims yet', {}, slow)).toBeInTheDocument(),
  Filled: async () => {
    expect(within(await rowOf('CLM/2026/000006')).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Register claim' })).toBeInTheDocument();
    expect(main().getByRole('link', { name: 'Claim settings' })).toBeInTheDocument();
  },
  ReadOnly: async () => {
    expect(await rowOf('CLM/2026/000014')).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'Register claim' })).not.toBeInTheDocument();
  },
  NotAllowed: async () => expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument(),
};

describe('the claim list stories', { timeout: 20_000 }, () => {
  for (const [name, expectation] of Object.entries(expectations)) {
    it(`shows ${name}`, async () => {
      const Story = list[name as keyof typeof list] as ComponentType;
      render(<Story />);
      await expectation();
    });
  }
});
