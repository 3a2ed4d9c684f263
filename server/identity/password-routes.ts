import { ChangePasswordPayload, EmailPayload, ResetPasswordPayload } from '../../domain/registration';
import { sessionOf } from '../auth/authenticate';
import { open, signedIn } from '../auth/authorize';
import { parseBody } from '../http/validate';
import { changePassword, requestPasswordReset, resetPassword } from './passwords';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function passwordRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/auth/forgot-password', open('Whoever forgot their password is not signed in'), async (request) => {
    const email = parseBody(EmailPayload, request.body).email.trim().toLowerCase();
    await requestPasswordReset(ctx, email);
    return { success: true, message: `If an account uses ${email}, we sent it a link to reset the password` };
  });

  app.put('/auth/reset-password', open('The mailed key is the credential'), async (request) => {
    const { password } = parseBody(ResetPasswordPayload, request.body);
    await resetPassword(ctx, (request.query as { key?: string }).key, password);
    return { success: true, message: 'Your password has been changed. Sign in with your new password.' };
  });

  app.put('/auth/change-password', signedIn(ctx, 'Everyone changes their own password'), async (request) => {
    const { currentPassword, newPassword } = parseBody(ChangePasswordPayload, request.body);
    const token = await changePassword(ctx, sessionOf(request), currentPassword, newPassword);
    return { success: true, message: 'Your password has been changed', token };
  });
}
