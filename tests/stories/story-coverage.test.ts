import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { leafStates } from '../../stories/support/leaf-states';
import { machineCatalogue } from '../../stories/support/machine-catalogue';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ComponentType & { parameters: Record<string, unknown> };

const modules = import.meta.glob<StoriesModule>('../../stories/machines/*.stories.tsx', { eager: true });

interface StateStory {
  file: string;
  exportName: string;
  title: string | undefined;
  machine: string;
  state: string;
  Story: ComponentType;
}

/** Every story that declares `parameters: { machine, state }`, with its parameters merged as Storybook merges them. */
const stateStories: StateStory[] = Object.entries(modules).flatMap(([file, module]) =>
  Object.entries(composeStories(module) as Record<string, ComposedStory>).flatMap(([exportName, Story]) => {
    const { machine, state } = Story.parameters;
    if (typeof machine !== 'string' || typeof state !== 'string') return [];
    return [{ file, exportName, title: module.default.title, machine, state, Story }];
  }),
);

describe('machine stories', () => {
  it('finds the story files', () => {
    expect(Object.keys(modules)).toContain('../../stories/machines/session.stories.tsx');
    expect(stateStories.length).toBeGreaterThan(0);
  });

  it('name only catalogued machines', () => {
    const known = machineCatalogue.map((entry) => entry.id);
    const strays = stateStories.filter((story) => !known.includes(story.machine)).map((story) => `${story.file}#${story.exportName}`);
    expect(strays).toEqual([]);
  });

  describe.each(machineCatalogue)('$id', ({ id, machine, title }) => {
    const stories = stateStories.filter((story) => story.machine === id);

    it('has a story for every leaf state', () => {
      const shown = new Set(stories.map((story) => story.state));
      const missing = leafStates(machine).filter((state) => !shown.has(state));
      expect(missing, `leaf states of "${id}" that no story shows`).toEqual([]);
    });

    it('shows only leaf states the machine has', () => {
      const leaves = leafStates(machine);
      const unknown = stories.filter((story) => !leaves.includes(story.state)).map((story) => `${story.exportName}: ${story.state}`);
      expect(unknown).toEqual([]);
    });

    it(`files its state stories under "${title}"`, () => {
      expect(new Set(stories.map((story) => story.title))).toEqual(new Set([title]));
    });
  });

  it.each(stateStories.map((story) => [`${story.machine} ${story.exportName} (${story.state})`, story] as const))(
    '%s renders without an error',
    async (_name, { Story }) => {
      render(createElement(Story));
      await waitFor(() => expect(document.body.textContent?.trim()).not.toBe(''));
      // React Router shows its own error page when a route throws while rendering.
      expect(screen.queryByText(/Unexpected Application Error/i)).not.toBeInTheDocument();
    },
  );
});
