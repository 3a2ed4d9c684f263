import {
  createActor,
  type ActorRefFrom,
  type AnyStateMachine,
  type AnyStateNode,
  type ContextFrom,
  type InputFrom,
  type StateValue,
} from 'xstate';

/** The dotted path of a state node, as stories and diagrams name it ('' for the machine itself). */
export function statePath(node: AnyStateNode): string {
  return node.path.join('.');
}

// A state left at once by an unguarded `always`, with no events, invokes or delays of its own, is never observable: it gets no story.
export function isTransientState(node: AnyStateNode): boolean {
  const leavesAtOnce = (node.always ?? []).some((transition) => !transition.guard);
  return leavesAtOnce && node.transitions.size === 0 && node.invoke.length === 0;
}

/** Every leaf state a user can be in, as dotted paths ('checking', 'signedOut.idle', 'signedIn.active'). */
export function leafStates(machine: AnyStateMachine): string[] {
  const walk = (node: AnyStateNode): string[] => {
    const children = Object.values(node.states) as AnyStateNode[];
    if (children.length > 0) return children.flatMap(walk);
    if (node.type === 'history' || isTransientState(node)) return [];
    return [statePath(node)];
  };
  return walk(machine.root);
}

/** 'signedOut.failed' → { signedOut: 'failed' }, the shape `machine.resolveState` expects. */
export function toStateValue(path: string): StateValue {
  const keys = path.split('.');
  const last = keys.pop();
  if (last === undefined || last === '') throw new Error(`Not a state path: "${path}"`);
  return keys.reduceRight<StateValue>((value, key) => ({ [key]: value }), last);
}

/** An actor of `inert` (the machine with the stories' stub actors) resolved into the leaf `state` with `context`, not yet started. */
export function resolvedActor<TMachine extends AnyStateMachine>(
  inert: TMachine,
  state: string,
  context: ContextFrom<TMachine>,
  input?: InputFrom<TMachine>,
): ActorRefFrom<TMachine> {
  if (!leafStates(inert).includes(state)) throw new Error(`"${state}" is not a leaf state of the ${inert.id} machine`);
  const snapshot = inert.resolveState({ value: toStateValue(state), context });
  return createActor(inert, { snapshot, ...(input === undefined ? {} : { input }) }) as ActorRefFrom<TMachine>;
}
