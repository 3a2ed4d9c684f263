import { describe, expect, it } from 'vitest';
import { TestModel, type AdjacencyValue, type StatePath, type TestParam, type TestPath } from 'xstate/graph';
import { createSessionHarness, type SessionHarness } from './support/session-harness';
import {
  createSessionModel,
  describePath,
  describeSession,
  describeStateAndToken,
  expectSessionRules,
  leafStateOf,
  MODEL_EVENTS,
  observableLeafStates,
  replayEvent,
  type SessionModelEvent,
  type SessionSnapshot,
} from './support/session-model';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose invoked actors stay pending until the path says how they end.
const { machine } = createSessionHarness();
const model = createSessionModel(machine);

type Path = TestPath<SessionSnapshot, SessionModelEvent>;
type Describe = (snapshot: SessionSnapshot) => unknown;

const eventsOf = (path: Pick<Path, 'steps'>) => path.steps.slice(1).map((step) => step.event);

function replayParams(harness: SessionHarness, describe: Describe): TestParam<SessionSnapshot, SessionModelEvent> {
  let lastEvent: SessionModelEvent | undefined;
  let previous: SessionSnapshot | undefined;
  const exec = async (step: { event: { type: string } }) => {
    lastEvent = step.event as SessionModelEvent;
    previous = harness.actor.getSnapshot();
    await replayEvent(harness, lastEvent);
  };
  return {
    events: Object.fromEntries(MODEL_EVENTS.map((event) => [event.type, exec])) as TestParam<SessionSnapshot, SessionModelEvent>['events'],
    states: {
      '*': (expected) => {
        const actual = harness.actor.getSnapshot();
        expect(describe(actual)).toEqual(describe(expected));
        expectSessionRules(actual, lastEvent, previous);
      },
    },
  };
}

/** Lives through a path on a fresh actor; a failure names the path it happened on. */
async function replay(
  testModel: TestModel<SessionSnapshot, SessionModelEvent, unknown>,
  path: StatePath<SessionSnapshot, SessionModelEvent>,
  describe: Describe,
) {
  const harness = createSessionHarness().start();
  try {
    await testModel.testPath(path, replayParams(harness, describe));
    expect(describe(harness.actor.getSnapshot())).toEqual(describe(path.state));
  } catch (error) {
    if (error instanceof Error) error.message = `on ${describePath(eventsOf(path))}:\n${error.message}`;
    throw error;
  } finally {
    harness.actor.stop();
  }
}

