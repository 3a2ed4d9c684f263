import { fn } from 'storybook/test';
import { Button } from '../../src/ui/button';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add payment', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete Invoice' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'View Transactions' } };
export const Busy: Story = { args: { busy: true, children: 'Remit premium' } };
export const Disabled: Story = { args: { disabled: true } };
