import { useMemo } from 'react';
import { catalogueEntry, type DiagramStoryArgs, type DiagramStoryParameters } from './machine-catalogue';
import { describeMachine } from './machine-description';
import { MachineDiagram } from './machine-diagram';
import { toMermaid } from './machine-mermaid';
import { MachinePaths } from './machine-paths-list';
import { MachineRules } from './machine-rules';
import { stateStoryIds } from './state-stories';
import { StatechartDrawing } from './statechart-drawing';
import { WalkedDrawing } from './walked-drawing';

/** The diagram page of a catalogued machine, with the Mermaid text that docs/machines/<id>.md holds. */
export function CatalogueDiagram({ id, storyId = '', walkCode = '' }: { id: string; storyId?: string; walkCode?: string }) {
  const { machine, walk, rules } = catalogueEntry(id);
  const ruleOf = useMemo(() => (guard: string) => rules?.[guard]?.decides, [rules]);
  const description = useMemo(() => describeMachine(machine), [machine]);
  const mermaid = useMemo(() => toMermaid(description), [description]);
  const storyIds = useMemo(() => stateStoryIds(id), [id]);
  return (
    <div className="space-y-2 bg-slate-50">
      <MachineDiagram machine={machine}>
        {walk ? (
          <WalkedDrawing description={description} storyIds={storyIds} walk={walk} storyId={storyId} walkCode={walkCode} ruleOf={ruleOf}>
            {(walking) => <MachinePaths walk={walk} onWalk={walking.replay} />}
          </WalkedDrawing>
        ) : (
          <StatechartDrawing description={description} storyIds={storyIds} />
        )}
        {rules && <MachineRules rules={rules} />}
      </MachineDiagram>
      <details className="mx-4 mb-4 rounded-lg border border-slate-200 bg-white p-3 text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">Mermaid source (as in docs/machines/{id}.md)</summary>
        <pre className="mt-2 overflow-x-auto text-xs text-slate-700">{mermaid}</pre>
      </details>
    </div>
  );
}

/** The `render` of every diagram story: draws the machine named by `parameters.diagram`. */
export function renderCatalogueDiagram(args: DiagramStoryArgs, { id, parameters }: { id: string; parameters: Record<string, unknown> }) {
  return <CatalogueDiagram id={(parameters as unknown as DiagramStoryParameters).diagram} storyId={id} walkCode={args.walk ?? ''} />;
}
