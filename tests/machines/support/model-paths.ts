import { getStateNodes, type AdjacencyValue, type StatePath, type TestModel } from 'xstate/graph';
import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';

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
