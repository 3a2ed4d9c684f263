import { array, object, string } from 'superstruct';
import { Currency, CurrencyPayload, currencyMessages, ExchangeRateHistory, RatePayload } from '../../domain/currencies';
import { todayInLagos } from '../../domain/today';
import { anySignedIn, holders } from '../auth/authorize';
import { IdParams, metaFor, optionalPaging, PageQuery } from '../http/params';
import { route } from '../http/route';
import { addCurrency, codeRace, deleteCurrency, listCurrencies, rateHistory, updateRate } from './currencies';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const RateParams = object({ exchangeRateId: string() });

/**
 * Currencies and their exchange rates to the naira. Everyone signed in reads them (entry forms
 * offer them, entries show their rates); keeping them needs 'Manage Currencies'.
 */
export function currencyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keepers = holders('Manage Currencies');

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounting/currencies',
      access: anySignedIn('transaction forms offer the currencies and their current rates'),
      summary: 'The currencies with their current rates to the naira',
      response: array(Currency),
    },
    async ({ tx, session }) => {
      const data = await listCurrencies(tx, session.tenantId);
      return { data, meta: metaFor(null, data.length) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/accounting/currencies',
      access: keepers,
      summary: 'Add a currency with its first rate',
      body: CurrencyPayload,
      response: Currency,
      status: 201,
      errors: [409],
    },
    async ({ tx, session: { tenantId, userId }, body }) => ({
      message: currencyMessages.added,
      data: await codeRace(body.code, () => addCurrency(tx, tenantId, userId, body, todayInLagos())),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/accounting/currencies/:id/rate',
      access: keepers,
      summary: "Set a currency's rate from today",
      params: IdParams,
      body: RatePayload,
      response: Currency,
      errors: [404, 409],
    },
    async ({ tx, session: { tenantId, userId }, params, body }) => ({
      message: currencyMessages.rateUpdated,
      data: await updateRate(tx, tenantId, params.id, userId, body, todayInLagos()),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/accounting/currencies/:id',
      access: keepers,
      summary: 'Delete an unused currency',
      params: IdParams,
      errors: [404, 409],
    },
    async ({ tx, session, params }) => ({
      message: currencyMessages.deleted(await deleteCurrency(tx, session.tenantId, params.id)),
      data: undefined,
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/accounting/exchange-rates/:exchangeRateId/history',
      access: anySignedIn('an entry in another currency links to the rates it was made at'),
      summary: "A currency's rates over time, whole unless paged",
      params: RateParams,
      query: PageQuery,
      response: ExchangeRateHistory,
      errors: [404],
    },
    async ({ tx, session, params, query }) => {
      const paging = optionalPaging(query);
      const { currency, history, total } = await rateHistory(tx, session.tenantId, params.exchangeRateId, paging);
      return { data: { currency, history }, meta: metaFor(paging, total) };
    },
  );
}
