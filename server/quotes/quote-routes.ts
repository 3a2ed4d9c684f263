import { array, coerce, object, optional, record, refine, string, type, unknown } from 'superstruct';
import { ACTION_COMPLETED } from '../../domain/messages';
import {
  CHOOSE_QUOTE_KIND,
  isQuoteKind,
  Quote,
  QuoteComparison,
  QuoteDecisionPayload,
  QuoteDetails,
  QuotePayload,
  type QuoteKind,
} from '../../domain/quotes';
import { validatePayload } from '../../domain/validation';
import { holders } from '../auth/authorize';
import { invalidInput } from '../http/errors';
import { filterText, IdParams } from '../http/params';
import { route } from '../http/route';
import { chooseQuote, compareQuote, ComparePayload } from './compare';
import { listQuotes, QuoteListQuery } from './list';
import { convertQuote, NotifyQuery, QuoteResponsePayload, recordResponse, sendQuote } from './outcome';
import { readQuote } from './read';
import { decideQuote, draftQuote, editQuote, reviseQuote, submitQuote } from './write';
import type { PermissionName } from '../../domain/permissions';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const KindParams = object({ type: refine(string(), 'type', (value) => isQuoteKind(value) || CHOOSE_QUOTE_KIND) });
/** With `quoteId`, the new draft is a revision of that quote: its terms as quoted, or the body's when one is sent. */
const DraftQuery = type({ quoteId: filterText() });
const noBody = refine(record(string(), unknown()), 'empty', (value) => Object.keys(value).length === 0);
const DraftBody = coerce(optional(QuotePayload), noBody, () => undefined);

export const QUOTE_READERS: PermissionName[] = ['View Quotes'];

/** Quotes (seed document 2, "Quotes"): drafts priced from a product, approval by a second person, lists and search. */
export function quoteRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/quotes/:type',
      access: holders('Create Quote'),
      summary: 'Draft a quote of a kind (motor, fire, marine, general-accident, travel, life, general), numbered QT/<year>/000001',
      params: KindParams,
      query: DraftQuery,
      body: DraftBody,
      response: QuoteDetails,
      status: 201,
      errors: [404],
    },
    async (input) => {
      const kind = input.params.type as QuoteKind;
      const { quoteId } = input.query;
      if (quoteId) return { message: ACTION_COMPLETED, data: await reviseQuote(input, kind, quoteId, input.body) };
      const checked = input.body ? ({ ok: true, value: input.body } as const) : validatePayload(QuotePayload, {});
      if (!checked.ok) throw invalidInput(checked.errors);
      return { message: ACTION_COMPLETED, data: await draftQuote(input, kind, checked.value) };
    },
  );

  // One list behind three addresses: the spec's list, its client's form (/quotes/) and its search.
  const LISTS = [
    ['/quotes', 'The quotes, newest first; by status, or one client’s (clientType and client)'],
    ['/quotes/', 'The quotes, newest first; by status, or one client’s (clientType and client)'],
    ['/quotes/search', 'The quotes whose number, insured or client’s name contains searchQuery'],
  ] as const;
  for (const [url, summary] of LISTS) {
    route(
      app,
      ctx,
      { method: 'GET', url, access: holders(QUOTE_READERS), summary, query: QuoteListQuery, response: array(Quote) },
      async ({ tx, session, query }) => listQuotes(tx, session.tenantId, query, ctx.config.listExactTotal),
    );
  }

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/quote/:id',
      access: holders('View Quotes'),
      summary: 'One quote with its premium lines and who did what to it',
      params: IdParams,
      response: QuoteDetails,
      errors: [404],
      cached: true,
    },
    async ({ tx, session, params }) => ({ data: await readQuote(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/quote/:id',
      access: holders('Create Quote'),
      summary: 'New terms for a draft or rejected quote, priced again (a rejected one becomes a draft)',
      params: IdParams,
      body: QuotePayload,
      response: QuoteDetails,
      errors: [404, 409],
    },
    async (input) => ({ message: ACTION_COMPLETED, data: await editQuote(input, input.params.id, input.body) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/quote/:id/save',
      access: holders('Create Quote'),
      summary: 'Submit a draft for approval; those who may approve it are told (quote_approval_request)',
      params: IdParams,
      response: QuoteDetails,
      errors: [404, 409],
    },
    async (input) => ({ message: 'Quote sent for approval', data: await submitQuote(input, input.params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/quote/:id/approve',
      access: holders('Approve Quote'),
      summary: 'Approve or reject a quote pending approval (never one’s own); the maker is told (quote_approval_response)',
      params: IdParams,
      body: QuoteDecisionPayload,
      response: QuoteDetails,
      errors: [404, 409],
      idempotent: true,
    },
    async (input) => {
      const data = await decideQuote(input, input.params.id, input.body);
      return { message: data.status === 'approved' ? 'Quote approved' : 'Quote rejected', data };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/quote/:id/notify',
      access: holders('Create Quote'),
      summary: 'Mail the quote slip (PDF) to the client, cover starting on startDate when given; the quote is then sent',
      params: IdParams,
      query: NotifyQuery,
      response: QuoteDetails,
      errors: [404, 409, 503],
      // The mail leaves between two short transactions, never inside one.
      transaction: false,
    },
    async ({ session, params, query }) => ({
      message: 'Quotation sent to the client',
      data: await sendQuote(ctx, session.tenantId, session.userId, params.id, query),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/quote/:id/response',
      access: holders('Create Quote'),
      summary: "The client's answer to an approved or sent quote: accept or decline",
      params: IdParams,
      body: QuoteResponsePayload,
      response: QuoteDetails,
      errors: [404, 409],
    },
    async (input) => {
      const data = await recordResponse(input, input.params.id, input.body);
      return { message: data.status === 'accepted' ? 'Quote accepted' : 'Quote declined', data };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/quote/:id/invoice',
      access: holders('Create Invoice'),
      summary: 'Bill an accepted quote: one invoice (debit note) with its quote_id, once; a second call answers the same',
      params: IdParams,
      response: QuoteDetails,
      errors: [404, 409],
    },
    async (input) => ({ message: ACTION_COMPLETED, data: await convertQuote(input, input.params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/quote/:id/compare',
      access: holders('Create Quote'),
      summary: "Price a draft's risk with other insurers' products, side by side (the draft first)",
      params: IdParams,
      body: ComparePayload,
      response: QuoteComparison,
      status: 201,
      errors: [404, 409],
    },
    async (input) => ({ message: ACTION_COMPLETED, data: { quotes: await compareQuote(input, input.params.id, input.body.productIds) } }),
  );

  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/quote/:id/choose',
      access: holders('Create Quote'),
      summary: 'Keep this quote of its comparison; the others still open are not taken',
      params: IdParams,
      response: QuoteDetails,
      errors: [404, 409],
    },
    async (input) => ({ message: 'Quote chosen', data: await chooseQuote(input, input.params.id) }),
  );
}
