import { Link } from 'react-router';
import { EmailPayload } from '../../../domain/registration';
import {
  selectFailure,
  selectHasRegistrationToken,
  selectIsBusy,
  selectRegisteredEmail,
  selectRegistrationStep,
} from '../../../machines/session/session.selectors';
import { useSession, useSessionCommands } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { Alert, AuthFrame } from './auth-frame';
import { AwaitingVerification } from './awaiting-verification';

/** /resend-email-verification — a new verification link for an email address. */
export function ResendVerificationPage() {
  const step = useSession(selectRegistrationStep);
  const failure = useSession(selectFailure);
  const busy = useSession(selectIsBusy);
  const registered = useSession(selectHasRegistrationToken);
  const registeredEmail = useSession(selectRegisteredEmail);
  const { resendVerification, resendVerificationTo } = useSessionCommands();
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
      <form
        noValidate
        onSubmit={form.submit(({ email }) => resendVerificationTo(email.trim()))}
        className="space-y-4"
        aria-label="Resend verification"
      >
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
        {registered && registeredEmail && (
          <div className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            <span>
              You registered as <strong>{registeredEmail}</strong>.
            </span>
            <Button variant="secondary" busy={busy} onClick={resendVerification}>
              Send it to {registeredEmail}
            </Button>
          </div>
        )}
        <TextField label="Email address" type="email" autoComplete="email" required {...form.field('email')} />
        <Button type="submit" busy={busy}>
          Send the link
        </Button>
      </form>
    </AuthFrame>
  );
}
