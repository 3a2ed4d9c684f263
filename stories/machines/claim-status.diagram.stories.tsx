import { renderCatalogueDiagram } from '../support/catalogue-diagram';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The claim status machine (the transition table) as analysts check it against the spec, drawn from its definition. */
const meta = {
  title: 'Machines/Claim status/Diagram',
  parameters: { layout: 'fullscreen', diagram: 'claim-status' },
  render: renderCatalogueDiagram,
} satisfies Meta;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
