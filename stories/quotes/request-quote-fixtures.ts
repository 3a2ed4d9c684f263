import { QUOTE_REQUEST_SUBMITTED, type QuoteRequestDetails } from '../../domain/quotes';
import { CLIENTS, clientsAnswer } from '../chart-of-accounts/fixtures';
import { CATEGORIES, LINES } from '../products/product-fixtures';
import { REQUEST_DETAILS, requestAnswer } from './fixtures';
import type { RequestOptions } from '../../src/api/client';

// What the request-a-quote form reads (the lines of business, their categories, the clients found)
// and the request the server answers with once submitted.

export const NEW_REQUEST_ID = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

/** Swift Logistics' vans, just asked for: open, with its proposal form and no quote yet. */
export const SUBMITTED_REQUEST: QuoteRequestDetails = {
  ...REQUEST_DETAILS,
  quote_request_id: NEW_REQUEST_ID,
  request_number: 'QR/2026/000003',
  status: 'open',
  quotes: [],
};

export const submittedAnswer = (request: QuoteRequestDetails = SUBMITTED_REQUEST) => requestAnswer(request, QUOTE_REQUEST_SUBMITTED);

/** GET /lineOfBusiness, GET /insuranceCategory?lineOfBusinessId and POST /client/search, by path. */
export const REQUEST_FORM_ANSWERS = {
  '/lineOfBusiness': () => ({ success: true, data: LINES }),
  '/insuranceCategory': (options: RequestOptions<unknown>) => ({
    success: true,
    data: CATEGORIES.filter((entry) => entry.line_of_business_id === Number(options.query?.lineOfBusinessId)),
  }),
  '/client/search': (options: RequestOptions<unknown>) => {
    const { clientType } = (options.body ?? {}) as { clientType?: string };
    return clientsAnswer(CLIENTS.filter((client) => !clientType || client.client_type === clientType));
  },
};
