import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../../src/ui/checkbox';

describe('Checkbox', () => {
  it('is named by its label, described by its hint, and reports the new state', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Head office" hint="One branch is the head office" checked={false} onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Head office' });
    expect(box).toHaveAccessibleDescription('One branch is the head office');
    await userEvent.click(screen.getByText('Head office'));
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('does not change when disabled', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Active" checked disabled onChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
