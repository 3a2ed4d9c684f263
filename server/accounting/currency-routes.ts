import { CurrencyPayload, currencyMessages, RatePayload } from '../../domain/currencies';
import { todayInLagos } from '../../domain/periods';
import { sessionOf } from '../auth/authenticate';
import { permitted, signedIn } from '../auth/authorize';
import { parseBody } from '../http/validate';
import { metaFor, optionalPaging } from '../insurers/provider-routes';
import { addCurrency, codeRace, deleteCurrency, listCurrencies, rateHistory, updateRate } from './currencies';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/**
 * Currencies and their exchange rates to the naira. Everyone signed in reads them (entry forms
 * offer them, entries show their rates); keeping them needs 'Manage Currencies'.
 */
export function currencyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

  app.get('/accounting/currencies', signedIn(ctx, 'transaction forms offer the currencies and their current rates'), async (request) => {
    const { tenantId } = sessionOf(request);
    const data = await ctx.database.asTenant(tenantId, (tx) => listCurrencies(tx, tenantId));
    return { success: true, data, meta: metaFor(null, data.length) };
  });

  app.post('/accounting/currencies', permitted(ctx, 'Manage Currencies'), async (request, reply) => {
    const { tenantId, userId } = sessionOf(request);
    const payload = parseBody(CurrencyPayload, request.body);
    const data = await codeRace(payload.code, () =>
      ctx.database.asTenant(tenantId, (tx) => addCurrency(tx, tenantId, userId, payload, todayInLagos())),
    );
    return reply.status(201).send({ success: true, message: currencyMessages.added, data });
  });

  app.put('/accounting/currencies/:id/rate', permitted(ctx, 'Manage Currencies'), async (request) => {
    const { tenantId, userId } = sessionOf(request);
    const payload = parseBody(RatePayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => updateRate(tx, tenantId, idOf(request), userId, payload, todayInLagos()));
    return { success: true, message: currencyMessages.rateUpdated, data };
  });

  app.delete('/accounting/currencies/:id', permitted(ctx, 'Manage Currencies'), async (request) => {
    const { tenantId } = sessionOf(request);
    const code = await ctx.database.asTenant(tenantId, (tx) => deleteCurrency(tx, tenantId, idOf(request)));
    return { success: true, message: currencyMessages.deleted(code) };
  });

  app.get(
    '/accounting/exchange-rates/:exchangeRateId/history',
    signedIn(ctx, 'an entry in another currency links to the rates it was made at'),
    async (request) => {
      const { tenantId } = sessionOf(request);
      const { exchangeRateId } = request.params as { exchangeRateId: string };
      const paging = optionalPaging(request.query);
      const { currency, history, total } = await ctx.database.asTenant(tenantId, (tx) => rateHistory(tx, tenantId, exchangeRateId, paging));
      return { success: true, data: { currency, history }, meta: metaFor(paging, total) };
    },
  );
}
