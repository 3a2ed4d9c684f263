import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { type AdjacencyValue } from 'xstate/graph';
import * as invoiceDiagram from '../../stories/machines/invoice-lifecycle.diagram.stories';
import { machineCatalogue, type MachineWalk } from '../../stories/support/machine-catalogue';
import { leafOf, testModelOf } from '../../stories/support/machine-model';
import { documentedPaths } from '../../stories/support/machine-paths';
import { eventOf } from '../../stories/support/machine-walk';

type Vertex = AdjacencyValue<AnyMachineSnapshot, EventObject>;

const walked = machineCatalogue.flatMap(({ id, walk }) => (walk ? [[id, walk] as const] : []));

/** Where a listed path really ends: the machine started by its entry, every step sent. */
function replayed(walk: MachineWalk, entry: string, steps: ReturnType<typeof documentedPaths>[number]['steps']) {
  const actor = createActor(walk.machine, { input: walk.model.entries[entry] }).start();
  for (const step of steps) actor.send(eventOf(walk.model, step));
  const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
  actor.stop();
  return snapshot;
}

describe('The paths listed on each walked machine’s Diagram page', { timeout: 120_000 }, () => {
  it.each(walked)('%s: reach every state and take every transition its definition generates, and end where they say', (_id, walk) => {
    const paths = documentedPaths(walk);
    for (const [entry, input] of Object.entries(walk.model.entries)) {
      // What xstate/graph generates from the definition, independently of how the page groups it.
      const graph = testModelOf<AnyMachineSnapshot, EventObject, unknown>(walk.machine, walk.model, input);
      const states = new Set(graph.getShortestPaths({ allowDuplicatePaths: true }).map((path) => `reaches ${leafOf(path.state)}`));
      const listed = paths.filter((path) => path.entry === entry);
      expect(listed.filter((path) => path.kind === 'state').map((path) => path.goal)).toEqual([...states].sort());
      const edges = new Set(
        (Object.values(graph.getAdjacencyMap()) as Vertex[]).flatMap((vertex) =>
          (Object.values(vertex.transitions) as { event: EventObject; state: AnyMachineSnapshot }[]).map(
            ({ event, state }) => `${walk.model.eventName(event)}|${leafOf(vertex.state)}|${leafOf(state)}`,
          ),
        ),
      );
      const takes = new Set(
        listed
          .filter((path) => path.kind === 'transition')
          .map((path) => {
            const before = replayed(walk, entry, path.steps.slice(0, -1));
            const after = replayed(walk, entry, path.steps);
            return `${walk.model.eventName(eventOf(walk.model, path.steps.at(-1)!))}|${leafOf(before)}|${leafOf(after)}`;
          }),
      );
      expect(takes).toEqual(edges);
      for (const path of listed.filter((documented) => documented.kind === 'state'))
        expect(`reaches ${leafOf(replayed(walk, entry, path.steps))}`).toBe(path.goal);
    }
  });

  it('lists them on the page, each walked in the walker by its button', async () => {
    const user = userEvent.setup();
    const { Diagram } = composeStories(invoiceDiagram);
    render(<Diagram />);
    const section = await screen.findByRole('region', { name: 'Paths through the machine' }, { timeout: 15_000 });
    await user.click(within(section).getByRole('button', { name: 'List the paths' }));
    const broker = within(section).getByRole('region', { name: 'Paths when a broker starts it' });
    const listedGoals = within(broker)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    const generated = documentedPaths(walked.find(([id]) => id === 'invoice-lifecycle')![1]).filter((path) => path.entry === 'a broker');
    expect(listedGoals).toEqual(generated.map((path) => path.goal));

    const paid = within(broker).getByRole('listitem', { name: 'reaches viewing.paid' });
    expect(paid).toHaveTextContent('the invoice loads (paid)');
    await user.click(within(paid).getByRole('button', { name: 'Walk this path' }));
    expect(within(screen.getByRole('complementary', { name: 'Walker' })).getByRole('status', { name: 'Current state' })).toHaveTextContent(
      'Now in viewing.paid',
    );
  }, 60_000);
});
