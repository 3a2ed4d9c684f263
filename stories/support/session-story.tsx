import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { assert, instance } from 'superstruct';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { PERMISSION_CATALOGUE, startingPermissionsOf } from '../../domain/permissions';
import { SOCIAL_ATTEMPT_STORAGE_KEY, type SocialAttempt } from '../../domain/social';
import { sessionMachine, type SessionMachine } from '../../machines/session/session.machine';
import { EMPTY_SESSION } from '../../machines/session/session.setup';
import { ApiFailure } from '../../src/api/errors';
import { quietLink } from '../../src/app/notifications/notifications-link';
import { liveNotificationsMachine } from '../../src/app/notifications/notifications-provider';
import { appRoutes } from '../../src/app/router';
import { ServicesProvider } from '../../src/app/session/session-context';
import { memoryStore } from '../../src/app/session/session-storage';
import { leafStates, toStateValue } from './leaf-states';
import type { RequestFailure } from '../../domain/api';
import type { SessionClaims } from '../../domain/auth';
import type {
  PasswordChange,
  Registration,
  RegistrationReceipt,
  ResendInput,
  SessionContext,
  SignInInput,
  SocialCodeInput,
  StoredSession,
  VerificationResult,
} from '../../machines/session/session.types';
import type { ApiClient, RequestOptions } from '../../src/api/client';
import type { AppServices } from '../../src/app/session/session-service';

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

/** What the story agent holds: the agent role's permissions in a new brokerage, as GET /user/permission/:id lists them. */
const AGENT_PERMISSIONS = {
  success: true,
  data: PERMISSION_CATALOGUE.filter((permission) => startingPermissionsOf(['agent']).has(permission.value)).map((permission, index) => ({
    permission_id: index + 1,
    value: permission.value,
    area: permission.area,
    description: permission.description,
    direct: false,
    roles: ['agent'],
    groups: [],
  })),
  meta: { admin: false },
};

export const CANNED_ANSWERS: CannedAnswers = {
  '/notification': { success: true, data: [], meta: { page: 1, limit: 1, total: 3, pages: 3, unread: 3 } },
  '/user/subscription/status': { success: true, subscription: { users: 5, plan: 'Gold' } },
  [`/user/permission/${CLAIMS.agent.user_id}`]: AGENT_PERMISSIONS,
};

/** An API client that answers from `answers`, checked against the same response shapes as the real client. */
export function createStubApi(answers: CannedAnswers = CANNED_ANSWERS): ApiClient {
  const api: ApiClient = {
    upload: (path, options) => api.request(path, options),
    stream: (path, options) => api.request(path, { ...options, response: instance(Response) }),
    async request<T>(path: string, options: RequestOptions<T>): Promise<T> {
      if (!(path in answers)) throw new ApiFailure(`No canned answer for ${path} in this story`, 404, 'NOT_FOUND');
      const canned = answers[path];
      const answer: unknown = typeof canned === 'function' ? canned(options as RequestOptions<unknown>) : canned;
      assert(answer, options.response);
      return answer;
    },
  };
  return api;
}

const pending = <T,>() => new Promise<T>(() => {});

/** Side effects that never finish and never touch storage, so a story stays in the state it shows. */
export const inertSessionMachine = sessionMachine.provide({
  actors: {
    restoreSession: fromPromise<StoredSession>(() => pending()),
    signIn: fromPromise<string, SignInInput>(() => pending()),
    exchangeSocialCode: fromPromise<string, SocialCodeInput>(() => pending()),
    register: fromPromise<RegistrationReceipt, Registration>(() => pending()),
    resendVerification: fromPromise<string, ResendInput>(() => pending()),
    verifyEmail: fromPromise<VerificationResult, { key: string }>(() => pending()),
    saveBrokerUrl: fromPromise<string, { url: string; brokerToken: string }>(() => pending()),
    checkSubscription: fromPromise<number, { token: string }>(() => pending()),
    changePassword: fromPromise<string, PasswordChange>(() => pending()),
    signOut: fromPromise<void, { token: string | null }>(() => pending()),
  },
  actions: {
    storeToken: () => {},
    forgetToken: () => {},
    storeReturnTo: () => {},
    storeRegistrationToken: () => {},
    storeBrokerToken: () => {},
    storeSocialFailure: () => {},
  },
});

