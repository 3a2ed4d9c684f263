import { renderCatalogueDiagram } from '../support/catalogue-diagram';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** The notifications machine as analysts check it against the spec, drawn from its definition. */
const meta = {
  title: 'Machines/Notifications/Diagram',
  parameters: { layout: 'fullscreen', diagram: 'notifications' },
  render: renderCatalogueDiagram,
} satisfies Meta;

export default meta;

export const Diagram: StoryObj<typeof meta> = {};
