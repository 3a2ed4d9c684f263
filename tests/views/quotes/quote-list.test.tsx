import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { LISTED_QUOTES, pageAnswer } from '../../../stories/quotes/fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, BROKER, holding, slow } from './quote-support';

beforeAll(async () => {
  await import('../../../src/features/quotes/quotes-page');
});

const answering = () => pageAnswer(LISTED_QUOTES, 1, 3, 47);

function openList(handlers: Record<string, Handler> = {}, token = ADMIN, path = '/quotes') {
  return renderApp({ path, token, handlers: { '/quotes': answering, '/quotes/search': answering, ...handlers } });
}

/** The page's own Create Quote button, not the sidebar's entry. */
const createButton = () => within(screen.getByRole('main')).queryByRole('link', { name: 'Create Quote' });
const table = () => screen.findByRole('table', { name: 'Quotes' }, slow);
const rowOf = async (quoteNo: string) => within(await table()).findByRole('row', { name: new RegExp(`^${quoteNo}`) });

describe('the quote list', { timeout: 20_000 }, () => {
  it('shows each quote with its client, insured, insurer, premium, status and timestamps, newest first', async () => {
    const { api } = openList();
    const row = await rowOf('QT/2026/000044');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'QT/2026/000044',
      'Dangote Cement Plc',
      'Dangote Cement Plc – Obajana plant',
      'AIICO InsuranceFire and Special Perils',
      '₦1,875,000.00',
      'Pending approval',
      // 14:05:09 UTC is 3:05:09 pm in Lagos
      '21/03/2026, 3:05:09 PM',
      '22/03/2026, 9:30:00 AM',
    ]);
    expect(within(row).getByRole('link', { name: 'QT/2026/000044' })).toHaveAttribute('href', `/quotes/${LISTED_QUOTES[0]!.quote_id}`);
    expect(await rowOf('QT/2026/000043')).toHaveTextContent('Sent');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(api.callsTo('/quotes')[0]?.query).toEqual({ page: 1, limit: 20, status: undefined, searchQuery: undefined });
  });

  it('is the same screen at /list/quotes', async () => {
    openList({}, ADMIN, '/list/quotes');
    expect(await rowOf('QT/2026/000042')).toHaveTextContent('Chinedu Okafor');
  });

  it('filters by status and searches trimmed words through /quotes/search, each from the first page', async () => {
    const { user, api } = openList();
    await rowOf('QT/2026/000044');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('/quotes').at(-1)?.query).toMatchObject({ page: 2 }));
    const statuses = within(screen.getByRole('combobox', { name: 'Status' }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(statuses).toEqual([
      'All',
      'Draft',
      'Pending approval',
      'Approved',
      'Rejected',
      'Sent',
      'Accepted',
      'Declined',
      'Expired',
      'Converted',
      'Not taken',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending approval');
    await waitFor(() => expect(api.callsTo('/quotes').at(-1)?.query).toMatchObject({ status: 'pending approval', page: 1 }));
    expect(api.callsTo('/quotes/search')).toEqual([]);
    await user.type(screen.getByRole('searchbox', { name: 'Search quotes' }), '  Dangote & Sons  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('/quotes/search').at(-1)?.query).toMatchObject({
        status: 'pending approval',
        searchQuery: 'Dangote & Sons',
        page: 1,
      }),
    );
    await user.clear(screen.getByRole('searchbox', { name: 'Search quotes' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search quotes' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.callsTo('/quotes').at(-1)?.query).toMatchObject({ status: 'pending approval', searchQuery: undefined }));
  });

  it('offers Create Quote only to those holding it', async () => {
    openList();
    await rowOf('QT/2026/000044');
    await waitFor(() => expect(createButton()).toHaveAttribute('href', '/request-quote'));
  });

  it('offers no Create Quote to a user who may only view quotes', async () => {
    openList(holding('View Quotes'), BROKER);
    await rowOf('QT/2026/000044');
    expect(createButton()).not.toBeInTheDocument();
  });

  it('offers Create Quote to a user granted it', async () => {
    openList(holding('View Quotes', 'Create Quote'), BROKER);
    await rowOf('QT/2026/000044');
    await waitFor(() => expect(createButton()).toHaveAttribute('href', '/request-quote'));
  });

  it('says when no quote matches', async () => {
    openList({ '/quotes': () => pageAnswer([]) });
    expect(await within(await table()).findByText('No quotes match')).toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    openList({
      '/quotes': () => {
        throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
      },
    });
    expect(await within(await table()).findByRole('alert')).toHaveTextContent('Network error, please try again');
  });
});
