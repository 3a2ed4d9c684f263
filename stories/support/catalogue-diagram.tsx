import { useMemo } from 'react';
import { catalogueEntry } from './machine-catalogue';
import { describeMachine } from './machine-description';
import { MachineDiagram } from './machine-diagram';
import { toMermaid } from './machine-mermaid';
import { stateStoryIds } from './state-stories';
import { StatechartDrawing } from './statechart-drawing';

/** What a diagram story declares: the catalogue id of the machine it draws. */
export interface DiagramStoryParameters {
  diagram: string;
}

/** The diagram page of a catalogued machine, with the Mermaid text that docs/machines/<id>.md holds. */
export function CatalogueDiagram({ id }: { id: string }) {
  const { machine } = catalogueEntry(id);
  const description = useMemo(() => describeMachine(machine), [machine]);
  const mermaid = useMemo(() => toMermaid(description), [description]);
  const storyIds = useMemo(() => stateStoryIds(id), [id]);
  return (
    <div className="space-y-2 bg-slate-50">
      <MachineDiagram machine={machine}>
        <StatechartDrawing description={description} storyIds={storyIds} />
      </MachineDiagram>
      <details className="mx-4 mb-4 rounded-lg border border-slate-200 bg-white p-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">Mermaid source (as in docs/machines/{id}.md)</summary>
        <pre className="mt-2 overflow-x-auto text-xs text-slate-700">{mermaid}</pre>
      </details>
    </div>
  );
}

/** The `render` of every diagram story: draws the machine named by `parameters.diagram`. */
export function renderCatalogueDiagram(_args: unknown, { parameters }: { parameters: Record<string, unknown> }) {
  return <CatalogueDiagram id={(parameters as unknown as DiagramStoryParameters).diagram} />;
}
