import { renderCatalogueDiagram } from '../support/catalogue-diagram';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The claims machine as analysts check it against the spec, drawn from its definition. */
const meta = {
  title: 'Machines/Claims/Diagram',
  parameters: { layout: 'fullscreen', diagram: 'claims' },
  render: renderCatalogueDiagram,
} satisfies Meta;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
