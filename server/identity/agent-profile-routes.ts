import { AgentProfilePayload } from '../../domain/profile';
import { sessionOf } from '../auth/authenticate';
import { signedIn } from '../auth/authorize';
import { parseBody } from '../http/validate';
import { readAgentProfile, updateAgentProfile } from './agent-profile';
import { replaceOwnAvatar } from './avatars';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** The signed-in user's own agent profile (/profile): any user may keep one, agents are the ones who do. */
export function agentProfileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownData = 'a signed-in user reads and changes only their own agent profile';

  app.get('/broker/agent', signedIn(ctx, ownData), async (request) => {
    const session = sessionOf(request);
    const data = await ctx.database.asTenant(session.tenantId, (tx) => readAgentProfile(tx, session));
    return { success: true, data };
  });

  app.put('/broker/agent', signedIn(ctx, ownData), async (request) => {
    const session = sessionOf(request);
    const payload = parseBody(AgentProfilePayload, request.body);
    const data = await ctx.database.asTenant(session.tenantId, (tx) => updateAgentProfile(tx, session, payload));
    return { success: true, message: 'Your profile has been updated', data };
  });

  app.put('/broker/agent/avatar', signedIn(ctx, ownData), async (request) => {
    const data = await replaceOwnAvatar(ctx, request, 'agent-avatar', async (_tx, user) => ({ avatar_uri: user.avatarUri! }));
    return { success: true, message: 'Your picture has been updated', data };
  });
}
