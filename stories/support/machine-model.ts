import { getStateNodes, TestModel, type AdjacencyValue, type StatePath } from 'xstate/graph';
import type { ActorLogic, AnyMachineSnapshot, AnyStateMachine, EventObject, Snapshot } from 'xstate';

/**
 * What model-based tests, the walker and the paths list share about one machine: representative
 * cases of every event (the model keeps those the current state can take), how a snapshot is told
 * apart from another, and who starts it with what input.
 */
export interface MachineModel<E extends EventObject = EventObject> {
  events: readonly E[];
  /** How the tests name an event case: 'done:loadInvoice(pending)', 'invoice.editReceipt(blank)'. */
  eventName(event: E): string;
  /** What tells two snapshots apart for the model (forms as typed, the invoice's status, the failure's code). */
  serialize(snapshot: AnyMachineSnapshot): unknown;
  /** The inputs a machine starts with, by who starts it ('a broker', 'an admin'). */
  entries: Record<string, unknown>;
  /** Keeps the graph finite where events could repeat for ever (lines stop at three); the walker does not ask. */
  keeps?(snapshot: AnyMachineSnapshot, event: E): boolean;
  /** Event types in words for analysts ('invoice.pay' → 'add payment'); others are humanized. */
  labels?: Partial<Record<string, string>>;
}

/** The events a path sends, without its starting step. */
export const eventsOf = <S extends Snapshot<unknown>, E extends EventObject>(path: Pick<StatePath<S, E>, 'steps'>): E[] =>
  path.steps.slice(1).map((step) => step.event);

/** The xstate/graph model of `machine` (as a test or a story provides it) started with `input`; a test may tell states apart coarser. */
export function testModelOf<S extends AnyMachineSnapshot, E extends EventObject, I>(
  machine: AnyStateMachine,
  model: MachineModel<E>,
  input: I,
  serialize: (snapshot: AnyMachineSnapshot) => unknown = model.serialize,
): TestModel<S, E, I> {
  return new TestModel<S, E, I>(machine as unknown as ActorLogic<S, E, I>, {
    input,
    events: () => model.events,
    filterEvents: (snapshot, event) => snapshot.can(event) && (model.keeps?.(snapshot, event) ?? true),
    serializeState: (snapshot) => JSON.stringify(serialize(snapshot)),
    serializeEvent: (event) => model.eventName(event),
  });
}

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

/**
 * The atomic or final states a snapshot is in, as dotted paths ('pendingApproval.idle'); in parallel
 * regions sorted, so one state has one name whatever order its regions were entered in.
 */
export const leafOf = (snapshot: AnyMachineSnapshot): string =>
  snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .sort()
    .join(',');
