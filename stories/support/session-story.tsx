import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { assert } from 'superstruct';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { SessionClaims } from '../../domain/auth';
import { sessionMachine, type SessionMachine } from '../../machines/session/session.machine';
import type { SessionContext, SignInInput, StoredSession } from '../../machines/session/session.types';
import type { ApiClient, RequestOptions } from '../../src/api/client';
import { ApiFailure } from '../../src/api/errors';
import { appRoutes } from '../../src/app/router';
import { ServicesProvider } from '../../src/app/session/session-context';
import type { AppServices } from '../../src/app/session/session-service';
import { leafStates, toStateValue } from './leaf-states';

export const SESSION_ROLES = ['admin', 'broker', 'agent'] as const;
export type SessionRole = (typeof SESSION_ROLES)[number];

/** 2100-01-01: far enough that the shell's expiry timer never fires during a story. */
const FAR_FUTURE = 4_102_444_800;

const TENANT = { id: 'tnt_adebayo', name: 'Adebayo & Partners Insurance Brokers', url: 'adebayo-partners' };

const CLAIMS: Record<SessionRole, SessionClaims> = {
  admin: {
    user_id: 'usr_funmilayo',
    userType: 'admin-role',
    roles: [{ id: 'role_admin', name: 'Admin' }],
    tenant: TENANT,
    username: 'Funmilayo Adebayo',
    email: 'funmilayo@adebayopartners.ng',
    sid: 'sid_story_admin',
    exp: FAR_FUTURE,
  },
  // The brokerage's own account: an admin, yet the spec hides Accounts and Remittance Mgmt from user type broker.
  broker: {
    user_id: 'usr_chukwuemeka',
    userType: 'broker',
    roles: [{ id: 'role_admin', name: 'Admin' }],
    tenant: TENANT,
    username: 'Chukwuemeka Okafor',
    email: 'chukwuemeka@adebayopartners.ng',
    sid: 'sid_story_broker',
    exp: FAR_FUTURE,
  },
  agent: {
    user_id: 'usr_aisha',
    userType: 'agent',
    roles: [{ id: 'role_agent', name: 'Agent' }],
    tenant: TENANT,
    username: 'Aisha Bello',
    email: 'aisha.bello@adebayopartners.ng',
    sid: 'sid_story_agent',
    exp: FAR_FUTURE,
  },
};

export function sessionClaimsFor(role: SessionRole, overrides: Partial<SessionClaims> = {}): SessionClaims {
  return { ...CLAIMS[role], ...overrides };
}

