import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from '../../../src/ui/text-area';

describe('TextArea', () => {
  it('is named by its label and passes typing through', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Narration" value="" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Narration' }), 'A');
    expect(onChange).toHaveBeenCalledWith('A');
  });

  it('counts against its limit and describes the field with the count and the error', () => {
    render(<TextArea label="Reason for deletion" value="Raised twice" limit={200} error="Too short" onChange={() => {}} />);
    const field = screen.getByRole('textbox', { name: 'Reason for deletion' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('12/200 characters Too short');
  });
});
