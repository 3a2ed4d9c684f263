import { fn } from 'storybook/test';
import { TextArea } from '../../src/ui/text-area';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  args: { label: 'Narration', value: '', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithLimit: Story = { args: { label: 'Reason for deletion', required: true, value: 'Raised twice', limit: 200 } };
export const WithError: Story = { args: { label: 'Reason for deletion', required: true, error: 'This field is required', limit: 200 } };
export const Disabled: Story = { args: { value: 'Premium for policy MTR-2024-0012', disabled: true } };
