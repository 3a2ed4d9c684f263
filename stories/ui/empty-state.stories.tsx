import { Button } from '../../src/ui/button';
import { EmptyState } from '../../src/ui/empty-state';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No claims yet' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithAction: Story = {
  args: { description: 'Registered claims and their comments appear here.', action: <Button>Register claims</Button> },
};
