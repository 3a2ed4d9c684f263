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

const eventsOf = (path: Path) => path.steps.slice(1).map((step) => step.event);

function replayParams(harness: SessionHarness, describe: (snapshot: SessionSnapshot) => unknown): TestParam<SessionSnapshot, SessionModelEvent> {
  let lastEvent: SessionModelEvent | undefined;
  const exec = async (step: { event: { type: string } }) => {
    lastEvent = step.event as SessionModelEvent;
    await replayEvent(harness, lastEvent);
  };
  return {
    events: Object.fromEntries(MODEL_EVENTS.map((event) => [event.type, exec])) as TestParam<SessionSnapshot, SessionModelEvent>['events'],
    states: {
      '*': (expected) => {
        const actual = harness.actor.getSnapshot();
        expect(describe(actual)).toEqual(describe(expected));
        expectSessionRules(actual, lastEvent);
      },
    },
  };
}

async function replay(path: Path, describe: (snapshot: SessionSnapshot) => unknown) {
  const harness = createSessionHarness().start();
  await path.test(replayParams(harness, describe));
  expect(describe(harness.actor.getSnapshot())).toEqual(describe(path.state));
  harness.actor.stop();
}

// Shortest path to every distinct session (state, token, return address, plan size, failure).
const shortestPaths = model.getShortestPaths({ allowDuplicatePaths: true });

// Every simple path (no state visited twice) over (state, token): walks every transition.
const serializeStateAndToken = (snapshot: SessionSnapshot) => JSON.stringify(describeStateAndToken(snapshot));
const simplePaths = model.getSimplePaths({ allowDuplicatePaths: true, serializeState: serializeStateAndToken });
const simplePathsByTarget = new Map<string, Path[]>();
for (const path of simplePaths) {
  const target = serializeStateAndToken(path.state);
  simplePathsByTarget.set(target, [...(simplePathsByTarget.get(target) ?? []), path]);
}

describe('session model: shortest paths', () => {
  it('covers every leaf state a person can observe, and nothing else', () => {
    const visited = new Set(shortestPaths.map((path) => leafStateOf(path.state)));
    expect([...visited].sort()).toEqual(observableLeafStates(machine));
    expect(observableLeafStates(machine)).toEqual([
      'checking',
      'expired',
      'signedIn.active',
      'signedIn.checkingSubscription',
      'signedIn.passwordChangeRequired',
      'signedIn.subscriptionRequired',
      'signedOut.failed',
      'signedOut.idle',
      'signingIn',
      'signingOut',
    ]);
  });

  it.each(shortestPaths.map((path) => [describePath(eventsOf(path)), path] as const))('%s', async (_, path) => {
    await replay(path, describeSession);
  });
});

describe('session model: simple paths', () => {
  it.each([...simplePathsByTarget].map(([target, paths]) => [target, paths] as const))(
    'every simple path to %s replays on a real actor',
    async (_, paths) => {
      for (const path of paths) await replay(path, describeStateAndToken);
    },
  );
});

// Simple paths never close a cycle (active → subscriptionChanged → checkingSubscription) nor take a
// self-transition (session.returned), so every transition is also walked on its own: the shortest
// path to its source, then the transition.
const coarseModel = new TestModel<SessionSnapshot, SessionModelEvent, unknown>(model.testLogic, {
  ...model.options,
  serializeState: serializeStateAndToken,
});
const shortestByState = new Map(
  coarseModel.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [serializeStateAndToken(path.state), path]),
);
type Vertex = AdjacencyValue<SessionSnapshot, SessionModelEvent>;
type Edge = Vertex['transitions'][keyof Vertex['transitions']];
const vertices = Object.values(coarseModel.getAdjacencyMap()) as Vertex[];
const transitions = vertices.flatMap((vertex) =>
  (Object.values(vertex.transitions) as Edge[]).map(({ event, state }) => {
    const head = shortestByState.get(serializeStateAndToken(vertex.state))!;
    const path: StatePath<SessionSnapshot, SessionModelEvent> = {
      state,
      steps: [...head.steps, { state, event }],
      weight: head.weight + 1,
    };
    return [describePath([...eventsOf(head), event]), path] as const;
  }),
);

describe('session model: every transition', () => {
  it('includes the ones simple paths cannot walk', () => {
    const names = transitions.map(([name]) => name);
    expect(names).toContain('done:restoreSession(admin) → done:checkSubscription(5) → session.returned');
    expect(names).toContain(
      'done:restoreSession(admin) → done:checkSubscription(5) → session.subscriptionChanged',
    );
    expect(names).toContain('done:restoreSession(expired) → session.signIn → error:signIn → session.signIn');
  });

  it.each(transitions)('%s', async (_, path) => {
    const harness = createSessionHarness().start();
    await coarseModel.testPath(path, replayParams(harness, describeStateAndToken));
    expect(describeStateAndToken(harness.actor.getSnapshot())).toEqual(describeStateAndToken(path.state));
    harness.actor.stop();
  });
});
