import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu } from '../../../src/ui/dropdown-menu';

describe('DropdownMenu', () => {
  it('opens on click and runs the chosen item', async () => {
    const addPayment = vi.fn();
    const viewTransactions = vi.fn();
    render(
      <DropdownMenu
        label="Action"
        items={[
          { label: 'Add payment', onSelect: addPayment },
          { label: 'View Transactions', onSelect: viewTransactions },
        ]}
      />,
    );
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Action' }));
    expect(await screen.findByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'View Transactions' }));
    expect(viewTransactions).toHaveBeenCalledOnce();
    expect(addPayment).not.toHaveBeenCalled();
  });

  it('renders links for items with an href', async () => {
    render(<DropdownMenu label="Documents" items={[{ label: 'View Debit Note', href: '/debitNote/42' }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Documents' }));
    const item = await screen.findByRole('menuitem', { name: 'View Debit Note' });
    expect(item.tagName).toBe('A');
    expect(item).toHaveAttribute('href', '/debitNote/42');
  });

  it('does not run a disabled item', async () => {
    const deleteInvoice = vi.fn();
    render(<DropdownMenu label="Action" items={[{ label: 'Delete Invoice', onSelect: deleteInvoice, disabled: true, danger: true }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Action' }));
    const item = await screen.findByRole('menuitem', { name: 'Delete Invoice' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item);
    expect(deleteInvoice).not.toHaveBeenCalled();
  });

  it('cannot be opened when the whole menu is disabled', async () => {
    render(<DropdownMenu label="Action" disabled items={[{ label: 'Add payment', onSelect: () => {} }]} />);
    const button = screen.getByRole('button', { name: 'Action' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('stays shut while pending, focusable and saying why', async () => {
    const onSelect = vi.fn();
    render(<DropdownMenu label="Action" pending="Loading your permissions…" items={[{ label: 'Add payment', onSelect }]} />);
    const button = screen.getByRole('button', { name: 'Action' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Loading your permissions…');
    await userEvent.click(button);
    act(() => button.focus());
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('can be driven from the keyboard', async () => {
    const onSelect = vi.fn();
    render(<DropdownMenu label="Action" items={[{ label: 'Remit Premium', onSelect }]} />);
    act(() => screen.getByRole('button', { name: 'Action' }).focus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
