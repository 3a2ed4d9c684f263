import { isTransientState, statePath } from './leaf-states';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

/** How a transition is triggered, so views can word it for analysts. */
export type TriggerKind = 'event' | 'always' | 'actorDone' | 'actorError' | 'actorSnapshot' | 'stateDone' | 'after' | 'wildcard';

export interface TransitionDescription {
  /** Dotted path of the state that declares the transition ('' for the machine itself). */
  source: string;
  /** The event type as XState knows it: 'session.signIn', 'xstate.error.actor.signIn', '' for `always`. */
  eventType: string;
  kind: TriggerKind;
  /** The trigger as an analyst reads it: 'session.signIn', 'when signIn fails', 'always', 'after 5000 ms'. */
  trigger: string;
  guard: string | null;
  /** Dotted paths of the target states; empty when the machine stays where it is and only runs actions. */
  targets: string[];
  actions: string[];
  reenter: boolean;
}

export interface InvokeDescription {
  id: string;
  src: string;
}

export interface StateDescription {
  /** Dotted path ('' for the machine itself). */
  path: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  initial: boolean;
  /** Left in the same step it is entered: never observable (see leaf-states.ts). */
  transient: boolean;
  tags: string[];
  description: string | null;
  invokes: InvokeDescription[];
  entry: string[];
  exit: string[];
  /** Outgoing transitions, in the order XState tries them. */
  transitions: TransitionDescription[];
  children: StateDescription[];
}

export interface MachineDescription {
  id: string;
  root: StateDescription;
  /** Every state below the root, depth first. */
  states: StateDescription[];
  /** Every transition of every state, depth first. */
  transitions: TransitionDescription[];
}

type GuardLike = string | { type: string } | ((...args: never[]) => unknown);

export function describeGuard(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const higherOrder = guard as { name: string; guards?: GuardLike[]; stateValue?: unknown };
    if (higherOrder.guards) {
      const inner = higherOrder.guards.map((part) => describeGuard(part) ?? 'inline guard');
      if (higherOrder.name === 'not') return `not ${inner[0]}`;
      return inner.join(higherOrder.name === 'or' ? ' or ' : ' and ');
    }
    if ('stateValue' in higherOrder) return `in ${JSON.stringify(higherOrder.stateValue)}`;
    return higherOrder.name && higherOrder.name !== 'guard' ? higherOrder.name : 'inline guard';
  }
  if (typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') return guard.type;
  return 'inline guard';
}

interface BuiltInAction {
  type?: string;
  name?: string;
  assignment?: unknown;
  event?: unknown;
  id?: unknown;
  sendId?: unknown;
}

/** Returns null for the raise/cancel pair XState adds itself to schedule `after` transitions. */
export function describeAction(action: unknown): string | null {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && 'type' in action && typeof action.type === 'string') return action.type;
  if (typeof action !== 'function') return 'inline action';
  const builtIn = action as BuiltInAction;
  switch (builtIn.type) {
    case 'xstate.assign':
      return builtIn.assignment && typeof builtIn.assignment === 'object'
        ? `assign(${Object.keys(builtIn.assignment).join(', ')})`
        : 'assign';
    case 'xstate.raise': {
      if (typeof builtIn.id === 'string' && builtIn.id.startsWith('xstate.after.')) return null;
      const event = builtIn.event as { type?: unknown } | undefined;
      return typeof event === 'object' && typeof event?.type === 'string' ? `raise(${event.type})` : 'raise';
    }
    case 'xstate.cancel':
      if (typeof builtIn.sendId === 'string' && builtIn.sendId.startsWith('xstate.after.')) return null;
      return 'cancel';
    case 'xstate.sendTo':
      return 'sendTo';
    case 'xstate.emit':
      return 'emit';
    case 'xstate.log':
      return 'log';
    case 'xstate.spawnChild':
      return typeof builtIn.id === 'string' ? `spawnChild(${builtIn.id})` : 'spawnChild';
    case 'xstate.stopChild':
      return 'stopChild';
    case 'xstate.enqueueActions':
      return 'enqueueActions';
    default:
      // An inline arrow takes the name of the key it was written under; that says nothing to a reader.
      return builtIn.name && !['action', 'actions', 'entry', 'exit'].includes(builtIn.name) ? builtIn.name : 'inline action';
  }
}