/** A call of the state's own kind that fails again with the state's failure, for a page that repeats it on arrival. */
export type FailingSessionActor = 'exchangeSocialCode';

function failingAgain(failure: RequestFailure | null) {
  const error = new ApiFailure(failure?.message ?? 'An error occurred', failure?.status, failure?.code, failure?.fieldErrors);
  return fromPromise<string, SocialCodeInput>(() => Promise.reject(error));
}

const SIGNED_OUT: SessionContext = EMPTY_SESSION;

/** Who registers in the stories: an agent of the brokerage, or the brokerage's own account. */
export const STORY_PEOPLE = {
  agent: 'aisha.bello@adebayopartners.ng',
  broker: 'chukwuemeka@adebayopartners.ng',
};

const failure = (message: string, status: number, code: string, fieldErrors: Record<string, string> = {}): RequestFailure => ({
  message,
  status,
  code,
  fieldErrors,
});

/** The context the machine holds in each leaf state, as its own transitions would have left it. */
export function sessionContextFor(state: string, role: SessionRole = 'admin'): SessionContext {
  const signedIn = (claims: SessionClaims): SessionContext => ({ ...SIGNED_OUT, token: fakeSessionToken(claims), claims });
  // Registered, the verification mail on its way: the registration token is kept to send it again.
  const awaiting: SessionContext = { ...SIGNED_OUT, registrationToken: 'story-registration-token', registeredEmail: STORY_PEOPLE.agent };
  // Verified as a broker: the broker token is kept for choosing the brokerage's address.
  const choosing: SessionContext = { ...SIGNED_OUT, brokerToken: 'story-broker-url-token' };
  switch (state) {
    case 'signedOut.failed':
      return {
        ...SIGNED_OUT,
        failure: { message: 'Invalid email or password', status: 401, code: 'INVALID_CREDENTIALS', fieldErrors: {} },
      };
    case 'signedOut.socialFailed':
      return { ...SIGNED_OUT, failure: failure('Google did not accept the sign-in, please try again', 400, 'SOCIAL_CODE_REJECTED') };
    case 'registration.failed':
      return {
        ...SIGNED_OUT,
        failure: failure('An account already uses this email', 409, 'CONFLICT', {
          email: 'An account already uses this email. Sign in instead.',
        }),
      };
    case 'registration.awaitingVerification':
    case 'registration.resending':
      return awaiting;
    case 'registration.resendingByEmail':
      return { ...SIGNED_OUT, registeredEmail: STORY_PEOPLE.agent };
    case 'registration.resendFailed':
      return {
        ...SIGNED_OUT,
        registeredEmail: STORY_PEOPLE.agent,
        failure: failure(`User with email ${STORY_PEOPLE.agent} has already been verified`, 406, 'ALREADY_VERIFIED'),
      };
    case 'verification.failed':
      return { ...SIGNED_OUT, failure: failure('This verification link has expired. Ask for a new one.', 410, 'KEY_EXPIRED') };
    case 'verification.choosingBrokerUrl':
    case 'verification.savingBrokerUrl':
      return { ...choosing, registeredEmail: STORY_PEOPLE.broker };
    case 'signedIn.passwordChangeRequired':
      return signedIn(sessionClaimsFor(role, { pendingPasswordChange: true }));
    case 'signedIn.checkingSubscription':
      return signedIn(sessionClaimsFor(role));
    case 'signedIn.changingPassword':
      return { ...signedIn(sessionClaimsFor(role)), subscriptionUsers: 5 };
    case 'signedIn.subscriptionRequired':
      return { ...signedIn(sessionClaimsFor(role)), subscriptionUsers: 0 };
    case 'signedIn.active':
      return { ...signedIn(sessionClaimsFor(role)), subscriptionUsers: 5 };
    case 'expired':
      // Entering `expired` forgets the token and remembers where the user was (spec: invoice details
      // come back with redirectToInvoiceDetails=true).
      return { ...SIGNED_OUT, returnTo: '/account/invoice/INV-2024-0042?redirectToInvoiceDetails=true' };
    case 'signingOut':
      // The token is kept until signing out is over: the sign-out call needs it.
      return signedIn(sessionClaimsFor(role));
    default:
      return SIGNED_OUT;
  }
}

