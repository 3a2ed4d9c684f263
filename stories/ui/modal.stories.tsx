import { useState } from 'react';
import { fn } from 'storybook/test';
import { SESSION_EXPIRED, GO_TO_SIGN_IN, CREATE_POLICY_PROPOSAL_QUESTION, CREATE_POLICY_PROPOSAL_TITLE } from '../../domain/messages';
import { Button } from '../../src/ui/button';
import { Modal } from '../../src/ui/modal';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: { open: true, onClose: fn(), title: CREATE_POLICY_PROPOSAL_TITLE },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmation: Story = {
  args: {
    size: 'sm',
    children: CREATE_POLICY_PROPOSAL_QUESTION,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Yes</Button>
      </>
    ),
  },
};

export const NotDismissible: Story = {
  args: {
    title: 'Session expired',
    dismissible: false,
    size: 'sm',
    children: SESSION_EXPIRED,
    footer: <Button>{GO_TO_SIGN_IN}</Button>,
  },
};

export const LongContentScrollsInside: Story = {
  args: {
    title: 'Premium remittance history',
    size: 'lg',
    children: (
      <ol className="list-decimal space-y-2 pl-5">
        {Array.from({ length: 60 }, (_, index) => (
          <li key={index}>Remittance {index + 1}: Bank Transfer to the underwriter</li>
        ))}
      </ol>
    ),
  },
};

export const OpenAndClose: Story = {
  args: { open: false, children: 'Press Escape, click outside or use the close button.' },
  render: function OpenAndClose(args) {
    const [open, setOpen] = useState(false);
    return (
      <div className="p-6">
        <Button onClick={() => setOpen(true)}>Open modal</Button>
        <Modal {...args} open={open} onClose={() => setOpen(false)} />
      </div>
    );
  },
};
