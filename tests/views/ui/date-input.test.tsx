import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateInput } from '../../../src/ui/date-input';

function Controlled(props: { required?: boolean; min?: string; max?: string; error?: string; initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return <DateInput label="Date of payment" value={value} onChange={setValue} {...props} />;
}

const dateField = () => screen.getByLabelText(/Date of payment/);

describe('DateInput', () => {
  it('is a text box named by its label that shows yyyy-mm-dd, passing its value up', () => {
    const onChange = vi.fn();
    render(<DateInput label="Start date" value="2026-03-05" onChange={onChange} min="2026-01-01" />);
    const input = screen.getByRole('textbox', { name: 'Start date' });
    expect(input).toHaveValue('2026-03-05');
    expect(input).toHaveAttribute('placeholder', 'yyyy-mm-dd');
    fireEvent.change(input, { target: { value: '2026-03-06' } });
    expect(onChange).toHaveBeenCalledWith('2026-03-06');
  });

  it('puts the hyphens in as the user types the digits', async () => {
    render(<Controlled />);
    await userEvent.type(dateField(), '20260305');
    expect(dateField()).toHaveValue('2026-03-05');
  });

  it('pads a one-digit month and day ended by a separator, and reads a pasted date with slashes', async () => {
    render(<Controlled />);
    await userEvent.type(dateField(), '2026-3-');
    expect(dateField()).toHaveValue('2026-03-');
    await userEvent.clear(dateField());
    await userEvent.click(dateField());
    await userEvent.paste('2026/03/05');
    expect(dateField()).toHaveValue('2026-03-05');
  });

  it('takes a one-digit day left at the end as that day when the user leaves the field', async () => {
    render(<Controlled required />);
    await userEvent.type(dateField(), '2027-3-1');
    expect(dateField()).toHaveValue('2027-03-1');
    await userEvent.tab();
    expect(dateField()).toHaveValue('2027-03-01');
    expect(dateField()).not.toHaveAttribute('aria-invalid');
  });

  describe('under a French browser', () => {
    const english = navigator.language;
    beforeEach(() => Object.defineProperty(navigator, 'language', { value: 'fr-FR', configurable: true }));
    afterEach(() => Object.defineProperty(navigator, 'language', { value: english, configurable: true }));

    it('still shows and takes yyyy-mm-dd, not the locale’s day/month/year', async () => {
      expect(navigator.language).toBe('fr-FR');
      render(<Controlled initial="2026-03-05" />);
      expect(dateField()).toHaveValue('2026-03-05');
      expect(dateField()).not.toHaveAttribute('type', 'date');
      await userEvent.clear(dateField());
      await userEvent.type(dateField(), '20261231');
      expect(dateField()).toHaveValue('2026-12-31');
    });
  });

  it('keeps the caret after the digit just typed when the hyphens move', async () => {
    render(<Controlled initial="2026-03-0" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: /Date of payment/ });
    // A 1 typed after "2026-0" gives "2026-0130", shown "2026-01-30": the caret belongs after the 1.
    await userEvent.type(input, '1', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input).toHaveValue('2026-01-30');
    expect(input.selectionStart).toBe(7);
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
