/** Keys the spec names for browser storage. */
export const STORAGE_KEYS = {
  sessionToken: 'ibmsToken',
  registrationToken: 'regToken',
  brokerToken: 'brokerToken',
  redirectUrl: 'redirectUrl',
  passwordChangePending: 'auth_change',
  socketOffset: 'socketOffset',
  /** "Social sign-in failure stores the error." */
  socialFailure: 'socialAuthError',
} as const;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** localStorage when it can be used (private modes may refuse it), otherwise memory for this tab. */
export function browserStore(): KeyValueStore {
  try {
    const probe = '__probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    };
  }
}
