import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type MachineDescription } from './machine-description';
import { openStory } from './open-story';
import { pageButton } from './page-controls';
import { layoutStatechart, type StatechartLayout } from './statechart-layout';
import { ArrowShape, StateShape } from './statechart-shapes';
import { useDrawingView } from './use-drawing-view';

interface DrawingProps {
  description: MachineDescription;
  /** The story of each state, by dotted path: clicking a state opens it. */
  storyIds?: Map<string, string>;
  onOpenStory?: (storyId: string) => void;
  /** The states a walk has the machine in now, by dotted path: drawn highlighted. */
  current?: ReadonlySet<string>;
}

const MARGIN = 8;

function StatechartCanvas({ description, layout, storyIds, onOpenStory, current }: Required<DrawingProps> & { layout: StatechartLayout }) {
  const svg = useRef<SVGSVGElement>(null);
  const marker = `arrowhead-${useId().replace(/:/g, '')}`;
  const whole = useMemo(() => ({ x: -MARGIN, y: -MARGIN, width: layout.width + 2 * MARGIN, height: layout.height + 2 * MARGIN }), [layout]);
  const { view, zoomIn, zoomOut, fit, panHandlers } = useDrawingView(svg, whole);
  return (
    <div className="space-y-2">
      <div role="toolbar" aria-label="Drawing view" className="flex gap-2">
        <button type="button" className={pageButton} onClick={zoomIn}>
          Zoom in
        </button>
        <button type="button" className={pageButton} onClick={zoomOut}>
          Zoom out
        </button>
        <button type="button" className={pageButton} onClick={fit}>
          Fit
        </button>
        <p className="self-center text-xs text-slate-500">Drag to pan, scroll to zoom; click a state to open its story.</p>
      </div>
      <svg
        ref={svg}
        aria-label={`Statechart of ${description.id}`}
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        className="h-[75vh] w-full touch-none cursor-grab rounded-lg border border-slate-200 bg-white active:cursor-grabbing"
        {...panHandlers}
      >
        <defs>
          <marker id={marker} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={8} markerHeight={8} orient="auto-start-reverse">
            <path d="M 0 0 L 10 5 L 0 10 z" fill="#334155" />
          </marker>
        </defs>
        <StateShape placed={layout.root} depth={0} storyIds={storyIds} onOpenStory={onOpenStory} current={current} />
        {layout.arrows.map((arrow) => (
          <ArrowShape key={arrow.id} arrow={arrow} marker={marker} />
        ))}
      </svg>
    </div>
  );
}

const nowhere: ReadonlySet<string> = new Set();

/** The machine drawn as a statechart, laid out by ELK from its description, with zoom and pan. */
export function StatechartDrawing({ description, storyIds = new Map(), onOpenStory = openStory, current = nowhere }: DrawingProps) {
  const [layout, setLayout] = useState<StatechartLayout | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    layoutStatechart(description).then(
      (laidOut) => current && setLayout(laidOut),
      (error: unknown) => current && setFailure(String(error)),
    );
    return () => {
      current = false;
    };
  }, [description]);
  return (
    <figure aria-label={`Drawing of ${description.id}`} className="space-y-2">
      {layout ? (
        <StatechartCanvas description={description} layout={layout} storyIds={storyIds} onOpenStory={onOpenStory} current={current} />
      ) : (
        <p role="status" className="text-sm text-slate-500">
          {failure ? `The drawing could not be laid out: ${failure}` : 'Laying out the drawing…'}
        </p>
      )}
    </figure>
  );
}
