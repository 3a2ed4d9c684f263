import { AgentProfile, AgentProfilePayload, AvatarAddress } from '../../domain/profile';
import { anySignedIn } from '../auth/authorize';
import { route } from '../http/route';
import { readAgentProfile, updateAgentProfile } from './agent-profile';
import { replaceOwnAvatar } from './avatars';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** The signed-in user's own agent profile (/profile): any user may keep one, agents are the ones who do. */
export function agentProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownData = anySignedIn('a signed-in user reads and changes only their own agent profile');

  route(
    app,
    ctx,
    { method: 'GET', url: '/broker/agent', access: ownData, summary: 'Your own agent profile', response: AgentProfile },
    async ({ tx, session }) => ({
      data: await readAgentProfile(tx, session),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/broker/agent',
      access: ownData,
      summary: 'Change your own agent profile',
      body: AgentProfilePayload,
      response: AgentProfile,
    },
    async ({ tx, session, body }) => ({ message: 'Your profile has been updated', data: await updateAgentProfile(tx, session, body) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/broker/agent/avatar',
      access: ownData,
      summary: 'Replace the picture of your agent profile (PNG or JPEG, at most 2MB)',
      multipart: true,
      response: AvatarAddress,
      errors: [413, 415],
      // The file is stored before its transaction opens, and removed again when that fails.
      transaction: false,
    },
    async ({ session, file }) => ({
      message: 'Your picture has been updated',
      data: await replaceOwnAvatar(ctx, session, file, 'agent-avatar', async (_tx, user) => ({ avatar_uri: user.avatarUri! })),
    }),
  );
}
