import { nullable } from 'superstruct';
import { appHostnameOf, brokerAddressOfHost, PublicBrokerage } from '../../domain/broker-host';
import { anyone } from '../auth/authorize';
import { route } from '../http/route';
import { brokerageAtAddress } from './public-brokerage';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function publicTenantRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public: the landing page asks before anyone signs in. `request.host` honours X-Forwarded-Host
  // only because the app trusts its proxy (trustProxy), never on its own.
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/tenants/current',
      access: anyone('The landing page of a brokerage’s own address'),
      summary: "The brokerage whose own address this is (by host); null on the back office's own address",
      response: nullable(PublicBrokerage),
      errors: [404],
    },
    async ({ request }) => {
      const address = brokerAddressOfHost(request.host, appHostnameOf(ctx.config.publicUrl));
      return { data: address ? await brokerageAtAddress(ctx, address) : null };
    },
  );
}
