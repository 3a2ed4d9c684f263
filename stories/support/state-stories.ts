import { storyNameFromExport, toId } from 'storybook/internal/csf';
import type { MachineStoryParameters } from './machine-catalogue';

interface StoryModule {
  default: { title?: string; parameters?: Partial<MachineStoryParameters> };
  [exportName: string]: unknown;
}

// The diagram stories import this file, so they stay out of the glob.
const modules = import.meta.glob<StoryModule>(['../machines/*.stories.tsx', '!../machines/*.diagram.stories.tsx'], { eager: true });

function storyParameters(story: unknown): Partial<MachineStoryParameters> {
  if (!story || typeof story !== 'object' || !('parameters' in story)) return {};
  return (story.parameters ?? {}) as Partial<MachineStoryParameters>;
}

/** The Storybook id of the first story of each state of a machine, keyed by the state's dotted path. */
export function stateStoryIds(machine: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const module of Object.values(modules)) {
    const { title, parameters: shared = {} } = module.default;
    if (!title) continue;
    for (const [exportName, story] of Object.entries(module)) {
      if (exportName === 'default' || exportName.startsWith('__')) continue;
      const parameters = { ...shared, ...storyParameters(story) };
      if (parameters.machine !== machine || !parameters.state || ids.has(parameters.state)) continue;
      ids.set(parameters.state, toId(title, storyNameFromExport(exportName)));
    }
  }
  return ids;
}
