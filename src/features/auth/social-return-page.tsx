import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { safeReturnAddress } from '../../../domain/return-address';
import { SOCIAL_PROVIDER_LABELS, isSocialProvider, readSocialReturn, socialReturnPath, type SocialProvider } from '../../../domain/social';
import {
  selectFailure,
  selectIsChecking,
  selectIsSignedIn,
  selectReturnTo,
  selectSocialFailed,
} from '../../../machines/session/session.selectors';
import { useSession, useSessionCommands } from '../../app/session/session-context';
import { finishSocialAttempt, forgetSocialFailure, returnParams, storeSocialFailure, storedSocialAttempt } from './social-attempt';
import { SocialReturnFrame } from './social-return-frame';

const BACK_TO_SIGN_IN = [{ to: '/login', label: 'Back to sign in' }];

function providerOf(pathname: string): SocialProvider | null {
  const name = /^\/auth\/([^/]+)\/?$/.exec(pathname)?.[1];
  return isSocialProvider(name) ? name : null;
}

/** Signed in: on to the address kept from before the session ran out, or to the dashboard. */
function Destination() {
  const returnTo = useSession(selectReturnTo);
  const { returned } = useSessionCommands();
  const [target] = useState(() => safeReturnAddress(returnTo) ?? '/dashboard');
  useEffect(() => {
    forgetSocialFailure();
    if (returnTo) returned();
  }, [returnTo, returned]);
  return <Navigate to={target} replace />;
}

/** /auth/google, /auth/facebook and /auth/linkedin: the provider sends the person back here with a code. */
export function SocialReturnPage() {
  const location = useLocation();
  const provider = providerOf(location.pathname);
  const label = provider ? SOCIAL_PROVIDER_LABELS[provider] : 'your social account';
  const checking = useSession(selectIsChecking);
  const signedIn = useSession(selectIsSignedIn);
  const socialFailed = useSession(selectSocialFailed);
  const failure = useSession(selectFailure);
  const { socialReturned } = useSessionCommands();
  // Read once: the stored attempt is used up below, and a re-render must not read it again.
  const [outcome] = useState(() =>
    provider
      ? readSocialReturn(returnParams(location.search), { provider, mode: 'signIn', attempt: storedSocialAttempt() })
      : { ok: false as const, message: 'This sign-in address is not known.' },
  );
  const [sent, setSent] = useState(false);
  const sending = useRef(false);

  useEffect(() => {
    if (!outcome.ok) {
      finishSocialAttempt();
      storeSocialFailure(outcome.message);
      return;
    }
    // The session is restored first; someone already signed in simply goes on.
    if (checking || signedIn || sending.current || !provider) return;
    sending.current = true;
    finishSocialAttempt();
    socialReturned(provider, outcome.code, `${window.location.origin}${socialReturnPath(provider, 'signIn')}`);
    setSent(true);
  }, [outcome, checking, signedIn, provider, socialReturned]);

  const title = `Signing in with ${label}`;
  if (!outcome.ok) return <SocialReturnFrame title={title} view={{ kind: 'failed', message: outcome.message, links: BACK_TO_SIGN_IN }} />;
  if (signedIn) return <Destination />;
  if (sent && socialFailed) {
    const message = failure?.message ?? `${label} could not sign you in. Please try again.`;
    return <SocialReturnFrame title={title} view={{ kind: 'failed', message, links: BACK_TO_SIGN_IN }} />;
  }
  return <SocialReturnFrame title={title} view={{ kind: 'working', label: `Checking your ${label} account…` }} />;
}
