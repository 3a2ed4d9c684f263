import { Link } from 'react-router';
import { EmailPayload } from '../../../domain/registration';
import { selectFailure, selectIsBusy, selectRegistrationStep } from '../../../machines/session/session.selectors';
import { useSession, useSessionCommands } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { Alert, AuthFrame } from './auth-frame';
import { AwaitingVerification } from './awaiting-verification';
import { useCheckedForm } from './use-checked-form';

/** /resend-email-verification — a new verification link for an email address. */
export function ResendVerificationPage() {
  const step = useSession(selectRegistrationStep);
  const failure = useSession(selectFailure);
  const busy = useSession(selectIsBusy);
  const { resendVerificationTo } = useSessionCommands();
  const form = useCheckedForm(EmailPayload, { email: '' }, failure?.fieldErrors);

  if (step === 'awaitingVerification') {
    return (
      <AuthFrame title="Check your email">
        <AwaitingVerification />
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Resend the verification email" lead="Enter the email you registered with and we will send a new link.">
      <form noValidate onSubmit={form.submit(({ email }) => resendVerificationTo(email.trim()))} className="space-y-4" aria-label="Resend verification">
        {step === 'resendFailed' && failure && (
          <Alert tone="error">
            {failure.message}
            {failure.status === 406 && (
              <>
                {' '}
                <Link to="/login" className="font-medium underline">
                  Sign in
                </Link>
              </>
            )}
          </Alert>
        )}
        <TextField label="Email address" type="email" autoComplete="email" required {...form.field('email')} />
        <Button type="submit" busy={busy}>
          Send the link
        </Button>
      </form>
    </AuthFrame>
  );
}
