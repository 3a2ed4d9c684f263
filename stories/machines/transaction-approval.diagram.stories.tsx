import { renderCatalogueDiagram } from '../support/catalogue-diagram';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The transaction approval machine as analysts check it against the spec, drawn from its definition. */
const meta = {
  title: 'Machines/Transaction approval/Diagram',
  parameters: { layout: 'fullscreen', diagram: 'transaction-approval' },
  render: renderCatalogueDiagram,
} satisfies Meta;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
