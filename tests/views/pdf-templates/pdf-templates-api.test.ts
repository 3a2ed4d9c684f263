import { beforeEach, describe, expect, it } from 'vitest';
import { PREVIEW_RECORD_HEADER, PREVIEW_REFERENCE_HEADER, SAMPLE_RECORD } from '../../../domain/api/pdf-templates';
import { createApiClient } from '../../../src/api/client';
import { ApiFailure } from '../../../src/api/errors';
import { previewPdfTemplate } from '../../../src/api/pdf-templates';
import { LATEST_INVOICE_ID, LATEST_INVOICE_NO, SAVED_DEBIT_NOTE } from '../../support/pdf-template-fixtures';
import { localApi } from '../support/local-api';
import type { IncomingMessage, ServerResponse } from 'node:http';

// The preview call over the real client against a real HTTP server: the unsaved template leaves as
// JSON in a POST, and the PDF comes back with the record it was printed from.

const received: { method: string; url: string; contentType: string | undefined; body: string }[] = [];
// The app is served from the API's own origin; this server is another, so it says what the page may read.
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT',
  'access-control-allow-headers': 'authorization, accept, content-type',
  'access-control-expose-headers': `${PREVIEW_RECORD_HEADER}, ${PREVIEW_REFERENCE_HEADER}`,
};

function answer(req: IncomingMessage, res: ServerResponse, body: string) {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS);
    return res.end();
  }
  received.push({ method: req.method ?? '', url: req.url ?? '', contentType: req.headers['content-type'], body });
  if (req.url === '/api/v1/pdf-templates/debitNote/preview' || req.url === '/api/v1/pdf-templates/report/preview') {
    const record = req.url.includes('report') ? SAMPLE_RECORD : LATEST_INVOICE_ID;
    const reference = record === SAMPLE_RECORD ? {} : { [PREVIEW_REFERENCE_HEADER]: encodeURIComponent(LATEST_INVOICE_NO) };
    res.writeHead(200, { ...CORS, 'content-type': 'application/pdf', [PREVIEW_RECORD_HEADER]: record, ...reference });
    return res.end('%PDF-1.7 debit note');
  }
  res.writeHead(400, { ...CORS, 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Please correct the highlighted fields',
      errors: [{ field: 'optionalFields', message: 'Choose among Printed date in the footer' }],
    }),
  );
}

const local = localApi(answer);

beforeEach(() => {
  received.length = 0;
});

const client = () => createApiClient({ baseURL: local.url(), getToken: () => 'session-token', onInvalidSession: () => {} });

describe('the PDF template preview on the wire', () => {
  it('posts the unsaved template and answers the PDF with the record it shows', async () => {
    const preview = await previewPdfTemplate(client(), 'debitNote', { template: SAVED_DEBIT_NOTE.template });
    expect(received[0]).toMatchObject({ method: 'POST', url: '/api/v1/pdf-templates/debitNote/preview' });
    expect(received[0]?.contentType).toMatch(/^application\/json/);
    // The local server keeps bodies as latin1 bytes: read back as the UTF-8 they were sent in.
    expect(JSON.parse(Buffer.from(received[0]!.body, 'latin1').toString('utf8'))).toEqual({ template: SAVED_DEBIT_NOTE.template });
    expect(preview).toMatchObject({ recordId: LATEST_INVOICE_ID, reference: LATEST_INVOICE_NO });
    expect(await preview.pdf.text()).toBe('%PDF-1.7 debit note');
    expect(Number.isNaN(Date.parse(preview.receivedAt))).toBe(false);
  });

  it('says when the preview is a sample', async () => {
    const preview = await previewPdfTemplate(client(), 'report', { template: SAVED_DEBIT_NOTE.template });
    expect(preview).toMatchObject({ recordId: null, reference: null });
  });

  it('gives a refusal with its field errors', async () => {
    const refusal = previewPdfTemplate(client(), 'endorsement', { template: SAVED_DEBIT_NOTE.template });
    await expect(refusal).rejects.toBeInstanceOf(ApiFailure);
    await expect(refusal).rejects.toMatchObject({
      status: 400,
      fieldErrors: { optionalFields: 'Choose among Printed date in the footer' },
    });
  });
});
