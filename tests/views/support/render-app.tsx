import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router';
import { assert, instance } from 'superstruct';
import { afterEach, beforeEach } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../../machines/session/session.machine';
import { appRoutes } from '../../../src/app/router';
import { ServicesProvider } from '../../../src/app/session/session-context';
import { createSessionImplementations } from '../../../src/app/session/session-implementations';
import { STORAGE_KEYS, type KeyValueStore } from '../../../src/app/session/session-storage';
import type { ApiClient, RequestOptions } from '../../../src/api/client';
import type { NotificationsLink } from '../../../src/app/notifications/notifications-link';
import type { AppServices } from '../../../src/app/session/session-service';

export interface RecordedCall {
  path: string;
  method: string;
  body: unknown;
  query: RequestOptions<unknown>['query'];
  /** A token for one step of a flow (registration, broker address), present only when the call carries one. */
  token?: string;
}

/** Answers one path; may return the body, a promise of it, or throw an ApiFailure. */
export type Handler = (options: RequestOptions<unknown>) => unknown;

export interface StubApi extends ApiClient {
  calls: RecordedCall[];
  handlers: Record<string, Handler>;
  callsTo(path: string): RecordedCall[];
}

export const subscriptionAnswer = (users: number) => ({
  success: true,
  subscription: { users, plan: users > 0 ? 'Gold' : null },
});

export const notificationsAnswer = (unread: number) => ({
  success: true,
  data: [],
  meta: { page: 1, limit: 1, total: unread, pages: unread ? unread : 0, unread },
});

/** The back office's API as the views see it: answers per path, recorded, and checked against the expected shape. */
export function createStubApi(handlers: Record<string, Handler> = {}): StubApi {
  const api: StubApi = {
    calls: [],
    handlers: {
      '/user/subscription/status': () => subscriptionAnswer(5),
      '/notification': () => notificationsAnswer(0),
      '/auth/signout': () => ({ success: true, message: 'Signed out' }),
      ...handlers,
    },
    callsTo: (path) => api.calls.filter((call) => call.path === path),
    async request<T>(path: string, options: RequestOptions<T>): Promise<T> {
      api.calls.push({
        path,
        method: options.method ?? 'GET',
        body: options.body,
        query: options.query,
        ...(options.token ? { token: options.token } : {}),
      });
      const handler = api.handlers[path];
      if (!handler) throw new Error(`The stub API has no answer for ${path}`);
      const answer = await handler(options as RequestOptions<unknown>);
      // The real client checks every answer; a stub answer of the wrong shape is a broken test.
      assert(answer, options.response);
      return answer;
    },
    // Recorded and answered as any other call; a handler may report progress through `options.onProgress`.
    upload: (path, options) => api.request(path, options),
    // An export is answered by a Response (a body the story or test may stream), or refused as any call.
    stream: (path, options) => api.request(path, { ...options, response: instance(Response) }),
  };
  return api;
}

export interface MemoryStore extends KeyValueStore {
  entries: Map<string, string>;
}

export function createMemoryStore(initial: Record<string, string> = {}): MemoryStore {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

export interface RenderAppOptions {
  /** Where the app starts. */
  path?: string;
  /** A session token already stored, as after an earlier sign-in. */
  token?: string;
  /** Anything else already in storage, by key. */
  stored?: Record<string, string>;
  handlers?: Record<string, Handler>;
  /** Router state of the first entry, as a page that navigated here would have left it. */
  routerState?: unknown;
  /** A pretend notifications socket; without one the bell counts over HTTP only. */
  notifications?: NotificationsLink;
}

// The session actor settles its promises outside React, so its updates cannot be wrapped in act();
// Testing Library still turns act on around its own render, events and waits.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});

const running = new Set<{ stop(): void }>();
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  for (const actor of running) actor.stop();
  running.clear();
});

/** Renders the real routes with the real session machine, over a stub API and a memory store. */
export function renderApp({ path = '/', token, stored = {}, handlers = {}, routerState, notifications }: RenderAppOptions = {}) {
  const store = createMemoryStore({ ...stored, ...(token ? { [STORAGE_KEYS.sessionToken]: token } : {}) });
  const api = createStubApi(handlers);
  const session = createActor(sessionMachine.provide(createSessionImplementations(api, store, notifications)));
  session.start();
  running.add(session);
  const services: AppServices = { api, session, store };
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [routerState === undefined ? path : { ...parsePath(path), state: routerState }],
  });
  const user = userEvent.setup();
  const view = render(
    <ServicesProvider services={services}>
      <RouterProvider router={router} />
    </ServicesProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, store, api, session, router, user, location };
}