/** Paths grouped by the leaf state they end in, so a report reads state by state. */
function byLeafState<P extends { state: SessionSnapshot }>(paths: readonly P[]): [string, P[]][] {
  const groups = new Map<string, P[]>();
  for (const path of paths) groups.set(leafStateOf(path.state), [...(groups.get(leafStateOf(path.state)) ?? []), path]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

// Shortest path to every distinct session: the whole context (state, token, return address, plan size,
// failure, notice, registration token and email, broker token) tells one session from another.
const shortestPaths = model.getShortestPaths({ allowDuplicatePaths: true });

describe('session model: shortest paths', () => {
  it('covers every leaf state a person can observe, and nothing else', () => {
    const visited = new Set(shortestPaths.map((path) => leafStateOf(path.state)));
    expect([...visited].sort()).toEqual(observableLeafStates(machine));
    expect(observableLeafStates(machine)).toEqual([
      'checking',
      'exchangingSocialCode',
      'expired',
      'registration.awaitingVerification',
      'registration.failed',
      'registration.resendFailed',
      'registration.resending',
      'registration.resendingByEmail',
      'registration.submitting',
      'signedIn.active',
      'signedIn.changingPassword',
      'signedIn.checkingSubscription',
      'signedIn.passwordChangeRequired',
      'signedIn.subscriptionRequired',
      'signedOut.failed',
      'signedOut.idle',
      'signedOut.socialFailed',
      'signingIn',
      'signingOut',
      'verification.choosingBrokerUrl',
      'verification.failed',
      'verification.savingBrokerUrl',
      'verification.verified',
      'verification.verifying',
    ]);
  });

  it('reaches each actor outcome the model names', () => {
    const names = new Set(shortestPaths.map((path) => describePath(eventsOf(path))));
    const reached = (ending: string) => [...names].some((name) => name.endsWith(ending));
    for (const ending of [
      'done:restoreSession(no token, brokerToken)',
      'done:register(unverified)',
      'done:register(verified agent)',
      'done:register(verified broker)',
      'error:register',
      'done:verifyEmail(agent)',
      'done:verifyEmail(broker)',
      'error:verifyEmail',
      'done:resendVerification(notice)',
      'error:resendVerification',
      'done:resendVerificationByEmail(notice)',
      'error:resendVerificationByEmail',
      'done:saveBrokerUrl(broker)',
      'error:saveBrokerUrl',
      'done:exchangeSocialCode(social)',
      'error:exchangeSocialCode',
    ]) {
      expect(reached(ending), ending).toBe(true);
    }
  });

  it.each(byLeafState(shortestPaths).map(([leaf, paths]) => [leaf, paths.length, paths] as const))(
    'every shortest path to %s (%i) replays on a real actor',
    async (_, __, paths) => {
      for (const path of paths) await replay(model, path, describeSession);
    },
  );
});

// Simple paths (no state visited twice) over the whole machine number in the thousands once
// registration and verification join in; over the sign-in events they stay few and walk that area
// whatever led where. The transitions below walk everything else.
const SIGN_IN_EVENTS = new Set([
  'session.signIn',
  'session.signOut',
  'session.expired',
  'session.goToSignIn',
  'session.changePassword',
  'session.subscriptionChanged',
  'session.returned',
]);
const signInModel = new TestModel<SessionSnapshot, SessionModelEvent, unknown>(model.testLogic, {
  ...model.options,
  events: () =>
    MODEL_EVENTS.filter((event) => {
      if (event.type === 'xstate.done.actor.restoreSession') return !event.output.brokerToken && !event.output.registrationToken;
      return SIGN_IN_EVENTS.has(event.type) || /\.(restoreSession|signIn|checkSubscription|changePassword|signOut)$/.test(event.type);
    }),
});
const serializeStateAndToken = (snapshot: SessionSnapshot) => JSON.stringify(describeStateAndToken(snapshot));
const simplePaths = signInModel.getSimplePaths({ allowDuplicatePaths: true, serializeState: serializeStateAndToken });
const simplePathsByTarget = new Map<string, Path[]>();
for (const path of simplePaths) {
  const target = serializeStateAndToken(path.state);
  simplePathsByTarget.set(target, [...(simplePathsByTarget.get(target) ?? []), path]);
}

describe('session model: simple paths of signing in and out', () => {
  it('stay within signing in and out', () => {
    const leaves = new Set(simplePaths.map((path) => leafStateOf(path.state)));
    expect([...leaves].filter((leaf) => /^(registration|verification)\.|socialFailed|exchangingSocialCode/.test(leaf))).toEqual([]);
    expect(leaves.size).toBe(11);
  });

  it.each([...simplePathsByTarget].map(([target, paths]) => [target, paths] as const))(
    'every simple path to %s replays on a real actor',
    async (_, paths) => {
      for (const path of paths) await replay(signInModel, path, describeStateAndToken);
    },
  );
});

// Every transition, walked on its own: the shortest path to its source, then the transition. States are
// told apart by where the machine is, whose token it holds and which of failure, notice, registration
// token, registered email and broker token it holds: fine enough that every guarded branch is a
// transition of its own, coarse enough to stay about a thousand paths.
function describeHoldings(snapshot: SessionSnapshot) {
  const { failure, notice, registrationToken, registeredEmail, brokerToken } = snapshot.context;
  return {
    ...describeStateAndToken(snapshot),
    holds: {
      failure: failure !== null,
      notice: notice !== null,
      registrationToken: registrationToken !== null,
      registeredEmail: registeredEmail !== null,
      brokerToken: brokerToken !== null,
    },
  };
}
const serializeHoldings = (snapshot: SessionSnapshot) => JSON.stringify(describeHoldings(snapshot));
const holdingsModel = new TestModel<SessionSnapshot, SessionModelEvent, unknown>(model.testLogic, {
  ...model.options,
  serializeState: serializeHoldings,
});
const shortestByState = new Map(
  holdingsModel.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [serializeHoldings(path.state), path]),
);
type Vertex = AdjacencyValue<SessionSnapshot, SessionModelEvent>;
type Edge = Vertex['transitions'][keyof Vertex['transitions']];
const vertices = Object.values(holdingsModel.getAdjacencyMap()) as Vertex[];
const transitions = vertices.flatMap((vertex) =>
  (Object.values(vertex.transitions) as Edge[]).map(({ event, state }) => {
    const head = shortestByState.get(serializeHoldings(vertex.state))!;
    const path: StatePath<SessionSnapshot, SessionModelEvent> = {
      state,
      steps: [...head.steps, { state, event }],
      weight: head.weight + 1,
    };
    return [describePath([...eventsOf(head), event]), path] as const;
  }),
);

describe('session model: every transition', () => {
  it('includes the ones shortest paths cannot walk', () => {
    const names = transitions.map(([name]) => name);
    expect(names).toContain('done:restoreSession(admin) → done:checkSubscription(5) → session.returned');
    expect(names).toContain('done:restoreSession(admin) → done:checkSubscription(5) → session.subscriptionChanged');
    expect(names).toContain('done:restoreSession(no token) → session.signIn → error:signIn → session.signIn');
    expect(names).toContain('done:restoreSession(no token) → session.register → error:register → session.register');
    expect(names).toContain(
      'done:restoreSession(no token) → session.register → done:register(unverified) → ' +
        'session.resendVerification → error:resendVerification → session.dismiss',
    );
    expect(names).toContain(
      'done:restoreSession(no token, brokerToken) → session.chooseBrokerUrl → error:saveBrokerUrl → session.chooseBrokerUrl',
    );
    expect(names).toContain('done:restoreSession(no token, registrationToken) → session.resendVerification');
    for (const outcome of ['done:changePassword(renewed)', 'error:changePassword']) {
      expect(
        names.some((name) => name.endsWith(`session.changePassword → ${outcome}`)),
        outcome,
      ).toBe(true);
    }
  });

  it.each(byLeafState(transitions.map(([, path]) => path)).map(([leaf, paths]) => [leaf, paths.length, paths] as const))(
    'every transition into %s (%i) replays on a real actor',
    async (_, __, paths) => {
      for (const path of paths) await replay(holdingsModel, path, describeHoldings);
    },
  );
});
