import { renderCatalogueDiagram } from '../support/catalogue-diagram';
import { renderWalkedView } from '../support/walked-view';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The PDF template editor machine as analysts check it against the spec, drawn from its definition. */
const meta = {
  title: 'Machines/PDF template editor/Diagram',
  parameters: { layout: 'fullscreen', diagram: 'pdf-template-editor' },
  // A walk to replay, from a link the walker copies.
  args: { walk: '' },
  render: renderCatalogueDiagram,
} satisfies Meta;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};

/** The real view of the state a walk ends in: the Diagram page's walker shows it in a frame below the drawing. */
export const WalkedView: StoryObj<typeof meta> = { render: renderWalkedView, tags: ['!dev'] };