function base64Url(json: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(json));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned token whose payload `readSessionClaims` accepts: the browser never checks signatures. */
export function fakeSessionToken(claims: SessionClaims): string {
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.story-signature`;
}

/** Canned answers by API path; a function answers from the request. */
export type CannedAnswers = Record<string, unknown | ((options: RequestOptions<unknown>) => unknown)>;

export const CANNED_ANSWERS: CannedAnswers = {
  '/notification': { success: true, data: [], meta: { page: 1, limit: 1, total: 3, pages: 3, unread: 3 } },
  '/user/subscription/status': { success: true, subscription: { users: 5, plan: 'Gold' } },
};

/** An API client that answers from `answers`, checked against the same response shapes as the real client. */
export function createStubApi(answers: CannedAnswers = CANNED_ANSWERS): ApiClient {
  return {
    async request<T>(path: string, options: RequestOptions<T>): Promise<T> {
      if (!(path in answers)) throw new ApiFailure(`No canned answer for ${path} in this story`, 404, 'NOT_FOUND');
      const canned = answers[path];
      const answer: unknown = typeof canned === 'function' ? canned(options as RequestOptions<unknown>) : canned;
      assert(answer, options.response);
      return answer;
    },
  };
}

const pending = <T,>() => new Promise<T>(() => {});

/** Side effects that never finish and never touch storage, so a story stays in the state it shows. */
export const inertSessionMachine = sessionMachine.provide({
  actors: {
    restoreSession: fromPromise<StoredSession>(() => pending()),
    signIn: fromPromise<string, SignInInput>(() => pending()),
    checkSubscription: fromPromise<number, { token: string }>(() => pending()),
    signOut: fromPromise<void, { token: string | null }>(() => pending()),
  },
  actions: {
    storeToken: () => {},
    forgetToken: () => {},
    storeReturnTo: () => {},
  },
});

const SIGNED_OUT: SessionContext = {
  token: null,
  claims: null,
  failure: null,
  notice: null,
  returnTo: null,
  subscriptionUsers: null,
  registrationToken: null,
  registeredEmail: null,
  brokerToken: null,
};

/** The context the machine holds in each leaf state, as its own transitions would have left it. */
export function sessionContextFor(state: string, role: SessionRole = 'admin'): SessionContext {
  const signedIn = (claims: SessionClaims): SessionContext => ({ ...SIGNED_OUT, token: fakeSessionToken(claims), claims });
  switch (state) {
    case 'signedOut.failed':
      return {
        ...SIGNED_OUT,
        failure: { message: 'Invalid email or password', status: 401, code: 'INVALID_CREDENTIALS', fieldErrors: {} },
      };
    case 'signedIn.passwordChangeRequired':
      return signedIn(sessionClaimsFor(role, { pendingPasswordChange: true }));
    case 'signedIn.checkingSubscription':
      return signedIn(sessionClaimsFor(role));
    case 'signedIn.subscriptionRequired':
      return { ...signedIn(sessionClaimsFor(role)), subscriptionUsers: 0 };
    case 'signedIn.active':
      return { ...signedIn(sessionClaimsFor(role)), subscriptionUsers: 5 };
    case 'expired':
      // Entering `expired` forgets the token and remembers where the user was (spec: invoice details come back with redirectToInvoiceDetails=true).
      return { ...SIGNED_OUT, returnTo: '/account/invoice/INV-2024-0042?redirectToInvoiceDetails=true' };
    case 'signingOut':
      // The token is kept until signing out is over: the sign-out call needs it.
      return signedIn(sessionClaimsFor(role));
    default:
      return SIGNED_OUT;
  }
}

/** Where the story's router starts; the app's own redirects take it from there. */
export function initialPathFor(state: string): string {
  if (state === 'expired') return '/account/invoice/INV-2024-0042';
  if (state.startsWith('signedOut') || state === 'signingIn') return '/login';
  return '/dashboard';
}

/** A started session actor sitting in `state`, resolved from the definition (never a restored snapshot). */
export function createSessionActorIn(state: string, context: SessionContext): ActorRefFrom<SessionMachine> {
  if (!leafStates(sessionMachine).includes(state)) throw new Error(`"${state}" is not a leaf state of the session machine`);
  const snapshot = inertSessionMachine.resolveState({
    value: toStateValue(state) as SnapshotFrom<SessionMachine>['value'],
    context,
  });
  return createActor(inertSessionMachine, { snapshot });
}

export interface SessionStoryProps {
  /** A leaf state of the session machine as a dotted path. */
  state: string;
  role?: SessionRole;
  /** The address the router starts at; defaults to a sensible one for the state. */
  path?: string;
  /** Replaces parts of the context `sessionContextFor` gives the state. */
  context?: Partial<SessionContext>;
  answers?: CannedAnswers;
}

interface Mounted {
  services: AppServices;
  router: ReturnType<typeof createMemoryRouter>;
}

/** The real app, with its real routes, over a session actor in the given state and a stub API. */
export function SessionStory({ state, role = 'admin', path, context, answers = CANNED_ANSWERS }: SessionStoryProps) {
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const contextKey = JSON.stringify(context ?? {});

  useEffect(() => {
    const session = createSessionActorIn(state, { ...sessionContextFor(state, role), ...(JSON.parse(contextKey) as Partial<SessionContext>) });
    session.start();
    const router = createMemoryRouter(appRoutes, { initialEntries: [path ?? initialPathFor(state)] });
    setMounted({ services: { api: createStubApi(answers), session }, router });
    return () => {
      session.stop();
      router.dispose();
    };
  }, [state, role, path, contextKey, answers]);

  if (!mounted) return null;
  // The app fills the viewport as it does in the browser (its own #root is 100% high).
  return (
    <div className="h-screen">
      <ServicesProvider services={mounted.services}>
        <RouterProvider router={mounted.router} />
      </ServicesProvider>
    </div>
  );
}
