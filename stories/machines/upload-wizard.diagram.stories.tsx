import { renderCatalogueDiagram } from '../support/catalogue-diagram';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The upload wizard machine as analysts check it against the spec, drawn from its definition. */
const meta = {
  title: 'Machines/Upload wizard/Diagram',
  parameters: { layout: 'fullscreen', diagram: 'upload-wizard' },
  render: renderCatalogueDiagram,
} satisfies Meta;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
