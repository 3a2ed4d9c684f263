import { renderCatalogueDiagram } from '../support/catalogue-diagram';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The policy lifecycle machine as analysts check it against the spec, drawn from its definition. */
const meta = {
  title: 'Machines/Policy lifecycle/Diagram',
  parameters: { layout: 'fullscreen', diagram: 'policy-lifecycle' },
  render: renderCatalogueDiagram,
} satisfies Meta;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
