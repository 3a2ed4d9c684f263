import { useId, useState } from 'react';
import {
  blockingGuard,
  declaredEvents,
  encodeWalk,
  eventDetail,
  eventOf,
  eventWords,
  stepWords,
  textFields,
  type WalkStep,
} from './machine-walk';
import { pageButton } from './page-controls';
import type { MachineModel } from './machine-model';
import type { Walking } from './use-walk';
import type { AnyMachineSnapshot } from 'xstate';

const field = 'rounded border border-slate-300 px-1.5 py-0.5 text-sm';

interface EventProps {
  type: string;
  examples: number[];
  snapshot: AnyMachineSnapshot;
  model: MachineModel;
  /** What a guard's rule is, as the machine's rules registry words it. */
  ruleOf: (guard: string) => string | undefined;
  onSend: (step: WalkStep) => void;
}

/** One event the current state declares: a button, a choice of the model's cases and their text fields, and why a guard blocks it. */
function EventControl({ type, examples, snapshot, model, ruleOf, onSend }: EventProps) {
  const id = useId();
  const words = eventWords(type, model.labels);
  const [chosen, setChosen] = useState<number | string>(examples[0] ?? type);
  const [fields, setFields] = useState<Record<string, string>>({});
  const example = typeof chosen === 'number' ? model.events[chosen] : undefined;
  const editable = example ? textFields(example) : [];
  const step: WalkStep = Object.keys(fields).length > 0 ? { example: chosen, fields } : { example: chosen };
  const blocker = blockingGuard(snapshot, eventOf(model, step));
  const choose = (value: string) => {
    setChosen(Number(value));
    setFields({});
  };
  return (
    <li className="space-y-1 rounded border border-slate-200 p-2">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={pageButton}
          disabled={blocker !== null}
          aria-describedby={blocker ? `${id}-blocked` : undefined}
          onClick={() => {
            onSend(step);
            setFields({});
          }}
        >
          {words}
        </button>
        {examples.length > 1 && (
          <select
            aria-label={`Case of ${words}`}
            className={`${field} max-w-full`}
            value={String(chosen)}
            onChange={(event) => choose(event.target.value)}
          >
            {examples.map((index) => (
              <option key={index} value={index}>
                {eventDetail(model.eventName(model.events[index]!)) || model.eventName(model.events[index]!)}
              </option>
            ))}
          </select>
        )}
        <code className="text-xs text-slate-500">{type}</code>
      </div>
      {editable.map((name) => (
        <label key={name} className="flex items-center gap-2 text-xs text-slate-600">
          {name}
          <input
            className={field}
            value={fields[name] ?? String((example as unknown as Record<string, unknown>)[name])}
            onChange={(event) => setFields((current) => ({ ...current, [name]: event.target.value }))}
          />
        </label>
      ))}
      {blocker && (
        <p id={`${id}-blocked`} className="text-xs text-amber-800">
          Blocked by guard <code>{blocker}</code>
          {ruleOf(blocker) ? `: ${ruleOf(blocker)}` : ''}
        </p>
      )}
    </li>
  );
}

/** The address of this walk: the Storybook page (or the bare story) with the walk in its URL args. */
function linkTo(storyId: string, code: string): string {
  const top = window.parent !== window ? window.parent.location : window.location;
  const args = `args=walk:${code}`;
  if (top.pathname.endsWith('iframe.html')) return `${top.origin}${top.pathname}?id=${storyId}&viewMode=story&${args}`;
  return `${top.origin}${top.pathname}?path=/story/${storyId}&${args}`;
}

interface WalkerProps {
  model: MachineModel;
  walking: Walking;
  storyId: string;
  ruleOf: (guard: string) => string | undefined;
}

/** Beside the drawing: where the machine is, what it takes now, and the path walked so far as a link. */
export function MachineWalker({ model, walking, storyId, ruleOf }: WalkerProps) {
  const { snapshot, walk, send, replay } = walking;
  const [copied, setCopied] = useState(false);
  if (!snapshot) return null;
  const here = snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(', ');
  const link = linkTo(storyId, encodeWalk(walk));
  const copy = () => void navigator.clipboard?.writeText(link).then(() => setCopied(true));
  return (
    <aside aria-label="Walker" className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <h2 className="text-base font-semibold">Walk the machine</h2>
      <label className="flex items-center gap-2">
        Started by
        <select className={field} value={walk.entry} onChange={(event) => replay({ entry: event.target.value, steps: [] })}>
          {Object.keys(model.entries).map((entry) => (
            <option key={entry}>{entry}</option>
          ))}
        </select>
      </label>
      <p role="status" aria-label="Current state">
        Now in <code className="font-semibold">{here}</code>
        {snapshot.status !== 'active' && ` (${snapshot.status})`}
      </p>
      <section aria-label="Events it takes now" className="space-y-1">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Events it takes now</h3>
        <ul className="space-y-1">
          {declaredEvents(snapshot, model).map(({ type, examples }) => (
            <EventControl
              key={`${here}:${type}`}
              type={type}
              examples={examples}
              snapshot={snapshot}
              model={model}
              ruleOf={ruleOf}
              onSend={send}
            />
          ))}
        </ul>
      </section>
      <section aria-label="Path walked" className="space-y-1">
        <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Path walked</h3>
        {walk.steps.length === 0 ? (
          <p className="text-slate-500">Not a step yet: the machine as {walk.entry} starts it.</p>
        ) : (
          <ol className="list-decimal pl-5">
            {walk.steps.map((step, index) => (
              <li key={index}>{stepWords(model, eventOf(model, step))}</li>
            ))}
          </ol>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={pageButton}
            disabled={walk.steps.length === 0}
            onClick={() => replay({ ...walk, steps: walk.steps.slice(0, -1) })}
          >
            Back one step
          </button>
          <button type="button" className={pageButton} onClick={() => replay({ entry: walk.entry, steps: [] })}>
            Start again
          </button>
          <button type="button" className={pageButton} onClick={copy}>
            {copied ? 'Link copied' : 'Copy link to this walk'}
          </button>
        </div>
        <label className="block text-xs text-slate-600">
          Link to this walk
          <input readOnly className={`${field} block w-full font-mono text-xs`} value={link} onFocus={(event) => event.target.select()} />
        </label>
      </section>
    </aside>
  );
}
