import { array, object, string } from 'superstruct';
import { UPLOAD_SUCCEEDED } from '../../domain/messages';
import { QUOTE_REQUEST_SUBMITTED, QuoteRequest, QuoteRequestDetails, QuoteRequestPayload } from '../../domain/quotes';
import { grantsFor, holders } from '../auth/authorize';
import { route } from '../http/route';
import { attachDocument, listRequests, QuoteRequestListQuery, readRequest, requestQuote, viewerOf } from './requests';
import type { SessionUser } from '../auth/session-user';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** `{quoteId}` as the spec names it: the request's id. */
const RequestParams = object({ quoteId: string() });

const viewer = (input: { session: SessionUser; request: FastifyRequest }) => viewerOf(input.session, grantsFor(input.request));

/**
 * Quote requests (seed document 2, "Quotes": /request-quote, /requested-quotes): a request with
 * one document per call (the spec's uploads check one file), more documents one by one, the
 * lists and the detail. Who made a request sees it; holders of 'Approve Quote' see them all.
 */
export function quoteRequestRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/quote/request',
      access: holders('Create Quote'),
      summary:
        'Ask for cover for a client or a prospect, numbered QR/<year>/000001; as a form, with one document (PDF, PNG or JPEG, at most 2 MB)',
      body: QuoteRequestPayload,
      multipart: 'optional',
      response: QuoteRequestDetails,
      status: 201,
      errors: [413, 415],
      idempotent: true,
    },
    async (input) => ({
      message: QUOTE_REQUEST_SUBMITTED,
      data: await requestQuote(input, viewer(input), input.body, input.file),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/quotes/requested/:quoteId/documents',
      access: holders('Create Quote'),
      summary: 'Add one more document (PDF, PNG or JPEG, at most 2 MB) to a quote request that is not closed',
      params: RequestParams,
      multipart: true,
      response: QuoteRequestDetails,
      status: 201,
      errors: [404, 409, 413, 415],
      idempotent: true,
    },
    async (input) => ({ message: UPLOAD_SUCCEEDED, data: await attachDocument(input, viewer(input), input.params.quoteId, input.file) }),
  );

  for (const [url, summary] of [
    ['/quotes/requested', 'The quote requests the user may see, newest first'],
    ['/quotes/requested/search', 'The quote requests whose number, subject matter, prospect or client’s name contains searchQuery'],
  ] as const) {
    route(
      app,
      ctx,
      {
        method: 'GET',
        url,
        access: holders('View Quotes'),
        summary,
        query: QuoteRequestListQuery,
        response: array(QuoteRequest),
      },
      async (input) => listRequests(input.tx, viewer(input), input.query, ctx.config.listExactTotal),
    );
  }

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/quotes/requested/:quoteId',
      access: holders('View Quotes'),
      summary: 'One quote request with its documents and the quotes that answer it',
      params: RequestParams,
      response: QuoteRequestDetails,
      errors: [404],
    },
    async (input) => ({ data: await readRequest(input.tx, viewer(input), input.params.quoteId) }),
  );
}
