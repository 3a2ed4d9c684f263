import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../src/ui/modal';

describe('Modal', () => {
  it('shows a dialog named by its title, with content and footer', async () => {
    render(
      <Modal open onClose={() => {}} title="Create Policy Proposal" footer={<button type="button">Yes</button>}>
        You wish to create policy proposal?
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Create Policy Proposal' });
    expect(dialog).toHaveTextContent('You wish to create policy proposal?');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });

  it('renders nothing when closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Hidden">
        body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape and on its close button', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Add payment">
        form
      </Modal>,
    );
    await screen.findByRole('dialog', { name: 'Add payment' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores Escape and has no close button when not dismissible', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Session expired" dismissible={false}>
        Your session has expired
      </Modal>,
    );
    await screen.findByRole('dialog', { name: 'Session expired' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();
  });

  it('keeps the panel within 70% of the viewport from 600 px and scrolls inside', async () => {
    render(
      <Modal open onClose={() => {}} title="Large" size="lg">
        body
      </Modal>,
    );
    const panel = (await screen.findByRole('dialog', { name: 'Large' })).querySelector('.sm\\:max-h-\\[70vh\\]');
    expect(panel).not.toBeNull();
    expect(panel).toHaveClass('sm:max-w-[70vw]', 'sm:w-[min(56rem,70vw)]');
    expect(screen.getByText('body')).toHaveClass('overflow-y-auto');
  });

  it('takes the full width and height inside the margins on a phone', async () => {
    render(
      <Modal open onClose={() => {}} title="Add payment" size="sm">
        form
      </Modal>,
    );
    const panel = (await screen.findByRole('dialog', { name: 'Add payment' })).querySelector('.sm\\:max-w-\\[70vw\\]');
    // Below the sm breakpoint no width cap applies: only the unprefixed classes do.
    const phoneClasses = [...panel!.classList].filter((name) => !name.includes(':'));
    expect(phoneClasses.filter((name) => /^(max-)?[wh]-/.test(name)).sort()).toEqual(['max-h-full', 'w-full']);
  });
});
