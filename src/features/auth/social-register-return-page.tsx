import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { describeFailure } from '../../../domain/api';
import {
  SOCIAL_PROVIDER_LABELS,
  isSocialProvider,
  readSocialReturn,
  socialReturnPath,
  type SocialRegistrationHandoff,
  type SocialReturn,
} from '../../../domain/social';
import { exchangeRegistrationCode } from '../../api/social';
import { useServices } from '../../app/session/session-context';
import { finishSocialAttempt, returnParams, storeSocialFailure, storedSocialAttempt } from './social-attempt';
import { SocialReturnFrame } from './social-return-frame';

/**
 * /auth/{provider}/register: exchanges the code for the person's verified email and goes back to
 * the form they started from (/register or /broker-signup) with it.
 */
export function SocialRegisterReturnPage() {
  const { provider: name } = useParams();
  const provider = isSocialProvider(name) ? name : null;
  const label = provider ? SOCIAL_PROVIDER_LABELS[provider] : 'your social account';
  const location = useLocation();
  const navigate = useNavigate();
  const { api } = useServices();
  const [attempt] = useState(storedSocialAttempt);
  const [outcome] = useState<SocialReturn>(() =>
    provider
      ? readSocialReturn(returnParams(location.search), { provider, mode: 'register', attempt })
      : { ok: false, message: `There is no registration with "${String(name).slice(0, 40)}". Use Google, Facebook or LinkedIn.` },
  );
  const [failure, setFailure] = useState<string | null>(outcome.ok ? null : outcome.message);
  const started = useRef(false);
  const mounted = useRef(true);
  const registerPath = attempt?.registerPath ?? '/register';

  useEffect(() => {
    mounted.current = true;
    // A code is good for one exchange: React's development double effects must not send it twice.
    if (!started.current) {
      started.current = true;
      finishSocialAttempt();
      if (!outcome.ok || !provider) {
        if (!outcome.ok) storeSocialFailure(outcome.message);
      } else {
        const redirectUri = `${window.location.origin}${socialReturnPath(provider, 'register')}`;
        exchangeRegistrationCode(api, { provider, code: outcome.code, redirectUri }).then(
          (registration) => {
            const state: SocialRegistrationHandoff = { ...registration, provider };
            if (mounted.current) navigate(registerPath, { replace: true, state });
          },
          (error: unknown) => {
            const message = describeFailure(error).message;
            storeSocialFailure(message);
            if (mounted.current) setFailure(message);
          },
        );
      }
    }
    return () => {
      mounted.current = false;
    };
  }, [api, navigate, outcome, provider, registerPath]);

  const title = `Registering with ${label}`;
  if (failure) {
    const links = [
      { to: registerPath, label: 'Back to registration' },
      { to: '/login', label: 'Back to sign in' },
    ];
    return <SocialReturnFrame title={title} view={{ kind: 'failed', message: failure, links }} />;
  }
  return <SocialReturnFrame title={title} view={{ kind: 'working', label: `Checking your ${label} account…` }} />;
}
