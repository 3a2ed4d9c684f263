import { array } from 'superstruct';
import { Bank } from '../../domain/banks';
import { BrokerLogo, BrokerProfile, BrokerProfilePayload } from '../../domain/brokerage';
import { anySignedIn, holders } from '../auth/authorize';
import { route } from '../http/route';
import { readBrokerProfile, updateBrokerProfile, uploadLogo } from './broker-profile';
import { listBanks } from './premium-accounts';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const PROFILE_EDITORS = holders(['Update Broker Profile', 'Create Broker Profile']);

export function brokerRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/broker',
      access: anySignedIn('every user of a brokerage sees its profile (name and logo head the app and its documents)'),
      summary: "The brokerage's profile: name, contacts, licence numbers, address and logo",
      response: BrokerProfile,
      errors: [404],
    },
    async ({ tx, session }) => ({ data: await readBrokerProfile(tx, session.tenantId) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/broker',
      access: PROFILE_EDITORS,
      summary: "Change the brokerage's profile",
      body: BrokerProfilePayload,
      response: BrokerProfile,
      errors: [404],
    },
    async ({ tx, session, body }) => ({
      message: 'Brokerage profile updated',
      data: await updateBrokerProfile(tx, session.tenantId, body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/broker/logo',
      access: PROFILE_EDITORS,
      summary: "Replace the brokerage's logo (PNG or JPEG, at most 2MB)",
      multipart: true,
      response: BrokerLogo,
      errors: [404, 413, 415],
      // The file is stored before its transaction opens, and removed again when that fails.
      transaction: false,
    },
    async ({ session, file }) => {
      const uploaded = await uploadLogo(ctx, session, file);
      return { message: 'Logo updated', data: { ...uploaded, logo_file: uploaded.stored_name, logo_url: uploaded.url } };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/banks',
      access: anySignedIn('the list of Nigerian banks is reference data every form may offer'),
      summary: 'The Nigerian banks, and whether their account numbers carry the NUBAN check digit',
      response: array(Bank),
    },
    async ({ tx }) => ({ data: await listBanks(tx) }),
  );
}
