import { useState } from 'react';
import { fn } from 'storybook/test';
import { INVALID_AMOUNT } from '../../domain/messages';
import { MoneyInput } from '../../src/ui/money-input';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/MoneyInput',
  component: MoneyInput,
  args: { label: 'Amount to pay', value: '', onChange: fn(), placeholder: '0.00' },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <MoneyInput
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MoneyInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const OutstandingBalance: Story = { args: { value: '1,234,567.89', hint: 'Defaults to the outstanding balance' } };
export const WithError: Story = { args: { value: '', error: INVALID_AMOUNT, required: true } };
export const Disabled: Story = { args: { value: '50,000.00', disabled: true } };
