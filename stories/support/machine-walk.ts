import { describeGuard } from './machine-description';
import type { MachineModel } from './machine-model';
import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';

/** One step of a walk: an event case of the machine's model, with the fields a person changed. */
export interface WalkStep {
  /** The index of an event case in the model, or an event type the model has no case of (a delay). */
  example: number | string;
  fields?: Record<string, string>;
}

/** A walk through a machine: who started it (an entry of the model) and the events sent since. */
export interface Walk {
  entry: string;
  steps: WalkStep[];
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .toLowerCase()
    .trim();

/** An event type as an analyst reads it: the model's label, else 'invoice.remitPremium' → 'remit premium'. */
export function eventWords(type: string, labels: MachineModel['labels'] = {}): string {
  const label = labels[type];
  if (label) return label;
  if (type.startsWith(DONE)) return `${words(type.slice(DONE.length))} succeeds`;
  if (type.startsWith(ERROR)) return `${words(type.slice(ERROR.length))} fails`;
  if (type.startsWith('xstate.after.')) return `after ${type.slice('xstate.after.'.length).split('.')[0]} ms`;
  const namespaced = type.split('.');
  return words(namespaced.length > 1 ? namespaced.slice(1).join('.') : type);
}

/** The part of a test's event name after the type: 'done:loadInvoice(pending)' → 'pending'. */
export function eventDetail(name: string): string {
  const open = name.indexOf('(');
  return open >= 0 && name.endsWith(')') ? name.slice(open + 1, -1) : '';
}

/** A step as a reader follows it: 'load invoice succeeds (pending)'. */
export function stepWords<E extends EventObject>(model: MachineModel<E>, event: E): string {
  const detail = eventDetail(model.eventName(event));
  return detail ? `${eventWords(event.type, model.labels)} (${detail})` : eventWords(event.type, model.labels);
}

/** The fields of an event case a person may change in the walker: its text fields. */
export function textFields(event: EventObject): string[] {
  return Object.entries(event)
    .filter(([key, value]) => key !== 'type' && typeof value === 'string')
    .map(([key]) => key);
}

export function eventOf<E extends EventObject>(model: MachineModel<E>, step: WalkStep): E {
  const example = typeof step.example === 'string' ? ({ type: step.example } as E) : model.events[step.example];
  if (!example) throw new Error(`The model has no event case ${step.example}`);
  return { ...example, ...step.fields };
}

type GuardLike = string | { type: string; params?: unknown } | ((...args: never[]) => unknown);
interface HigherOrderGuard {
  (...args: never[]): unknown;
  check: (snapshot: AnyMachineSnapshot, args: { context: unknown; event: EventObject }, guard: unknown) => boolean;
  guards?: GuardLike[];
}

/** Whether a guard holds, as XState decides it (named, parameterised, inline, and/or/not). */
function holds(guard: GuardLike, snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const args = { context: snapshot.context as unknown, event };
  if (typeof guard === 'function') {
    const higher = guard as HigherOrderGuard;
    return 'check' in higher ? higher.check(snapshot, args, higher) : Boolean((guard as (...a: unknown[]) => unknown)(args, undefined));
  }
  const type = typeof guard === 'string' ? guard : guard.type;
  const implementation = snapshot.machine.implementations.guards[type] as GuardLike | undefined;
  if (!implementation) throw new Error(`Guard "${type}" is not implemented`);
  if (typeof implementation !== 'function') return holds(implementation, snapshot, event);
  const raw = typeof guard === 'string' ? undefined : guard.params;
  const params: unknown = typeof raw === 'function' ? (raw as (a: typeof args) => unknown)(args) : raw;
  return Boolean((implementation as (...a: unknown[]) => unknown)(args, params));
}

/** The guard that failed: for `and`, the first part that fails; otherwise the guard as the drawing names it. */
function failingPart(guard: GuardLike, snapshot: AnyMachineSnapshot, event: EventObject): string {
  const parts = typeof guard === 'function' ? (guard as HigherOrderGuard).guards : undefined;
  if (parts && (guard as { name?: string }).name === 'and') {
    const failing = parts.find((part) => !holds(part, snapshot, event));
    if (failing) return failingPart(failing, snapshot, event);
  }
  return describeGuard(guard) ?? 'inline guard';
}

/** The name of a guard's own rule: 'noProblems' for `{ type: 'noProblems', params }`, '' for compound or inline ones. */
export function guardKey(described: string): string {
  return /^[A-Za-z0-9_]+$/.test(described) ? described : '';
}

/**
 * Why the current state does not take `event`: the first guard that fails among the transitions
 * the state (or one of its ancestors) declares for it, in the order XState tries them.
 */
export function blockingGuard(snapshot: AnyMachineSnapshot, event: EventObject): string | null {
  if (snapshot.can(event)) return null;
  const nodes = [...(snapshot._nodes as AnyStateNode[])].reverse();
  for (const node of nodes) {
    for (const transition of node.transitions.get(event.type) ?? []) {
      const guard = transition.guard as GuardLike | undefined;
      if (guard && !holds(guard, snapshot, event)) return failingPart(guard, snapshot, event);
    }
  }
  return null;
}

/** The event types the current state declares (on itself or an ancestor), each with the model's cases of it. */
export function declaredEvents<E extends EventObject>(snapshot: AnyMachineSnapshot, model: MachineModel<E>) {
  // A child's snapshot events (`xstate.snapshot.<id>`) come from the child itself, never from a person.
  const types = [...new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.ownEvents))].filter(
    (type) => type !== '*' && !type.startsWith('xstate.snapshot.'),
  );
  return types.map((type) => ({
    type,
    examples: model.events.flatMap((event, index) => (event.type === type ? [index] : [])),
  }));
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (code: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(code.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)));

/** A walk as Storybook's URL args accept a value (letters, digits, '-' and '_' only). */
export function encodeWalk(walk: Walk): string {
  return toBase64Url(JSON.stringify([walk.entry, walk.steps.map((step) => (step.fields ? [step.example, step.fields] : [step.example]))]));
}

export function decodeWalk(code: string): Walk | null {
  try {
    const [entry, steps] = JSON.parse(fromBase64Url(code)) as [string, [number | string, Record<string, string>?][]];
    return { entry, steps: steps.map(([example, fields]) => (fields ? { example, fields } : { example })) };
  } catch {
    return null;
  }
}
