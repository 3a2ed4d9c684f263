import { fn } from 'storybook/test';
import { Checkbox } from '../../src/ui/checkbox';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Head office', checked: false, onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { checked: true } };
export const WithHint: Story = {
  args: { label: 'Politically exposed person', hint: 'Holds or has held a prominent public office, or is close to someone who does' },
};
export const Disabled: Story = { args: { label: 'Active: transactions and payments may use it', checked: true, disabled: true } };