function describeActions(actions: readonly unknown[]): string[] {
  return actions.map(describeAction).filter((name): name is string => name !== null);
}

function describeTrigger(source: AnyStateNode, eventType: string, delay: unknown): { kind: TriggerKind; trigger: string } {
  const after = 'xstate.after.';
  if (eventType === '') return { kind: 'always', trigger: 'always' };
  if (eventType === '*') return { kind: 'wildcard', trigger: 'any other event' };
  if (eventType.startsWith('xstate.done.actor.'))
    return { kind: 'actorDone', trigger: `when ${eventType.slice('xstate.done.actor.'.length)} succeeds` };
  if (eventType.startsWith('xstate.error.actor.'))
    return { kind: 'actorError', trigger: `when ${eventType.slice('xstate.error.actor.'.length)} fails` };
  if (eventType.startsWith('xstate.snapshot.'))
    return { kind: 'actorSnapshot', trigger: `when ${eventType.slice('xstate.snapshot.'.length)} reports progress` };
  if (eventType === `xstate.done.state.${source.id}`)
    return { kind: 'stateDone', trigger: `when ${statePath(source) || source.machine.id} is done` };
  if (eventType.startsWith(after)) {
    const wait = typeof delay === 'number' ? `${delay} ms` : typeof delay === 'string' ? delay : eventType.slice(after.length);
    return { kind: 'after', trigger: `after ${wait}` };
  }
  return { kind: 'event', trigger: eventType };
}

interface TransitionLike {
  eventType: string;
  guard?: unknown;
  target?: readonly AnyStateNode[] | undefined;
  actions: readonly unknown[];
  reenter: boolean;
  delay?: unknown;
}

function describeTransition(source: AnyStateNode, transition: TransitionLike): TransitionDescription {
  return {
    source: statePath(source),
    eventType: transition.eventType,
    ...describeTrigger(source, transition.eventType, transition.delay),
    guard: describeGuard(transition.guard),
    targets: (transition.target ?? []).map(statePath),
    actions: describeActions(transition.actions),
    reenter: transition.reenter,
  };
}

function describeState(node: AnyStateNode): StateDescription {
  const transitions = [...(node.transitions.values() as Iterable<TransitionLike[]>)]
    .flat()
    .map((transition) => describeTransition(node, transition));
  const always = ((node.always ?? []) as TransitionLike[]).map((transition) => describeTransition(node, transition));
  const initialOfParent = node.parent?.initial?.target ?? [];
  return {
    path: statePath(node),
    key: node.parent ? node.key : node.machine.id,
    type: node.type,
    initial: initialOfParent.includes(node),
    transient: isTransientState(node),
    tags: [...node.tags],
    description: node.description ?? null,
    invokes: node.invoke.map((invoke) => ({ id: invoke.id, src: typeof invoke.src === 'string' ? invoke.src : 'inline actor' })),
    entry: describeActions(node.entry),
    exit: describeActions(node.exit),
    transitions: [...always, ...transitions],
    children: (Object.values(node.states) as AnyStateNode[]).map(describeState),
  };
}

/** The machine's definition as plain data: states, their tags and invokes, and every transition. */
export function describeMachine(machine: AnyStateMachine): MachineDescription {
  const root = describeState(machine.root);
  const states: StateDescription[] = [];
  const collect = (state: StateDescription) => {
    for (const child of state.children) {
      states.push(child);
      collect(child);
    }
  };
  collect(root);
  return { id: machine.id, root, states, transitions: [root, ...states].flatMap((state) => state.transitions) };
}

/** Transitions that lead into a state, from anywhere in the machine. */
export function transitionsInto(description: MachineDescription, path: string): TransitionDescription[] {
  return description.transitions.filter((transition) => transition.targets.includes(path));
}

/** How a state is named to readers: its dotted path, or the machine's id for the machine itself. */
export function stateLabel(description: MachineDescription, path: string): string {
  return path === '' ? description.id : path;
}
