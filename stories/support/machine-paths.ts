import { leafOf, testModelOf, transitionPaths } from './machine-model';
import { stepWords, type WalkStep } from './machine-walk';
import type { MachineWalk } from './machine-catalogue';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { StatePath } from 'xstate/graph';

/** A path an analyst can read and replay: who starts the machine, what the path shows, and its steps. */
export interface DocumentedPath {
  entry: string;
  kind: 'state' | 'transition';
  /** 'reaches viewing.paid', or 'payment succeeds (paid): addPayment.submitting → addPayment.createPolicyPrompt'. */
  goal: string;
  steps: WalkStep[];
  /** The steps as a reader follows them. */
  words: string[];
}

type Path = StatePath<AnyMachineSnapshot, EventObject>;

/**
 * For each entry of the machine's model, the shortest path to every state a person can see and to
 * every transition, generated as the model-based tests generate theirs (one path per state, and per
 * source state, event case and target state, the shortest).
 */
export function documentedPaths({ machine, model }: MachineWalk): DocumentedPath[] {
  const caseOf = new Map(model.events.map((event, index) => [model.eventName(event), index]));
  const documented = (entry: string, kind: DocumentedPath['kind'], goal: string, path: Path): DocumentedPath => {
    const events = path.steps.slice(1).map((step) => step.event);
    return {
      entry,
      kind,
      goal,
      steps: events.map((event) => ({ example: caseOf.get(model.eventName(event)) ?? event.type })),
      words: events.map((event) => stepWords(model, event)),
    };
  };
  return Object.entries(model.entries).flatMap(([entry, input]) => {
    const graph = testModelOf<AnyMachineSnapshot, EventObject, unknown>(machine, model, input);
    const byState = new Map<string, Path>();
    for (const path of graph.getShortestPaths({ allowDuplicatePaths: true })) {
      const leaf = leafOf(path.state);
      const known = byState.get(leaf);
      if (!known || path.weight < known.weight) byState.set(leaf, path);
    }
    const byTransition = new Map<string, Path>();
    for (const [, path] of transitionPaths(graph, model.serialize, () => '')) {
      const last = path.steps.at(-1)!;
      const from = leafOf(path.steps.at(-2)!.state);
      const goal = `${stepWords(model, last.event)}: ${from} → ${leafOf(path.state)}`;
      const known = byTransition.get(goal);
      if (!known || path.weight < known.weight) byTransition.set(goal, path);
    }
    const sorted = <T>(map: Map<string, T>) => [...map].sort(([a], [b]) => a.localeCompare(b));
    return [
      ...sorted(byState).map(([leaf, path]) => documented(entry, 'state', `reaches ${leaf}`, path)),
      ...sorted(byTransition).map(([goal, path]) => documented(entry, 'transition', goal, path)),
    ];
  });
}
