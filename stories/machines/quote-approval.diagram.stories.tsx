import { renderCatalogueDiagram } from '../support/catalogue-diagram';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The quote approval machine as analysts check it against the spec, drawn from its definition. */
const meta = {
  title: 'Machines/Quote approval/Diagram',
  parameters: { layout: 'fullscreen', diagram: 'quote-approval' },
  render: renderCatalogueDiagram,
} satisfies Meta;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
