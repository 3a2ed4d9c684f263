import { beforeEach, describe, expect, it } from 'vitest';
import { QUOTE_REQUEST_SUBMITTED, type QuoteRequestPayload } from '../../../domain/quotes';
import { createApiClient } from '../../../src/api/client';
import { newIdempotencyKey } from '../../../src/api/idempotency-key';
import { requestQuote } from '../../../src/api/quote-requests';
import { REQUEST_DETAILS, requestAnswer } from '../../../stories/quotes/fixtures';
import { localApi } from '../support/local-api';

// POST /quote/request over the real client (fetch for JSON, XMLHttpRequest with a document) against
// a real HTTP server: the headers and bodies as they leave the browser.

interface Received {
  url: string;
  key: string | undefined;
  contentType: string | undefined;
  body: string;
}

const received: Received[] = [];
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'authorization, accept, content-type, idempotency-key',
};

const local = localApi((req, res, body) => {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS);
    return res.end();
  }
  received.push({
    url: req.url ?? '',
    key: req.headers['idempotency-key'] as string | undefined,
    contentType: req.headers['content-type'],
    body,
  });
  res.writeHead(201, { ...CORS, 'content-type': 'application/json' });
  res.end(JSON.stringify(requestAnswer(REQUEST_DETAILS, QUOTE_REQUEST_SUBMITTED)));
});

const client = () => createApiClient({ baseURL: local.url(), getToken: () => 'session-token', onInvalidSession: () => {} });

/** A prospect's request as the form's check leaves it: blank fields null, no line chosen. */
const PAYLOAD: QuoteRequestPayload = {
  clientType: null,
  clientId: null,
  prospectName: 'Swift Logistics Ltd',
  prospectEmail: 'ops@swiftlogistics.ng',
  prospectPhone: null,
  quoteType: 'motor',
  lineOfBusinessId: undefined,
  insuranceCategoryId: 4,
  subjectMatter: 'Four Toyota Hiace delivery vans',
  sumInsured: '48000000.00',
  desiredStartDate: null,
  notes: null,
};

beforeEach(() => {
  received.length = 0;
});

describe('POST /quote/request on the wire', () => {
  it('goes as JSON without a document, with its Idempotency-Key and only the fields that say something', async () => {
    const key = newIdempotencyKey();
    const answer = await requestQuote(client(), PAYLOAD, null, key);
    expect(answer.request_number).toBe(REQUEST_DETAILS.request_number);
    expect(received[0]).toMatchObject({ url: '/api/v1/quote/request', key });
    expect(received[0]!.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(received[0]!.body)).toEqual({
      prospectName: 'Swift Logistics Ltd',
      prospectEmail: 'ops@swiftlogistics.ng',
      quoteType: 'motor',
      insuranceCategoryId: 4,
      subjectMatter: 'Four Toyota Hiace delivery vans',
      sumInsured: '48000000.00',
    });
  });

  it('goes as one multipart form with the same fields beside the document', async () => {
    const key = newIdempotencyKey();
    const file = new File(['%PDF-1.7\n'], 'proposal form.pdf', { type: 'application/pdf' });
    await requestQuote(client(), PAYLOAD, file, key);
    const [request] = received;
    expect(request).toMatchObject({ url: '/api/v1/quote/request', key });
    expect(request!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.body).toContain('name="prospectName"\r\n\r\nSwift Logistics Ltd');
    expect(request!.body).toContain('name="insuranceCategoryId"\r\n\r\n4');
    expect(request!.body).toContain('name="sumInsured"\r\n\r\n48000000.00');
    expect(request!.body).toContain('filename="proposal form.pdf"');
    expect(request!.body).not.toContain('name="clientId"');
    expect(request!.body).not.toContain('name="notes"');
  });
});
