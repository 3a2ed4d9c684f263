import { useMemo } from 'react';
import { catalogueEntry, type DiagramStoryArgs, type DiagramStoryParameters, type MachineWalk } from './machine-catalogue';
import { decodeWalk, type Walk } from './machine-walk';
import { useWalk } from './use-walk';

/** Where a walk starts: the one a link carries, or the machine as the model's first entry starts it. */
export function startOf(walk: MachineWalk, walkCode: string): Walk {
  const linked = decodeWalk(walkCode);
  return linked && linked.entry in walk.model.entries ? linked : { entry: Object.keys(walk.model.entries)[0] ?? '', steps: [] };
}

/** The real view of the state a walk ends in, the machine replayed with the stories' stub actors. */
export function WalkedView({ walk, walkCode }: { walk: MachineWalk; walkCode: string }) {
  const start = useMemo(() => startOf(walk, walkCode), [walk, walkCode]);
  const { actor } = useWalk(walk.machine, walk.model, start);
  const { View } = walk;
  return actor ? <View actor={actor} /> : null;
}

/** The `render` of every Walked view story: what the Diagram page's walker shows below the drawing. */
export function renderWalkedView(args: DiagramStoryArgs, { parameters }: { parameters: Record<string, unknown> }) {
  const { walk, id } = catalogueEntry((parameters as unknown as DiagramStoryParameters).diagram);
  if (!walk) return <p>The machine {id} has no walk registered in stories/support/machine-catalogue.ts.</p>;
  return <WalkedView walk={walk} walkCode={args.walk ?? ''} />;
}
