import { fn } from 'storybook/test';
import { DropdownMenu } from '../../src/ui/dropdown-menu';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: 'Action',
    items: [
      { label: 'View Debit Note', href: '#debit-note' },
      { label: 'Add payment', onSelect: fn() },
      { label: 'View Receipt', onSelect: fn(), disabled: true },
      { label: 'View Transactions', onSelect: fn() },
      { label: 'Delete Invoice', onSelect: fn(), danger: true },
    ],
  },
  decorators: [
    (Story) => (
      <div className="flex min-h-72 justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AlignedEnd: Story = {};
export const AlignedStart: Story = {
  args: { align: 'start' },
  decorators: [
    (Story) => (
      <div className="flex justify-start">
        <Story />
      </div>
    ),
  ],
};
// "The whole menu is disabled while the invoice is deactivated or pending deletion."
export const Disabled: Story = { args: { disabled: true } };
// Shut, with its reason, until what it offers is known (the viewer's permissions are still being read).
export const Pending: Story = { args: { pending: 'Loading your permissions…' } };
