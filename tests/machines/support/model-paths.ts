import { expect } from 'vitest';
import { getStateNodes, type AdjacencyValue, type StatePath, type TestModel, type TestParam } from 'xstate/graph';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject, Snapshot } from 'xstate';

/** The events a path sends, without its starting step. */
export const eventsOf = <S extends Snapshot<unknown>, E extends EventObject>(path: Pick<StatePath<S, E>, 'steps'>): E[] =>
  path.steps.slice(1).map((step) => step.event);

/**
 * Every transition of a model walked on its own: the shortest path to its source state, then the
 * transition. `serialize` must be the one the model was built with; `name` labels each path.
 */
export function transitionPaths<S extends Snapshot<unknown>, E extends EventObject, I>(
  model: TestModel<S, E, I>,
  serialize: (state: S) => unknown,
  name: (events: E[]) => string,
) {
  const key = (state: S) => JSON.stringify(serialize(state));
  const shortestByState = new Map(model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [key(path.state), path]));
  type Vertex = AdjacencyValue<S, E>;
  type Edge = Vertex['transitions'][keyof Vertex['transitions']];
  return (Object.values(model.getAdjacencyMap()) as Vertex[]).flatMap((vertex) =>
    (Object.values(vertex.transitions) as Edge[]).map(({ event, state }) => {
      const head = shortestByState.get(key(vertex.state))!;
      const path: StatePath<S, E> = { state, steps: [...head.steps, { state, event }], weight: head.weight + 1 };
      return [name([...eventsOf(head), event]), path] as const;
    }),
  );
}

/** The leaf states a person can see: atomic or final ones that an unguarded `always` does not leave at once. */
export function observableLeaves(machine: AnyStateMachine): string[] {
  return getStateNodes(machine.root)
    .filter((node) => (node.type === 'atomic' || node.type === 'final') && !(node.always ?? []).some((transition) => !transition.guard))
    .map((node) => node.path.join('.'))
    .sort();
}

/** The atomic or final states a snapshot is in, as dotted paths ('pendingApproval.idle'). */
export const leafOf = (snapshot: AnyMachineSnapshot): string =>
  snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(',');

/** What a harness over controlled calls offers a replay: settle a call by its invoke id, or send an event. */
export interface Replayable<Id extends string> {
  resolve(id: Id, output: never): Promise<void>;
  reject(id: Id, error: unknown): Promise<void>;
  send(event: EventObject): void;
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** Lives one model event through a harness: a done or error event settles its call, any other is sent. */
export async function replayEvent<Id extends string>(harness: Replayable<Id>, event: EventObject): Promise<void> {
  if (event.type.startsWith(DONE))
    await harness.resolve(event.type.slice(DONE.length) as Id, (event as EventObject & { output?: never }).output!);
  else if (event.type.startsWith(ERROR))
    await harness.reject(event.type.slice(ERROR.length) as Id, (event as EventObject & { error?: unknown }).error);
  else harness.send(event);
}

/**
 * How a model path is lived through a harness: each event replayed, and in every state the
 * harness's snapshot serialized as the model's, then the machine's own rules checked.
 */
export function replayParams<S extends Snapshot<unknown>, E extends EventObject, Id extends string>(
  harness: Replayable<Id> & { state(): S },
  modelEvents: readonly E[],
  serialize: (snapshot: S) => unknown,
  expectRules: () => void,
): TestParam<S, E> {
  const exec = async (step: { event: { type: string } }) => replayEvent(harness, step.event as EventObject);
  return {
    events: Object.fromEntries(modelEvents.map((event) => [event.type, exec])) as unknown as TestParam<S, E>['events'],
    states: {
      '*': (expected) => {
        expect(serialize(harness.state())).toEqual(serialize(expected));
        expectRules();
      },
    },
  };
}
