import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ResetPasswordPayload } from '../../../domain/registration';
import { resetPassword } from '../../api/passwords';
import { useServices } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';
import { Alert, AuthFrame } from './auth-frame';

/** /reset-password?key=… — the link from the reset mail. */
export function ResetPasswordPage() {
  const { api } = useServices();
  const key = useSearchParams()[0].get('key') ?? '';
  const { sending, failure, send } = useSending(
    useCallback(
      (signal: AbortSignal, body: { password: string; confirmPassword: string }) => resetPassword(api, key, body, signal),
      [api, key],
    ),
  );
  const [answer, setAnswer] = useState<string | null>(null);
  const reset = async (body: { password: string; confirmPassword: string }) => {
    const sent = await send(body);
    if (sent !== undefined) setAnswer(sent);
  };
  const form = useCheckedForm(ResetPasswordPayload, { password: '', confirmPassword: '' }, failure?.fieldErrors);
  const keyProblem = failure && ['INVALID_KEY', 'KEY_USED', 'KEY_EXPIRED'].includes(failure.code ?? '');

  if (!key) {
    return (
      <AuthFrame title="Choose a new password">
        <Alert tone="error">This page needs the link from your password reset email.</Alert>
        <Link to="/forgot-password" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
          Ask for a new link
        </Link>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Choose a new password">
      {answer !== null ? (
        <div className="space-y-4">
          <Alert tone="success">{answer}</Alert>
          <Link to="/login" className="inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
            Sign in
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={form.submit((body) => void reset(body))} className="space-y-4" aria-label="Reset password">
          {failure && (
            <Alert tone="error">
              {failure.message}
              {keyProblem && (
                <>
                  {' '}
                  <Link to="/forgot-password" className="font-medium underline">
                    Ask for a new link
                  </Link>
                </>
              )}
            </Alert>
          )}
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            hint="At least 8 characters with upper- and lower-case letters, a number and a symbol"
            required
            {...form.field('password')}
          />
          <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
          <Button type="submit" busy={sending}>
            Save the new password
          </Button>
        </form>
      )}
    </AuthFrame>
  );
}
