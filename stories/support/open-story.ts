import { SELECT_STORY } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';

/** Asks the Storybook manager to show another story, as links between stories do. */
export function openStory(storyId: string): void {
  addons.getChannel().emit(SELECT_STORY, { storyId });
}
