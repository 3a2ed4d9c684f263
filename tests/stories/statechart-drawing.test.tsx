import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import * as sessionDiagram from '../../stories/machines/session.diagram.stories';
import { machineCatalogue } from '../../stories/support/machine-catalogue';
import { describeMachine, stateLabel, type MachineDescription } from '../../stories/support/machine-description';
import { stateStoryIds } from '../../stories/support/state-stories';
import { StatechartDrawing } from '../../stories/support/statechart-drawing';

/** The boxes of the drawing by state name ('State signedOut.failed, final' → 'signedOut.failed'): one query for hundreds of states. */
function boxesByState(drawing: HTMLElement): Map<string, HTMLElement> {
  const boxes = [...within(drawing).queryAllByRole('group'), ...within(drawing).queryAllByRole('link')];
  return new Map(boxes.map((box) => [(box.getAttribute('aria-label') ?? '').replace(/^State /, '').split(', ')[0] ?? '', box]));
}

/** Each transition's arrow name, written here from the description so the drawing is checked, not echoed. */
function expectedArrows(description: MachineDescription): string[] {
  const name = (path: string) => stateLabel(description, path);
  return description.transitions.flatMap((transition) => {
    const label = transition.guard ? `${transition.trigger} [${transition.guard}]` : transition.trigger;
    if (transition.targets.length === 0) return [`${label}: stays in ${name(transition.source)}`];
    return transition.targets.map((target) => `${label}: ${name(transition.source)} → ${name(target)}`);
  });
}

function count(names: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

async function drawn(description: MachineDescription, onOpenStory = vi.fn()) {
  render(<StatechartDrawing description={description} storyIds={stateStoryIds(description.id)} onOpenStory={onOpenStory} />);
  return screen.findByRole('toolbar', { name: 'Drawing view' }, { timeout: 15_000 });
}

describe('The statechart drawing of each catalogued machine', () => {
  it.each(machineCatalogue.map(({ id, machine }) => [id, machine] as const))(
    '%s: every state is a box and every transition a labelled arrow',
    async (_id, machine) => {
      const description = describeMachine(machine);
      await drawn(description);
      const drawing = screen.getByLabelText(`Statechart of ${description.id}`);
      const boxes = boxesByState(drawing);
      expect([...boxes.keys()].sort()).toEqual([description.id, ...description.states.map((state) => state.path)].sort());
      for (const state of description.states) {
        const box = boxes.get(state.path);
        // Sub-states are drawn inside their parent's box.
        const parent = state.path.includes('.') ? state.path.slice(0, state.path.lastIndexOf('.')) : description.id;
        expect(boxes.get(parent)).toContainElement(box ?? null);
        if (!box) continue;
        for (const invoke of state.invokes) expect(within(box).getAllByText(`invokes ${invoke.id}`).length).toBeGreaterThan(0);
      }
      const arrows = within(drawing)
        .getAllByRole('img')
        .map((arrow) => arrow.getAttribute('aria-label') ?? '')
        .filter((name) => !name.startsWith('initial state of'));
      expect(count(arrows)).toEqual(count(expectedArrows(description)));
    },
  );
});

describe('The statechart drawing', () => {
  const toggle = describeMachine(
    createMachine({
      id: 'toggle',
      initial: 'off',
      states: {
        off: { on: { 'toggle.flip': { target: 'on', guard: 'allowed' } } },
        on: { on: { 'toggle.flip': 'off', 'toggle.stop': 'stopped' } },
        stopped: { type: 'final' },
      },
    }),
  );

  it('marks the initial state with a dot and arrow, and the final state by name', async () => {
    await drawn(toggle);
    expect(screen.getByRole('group', { name: 'State off, initial' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'State stopped, final' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'initial state of toggle: off' })).toBeInTheDocument();
    const guarded = screen.getByRole('img', { name: 'toggle.flip [allowed]: off → on' });
    expect(guarded).toHaveTextContent('toggle.flip[allowed]');
  });

  it('zooms in and out with its buttons and fits the whole drawing again', async () => {
    const user = userEvent.setup();
    await drawn(toggle);
    const drawing = screen.getByLabelText('Statechart of toggle');
    const whole = drawing.getAttribute('viewBox') ?? '';
    const width = () => Number(drawing.getAttribute('viewBox')?.split(' ')[2]);
    const fitted = width();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(width()).toBeCloseTo(fitted / 1.25);
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(width()).toBeCloseTo(fitted * 1.25);
    fireEvent.wheel(drawing, { deltaY: -100 });
    expect(width()).toBeCloseTo(fitted);
    await user.click(screen.getByRole('button', { name: 'Fit' }));
    expect(drawing.getAttribute('viewBox')).toBe(whole);
  });

  it("opens a state's story when the state is clicked", async () => {
    const user = userEvent.setup();
    const onOpenStory = vi.fn();
    await drawn(describeMachine(machineCatalogue[0]!.machine), onOpenStory);
    await user.click(screen.getByRole('link', { name: /^State signedOut\.failed(,|$)/ }));
    expect(onOpenStory).toHaveBeenCalledWith('machines-session--signed-out-failed');
  });

  it('pans when dragged, and a drag that ends on a state does not open its story', async () => {
    const onOpenStory = vi.fn();
    await drawn(describeMachine(machineCatalogue[0]!.machine), onOpenStory);
    const drawing = screen.getByLabelText('Statechart of session');
    const [x, y] = (drawing.getAttribute('viewBox') ?? '').split(' ').map(Number);
    const failed = screen.getByRole('link', { name: /^State signedOut\.failed(,|$)/ });
    fireEvent.pointerDown(failed, { button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(failed, { clientX: 160, clientY: 130 });
    fireEvent.pointerUp(failed);
    fireEvent.click(failed);
    expect(onOpenStory).not.toHaveBeenCalled();
    expect((drawing.getAttribute('viewBox') ?? '').split(' ').map(Number).slice(0, 2)).toEqual([x! - 60, y! - 30]);
  });
});

describe('Diagram stories', () => {
  it('draw the machine above its tables', async () => {
    const { Diagram } = composeStories(sessionDiagram);
    render(<Diagram />);
    const page = screen.getByRole('article', { name: 'Machine session' });
    expect(await within(page).findByLabelText('Statechart of session', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(page).getByRole('region', { name: 'session' })).toBeInTheDocument();
  });
});
