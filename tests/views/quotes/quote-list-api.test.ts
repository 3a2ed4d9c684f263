import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { fetchQuoteRequests } from '../../../src/api/quote-requests';
import { fetchQuotes } from '../../../src/api/quotes';
import { pageAnswer } from '../../../stories/quotes/fixtures';
import { localApi } from '../support/local-api';

// The list calls over the real client against a real HTTP server: the addresses as they leave the browser.

const received: string[] = [];

const local = localApi((req, res) => {
  received.push(req.url ?? '');
  res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'application/json' });
  res.end(JSON.stringify(pageAnswer([])));
});

const api = () => createApiClient({ baseURL: local.url(), getToken: () => 'token', onInvalidSession: () => {} });

beforeEach(() => {
  received.length = 0;
});

describe('the quote list calls', () => {
  it('leave out empty parts: no status, no words', async () => {
    await fetchQuotes(api(), { status: '', search: '   ', page: 1, limit: 20 });
    expect(received).toEqual(['/api/v1/quotes?page=1&limit=20']);
  });

  it('search trimmed, URL-encoded words through /quotes/search, with the status', async () => {
    await fetchQuotes(api(), { status: 'pending approval', search: '  Dangote & Sons/Lekki ', page: 2, limit: 20 });
    const url = new URL(received[0]!, 'http://127.0.0.1');
    expect(url.pathname).toBe('/api/v1/quotes/search');
    expect(received[0]).not.toMatch(/Dangote & Sons/);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      limit: '20',
      status: 'pending approval',
      searchQuery: 'Dangote & Sons/Lekki',
    });
  });

  it('list requests at /quotes/requested, and search them at /quotes/requested/search', async () => {
    await fetchQuoteRequests(api(), { search: '', page: 1, limit: 20 });
    await fetchQuoteRequests(api(), { search: ' QR/2026/000007 ', page: 1, limit: 20 });
    expect(received[0]).toBe('/api/v1/quotes/requested?page=1&limit=20');
    const url = new URL(received[1]!, 'http://127.0.0.1');
    expect(url.pathname).toBe('/api/v1/quotes/requested/search');
    expect(url.searchParams.get('searchQuery')).toBe('QR/2026/000007');
  });
});
