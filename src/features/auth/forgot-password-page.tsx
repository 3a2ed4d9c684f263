import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { EmailPayload } from '../../../domain/registration';
import { requestPasswordReset } from '../../api/passwords';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';
import { Alert, AuthFrame } from './auth-frame';

/** /forgot-password — the same answer whether or not the email has an account. */
export function ForgotPasswordPage() {
  const { api } = useServices();
  const { sending, failure, send } = useSending(
    useCallback((signal: AbortSignal, email: string) => requestPasswordReset(api, email, signal), [api]),
  );
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useCheckedForm(EmailPayload, { email: '' }, failure?.fieldErrors);
  const request = async (email: string) => {
    const sent = await send(email);
    if (sent !== undefined) setAnswer(sent);
  };
  return (
    <AuthFrame title="Forgot your password?" lead="Enter your email and we will send you a link to choose a new password.">
      {answer !== null ? (
        <div className="space-y-4">
          <Alert tone="success">{answer}</Alert>
          <Link to="/login" className="inline-block text-sm font-medium text-brand-700 hover:underline">
            Back to sign in
          </Link>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={form.submit(({ email }) => void request(email.trim()))}
          className="space-y-4"
          aria-label="Forgot password"
        >
          {failure && <Alert tone="error">{failure.message}</Alert>}
          <TextField label="Email address" type="email" autoComplete="email" required {...form.field('email')} />
          <Button type="submit" busy={sending}>
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
