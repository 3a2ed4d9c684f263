import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChangePasswordPayload } from '../../../domain/registration';
import { selectIsChecking, selectIsSignedIn, selectNeedsPasswordChange } from '../../../machines/session/session.selectors';
import { changePassword } from '../../api/passwords';
import { useServices, useSession, useSessionCommands } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toaster';
import { useCheckedForm } from '../../ui/use-checked-form';
import { useSending } from '../../ui/use-sending';
import { Alert, AuthFrame } from './auth-frame';

/** /change-password — by choice, or because a change is pending (invited users start that way). */
export function ChangePasswordPage() {
  const { api } = useServices();
  const checking = useSession(selectIsChecking);
  const signedIn = useSession(selectIsSignedIn);
  const pending = useSession(selectNeedsPasswordChange);
  const { passwordChanged } = useSessionCommands();
  const navigate = useNavigate();
  const { sending, failure, send } = useSending(
    useCallback(
      (signal: AbortSignal, body: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
        changePassword(api, body, signal),
      [api],
    ),
  );
  const form = useCheckedForm(ChangePasswordPayload, { currentPassword: '', newPassword: '', confirmPassword: '' }, failure?.fieldErrors);
  const [renewed, setRenewed] = useState<string | null>(null);
  const change = async (body: { currentPassword: string; newPassword: string; confirmPassword: string }) => {
    const token = await send(body);
    if (token !== undefined) setRenewed(token);
  };

  useEffect(() => {
    if (renewed === null) return;
    passwordChanged(renewed);
    notify.success('Your password has been changed');
    navigate('/dashboard', { replace: true });
  }, [renewed, passwordChanged, navigate]);

  if (checking) return <Loading fullPage label="Checking your session" />;
  if (!signedIn) {
    return (
      <AuthFrame title="Change your password">
        <Alert tone="info">
          Sign in first to change your password.{' '}
          <Link to="/login" state={{ from: '/change-password' }} className="font-medium underline">
            Sign in
          </Link>{' '}
          — or, if you forgot it,{' '}
          <Link to="/forgot-password" className="font-medium underline">
            reset it by email
          </Link>
          .
        </Alert>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame
      title="Change your password"
      lead={pending ? 'Choose your own password before you continue: the one you were given works only once.' : undefined}
    >
      <form noValidate onSubmit={form.submit((body) => void change(body))} className="space-y-4" aria-label="Change password">
        {failure && !failure.fieldErrors.currentPassword && <Alert tone="error">{failure.message}</Alert>}
        <TextField label="Current password" type="password" autoComplete="current-password" required {...form.field('currentPassword')} />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters with upper- and lower-case letters, a number and a symbol"
          required
          {...form.field('newPassword')}
        />
        <TextField label="Confirm new password" type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
        <Button type="submit" busy={sending}>
          Change password
        </Button>
      </form>
    </AuthFrame>
  );
}
