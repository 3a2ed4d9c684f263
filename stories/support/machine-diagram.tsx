import { Fragment, useMemo, type ReactNode } from 'react';
import {
  describeMachine,
  stateLabel,
  transitionsInto,
  type MachineDescription,
  type StateDescription,
  type TransitionDescription,
} from './machine-description';
import type { AnyStateMachine } from 'xstate';

const headings = ['h2', 'h3', 'h4', 'h5', 'h6'] as const;

function Badge({ tone, children }: { tone: 'brand' | 'slate' | 'amber' | 'emerald' | 'violet'; children: ReactNode }) {
  const tones = {
    brand: 'bg-brand-50 text-brand-700 ring-brand-500/30',
    slate: 'bg-slate-100 text-slate-700 ring-slate-400/30',
    amber: 'bg-amber-50 text-amber-800 ring-amber-500/30',
    emerald: 'bg-emerald-50 text-emerald-800 ring-emerald-500/30',
    violet: 'bg-violet-50 text-violet-800 ring-violet-500/30',
  };
  return <li className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tones[tone]}`}>{children}</li>;
}

function Code({ children }: { children: ReactNode }) {
  return <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs text-slate-800">{children}</code>;
}

function List({ items }: { items: string[] }) {
  if (items.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-0.5 gap-y-1">
      {items.map((item, index) => (
        <Fragment key={`${item}-${index}`}>
          {index > 0 && ', '}
          <Code>{item}</Code>
        </Fragment>
      ))}
    </span>
  );
}

function Trigger({ transition }: { transition: TransitionDescription }) {
  if (transition.kind === 'event') return <Code>{transition.trigger}</Code>;
  return (
    <span className="italic text-slate-700" title={transition.eventType || 'eventless (always)'}>
      {transition.trigger}
    </span>
  );
}

function Targets({ transition, description }: { transition: TransitionDescription; description: MachineDescription }) {
  if (transition.targets.length === 0) return <span className="text-slate-500">stays (actions only)</span>;
  return (
    <span className="flex flex-wrap items-baseline gap-1">
      <List items={transition.targets.map((target) => stateLabel(description, target))} />
      {transition.reenter && <span className="text-xs text-slate-500"> (re-entered)</span>}
    </span>
  );
}

const th = 'px-2 py-1 text-left text-xs font-semibold uppercase tracking-wide text-slate-500';
const td = 'px-2 py-1 align-top';

function OutgoingTable({ state, description }: { state: StateDescription; description: MachineDescription }) {
  const name = stateLabel(description, state.path);
  return (
    <table aria-label={`Transitions from ${name}`} className="w-full border-collapse text-sm">
      <caption className="pb-1 text-left text-xs font-semibold text-slate-600">Leaves on</caption>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className={th}>
            When
          </th>
          <th scope="col" className={th}>
            Guard
          </th>
          <th scope="col" className={th}>
            Goes to
          </th>
          <th scope="col" className={th}>
            Actions
          </th>
        </tr>
      </thead>
      <tbody>
        {state.transitions.map((transition, index) => (
          <tr key={`${transition.eventType}-${index}`} className="border-b border-slate-100 last:border-0">
            <td className={td}>
              <Trigger transition={transition} />
            </td>
            <td className={td}>{transition.guard ? <Code>{transition.guard}</Code> : <span className="text-slate-400">—</span>}</td>
            <td className={td}>
              <Targets transition={transition} description={description} />
            </td>
            <td className={td}>
              <List items={transition.actions} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function IncomingTable({
  state,
  incoming,
  description,
}: {
  state: StateDescription;
  incoming: TransitionDescription[];
  description: MachineDescription;
}) {
  const name = stateLabel(description, state.path);
  return (
    <table aria-label={`Transitions into ${name}`} className="w-full border-collapse text-sm">
      <caption className="pb-1 text-left text-xs font-semibold text-slate-600">Entered from</caption>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className={th}>
            From
          </th>
          <th scope="col" className={th}>
            When
          </th>
          <th scope="col" className={th}>
            Guard
          </th>
        </tr>
      </thead>
      <tbody>
        {incoming.map((transition, index) => (
          <tr key={`${transition.source}-${transition.eventType}-${index}`} className="border-b border-slate-100 last:border-0">
            <td className={td}>
              <Code>{stateLabel(description, transition.source)}</Code>
            </td>
            <td className={td}>
              <Trigger transition={transition} />
            </td>
            <td className={td}>{transition.guard ? <Code>{transition.guard}</Code> : <span className="text-slate-400">—</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function StateBox({ state, description, depth }: { state: StateDescription; description: MachineDescription; depth: number }) {
  const name = stateLabel(description, state.path);
  const incoming = transitionsInto(description, state.path);
  const Heading = headings[Math.min(depth, headings.length - 1)] ?? 'h6';
  const frame = [
    'space-y-3 rounded-lg p-3',
    depth % 2 === 0 ? 'bg-white' : 'bg-slate-50',
    state.transient ? 'border-2 border-dashed border-slate-300' : 'border border-slate-300',
    state.type === 'final' ? 'ring-2 ring-emerald-500 ring-offset-2' : '',
    state.initial ? 'border-l-4 border-l-brand-600' : '',
  ].join(' ');

  return (
    <section aria-label={name} className={frame}>
      <div className="flex flex-wrap items-baseline gap-2">
        <Heading className="font-mono text-sm font-semibold text-slate-900">{state.key}</Heading>
        {state.path !== '' && state.path !== state.key && <span className="font-mono text-xs text-slate-500">{state.path}</span>}
        <ul aria-label={`What ${name} is`} className="flex flex-wrap gap-1">
          {state.path === '' && <Badge tone="slate">machine</Badge>}
          {state.initial && <Badge tone="brand">initial</Badge>}
          {state.type === 'final' && <Badge tone="emerald">final</Badge>}
          {state.type === 'parallel' && <Badge tone="violet">parallel regions</Badge>}
          {state.transient && <Badge tone="amber">transient: decides at once, never observed</Badge>}
          {state.tags.map((tag) => (
            <Badge key={tag} tone="slate">
              tag: {tag}
            </Badge>
          ))}
        </ul>
      </div>
      {state.description && <p className="text-sm text-slate-600">{state.description}</p>}
      {(state.invokes.length > 0 || state.entry.length > 0 || state.exit.length > 0) && (
        <dl className="grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
          {state.invokes.length > 0 && (
            <>
              <dt className="font-medium text-slate-600">Invokes</dt>
              <dd>
                <List items={state.invokes.map((invoke) => (invoke.src === invoke.id ? invoke.id : `${invoke.id} (${invoke.src})`))} />
              </dd>
            </>
          )}
          {state.entry.length > 0 && (
            <>
              <dt className="font-medium text-slate-600">On entry</dt>
              <dd>
                <List items={state.entry} />
              </dd>
            </>
          )}
          {state.exit.length > 0 && (
            <>
              <dt className="font-medium text-slate-600">On exit</dt>
              <dd>
                <List items={state.exit} />
              </dd>
            </>
          )}
        </dl>
      )}
      {state.transitions.length > 0 && <OutgoingTable state={state} description={description} />}
      {incoming.length > 0 && <IncomingTable state={state} incoming={incoming} description={description} />}
      {state.children.length > 0 && (
        <div className="grid gap-3 xl:grid-cols-2">
          {state.children.map((child) => (
            <StateBox key={child.path} state={child} description={description} depth={depth + 1} />
          ))}
        </div>
      )}
    </section>
  );
}

/** A machine drawn from its definition for analysts: nested states, and every way into and out of each. */
export function MachineDiagram({ machine, children }: { machine: AnyStateMachine; children?: ReactNode }) {
  const description = useMemo(() => describeMachine(machine), [machine]);
  return (
    <article aria-label={`Machine ${description.id}`} className="space-y-4 p-4 text-slate-900">
      <header className="space-y-2">
        <h1 className="text-xl font-semibold">
          Machine <Code>{description.id}</Code>
        </h1>
        <p className="max-w-3xl text-sm text-slate-600">
          Drawn from the machine definition itself. Each box is a state; states inside a box are its sub-states. A transition is tried in
          the order listed and taken when its guard holds. “when X succeeds / fails” is the outcome of the invoked actor X; “always” is
          checked as soon as the state is entered.
        </p>
      </header>
      {children}
      <StateBox state={description.root} description={description} depth={0} />
    </article>
  );
}
