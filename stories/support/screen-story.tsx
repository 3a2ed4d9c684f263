import { useEffect, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { assert, instance } from 'superstruct';
import { ApiFailure } from '../../src/api/errors';
import { appRoutes } from '../../src/app/router';
import { ServicesProvider } from '../../src/app/session/session-context';
import { memoryStore } from '../../src/app/session/session-storage';
import { Toaster } from '../../src/ui/toaster';
import { CANNED_ANSWERS, createSessionActorIn, sessionClaimsFor, sessionContextFor, type SessionRole } from './session-story';
import type { ApiClient, RequestOptions } from '../../src/api/client';
import type { AppServices } from '../../src/app/session/session-service';

/** An answer that never comes, so a story stays in its loading state. */
export const PENDING = Symbol('pending');

/** By API path: a body, PENDING, a failure to throw, or a function of the request. */
export type ScreenAnswers = Record<string, unknown>;

export const failure = (
  message: string,
  status: number | undefined = 500,
  code = 'INTERNAL_ERROR',
  fieldErrors: Record<string, string> = {},
) => new ApiFailure(message, status, code, fieldErrors);

/** An API client answering from `answers`, checked against the same response shapes as the real client. */
function stubApi(answers: ScreenAnswers): ApiClient {
  const all: ScreenAnswers = { ...CANNED_ANSWERS, ...answers };
  const api: ApiClient = {
    upload: (path, options) => api.request(path, options),
    stream: (path, options) => api.request(path, { ...options, response: instance(Response) }),
    async request<T>(path: string, options: RequestOptions<T>): Promise<T> {
      if (!(path in all)) throw new ApiFailure(`No canned answer for ${path} in this story`, 404, 'NOT_FOUND');
      const canned = all[path];
      if (canned === PENDING) return new Promise<T>(() => {});
      if (canned instanceof ApiFailure) throw canned;
      const answer: unknown =
        typeof canned === 'function' ? (canned as (o: RequestOptions<unknown>) => unknown)(options as RequestOptions<unknown>) : canned;
      // The real client checks every answer; so does the story, so its data cannot drift from the API's.
      assert(answer, options.response);
      return answer;
    },
  };
  return api;
}

export interface ScreenStoryProps {
  /** Where the app starts; the real routes and shell render it. */
  path?: string;
  /** The router's location state at the start (e.g. the product a Duplicate hands to the editor). */
  routeState?: unknown;
  /** Rendered alone instead of the app's own screen (a settings panel, a wizard at a later step). */
  children?: ReactNode;
  answers: ScreenAnswers;
  role?: SessionRole;
}

/** A screen of the signed-in app over a session in `signedIn.active` (admin unless told) and a stub API. */
export function ScreenStory({ path = '/', routeState, children, answers, role = 'admin' }: ScreenStoryProps) {
  const [mounted, setMounted] = useState<{ services: AppServices; router: ReturnType<typeof createMemoryRouter> } | null>(null);
  useEffect(() => {
    // The role's own permissions, as GET /user/permission/{id} answers them.
    const own = { [`/user/permission/${sessionClaimsFor(role).user_id}`]: { success: true, data: [], meta: { admin: role !== 'agent' } } };
    const api = stubApi({ ...own, ...answers });
    const session = createSessionActorIn('signedIn.active', sessionContextFor('signedIn.active', role), api);
    session.start();
    const routes =
      children === undefined
        ? appRoutes
        : [
            {
              path: '*',
              element: (
                <div className="p-6">
                  {children}
                  <Toaster />
                </div>
              ),
            },
          ];
    const router = createMemoryRouter(routes, {
      initialEntries: [routeState === undefined ? path : { pathname: path, state: routeState }],
    });
    setMounted({ services: { api, session, store: memoryStore() }, router });
    return () => {
      session.stop();
      router.dispose();
    };
  }, [path, routeState, children, answers, role]);

  if (!mounted) return null;
  return (
    <div className={children === undefined ? 'h-screen' : ''}>
      <ServicesProvider services={mounted.services}>
        <RouterProvider router={mounted.router} />
      </ServicesProvider>
    </div>
  );
}
