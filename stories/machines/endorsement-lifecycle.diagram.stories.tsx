import { renderCatalogueDiagram } from '../support/catalogue-diagram';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The endorsement lifecycle machine as analysts check it against the spec, drawn from its definition. */
const meta = {
  title: 'Machines/Endorsement lifecycle/Diagram',
  parameters: { layout: 'fullscreen', diagram: 'endorsement-lifecycle' },
  render: renderCatalogueDiagram,
} satisfies Meta;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
