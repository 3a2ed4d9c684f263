import { renderCatalogueDiagram } from '../support/catalogue-diagram';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The subscription checkout machine as analysts check it against the spec, drawn from its definition. */
const meta = {
  title: 'Machines/Subscription checkout/Diagram',
  parameters: { layout: 'fullscreen', diagram: 'subscription-checkout' },
  render: renderCatalogueDiagram,
} satisfies Meta;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
