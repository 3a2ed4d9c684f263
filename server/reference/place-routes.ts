import { array } from 'superstruct';
import { Country, CountryState, Lga } from '../../domain/places';
import { anySignedIn } from '../auth/authorize';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import { lgasOf, listCountries, statesOf } from './places';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const access = anySignedIn('Reference data for forms');

/** Countries, their states and the states' LGAs: shared by every brokerage, read-only, for address forms. */
export function referencePlaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    { method: 'GET', url: '/countries', access, summary: 'The countries, by name', response: array(Country) },
    async ({ tx }) => ({
      data: await listCountries(tx),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/countries/:id/states',
      access,
      summary: "A country's states, by name",
      params: IdParams,
      response: array(CountryState),
      errors: [404],
    },
    async ({ tx, params }) => ({ data: await statesOf(tx, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/states/:id/lgas',
      access,
      summary: "A state's local government areas, by name",
      params: IdParams,
      response: array(Lga),
      errors: [404],
    },
    async ({ tx, params }) => ({ data: await lgasOf(tx, params.id) }),
  );
}
