import { ProfilePayload } from '../../domain/profile';
import { sessionOf } from '../auth/authenticate';
import { signedIn } from '../auth/authorize';
import { parseBody } from '../http/validate';
import { replaceOwnAvatar } from './avatars';
import { presentUser, readOwnUser, updateOwnProfile } from './profile';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** A person's own name, phone and picture; nobody edits someone else's here. */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownData = 'a signed-in user reads and changes only their own profile';

  app.get('/user/profile', signedIn(ctx, ownData), async (request) => {
    const session = sessionOf(request);
    const data = await ctx.database.asTenant(session.tenantId, async (tx) => presentUser(tx, await readOwnUser(tx, session)));
    return { success: true, data };
  });

  app.put('/user/profile', signedIn(ctx, ownData), async (request) => {
    const session = sessionOf(request);
    const payload = parseBody(ProfilePayload, request.body);
    const data = await ctx.database.asTenant(session.tenantId, async (tx) => presentUser(tx, await updateOwnProfile(tx, session, payload)));
    return { success: true, message: 'Your profile has been updated', data };
  });

  app.put('/user/avatar', signedIn(ctx, ownData), async (request) => {
    const data = await replaceOwnAvatar(ctx, request, 'avatar', presentUser);
    return { success: true, message: 'Your picture has been updated', data };
  });
}
