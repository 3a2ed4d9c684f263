import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from '../../../src/ui/money-input';

function Controlled({ onChange, initial = '' }: { onChange?: (text: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MoneyInput
      label="Amount"
      value={value}
      onChange={(text) => {
        setValue(text);
        onChange?.(text);
      }}
    />
  );
}

describe('MoneyInput', () => {
  it('is a decimal text box named by its label', () => {
    render(<MoneyInput label="Amount" value="" onChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByText('₦')).toBeInTheDocument();
  });

  it('groups thousands and truncates to 2 decimals as the user types', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '1234567.899');
    expect(input).toHaveValue('1,234,567.89');
    expect(onChange).toHaveBeenLastCalledWith('1,234,567.89');
  });

  it('shows a value given from outside grouped, as the outstanding balance is given', () => {
    render(<Controlled initial="425000.00" />);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('425,000.00');
  });

  it('groups a pasted amount, dropping the naira sign and the kobo beyond two digits', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.click(input);
    await userEvent.paste('₦1234567.891');
    expect(input).toHaveValue('1,234,567.89');
    expect(onChange).toHaveBeenLastCalledWith('1,234,567.89');
  });

  it('keeps regrouping when a digit is removed from the middle', async () => {
    render(<Controlled initial="1,234,567.00" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    // Backspace after the "2" of "1,2|34,567.00" leaves 134567.00.
    await userEvent.type(input, '{Backspace}', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input).toHaveValue('134,567.00');
    expect(input.selectionStart).toBe(1);
  });

  it('drops letters and signs the user types', async () => {
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(input, '-5a0x0');
    expect(input).toHaveValue('500');
  });

  it('keeps the caret after the digit just typed when commas move', async () => {
    render(<Controlled />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Amount' });
    await userEvent.type(input, '123');
    expect(input).toHaveValue('123');
    // Typing 4 after the "1" gives "1423", shown as "1,423": the caret belongs after the 4, not at the end.
    await userEvent.type(input, '4', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('1,423');
    expect(input.selectionStart).toBe(3);
  });

  it('describes an error', () => {
    render(<MoneyInput label="Amount to pay" value="abc" onChange={() => {}} error="Please enter a valid amount" />);
    const input = screen.getByRole('textbox', { name: 'Amount to pay' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid amount');
  });
});
