import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { buildAuthorizeUrl, socialReturnPath, type SocialMode, type SocialProvider, type SocialProviderInfo } from '../../../domain/social';
import { fetchProviders } from '../../api/social';
import { useServices } from '../../app/session/session-context';
import { browserNavigation, startSocialAttempt } from './social-attempt';

const MARKS: Record<SocialProvider, { letter: string; className: string }> = {
  google: { letter: 'G', className: 'bg-white text-[#4285F4] ring-1 ring-slate-200' },
  facebook: { letter: 'f', className: 'bg-[#1877F2] text-white' },
  linkedin: { letter: 'in', className: 'bg-[#0A66C2] text-white' },
};

function ProviderMark({ provider }: { provider: SocialProvider }) {
  const mark = MARKS[provider];
  return (
    <span aria-hidden="true" className={`grid size-5 place-items-center rounded text-xs font-bold ${mark.className}`}>
      {mark.letter}
    </span>
  );
}

/**
 * "Continue with Google" and friends, for the providers this back office is configured for only.
 * Each leaves for the provider's consent page; the provider comes back to /auth/{provider}
 * (sign-in) or /auth/{provider}/register (registration) with a code.
 */
export function SocialButtons({ mode, registerPath }: { mode: SocialMode; registerPath?: '/register' | '/broker-signup' }) {
  const { api } = useServices();
  const location = useLocation();
  const [providers, setProviders] = useState<SocialProviderInfo[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    // Social sign-in is optional: when the list cannot be read, the buttons simply stay away.
    fetchProviders(api, controller.signal).then(setProviders, () => setProviders([]));
    return () => controller.abort();
  }, [api]);

  if (providers.length === 0) return null;

  const from = registerPath ?? (location.pathname === '/broker-signup' ? '/broker-signup' : '/register');
  const leave = (info: SocialProviderInfo) => {
    const attempt = startSocialAttempt(info.provider, mode, from);
    const redirectUri = `${window.location.origin}${socialReturnPath(info.provider, mode)}`;
    browserNavigation.leaveFor(buildAuthorizeUrl({ ...info, redirect_uri: redirectUri, state: attempt.state }));
  };

  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <ul className="mt-4 flex flex-col gap-2" aria-label={mode === 'register' ? 'Register with' : 'Sign in with'}>
        {providers.map((info) => (
          <li key={info.provider}>
            <button
              type="button"
              onClick={() => leave(info)}
              className="inline-flex w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
            >
              <ProviderMark provider={info.provider} />
              Continue with {info.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
