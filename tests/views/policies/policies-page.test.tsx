import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { LISTED_POLICIES, policiesAnswer } from '../../../stories/policies/form-fixtures';
import * as listStories from '../../../stories/policies/policies-page.stories';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, BROKER, holding, slow } from './policy-support';
import type { ComponentType } from 'react';

beforeAll(async () => {
  await import('../../../src/features/policies/policies-page');
});

const answering = () => policiesAnswer(LISTED_POLICIES, 1, 3, 47);

function openList(handlers: Record<string, Handler> = {}, token = ADMIN) {
  return renderApp({ path: '/policies', token, handlers: { '/policies': answering, '/policies/search': answering, ...handlers } });
}

const main = () => within(screen.getByRole('main'));
const table = () => screen.findByRole('table', { name: 'Policies' }, slow);
const rowOf = async (policyNo: string) => within(await table()).findByRole('row', { name: new RegExp(`^${policyNo}`) });

describe('the policy list', { timeout: 20_000 }, () => {
  it('shows each policy with its numbers, insured, client, insurer, period, premium, status and a link to it', async () => {
    const { api } = openList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy Proposals' }, slow)).toBeInTheDocument();
    const row = await rowOf('POL/2026/000003');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'POL/2026/000003LWY/MTR/2026/88812',
      'Lekki Foods LtdLekki Foods Ltd',
      'Leadway Assurance Company LimitedPrivate Motor Comprehensive',
      '2026-04-01to 2027-03-31',
      '₦312,500.00',
      'Active',
    ]);
    expect(within(row).getByRole('link', { name: 'POL/2026/000003' })).toHaveAttribute(
      'href',
      `/policies/${LISTED_POLICIES[2]!.policy_id}`,
    );
    expect(within(await rowOf('POL/2026/000001')).getAllByRole('cell')[0]).toHaveTextContent('No insurer’s number yet');
    expect(await rowOf('POL/2026/000002')).toHaveTextContent('₦85,000.00');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(api.callsTo('/policies')[0]?.query).toEqual({ page: 1, limit: 20, status: undefined, searchQuery: undefined });
    expect(main().getByRole('link', { name: 'New proposal' })).toHaveAttribute('href', '/policy/new');
  });

  it('filters by any status and searches trimmed words through /policies/search, each from the first page', async () => {
    const { user, api } = openList();
    await rowOf('POL/2026/000001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('/policies').at(-1)?.query).toMatchObject({ page: 2 }));
    const statuses = within(screen.getByRole('combobox', { name: 'Status' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(statuses).toEqual(['All', 'Proposal', 'Placed', 'Active', 'Expired', 'Renewed', 'Lapsed', 'Cancelled']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Placed');
    await waitFor(() => expect(api.callsTo('/policies').at(-1)?.query).toMatchObject({ status: 'placed', page: 1 }));
    expect(api.callsTo('/policies/search')).toEqual([]);
    await user.type(screen.getByRole('searchbox', { name: 'Search policies' }), '  Lekki Foods  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('/policies/search').at(-1)?.query).toEqual({ page: 1, limit: 20, status: 'placed', searchQuery: 'Lekki Foods' }),
    );
  });

  it('says why it could not load and asks again on Try again', async () => {
    let fail = true;
    const { user, api } = openList({
      '/policies': () => {
        if (fail) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return answering();
      },
    });
    expect(await within(await table()).findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
    fail = false;
    await user.click(within(await table()).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('POL/2026/000002')).toHaveTextContent('Emeka Obi');
    expect(api.callsTo('/policies')).toHaveLength(2);
  });

  it('says so when nothing matches', async () => {
    openList({ '/policies': () => policiesAnswer([]) });
    expect(await within(await table()).findByText('No policies match', {}, slow)).toBeInTheDocument();
  });

  it('offers New proposal only to holders of Create Policy', async () => {
    openList(holding('View Policies'), BROKER);
    await rowOf('POL/2026/000001');
    expect(main().queryByRole('link', { name: 'New proposal' })).not.toBeInTheDocument();
  });
});

const list = composeStories(listStories);

/** What a person sees in each story; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof list, () => Promise<unknown>> = {
  Loading: async () => expect(await within(await table()).findByRole('status')).toHaveTextContent('Loading policies'),
  Failed: async () => {
    expect(await within(await table()).findByRole('alert')).toHaveTextContent('Network error');
    expect(within(await table()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
  Empty: async () => expect(await within(await table()).findByText('No policies match')).toBeInTheDocument(),
  Filled: async () => {
    expect(await within(await table()).findByRole('link', { name: 'POL/2026/000001' })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(await main().findByRole('link', { name: 'New proposal' })).toBeInTheDocument();
  },
  ReadOnly: async () => {
    expect(await within(await table()).findByRole('link', { name: 'POL/2026/000002' })).toBeInTheDocument();
    expect(main().queryByRole('link', { name: 'New proposal' })).not.toBeInTheDocument();
  },
};

describe('the policy list stories', { timeout: 20_000 }, () => {
  for (const [name, expectation] of Object.entries(expectations)) {
    it(`shows ${name}`, async () => {
      const Story = list[name as keyof typeof list] as ComponentType;
      render(<Story />);
      await expectation();
    });
  }
});
