import { useState } from 'react';
import { fn } from 'storybook/test';
import { DateInput, type DateInputProps } from '../../src/ui/date-input';
import type { Meta, StoryObj } from '@storybook/react-vite';

function Controlled(args: DateInputProps) {
  const [value, setValue] = useState(args.value);
  return (
    <DateInput
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/DateInput',
  component: DateInput,
  args: { label: 'Date of actual payment', value: '', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Required: Story = { args: { required: true, hint: 'Leave the field to see the required message' } };
export const WithValue: Story = { args: { value: '2026-03-05' } };
export const WithinRange: Story = { args: { label: 'Date to remit balance', min: '2026-03-01', max: '2026-03-31', value: '2026-03-15' } };
export const ErrorFromOutside: Story = {
  args: { label: 'Date to remit balance', value: '2026-03-01', error: 'Date should be after remittance date' },
};
