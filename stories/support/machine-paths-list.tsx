import { useMemo, useState } from 'react';
import { documentedPaths, type DocumentedPath } from './machine-paths';
import { pageButton } from './page-controls';
import type { MachineWalk } from './machine-catalogue';
import type { Walk } from './machine-walk';

function PathList({ paths, onWalk }: { paths: DocumentedPath[]; onWalk: (walk: Walk) => void }) {
  return (
    <ol className="space-y-1">
      {paths.map((path) => (
        <li key={path.goal} aria-label={path.goal} className="flex flex-wrap items-baseline gap-2 border-b border-slate-100 pb-1">
          <span className="font-mono text-xs font-semibold text-slate-800">{path.goal}</span>
          <span className="text-slate-600">{path.words.length > 0 ? path.words.join(' → ') : 'where the machine starts'}</span>
          <button
            type="button"
            className={pageButton}
            onClick={() => {
              onWalk({ entry: path.entry, steps: path.steps });
              document.querySelector('[aria-label="Walker"]')?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
            }}
          >
            Walk this path
          </button>
        </li>
      ))}
    </ol>
  );
}

/** The shortest path to every state and through every transition, as the model-based tests generate them, each replayable. */
export function MachinePaths({ walk, onWalk }: { walk: MachineWalk; onWalk: (walk: Walk) => void }) {
  const [listed, setListed] = useState(false);
  // Generating every path walks the machine's whole graph: only when asked.
  const paths = useMemo(() => (listed ? documentedPaths(walk) : []), [listed, walk]);
  return (
    <section aria-label="Paths through the machine" className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <h2 className="text-base font-semibold">Paths through the machine</h2>
      <p className="max-w-3xl text-slate-600">
        For each way the machine is started, the shortest path to every state a person can see and through every transition, generated from
        the definition by the same code that makes the model-based tests’ paths.
      </p>
      {!listed && (
        <button type="button" className={pageButton} onClick={() => setListed(true)}>
          List the paths
        </button>
      )}
      {Object.keys(walk.model.entries).map(
        (entry) =>
          listed && (
            <section key={entry} aria-label={`Paths when ${entry} starts it`} className="space-y-2">
              <h3 className="font-semibold">When {entry} starts it</h3>
              <details open>
                <summary className="cursor-pointer text-slate-700">To every state</summary>
                <PathList paths={paths.filter((path) => path.entry === entry && path.kind === 'state')} onWalk={onWalk} />
              </details>
              <details>
                <summary className="cursor-pointer text-slate-700">Through every transition</summary>
                <PathList paths={paths.filter((path) => path.entry === entry && path.kind === 'transition')} onWalk={onWalk} />
              </details>
            </section>
          ),
      )}
    </section>
  );
}
