import { TextField } from '../../src/ui/text-field';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Cheque number', placeholder: '000123' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: '6 to 20 characters' } };
export const WithError: Story = { args: { defaultValue: '123', error: 'Cheque number must be at least 6 characters' } };
export const Required: Story = { args: { label: 'Receipt number', required: true } };
export const Disabled: Story = { args: { defaultValue: 'CHQ-004512', disabled: true } };
