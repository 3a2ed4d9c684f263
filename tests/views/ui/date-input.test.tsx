import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from '../../../src/ui/date-input';

function Controlled(props: { required?: boolean; min?: string; max?: string; error?: string; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <DateInput label="Date of payment" value={value} onChange={setValue} {...props} />;
}

const dateField = () => screen.getByLabelText(/Date of payment/);

describe('DateInput', () => {
  it('is a native date input named by its label, passing its value up', () => {
    const onChange = vi.fn();
    render(<DateInput label="Start date" value="" onChange={onChange} min="2026-01-01" />);
    const input = screen.getByLabelText('Start date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('min', '2026-01-01');
    fireEvent.change(input, { target: { value: '2026-03-05' } });
    expect(onChange).toHaveBeenCalledWith('2026-03-05');
  });

  it('says nothing before the user leaves the field, then asks for a required value', async () => {
    render(<Controlled required />);
    expect(dateField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await userEvent.click(dateField());
    await userEvent.tab();
    expect(dateField()).toHaveAttribute('aria-invalid', 'true');
    expect(dateField()).toHaveAccessibleDescription('This field is required');
  });

  it('reports a date outside min and max after blur, and clears when fixed', () => {
    render(<Controlled min="2026-01-01" max="2026-12-31" initial="2025-12-31" />);
    fireEvent.blur(dateField());
    expect(dateField()).toHaveAccessibleDescription('Date can not be before 2026-01-01');
    fireEvent.change(dateField(), { target: { value: '2027-01-02' } });
    expect(dateField()).toHaveAccessibleDescription('Date can not be after 2026-12-31');
    fireEvent.change(dateField(), { target: { value: '2026-06-01' } });
    expect(dateField()).not.toHaveAttribute('aria-invalid');
  });

  it('shows an error given from outside at once', () => {
    render(<Controlled error="Date should be after remittance date" initial="2026-03-05" />);
    expect(dateField()).toHaveAttribute('aria-invalid', 'true');
    expect(dateField()).toHaveAccessibleDescription('Date should be after remittance date');
  });
});