/** The attempt this tab started before leaving for Google, as the return page checks it. */
export const STORY_SOCIAL_ATTEMPT: SocialAttempt = {
  state: 'story-attempt-7f3a',
  provider: 'google',
  mode: 'signIn',
  registerPath: '/register',
};
export const STORY_SOCIAL_RETURN_PATH = `/auth/google?code=4%2F0AeaYSHstory&state=${STORY_SOCIAL_ATTEMPT.state}`;
export const STORY_VERIFICATION_PATH = '/verify?key=3q2-7Kx_storyVerificationKey';

/** Where the story's router starts: where a person sees the state; the app's own redirects take it from there. */
export function initialPathFor(state: string): string {
  if (state === 'expired') return '/account/invoice/INV-2024-0042';
  if (state === 'exchangingSocialCode' || state === 'signedOut.socialFailed') return STORY_SOCIAL_RETURN_PATH;
  if (state.startsWith('signedOut') || state === 'signingIn') return '/login';
  if (state === 'registration.resendingByEmail' || state === 'registration.resendFailed') return '/resend-email-verification';
  if (state.startsWith('registration.')) return '/register';
  if (state === 'verification.choosingBrokerUrl' || state === 'verification.savingBrokerUrl') return '/broker-url';
  if (state.startsWith('verification.')) return STORY_VERIFICATION_PATH;
  if (state === 'signedIn.changingPassword') return '/change-password';
  return '/dashboard';
}

/**
 * A session actor sitting in `state`, resolved from the definition (never a restored snapshot). A
 * signed-in one runs the app's live notifications over `api`, without a socket.
 */
export function createSessionActorIn(
  state: string,
  context: SessionContext,
  api: ApiClient,
  failing: FailingSessionActor[] = [],
): ActorRefFrom<SessionMachine> {
  if (!leafStates(sessionMachine).includes(state)) throw new Error(`"${state}" is not a leaf state of the session machine`);
  const machine = inertSessionMachine.provide({
    actors: {
      notifications: liveNotificationsMachine(api, quietLink()),
      ...(failing.includes('exchangeSocialCode') ? { exchangeSocialCode: failingAgain(context.failure) } : {}),
    },
  });
  const resolved = machine.resolveState({
    value: toStateValue(state) as SnapshotFrom<SessionMachine>['value'],
    context,
  });
  // A resolved state has no children. A signed-in one gets its live notifications as entering the
  // state would start them: a child listed without a snapshot of its own starts afresh.
  const notifications = { src: 'notifications', snapshot: undefined, syncSnapshot: true };
  const snapshot = resolved.matches('signedIn') ? { ...resolved, children: { notifications } } : resolved;
  return createActor(machine, { snapshot: snapshot as typeof resolved });
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
  /** The social sign-in this tab started, stored before the page reads it (the return page checks its state). */
  socialAttempt?: SocialAttempt;
  /** Calls the page repeats on arrival that fail again with the state's failure, so the state is what shows. */
  failing?: FailingSessionActor[];
}

interface Mounted {
  services: AppServices;
  router: ReturnType<typeof createMemoryRouter>;
}

/** The real app, with its real routes, over a session actor in the given state and a stub API. */
export function SessionStory({
  state,
  role = 'admin',
  path,
  context,
  answers = CANNED_ANSWERS,
  socialAttempt,
  failing,
}: SessionStoryProps) {
  const [mounted, setMounted] = useState<Mounted | null>(null);
  const contextKey = JSON.stringify(context ?? {});
  const attemptKey = JSON.stringify(socialAttempt ?? null);
  const failingKey = (failing ?? []).join(',');

  useEffect(() => {
    const attempt = JSON.parse(attemptKey) as SocialAttempt | null;
    if (attempt) window.sessionStorage.setItem(SOCIAL_ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
    const api = createStubApi(answers);
    const session = createSessionActorIn(
      state,
      { ...sessionContextFor(state, role), ...(JSON.parse(contextKey) as Partial<SessionContext>) },
      api,
      failingKey ? (failingKey.split(',') as FailingSessionActor[]) : [],
    );
    session.start();
    const router = createMemoryRouter(appRoutes, { initialEntries: [path ?? initialPathFor(state)] });
    setMounted({ services: { api, session, store: memoryStore() }, router });
    return () => {
      session.stop();
      router.dispose();
    };
  }, [state, role, path, contextKey, answers, attemptKey, failingKey]);

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
