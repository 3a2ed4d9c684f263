import { useState } from 'react';
import { fn } from 'storybook/test';
import { SelectInput } from '../../src/ui/select-input';
import type { Meta, StoryObj } from '@storybook/react-vite';

const paymentModes = [
  { value: 'Cash', label: 'Cash' },
  { value: 'Bank Transfer', label: 'Bank Transfer' },
  { value: 'Cheque', label: 'Cheque' },
  { value: 'Direct to Insurer', label: 'Direct to Insurer' },
];

const meta = {
  title: 'UI/SelectInput',
  component: SelectInput,
  args: { label: 'Mode of payment', value: '', options: paymentModes, onChange: fn(), placeholder: 'Select a mode of payment' },
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value);
    return (
      <SelectInput
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
} satisfies Meta<typeof SelectInput<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Chosen: Story = { args: { value: 'Cheque' } };
export const WithError: Story = { args: { label: 'Remittance mode', error: 'Please select a remittance mode' } };
// "When the status is PARTIAL PAYMENT, the payment mode is fixed to the earlier mode."
export const Disabled: Story = { args: { value: 'Bank Transfer', disabled: true } };
