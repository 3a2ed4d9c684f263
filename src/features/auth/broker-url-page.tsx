import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { BrokerUrlPayload } from '../../../domain/registration';
import {
  selectFailure,
  selectIsBusy,
  selectIsChecking,
  selectIsSignedIn,
  selectVerificationStep,
} from '../../../machines/session/session.selectors';
import { useSession, useSessionCommands } from '../../app/session/session-context';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { TextField } from '../../ui/text-field';
import { useCheckedForm } from '../../ui/use-checked-form';
import { Alert, AuthFrame } from './auth-frame';

/** The brokerage's own address: acme → acme.<this host>. */
function addressPreview(address: string): string {
  const { protocol, host } = window.location;
  return `${protocol}//${address || 'your-brokerage'}.${host}`;
}

/** /broker-url — a newly verified broker chooses the brokerage's address, then is signed in. */
export function BrokerUrlPage() {
  const checking = useSession(selectIsChecking);
  const step = useSession(selectVerificationStep);
  const signedIn = useSession(selectIsSignedIn);
  const failure = useSession(selectFailure);
  const busy = useSession(selectIsBusy);
  const { chooseBrokerUrl } = useSessionCommands();
  const navigate = useNavigate();
  const form = useCheckedForm(BrokerUrlPayload, { url: '' }, failure?.fieldErrors);

  useEffect(() => {
    if (signedIn) navigate('/dashboard', { replace: true });
  }, [signedIn, navigate]);

  if (checking) return <Loading fullPage label="Checking your session" />;
  if (step !== 'choosingBrokerUrl' && step !== 'savingBrokerUrl') {
    return (
      <AuthFrame title="Choose your brokerage’s address">
        <Alert tone="info">
          This step follows the verification of a new brokerage. Open the link from your verification email, or sign in.
        </Alert>
        <Link to="/login" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </AuthFrame>
    );
  }
  const url = form.field('url');
  return (
    <AuthFrame title="Choose your brokerage’s address" lead="Your team and clients will find your back office at this address.">
      <form
        noValidate
        onSubmit={form.submit(({ url: chosen }) => chooseBrokerUrl(chosen.trim().toLowerCase()))}
        className="space-y-4"
        aria-label="Brokerage address"
      >
        {failure && !failure.fieldErrors.url && <Alert tone="error">{failure.message}</Alert>}
        <TextField
          label="Address"
          autoCapitalize="none"
          spellCheck={false}
          hint={addressPreview(url.value.trim().toLowerCase())}
          required
          {...url}
        />
        <Button type="submit" busy={busy}>
          Save address and continue
        </Button>
      </form>
    </AuthFrame>
  );
}
