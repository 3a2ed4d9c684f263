import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { and, createMachine, fromPromise, not, setup } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import * as diagramStories from '../../stories/machines/session.diagram.stories';
import { machineCatalogue } from '../../stories/support/machine-catalogue';
import { describeMachine } from '../../stories/support/machine-description';
import { MachineDiagram } from '../../stories/support/machine-diagram';
import { machineMarkdown, toMermaid } from '../../stories/support/machine-mermaid';

const state = (path: string) => screen.getByRole('region', { name: path });

function rowOf(table: HTMLElement, text: RegExp | string) {
  return within(table).getByRole('row', {
    name: typeof text === 'string' ? new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : text,
  });
}

describe('MachineDiagram of the session machine', () => {
  it('draws the nested states, marking the initial ones, tags, invokes and transient states', () => {
    render(<MachineDiagram machine={sessionMachine} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Machine session' })).toBeInTheDocument();
    expect(within(state('checking')).getByRole('list', { name: 'What checking is' })).toHaveTextContent(/initial.*tag: busy/);
    expect(within(state('checking')).getByText('restoreSession')).toBeInTheDocument();
    expect(within(state('signedIn.routing')).getByText(/transient/)).toBeInTheDocument();
    // Sub-states are drawn inside their parent's box.
    expect(within(state('signedOut')).getByRole('region', { name: 'signedOut.failed' })).toBeInTheDocument();
    expect(within(state('signedIn')).getByRole('region', { name: 'signedIn.active' })).toBeInTheDocument();
  });

  it('shows that signingIn is entered from signedOut on session.signIn', () => {
    render(<MachineDiagram machine={sessionMachine} />);
    const into = within(state('signingIn')).getByRole('table', { name: 'Transitions into signingIn' });
    const row = rowOf(into, /^signedOut session\.signIn/);
    expect(within(row).getByRole('cell', { name: 'signedOut' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'session.signIn' })).toBeInTheDocument();
    // Expired sessions may sign in again straight from the modal.
    expect(rowOf(into, /^expired session\.signIn/)).toBeInTheDocument();
  });

  it('words invoke outcomes as "when <id> succeeds / fails", with their targets and actions', () => {
    render(<MachineDiagram machine={sessionMachine} />);
    const from = within(state('signingIn')).getByRole('table', { name: 'Transitions from signingIn' });
    const fails = rowOf(from, 'when signIn fails');
    expect(within(fails).getByRole('cell', { name: 'signedOut.failed' })).toBeInTheDocument();
    expect(within(fails).getByRole('cell', { name: 'recordFailure' })).toBeInTheDocument();
    const succeeds = rowOf(from, 'when signIn succeeds');
    expect(within(succeeds).getByRole('cell', { name: 'signedIn' })).toBeInTheDocument();
    expect(within(succeeds).getByRole('cell', { name: 'adoptToken, storeToken' })).toBeInTheDocument();
  });

  it('shows guards, always transitions and targetless transitions', () => {
    render(<MachineDiagram machine={sessionMachine} />);
    const checking = within(state('signedIn.checkingSubscription')).getByRole('table', {
      name: 'Transitions from signedIn.checkingSubscription',
    });
    const [, guarded, fallback] = within(checking).getAllByRole('row');
    expect(guarded).toHaveTextContent(/when checkSubscription succeeds\s*hasSubscribedUsers\s*signedIn\.active/);
    expect(fallback).toHaveTextContent(/when checkSubscription succeeds\s*—\s*signedIn\.subscriptionRequired/);

    const deciding = within(state('deciding')).getByRole('table', { name: 'Transitions from deciding' });
    expect(rowOf(deciding, /^always hasLiveToken signedIn/)).toBeInTheDocument();
    expect(within(rowOf(deciding, /^always — signedOut/)).getByRole('cell', { name: 'forgetToken, clearSession' })).toBeInTheDocument();

    const signedIn = within(state('signedIn')).getByRole('table', { name: 'Transitions from signedIn' });
    expect(within(rowOf(signedIn, 'session.returned')).getByRole('cell', { name: 'stays (actions only)' })).toBeInTheDocument();
  });
});

describe('MachineDiagram of any machine', () => {
  it('draws final states, delays, higher-order guards, inline actors and parallel regions without per-machine code', () => {
    const upload = setup({
      actors: { send: fromPromise(async () => 'ok') },
      guards: { small: () => true, allowed: () => true },
      actions: { notify: () => {} },
    }).createMachine({
      id: 'upload',
      initial: 'picking',
      states: {
        picking: { on: { 'upload.pick': { guard: and(['small', not('allowed')]), target: 'sending' } } },
        sending: {
          type: 'parallel',
          invoke: { id: 'send', src: 'send', onDone: { target: 'done', actions: 'notify' } },
          states: { file: { initial: 'uploading', states: { uploading: {} } }, bar: { initial: 'shown', states: { shown: {} } } },
          after: { 30000: 'picking' },
        },
        done: { type: 'final' },
      },
    });
    render(<MachineDiagram machine={upload} />);
    expect(within(state('done')).getByRole('list', { name: 'What done is' })).toHaveTextContent('final');
    expect(within(state('sending')).getByRole('list', { name: 'What sending is' })).toHaveTextContent('parallel regions');
    const picking = within(state('picking')).getByRole('table', { name: 'Transitions from picking' });
    expect(within(rowOf(picking, 'upload.pick')).getByRole('cell', { name: 'small and not allowed' })).toBeInTheDocument();
    const sending = within(state('sending')).getByRole('table', { name: 'Transitions from sending' });
    expect(within(rowOf(sending, 'after 30000 ms')).getByRole('cell', { name: 'picking' })).toBeInTheDocument();
    expect(within(rowOf(sending, 'when send succeeds')).getByRole('cell', { name: 'notify' })).toBeInTheDocument();
    // XState schedules `after` with its own raise/cancel actions; analysts never see them.
    expect(within(state('sending')).queryByText(/raise|cancel/)).not.toBeInTheDocument();
  });

  it('describes a plain createMachine too', () => {
    const toggle = createMachine({
      id: 'toggle',
      initial: 'off',
      states: { off: { on: { 'toggle.flip': 'on' } }, on: { on: { 'toggle.flip': 'off' } } },
    });
    expect(describeMachine(toggle).transitions.map((t) => `${t.source} -${t.trigger}-> ${t.targets.join()}`)).toEqual([
      'off -toggle.flip-> on',
      'on -toggle.flip-> off',
    ]);
  });
});

describe('Mermaid of the session machine', () => {
  const mermaid = toMermaid(describeMachine(sessionMachine));

  it('is a state diagram with nested states as composite states', () => {
    expect(mermaid.split('\n')[0]).toBe('stateDiagram-v2');
    expect(mermaid).toContain('  [*] --> checking');
    expect(mermaid).toMatch(
      /state "signedOut" as signedOut \{\n\s+\[\*\] --> signedOut__idle\n\s+state "idle" as signedOut__idle\n\s+state "failed" as signedOut__failed\n\s+state "socialFailed" as signedOut__socialFailed\n\s+\}/,
    );
    expect(mermaid).toMatch(/state "verification" as verification \{\n\s+\[\*\] --> verification__verifying\n/);
  });

  it('labels transitions `event [guard]`', () => {
    expect(mermaid).toContain('signedOut --> signingIn : session.signIn');
    expect(mermaid).toContain('signingIn --> signedOut__failed : when signIn fails');
    expect(mermaid).toContain('deciding --> signedIn : always [hasLiveToken]');
    expect(mermaid).toContain('signedIn__checkingSubscription --> signedIn__active : when checkSubscription succeeds [hasSubscribedUsers]');
    expect(mermaid).toContain('expired --> signingIn : session.signIn');
  });

  it('is what docs/machines/session.md holds (run `npm run diagrams` after changing a machine)', () => {
    const written = readFileSync(join(process.cwd(), 'docs/machines/session.md'), 'utf8');
    expect(written).toBe(machineMarkdown(sessionMachine));
    expect(written).toContain('| `signingIn` | when signIn fails |  | `signedOut.failed` | `recordFailure` |');
  });
});

describe('The generated machine documents', () => {
  it.each(machineCatalogue.map(({ id, machine }) => [id, machine] as const))(
    'docs/machines/%s.md is current (run `npm run diagrams` after changing a machine)',
    (id, machine) => {
      expect(readFileSync(join(process.cwd(), `docs/machines/${id}.md`), 'utf8')).toBe(machineMarkdown(machine));
    },
  );
});

describe('Session diagram story', () => {
  it('renders the catalogued machine with its Mermaid source', () => {
    const { Diagram } = composeStories(diagramStories);
    render(<Diagram />);
    expect(screen.getByRole('article', { name: 'Machine session' })).toBeInTheDocument();
    expect(screen.getByText(/signingIn --> signedOut__failed : when signIn fails/)).toBeInTheDocument();
  });
});
