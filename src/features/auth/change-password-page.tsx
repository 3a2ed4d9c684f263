import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { ChangePasswordPayload } from '../../../domain/registration';
import {
  selectClaims,
  selectFailure,
  selectIsChangingPassword,
  selectIsChecking,
  selectIsSignedIn,
  selectPasswordChanged,
} from '../../../machines/session/session.selectors';
import { PASSWORD_CHANGED_NOTICE } from '../../../machines/session/session.setup';
import { useSession, useSessionCommands } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { TextField } from '../../ui/text-field';
import { notify } from '../../ui/toaster';
import { useCheckedForm } from '../../ui/use-checked-form';
import { Alert, AuthFrame } from './auth-frame';

/**
 * /change-password — by choice, or because a change is pending (invited users start that way). The
 * session machine sends the change and carries on with the new session's token.
 */
export function ChangePasswordPage() {
  const checking = useSession(selectIsChecking);
  const signedIn = useSession(selectIsSignedIn);
  const pending = useSession(selectClaims)?.pendingPasswordChange === true;
  const changing = useSession(selectIsChangingPassword);
  const changed = useSession(selectPasswordChanged);
  const failure = useSession(selectFailure);
  const { changePassword, dismiss } = useSessionCommands();
  const navigate = useNavigate();
  const form = useCheckedForm(ChangePasswordPayload, { currentPassword: '', newPassword: '', confirmPassword: '' }, failure?.fieldErrors);

  useEffect(() => {
    if (!changed) return;
    notify.success(PASSWORD_CHANGED_NOTICE);
    dismiss();
    navigate('/dashboard', { replace: true });
  }, [changed, dismiss, navigate]);

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
      <form noValidate onSubmit={form.submit(changePassword)} className="space-y-4" aria-label="Change password">
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
        <Button type="submit" busy={changing}>
          Change password
        </Button>
      </form>
    </AuthFrame>
  );
}
