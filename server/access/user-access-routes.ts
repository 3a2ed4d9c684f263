import { desc, eq } from 'drizzle-orm';
import { InviteResendPayload, SuspensionPayload } from '../../domain/registration';
import { sessionOf } from '../auth/authenticate';
import { permitted } from '../auth/authorize';
import { outbox, users } from '../db/schema';
import { conflict, invalidInput } from '../http/errors';
import { pageMeta, parsePaging } from '../http/paging';
import { parseBody } from '../http/validate';
import { disconnectSessions, endOtherSessions } from '../identity/passwords';
import { liveUser } from './access-records';
import { assertAdminRemains } from './admin-guard';
import { resendInvitation } from './invitations';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function userAccessRoutes(app: FastifyInstance, ctx: AppContext): void {
  // A suspended user's sessions end at once; restoring lets them sign in again.
  app.patch('/auth/user/:id', permitted(ctx, 'Suspend Users'), async (request) => {
    const admin = sessionOf(request);
    const { suspended } = parseBody(SuspensionPayload, request.body);
    const { user, ended } = await ctx.database.asTenant(admin.tenantId, async (tx) => {
      const user = await liveUser(tx, admin.tenantId, (request.params as { id: string }).id);
      if (user.id === admin.userId && suspended) throw conflict('You cannot suspend your own account');
      if (suspended) await assertAdminRemains(tx, admin.tenantId, { users: [user.id] });
      await tx.update(users).set({ suspended, updatedAt: new Date() }).where(eq(users.id, user.id));
      return { user, ended: suspended ? await endOtherSessions(tx, user.id, null) : [] };
    });
    disconnectSessions(ctx, ended);
    return {
      success: true,
      message: suspended ? `${user.username} is suspended` : `${user.username} can sign in again`,
      data: { user_id: user.id, suspended },
    };
  });

  // Resends the invitation of someone who has not verified their email yet.
  app.post('/auth/:userId/mail', permitted(ctx, 'Invite Users'), async (request) => {
    const admin = sessionOf(request);
    const { email, userId } = parseBody(InviteResendPayload, request.body);
    const pathId = (request.params as { userId: string }).userId;
    if (userId !== pathId) throw invalidInput([{ field: 'userId', message: 'The user in the body and in the address differ' }]);
    await resendInvitation(ctx, admin, pathId, email);
    return { success: true, message: `We sent the invitation again to ${email.trim().toLowerCase()}` };
  });

  app.get('/mailer/outbox', permitted(ctx, 'Manage Mail Settings'), async (request) => {
    const admin = sessionOf(request);
    const paging = parsePaging(request.query);
    const mine = eq(outbox.tenantId, admin.tenantId);
    const [rows, total] = await ctx.database.asTenant(admin.tenantId, (db) =>
      Promise.all([
        db.select().from(outbox).where(mine).orderBy(desc(outbox.createdAt)).limit(paging.limit).offset(paging.offset),
        db.$count(outbox, mine),
      ]),
    );
    return {
      success: true,
      data: rows.map((mail) => ({
        mail_id: mail.id,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        status: mail.status,
        error: mail.error,
        created_at: mail.createdAt.toISOString(),
        sent_at: mail.sentAt?.toISOString() ?? null,
      })),
      meta: pageMeta(paging, total),
    };
  });
}
