import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SelectInput } from '../../../src/ui/select-input';

type Mode = 'CASH' | 'TRANSFER' | 'CHEQUE';
const modes = [
  { value: 'CASH', label: 'Cash' },
  { value: 'TRANSFER', label: 'Bank Transfer' },
  { value: 'CHEQUE', label: 'Cheque' },
] as const satisfies readonly { value: Mode; label: string }[];

describe('SelectInput', () => {
  it('is named by its label, shows the placeholder and reports the chosen value', async () => {
    const onChange = vi.fn<(value: Mode) => void>();
    render(<SelectInput<Mode> label="Mode of payment" value="" options={modes} onChange={onChange} placeholder="Select a mode" />);
    const select = screen.getByRole('combobox', { name: 'Mode of payment' });
    expect(select).toHaveDisplayValue('Select a mode');
    expect(screen.getByRole('option', { name: 'Select a mode' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Bank Transfer');
    expect(onChange).toHaveBeenCalledWith('TRANSFER');
  });

  it('shows the current value', () => {
    render(<SelectInput<Mode> label="Mode of payment" value="CHEQUE" options={modes} onChange={() => {}} />);
    expect(screen.getByRole('combobox', { name: 'Mode of payment' })).toHaveDisplayValue('Cheque');
    expect(screen.queryByRole('option', { name: '' })).not.toBeInTheDocument();
  });

  it('describes an error and can be disabled', () => {
    render(
      <SelectInput<Mode>
        label="Remittance mode"
        value=""
        options={modes}
        onChange={() => {}}
        error="Please select a remittance mode"
        disabled
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Remittance mode' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a remittance mode');
  });
});
