import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { selectFailure, selectIsChecking, selectIsSignedIn, selectVerificationStep } from '../../../machines/session/session.selectors';
import { useSession, useSessionCommands } from '../../app/session/session-context';
import { Loading } from '../../ui/loading';
import { Alert, AuthFrame } from './auth-frame';

/** /verify?key=… — the link from the verification mail. */
export function VerifyPage() {
  const [params] = useSearchParams();
  const key = params.get('key') ?? '';
  const checking = useSession(selectIsChecking);
  const signedIn = useSession(selectIsSignedIn);
  const step = useSession(selectVerificationStep);
  const failure = useSession(selectFailure);
  const { verify } = useSessionCommands();
  const navigate = useNavigate();
  const sent = useRef(false);

  useEffect(() => {
    if (checking || sent.current || !key || signedIn) return;
    sent.current = true;
    verify(key);
  }, [checking, key, signedIn, verify]);

  useEffect(() => {
    if (step === 'choosingBrokerUrl') navigate('/broker-url', { replace: true });
  }, [step, navigate]);

  if (!key) {
    return (
      <AuthFrame title="Verify your email">
        <Alert tone="error">This page needs the link from your verification email. Open the link in the mail, or ask for a new one.</Alert>
        <Link to="/resend-email-verification" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
          Send me a new link
        </Link>
      </AuthFrame>
    );
  }
  if (signedIn) {
    return (
      <AuthFrame title="Verify your email">
        <Alert tone="info">You are signed in already. Sign out first to verify another account.</Alert>
        <Link to="/dashboard" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
          Go to the dashboard
        </Link>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title="Verify your email">
      {step === 'verified' ? (
        <div className="space-y-4">
          <Alert tone="success">Your email is verified. You can sign in now.</Alert>
          <Link to="/login" className="inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
            Sign in
          </Link>
        </div>
      ) : step === 'failed' ? (
        <div className="space-y-4">
          <Alert tone="error">{failure?.message ?? 'This verification link did not work.'}</Alert>
          <Link to="/resend-email-verification" className="inline-block text-sm font-medium text-brand-700 hover:underline">
            Send me a new link
          </Link>
        </div>
      ) : (
        <Loading label="Verifying your email" />
      )}
    </AuthFrame>
  );
}
