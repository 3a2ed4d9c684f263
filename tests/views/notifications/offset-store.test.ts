import { describe, expect, it } from 'vitest';
import { createSocketLink } from '../../../src/app/notifications/notifications-link';
import { liveToken } from '../../machines/support/session-token';
import type { KeyValueStore } from '../../../src/app/session/session-storage';

function memoryStore(): KeyValueStore {
  const memory = new Map<string, string>();
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  };
}

describe('the last-seen notification offset kept in the browser', () => {
  it('is read back for the user who stored it', () => {
    const store = memoryStore();
    const link = createSocketLink({ store, getToken: () => liveToken({ user_id: 'user-a' }) });
    expect(link.readOffset()).toBeNull();
    link.storeOffset(42);
    expect(link.readOffset()).toBe(42);
  });

  it('is not used for someone else signing in on the same browser', () => {
    const store = memoryStore();
    let token = liveToken({ user_id: 'user-a' });
    const link = createSocketLink({ store, getToken: () => token });
    link.storeOffset(42);
    token = liveToken({ user_id: 'user-b' });
    expect(link.readOffset()).toBeNull();
    link.storeOffset(7);
    expect(link.readOffset()).toBe(7);
  });

  it('is neither kept nor read without a session', () => {
    const store = memoryStore();
    const link = createSocketLink({ store, getToken: () => null });
    link.storeOffset(42);
    expect(store.getItem('socketOffset')).toBeNull();
    expect(link.readOffset()).toBeNull();
  });
});
