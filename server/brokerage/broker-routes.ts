import { BrokerProfilePayload } from '../../domain/brokerage';
import { sessionOf } from '../auth/authenticate';
import { permitted, signedIn } from '../auth/authorize';
import { storageOf } from '../files/storage';
import { checkReceivedFile, readForm, withStoredFile } from '../files/uploads';
import { parseBody } from '../http/validate';
import { readBrokerProfile, replaceLogo, updateBrokerProfile } from './broker-profile';
import { listBanks } from './premium-accounts';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const PROFILE_EDITORS = ['Update Broker Profile', 'Create Broker Profile'] as const;

export function brokerRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/broker',
    signedIn(ctx, 'every user of a brokerage sees its profile (name and logo head the app and its documents)'),
    async (request) => {
      const { tenantId } = sessionOf(request);
      return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => readBrokerProfile(tx, tenantId)) };
    },
  );

  app.put('/broker', permitted(ctx, [...PROFILE_EDITORS]), async (request) => {
    const { tenantId } = sessionOf(request);
    const payload = parseBody(BrokerProfilePayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => updateBrokerProfile(tx, tenantId, payload));
    return { success: true, message: 'Brokerage profile updated', data };
  });

  app.put('/broker/logo', permitted(ctx, [...PROFILE_EDITORS]), async (request) => {
    const session = sessionOf(request);
    const form = await readForm(request);
    const kind = checkReceivedFile(form.file, ['png', 'jpeg']);
    const { uploaded, replaced } = await withStoredFile(ctx, session, { ...form.file!, kind }, 'logo', async (tx, uploaded) => ({
      uploaded,
      replaced: await replaceLogo(tx, session.tenantId, uploaded.stored_name),
    }));
    if (replaced)
      await storageOf(ctx)
        .remove(replaced)
        .catch(() => {});
    return { success: true, message: 'Logo updated', data: { ...uploaded, logo_file: uploaded.stored_name, logo_url: uploaded.url } };
  });

  app.get('/banks', signedIn(ctx, 'the list of Nigerian banks is reference data every form may offer'), async (request) => {
    const { tenantId } = sessionOf(request);
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => listBanks(tx)) };
  });
}
