import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_SUCCEEDED } from '../../../domain/common-messages';
import { ApiFailure } from '../../../src/api/errors';
import { CLIENT_REQUEST, pageAnswer, PROSPECT_REQUEST, REQUEST_DETAILS, REQUEST_ID, requestAnswer } from '../../../stories/quotes/fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, BROKER, holding, slow } from './quote-support';
import type { QuoteRequestDetails } from '../../../domain/quotes';

beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/quotes/quote-requests-page'),
    import('../../../src/features/quotes/quote-request-page'),
  ]);
});

const listing = () => pageAnswer([CLIENT_REQUEST, PROSPECT_REQUEST], 1, 2, 23);
const DETAIL = `/quotes/requested/${REQUEST_ID}`;
const pdf = (name: string) => new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });

describe('the quote request list', { timeout: 20_000 }, () => {
  const open = (handlers: Record<string, Handler> = {}) =>
    renderApp({
      path: '/requested-quotes',
      token: ADMIN,
      handlers: { '/quotes/requested': listing, '/quotes/requested/search': listing, ...handlers },
    });
  const table = () => screen.findByRole('table', { name: 'Quote requests' }, slow);

  it('shows each request with whom it is for, its kind, subject, sum, status, maker and creation time', async () => {
    const { api } = open();
    const row = await within(await table()).findByRole('row', { name: /^QR\/2026\/000007/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'QR/2026/000007',
      'Swift Logistics LtdProspect',
      'Motor',
      'Four Toyota Hiace delivery vans',
      '₦48,000,000.00',
      'Quoted',
      'Daniel Eze',
      '18/03/2026, 11:15:42 AM',
    ]);
    expect(within(row).getByRole('link', { name: 'QR/2026/000007' })).toHaveAttribute('href', `/requested-quote/${REQUEST_ID}`);
    expect(screen.getByRole('row', { name: /^QR\/2026\/000008/ })).toHaveTextContent('Chinedu Okafor');
    expect(api.callsTo('/quotes/requested')[0]?.query).toEqual({ page: 1, limit: 20, searchQuery: undefined });
  });

  it('pages, and searches trimmed words through /quotes/requested/search from the first page', async () => {
    const { user, api } = open();
    await table();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('/quotes/requested').at(-1)?.query).toMatchObject({ page: 2 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search quote requests' }), ' Hiace vans ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('/quotes/requested/search').at(-1)?.query).toEqual({ page: 1, limit: 20, searchQuery: 'Hiace vans' }),
    );
  });

  it('says when none match', async () => {
    open({ '/quotes/requested': () => pageAnswer([]) });
    expect(await within(await table()).findByText('No quote requests match')).toBeInTheDocument();
  });
});

describe('a quote request', { timeout: 20_000 }, () => {
  const open = (handlers: Record<string, Handler> = {}, token = ADMIN) =>
    renderApp({ path: `/requested-quote/${REQUEST_ID}`, token, handlers: { [DETAIL]: () => requestAnswer(REQUEST_DETAILS), ...handlers } });
  const heading = () => screen.findByRole('heading', { level: 1, name: 'Quote request QR/2026/000007' }, slow);
  const section = (name: string) => screen.getByRole('region', { name });

  it('shows its facts, its documents and the quotes that answer it', async () => {
    open();
    await heading();
    expect(screen.getByText('Swift Logistics Ltd')).toBeInTheDocument();
    expect(screen.getByText('ops@swiftlogistics.ng · +2348031234567')).toBeInTheDocument();
    expect(within(section('Documents')).getByRole('button', { name: 'proposal-form.pdf' })).toBeInTheDocument();
    const quotes = within(section('Quotes')).getByRole('table', { name: 'Quotes answering the request' });
    const leadway = within(quotes).getByRole('row', { name: /QT\/2026\/000042/ });
    expect(
      within(leadway)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['QT/2026/000042', 'Leadway Assurance', 'Sent', '₦312,500.00']);
    expect(within(leadway).getByRole('link', { name: 'QT/2026/000042' })).toHaveAttribute(
      'href',
      `/quotes/${REQUEST_DETAILS.quotes[0]!.quote_id}`,
    );
    expect(within(quotes).getByRole('row', { name: /QT\/2026\/000043/ })).toHaveTextContent('Not taken');
  });

  it('offers to prepare a quote for it, with its id and kind', async () => {
    open();
    await heading();
    expect(screen.getByRole('link', { name: 'Prepare quote' })).toHaveAttribute('href', `/quotes/new?request=${REQUEST_ID}&type=motor`);
  });

  it('offers nothing more once closed', async () => {
    open({ [DETAIL]: () => requestAnswer({ ...REQUEST_DETAILS, status: 'closed' }) });
    await heading();
    expect(screen.queryByRole('link', { name: 'Prepare quote' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Attach a document')).not.toBeInTheDocument();
  });

  it('offers nothing more to a user without Create Quote', async () => {
    open(holding('View Quotes'), BROKER);
    await heading();
    expect(screen.queryByRole('link', { name: 'Prepare quote' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Attach a document')).not.toBeInTheDocument();
  });

  it('says so when the request is not there to see', async () => {
    open({
      [DETAIL]: () => {
        throw new ApiFailure('Quote request not found', 404, 'NOT_FOUND');
      },
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(
      'This quote request does not exist, or belongs to another brokerage.',
    );
  });

  it('attaches one more document and lists it', async () => {
    let current: QuoteRequestDetails = REQUEST_DETAILS;
    const { api } = open({
      [`${DETAIL}/documents`]: () => {
        current = {
          ...current,
          documents: [...current.documents, { ...current.documents[0]!, document_id: 'doc-2', document_name: 'valuation.pdf' }],
        };
        return requestAnswer(current, UPLOAD_SUCCEEDED);
      },
    });
    await heading();
    fireEvent.change(screen.getByLabelText('Attach a document'), { target: { files: [pdf('valuation.pdf')] } });
    expect(await within(section('Documents')).findByRole('button', { name: 'valuation.pdf' })).toBeInTheDocument();
    const sent = api.callsTo(`${DETAIL}/documents`)[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('valuation.pdf');
  });

  it('shows the server’s refusal of a file', async () => {
    open({
      [`${DETAIL}/documents`]: () => {
        throw new ApiFailure('This file is not a PDF or PNG or JPEG file', 415, 'UNSUPPORTED_MEDIA_TYPE', {
          file: 'Choose a PDF or PNG or JPEG file',
        });
      },
    });
    await heading();
    fireEvent.change(screen.getByLabelText('Attach a document'), { target: { files: [pdf('scan.pdf')] } });
    expect(await within(section('Documents')).findByRole('alert')).toHaveTextContent('This file is not a PDF or PNG or JPEG file');
    expect(within(section('Documents')).queryByRole('button', { name: 'scan.pdf' })).not.toBeInTheDocument();
  });
});
