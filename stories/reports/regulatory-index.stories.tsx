import { ScreenStory } from '../support/screen-story';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Reports/Regulatory returns',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/reports/regulatory-report', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ten NAICOM returns, each with what it shows and the period it opens on. */
export const Index: Story = {};
