import {
  SOCIAL_ATTEMPT_STORAGE_KEY,
  isSocialProvider,
  type SocialAttempt,
  type SocialMode,
  type SocialProvider,
} from '../../../domain/social';
import { browserStore, STORAGE_KEYS } from '../../app/session/session-storage';

/** Leaving for the provider's page; a seam so view tests can watch it (jsdom cannot navigate away). */
export const browserNavigation = {
  leaveFor: (url: string) => window.location.assign(url),
};

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Remembers this tab's attempt under a fresh random state, which the provider hands back. */
export function startSocialAttempt(provider: SocialProvider, mode: SocialMode, registerPath: SocialAttempt['registerPath']): SocialAttempt {
  const attempt: SocialAttempt = { state: randomState(), provider, mode, registerPath };
  tabStorage()?.setItem(SOCIAL_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
  return attempt;
}

/** The attempt this tab started, if any; it stays stored until finishSocialAttempt. */
export function storedSocialAttempt(): SocialAttempt | null {
  try {
    const value: unknown = JSON.parse(tabStorage()?.getItem(SOCIAL_ATTEMPT_STORAGE_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const attempt = value as Partial<SocialAttempt>;
    if (typeof attempt.state !== 'string' || !isSocialProvider(attempt.provider)) return null;
    if (attempt.mode !== 'signIn' && attempt.mode !== 'register') return null;
    const registerPath = attempt.registerPath === '/broker-signup' ? '/broker-signup' : '/register';
    return { state: attempt.state, provider: attempt.provider, mode: attempt.mode, registerPath };
  } catch {
    return null;
  }
}

/** A state is good for one return only. */
export function finishSocialAttempt(): void {
  tabStorage()?.removeItem(SOCIAL_ATTEMPT_STORAGE_KEY);
}

/** "Social sign-in failure stores the error": kept where the session machine keeps its own. */
export function storeSocialFailure(message: string): void {
  browserStore().setItem(STORAGE_KEYS.socialFailure, message);
}

export function forgetSocialFailure(): void {
  browserStore().removeItem(STORAGE_KEYS.socialFailure);
}

/** The provider's answer on the return address. */
export function returnParams(search: string) {
  const params = new URLSearchParams(search);
  return {
    code: params.get('code'),
    state: params.get('state'),
    error: params.get('error'),
    errorDescription: params.get('error_description'),
  };
}
