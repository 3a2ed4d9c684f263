import { createActor, type ActorRefFrom } from 'xstate';
import { sessionMachine, type SessionMachine } from '../../../machines/session/session.machine';
import { createApiClient, type ApiClient } from '../../api/client';
import { createSocketLink, type NotificationsLink } from '../notifications/notifications-link';
import { createSessionImplementations, currentReturnAddress } from './session-implementations';
import { browserStore, type KeyValueStore } from './session-storage';

export interface AppServices {
  api: ApiClient;
  session: ActorRefFrom<SessionMachine>;
  /** What outlives the page: the session's keys, and display hints such as the remembered permissions. */
  store: KeyValueStore;
}

export interface AppServicesOptions {
  store?: KeyValueStore;
  baseURL?: string;
  /** The live notifications' link; the browser's socket unless given. */
  notifications?: NotificationsLink;
}

/** The API client and the session actor know each other: the client reads the token and reports expiry. */
export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const store = options.store ?? browserStore();
  let session: ActorRefFrom<SessionMachine> | null = null;
  const api = createApiClient({
    baseURL: options.baseURL,
    getToken: () => session?.getSnapshot().context.token ?? null,
    onInvalidSession: () => session?.send({ type: 'session.expired', returnTo: currentReturnAddress() }),
  });
  const link = options.notifications ?? createSocketLink({ store, getToken: () => session?.getSnapshot().context.token ?? null });
  session = createActor(sessionMachine.provide(createSessionImplementations(api, store, link)));
  session.start();
  return { api, session, store };
}
