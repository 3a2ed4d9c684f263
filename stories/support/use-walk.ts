import { useCallback, useEffect, useState } from 'react';
import { createActor, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { eventOf, type Walk, type WalkStep } from './machine-walk';
import type { MachineModel } from './machine-model';

export interface Walking {
  actor: AnyActorRef | null;
  snapshot: AnyMachineSnapshot | null;
  /** Who started the walk and every step sent since, the link's content. */
  walk: Walk;
  send(step: WalkStep): void;
  /** Starts the machine again and replays `walk`: a link, a listed path, one step back. */
  replay(walk: Walk): void;
}

/** The real machine (with the stories' stub actors) started for an entry of its model, with the steps walked on it. */
export function useWalk(machine: AnyStateMachine, model: MachineModel, start: Walk): Walking {
  const [origin, setOrigin] = useState(start);
  const [steps, setSteps] = useState<WalkStep[]>(start.steps);
  const [actor, setActor] = useState<AnyActorRef | null>(null);
  const [snapshot, setSnapshot] = useState<AnyMachineSnapshot | null>(null);

  useEffect(() => {
    const created = createActor(machine, { input: model.entries[origin.entry] });
    const subscription = created.subscribe((next) => setSnapshot(next as AnyMachineSnapshot));
    created.start();
    for (const step of origin.steps) created.send(eventOf(model, step));
    setSnapshot(created.getSnapshot() as AnyMachineSnapshot);
    setSteps(origin.steps);
    setActor(created);
    return () => {
      subscription.unsubscribe();
      created.stop();
    };
  }, [machine, model, origin]);

  const send = useCallback(
    (step: WalkStep) => {
      if (!actor) return;
      setSteps((walked) => [...walked, step]);
      actor.send(eventOf(model, step));
    },
    [actor, model],
  );

  return { actor, snapshot, walk: { entry: origin.entry, steps }, send, replay: setOrigin };
}
