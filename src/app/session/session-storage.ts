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
  /** Not the spec's: the permissions last read for the signed-in user, the sidebar's first guess on the next visit. */
  rememberedGrants: 'ibmsGrants',
} as const;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A store that lasts as long as this page (stories, or a browser that refuses localStorage). */
export function memoryStore(): KeyValueStore {
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

/** localStorage when it can be used (private modes may refuse it), otherwise memory for this tab. */
export function browserStore(): KeyValueStore {
  try {
    const probe = '__probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return memoryStore();
  }
}
