import { array, object, string } from 'superstruct';
import { Suspension } from '../../domain/access';
import { OutboxMail } from '../../domain/mail';
import { InviteResendPayload, SuspensionPayload } from '../../domain/registration';
import { holders } from '../auth/authorize';
import { invalidInput } from '../http/errors';
import { pageMeta } from '../http/paging';
import { IdParams, PageQuery, pagingOf } from '../http/params';
import { route } from '../http/route';
import { listOutbox } from '../mail/outbox';
import { resendInvitation } from './invitations';
import { setSuspension } from './users';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const UserParams = object({ userId: string() });

/** An administrator's hold on users' sign-in: suspension, invitations mailed again, and the mail outbox. */
export function userAccessRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/auth/user/:id',
      access: holders('Suspend Users'),
      summary: 'Suspend a user (their sessions end at once) or let them sign in again',
      params: IdParams,
      body: SuspensionPayload,
      response: Suspension,
      errors: [404, 409],
    },
    async ({ params, body: { suspended }, ...change }) => {
      const user = await setSuspension(change, params.id, suspended);
      return {
        message: suspended ? `${user.username} is suspended` : `${user.username} can sign in again`,
        data: { user_id: user.id, suspended },
      };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/auth/:userId/mail',
      access: holders('Invite Users'),
      summary: 'Mail the invitation again to someone who has not verified their email yet',
      params: UserParams,
      body: InviteResendPayload,
      errors: [404, 406, 429],
      // The user is checked, a new temporary password hashed, then saved in a second transaction; the answer waits for the mail.
      transaction: false,
    },
    async ({ session, params, body: { email, userId } }) => {
      if (userId !== params.userId) throw invalidInput([{ field: 'userId', message: 'The user in the body and in the address differ' }]);
      await resendInvitation(ctx, session, params.userId, email);
      return { message: `We sent the invitation again to ${email.trim().toLowerCase()}`, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/mailer/outbox',
      access: holders('Manage Mail Settings'),
      summary: "The brokerage's mail as the outbox keeps it, newest first",
      query: PageQuery,
      response: array(OutboxMail),
    },
    async ({ tx, session, query }) => {
      const paging = pagingOf(query);
      const { data, total } = await listOutbox(tx, session.tenantId, paging);
      return { data, meta: pageMeta(paging, total) };
    },
  );
}
