import { useCallback } from 'react';
import { Link } from 'react-router';
import { EmailPayload } from '../../../domain/registration';
import { requestPasswordReset } from '../../api/passwords';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { Alert, AuthFrame } from './auth-frame';
import { useCheckedForm } from './use-checked-form';
import { useRequest } from './use-request';

/** /forgot-password — the same answer whether or not the email has an account. */
export function ForgotPasswordPage() {
  const { api } = useServices();
  const { status, run } = useRequest(useCallback((signal: AbortSignal, email: string) => requestPasswordReset(api, email, signal), [api]));
  const form = useCheckedForm(EmailPayload, { email: '' }, status.state === 'failed' ? status.failure.fieldErrors : {});
  return (
    <AuthFrame title="Forgot your password?" lead="Enter your email and we will send you a link to choose a new password.">
      {status.state === 'done' ? (
        <div className="space-y-4">
          <Alert tone="success">{status.result}</Alert>
          <Link to="/login" className="inline-block text-sm font-medium text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={form.submit(({ email }) => void run(email.trim()))} className="space-y-4" aria-label="Forgot password">
          {status.state === 'failed' && <Alert tone="error">{status.failure.message}</Alert>}
          <TextField label="Email address" type="email" autoComplete="email" required {...form.field('email')} />
          <Button type="submit" busy={status.state === 'sending'}>
            Send the reset link
          </Button>
          <p className="text-sm">
            <Link to="/login" className="font-medium text-brand-700 hover:underline">
              Back to sign in
            </Link>
          </p>
        </form>
      )}
    </AuthFrame>
  );
}
