import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from '../../../src/ui/text-field';

describe('TextField', () => {
  it('is named by its label and passes typing through', async () => {
    const onChange = vi.fn();
    render(<TextField label="Receipt number" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Receipt number' });
    await userEvent.type(input, 'RC1234');
    expect(onChange).toHaveBeenCalledTimes(6);
    expect(input).toHaveValue('RC1234');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the input invalid and describes it with the error', () => {
    render(<TextField label="Cheque number" error="Cheque number is required" hint="6 to 20 characters" />);
    const input = screen.getByRole('textbox', { name: 'Cheque number' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6 to 20 characters Cheque number is required');
  });

  it('keeps a hint as the description when there is no error', () => {
    render(<TextField label="Narration" hint="At most 200 characters" error={null} />);
    const input = screen.getByRole('textbox', { name: 'Narration' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('At most 200 characters');
  });

  it('gives two fields with the same label their own ids', () => {
    render(
      <>
        <TextField label="Bank name" />
        <TextField label="Bank name" />
      </>,
    );
    const [first, second] = screen.getAllByRole('textbox', { name: 'Bank name' });
    expect(first?.id).toBeTruthy();
    expect(first?.id).not.toBe(second?.id);
  });
});
