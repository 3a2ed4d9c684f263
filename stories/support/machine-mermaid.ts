import {
  describeMachine,
  stateLabel,
  type MachineDescription,
  type StateDescription,
  type TransitionDescription,
} from './machine-description';
import type { AnyStateMachine } from 'xstate';

/** Mermaid ids cannot hold dots: 'signedOut.failed' becomes 'signedOut__failed'. */
export function mermaidId(path: string): string {
  return path.split('.').join('__');
}

/** Mermaid reads ':' ';' '#' and braces as syntax; labels keep only plain words. */
function mermaidText(text: string): string {
  return text
    .replace(/[:;#{}"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A transition's label: `event [guard]`. */
export function transitionLabel(transition: TransitionDescription): string {
  return mermaidText(transition.guard ? `${transition.trigger} [${transition.guard}]` : transition.trigger);
}

function stateLines(state: StateDescription, indent: string): string[] {
  const id = mermaidId(state.path);
  const lines: string[] = [];
  if (state.children.length > 0) {
    lines.push(`${indent}state "${mermaidText(state.key)}" as ${id} {`);
    const regions = state.type === 'parallel' ? state.children : [state];
    regions.forEach((region, index) => {
      if (index > 0) lines.push(`${indent}  --`);
      if (state.type === 'parallel') {
        lines.push(...stateLines(region, `${indent}  `));
        return;
      }
      for (const child of region.children) {
        if (child.initial) lines.push(`${indent}  [*] --> ${mermaidId(child.path)}`);
      }
      for (const child of region.children) lines.push(...stateLines(child, `${indent}  `));
    });
    lines.push(`${indent}}`);
    return lines;
  }
  lines.push(`${indent}state "${mermaidText(state.key)}" as ${id}`);
  if (state.tags.length > 0) lines.push(`${indent}${id} : tags ${mermaidText(state.tags.join(', '))}`);
  for (const invoke of state.invokes) lines.push(`${indent}${id} : invokes ${mermaidText(invoke.id)}`);
  if (state.transient) lines.push(`${indent}${id} : decides at once`);
  if (state.type === 'final') lines.push(`${indent}${id} --> [*]`);
  return lines;
}

/** A `stateDiagram-v2` of the machine: nested states as composite states, transitions labelled `event [guard]`. */
export function toMermaid(description: MachineDescription): string {
  const lines = ['stateDiagram-v2'];
  for (const child of description.root.children) {
    if (child.initial) lines.push(`  [*] --> ${mermaidId(child.path)}`);
  }
  for (const child of description.root.children) lines.push(...stateLines(child, '  '));
  // Transitions declared on the machine itself apply in every state; the table lists them, the drawing would only be noise.
  for (const transition of description.transitions) {
    if (transition.source === '') continue;
    for (const target of transition.targets) {
      lines.push(`  ${mermaidId(transition.source)} --> ${mermaidId(target)} : ${transitionLabel(transition)}`);
    }
  }
  const transient = description.states.filter((state) => state.transient);
  if (transient.length > 0) {
    lines.push('  classDef transient stroke-dasharray: 5 5');
    lines.push(`  class ${transient.map((state) => mermaidId(state.path)).join(',')} transient`);
  }
  return lines.join('\n');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function code(text: string): string {
  return text ? `\`${cell(text)}\`` : '';
}

function kindOf(state: StateDescription): string {
  const kinds: string[] = [state.type];
  if (state.initial) kinds.push('initial');
  if (state.transient) kinds.push('transient (never observed)');
  return kinds.join(', ');
}

/** The page written to docs/machines/<id>.md: the diagram, then every state and every transition as tables. */
export function machineMarkdown(machine: AnyStateMachine): string {
  const description = describeMachine(machine);
  const label = (path: string) => code(stateLabel(description, path));
  const stateRows = [description.root, ...description.states].map((state) =>
    [
      label(state.path),
      kindOf(state),
      state.tags.join(', '),
      state.invokes.map((invoke) => code(invoke.id)).join(', '),
      state.entry.map(code).join(', '),
      state.exit.map(code).join(', '),
    ].join(' | '),
  );
  const transitionRows = description.transitions.map((transition) =>
    [
      label(transition.source),
      transition.kind === 'event' ? code(transition.trigger) : cell(transition.trigger),
      code(transition.guard ?? ''),
      transition.targets.length > 0 ? transition.targets.map(label).join(', ') : 'stays (actions only)',
      transition.actions.map(code).join(', '),
    ].join(' | '),
  );
  return [
    `# Machine \`${description.id}\``,
    '',
    '<!-- Generated from the machine definition by `npm run diagrams` (scripts/machine-diagrams.ts). Do not edit by hand. -->',
    '',
    'Transitions are labelled `event [guard]`. "when X succeeds / fails" is the outcome of the invoked actor X.',
    'Dashed states are transient: the machine decides at once and moves on, so nobody ever sees them.',
    '',
    '```mermaid',
    toMermaid(description),
    '```',
    '',
    '## States',
    '',
    '| State | Kind | Tags | Invokes | Entry | Exit |',
    '| --- | --- | --- | --- | --- | --- |',
    ...stateRows.map((row) => `| ${row} |`),
    '',
    '## Transitions',
    '',
    'In the order the machine tries them; the first whose guard holds is taken.',
    '',
    '| From | When | Guard | To | Actions |',
    '| --- | --- | --- | --- | --- |',
    ...transitionRows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}
