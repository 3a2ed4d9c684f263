import { expect } from 'vitest';
import type { EventObject, Snapshot } from 'xstate';
import type { TestParam } from 'xstate/graph';

// The paths are generated where the Diagram pages list them too.
export { eventsOf, leafOf, observableLeaves, transitionPaths } from '../../../stories/support/machine-model';

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
