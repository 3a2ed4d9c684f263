import { ChangePasswordPayload, EmailPayload, ResetPasswordPayload } from '../../domain/registration';
import { anyone, anySignedIn } from '../auth/authorize';
import { route } from '../http/route';
import { MailedKeyQuery } from './mailed-key';
import { changePassword, requestPasswordReset, resetPassword } from './passwords';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/auth/forgot-password',
      access: anyone('Whoever forgot their password is not signed in'),
      summary: 'Mail a link to reset the password (the same answer whether or not the email has an account)',
      body: EmailPayload,
    },
    async ({ body }) => {
      const email = body.email.trim().toLowerCase();
      await requestPasswordReset(ctx, email);
      return { message: `If an account uses ${email}, we sent it a link to reset the password` };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/auth/reset-password',
      access: anyone('The mailed key is the credential'),
      summary: "Set a new password with the mailed key; the user's other sessions end",
      query: MailedKeyQuery,
      body: ResetPasswordPayload,
      errors: [409, 410],
    },
    async ({ query, body }) => {
      await resetPassword(ctx, query.key, body.password);
      return { message: 'Your password has been changed. Sign in with your new password.' };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/auth/change-password',
      access: anySignedIn('Everyone changes their own password'),
      summary: 'Change your own password; every session of yours ends, this one too, and the answer carries the token of a new one',
      body: ChangePasswordPayload,
      // The current password is checked before the new one is saved, each in its own transaction.
      transaction: false,
    },
    async ({ session, body, request }) => {
      const token = await changePassword(ctx, session, body.currentPassword, body.newPassword, {
        userAgent: request.headers['user-agent'],
        ipAddress: request.ip,
      });
      return { message: 'Your password has been changed', token };
    },
  );
}
