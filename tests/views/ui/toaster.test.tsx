import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, notify } from '../../../src/ui/toaster';

afterEach(() => {
  act(() => toast.remove());
});

describe('Toaster and notify', () => {
  it('shows a success message', async () => {
    render(<Toaster />);
    act(() => notify.success('Premium is successfully remitted!'));
    expect(await screen.findByText('Premium is successfully remitted!')).toBeInTheDocument();
  });

  it('shows only one toast at a time: a new message replaces the last', async () => {
    render(<Toaster />);
    act(() => notify.loading('Processsing, please wait ...'));
    expect(await screen.findByText('Processsing, please wait ...')).toBeInTheDocument();
    act(() => notify.error('Could not remit premium!'));
    expect(await screen.findByText('Could not remit premium!')).toBeInTheDocument();
    expect(screen.queryByText('Processsing, please wait ...')).not.toBeInTheDocument();
    act(() => notify.success('You have a new notification'));
    expect(await screen.findByText('You have a new notification')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
  });

  it('dismisses the toast', async () => {
    render(<Toaster />);
    act(() => notify.error('Network error, please try again'));
    await screen.findByText('Network error, please try again');
    act(() => notify.dismiss());
    // react-hot-toast unmounts a dismissed toast after its exit animation (about a second).
    await waitFor(() => expect(screen.queryByText('Network error, please try again')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
  });
});

describe('Where the toast shows', () => {
  it('sits at the foot of the screen, clear of the top bar and the page header’s buttons at the top right', async () => {
    render(<Toaster />);
    act(() => notify.success('Invoice INV/2026/000004 created'));
    const message = await screen.findByText('Invoice INV/2026/000004 created');
    // react-hot-toast places each toast in an absolutely positioned row; its edge says where on screen.
    let row: HTMLElement | null = message;
    while (row && row.style.position !== 'absolute') row = row.parentElement;
    expect(row).not.toBeNull();
    expect(row!.style.bottom).toBe('0px');
    expect(row!.style.top).toBe('');
    expect(row!.style.justifyContent).toBe('center');
  });
});
