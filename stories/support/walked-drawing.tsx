import { useMemo } from 'react';
import { encodeWalk } from './machine-walk';
import { MachineWalker } from './machine-walker';
import { StatechartDrawing } from './statechart-drawing';
import { useWalk, type Walking } from './use-walk';
import { ViewFrame } from './view-frame';
import { startOf } from './walked-view';
import type { MachineWalk } from './machine-catalogue';
import type { MachineDescription } from './machine-description';
import type { ReactNode } from 'react';

interface WalkedDrawingProps {
  description: MachineDescription;
  storyIds: Map<string, string>;
  walk: MachineWalk;
  /** The Diagram story's id, for the link to a walk. */
  storyId: string;
  /** A walk from the page's URL (`args=walk:…`), replayed on load. */
  walkCode: string;
  ruleOf: (guard: string) => string | undefined;
  /** What else the page shows under the view, given the walk so that it can replay paths in it. */
  children?: (walking: Walking) => ReactNode;
}

/** The drawing with the walker beside it, the current state highlighted, and the real view of that state below. */
export function WalkedDrawing({ description, storyIds, walk, storyId, walkCode, ruleOf, children }: WalkedDrawingProps) {
  const start = useMemo(() => startOf(walk, walkCode), [walkCode, walk]);
  const walking = useWalk(walk.machine, walk.model, start);
  const current = useMemo(
    () => new Set(walking.snapshot?._nodes.flatMap((node) => (node.parent ? [node.path.join('.')] : [])) ?? []),
    [walking.snapshot],
  );
  return (
    <>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(18rem,1fr)]">
        <StatechartDrawing description={description} storyIds={storyIds} current={current} />
        <MachineWalker model={walk.model} walking={walking} storyId={storyId} ruleOf={ruleOf} />
      </div>
      <section aria-label="View of the current state" className="space-y-2">
        <h2 className="text-base font-semibold">What a person sees now</h2>
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <ViewFrame diagramStoryId={storyId} walkCode={encodeWalk(walking.walk)} />
        </div>
      </section>
      {children?.(walking)}
    </>
  );
}
