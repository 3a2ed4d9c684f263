import { ProfilePayload, UserDetails } from '../../domain/profile';
import { anySignedIn } from '../auth/authorize';
import { route } from '../http/route';
import { replaceOwnAvatar } from './avatars';
import { presentUser, readOwnUser, updateOwnProfile } from './profile';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** A person's own name, phone and picture; nobody edits someone else's here. */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownData = anySignedIn('a signed-in user reads and changes only their own profile');

  route(
    app,
    ctx,
    { method: 'GET', url: '/user/profile', access: ownData, summary: 'Your own user record', response: UserDetails },
    async ({ tx, session }) => ({
      data: await presentUser(tx, await readOwnUser(tx, session)),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/user/profile',
      access: ownData,
      summary: 'Change your own name and phone',
      body: ProfilePayload,
      response: UserDetails,
    },
    async ({ tx, session, body }) => ({
      message: 'Your profile has been updated',
      data: await presentUser(tx, await updateOwnProfile(tx, session, body)),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/user/avatar',
      access: ownData,
      summary: 'Replace your own picture (PNG or JPEG, at most 2MB)',
      multipart: true,
      response: UserDetails,
      errors: [413, 415],
      // The file is stored before its transaction opens, and removed again when that fails.
      transaction: false,
    },
    async ({ session, file }) => ({
      message: 'Your picture has been updated',
      data: await replaceOwnAvatar(ctx, session, file, 'avatar', presentUser),
    }),
  );
}
