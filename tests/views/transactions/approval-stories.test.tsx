import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountingMessages } from '../../../domain/accounting';
import * as approvalStories from '../../../stories/machines/transaction-approval.stories';

const stories = composeStories(approvalStories);
type StoryName = keyof typeof stories;

const submit = () => screen.findByRole('button', { name: 'Submit for approval' });
const title = () => screen.findByRole('heading', { name: 'Transaction JV-000014' });

/** What a person sees in each state's story; a story added without an entry here does not compile. */
const expectations: Record<StoryName, () => Promise<void>> = {
  Editing: async () => {
    expect(await submit()).toBeEnabled();
    expect(screen.getByRole('status', { name: 'Difference' })).toHaveTextContent('Balanced');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  },
  DraftFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(accountingMessages.periodClosed('FY 2025'));
    expect(screen.getByLabelText(/^Transaction date/)).toHaveAccessibleDescription(accountingMessages.periodClosed('FY 2025'));
    expect(await submit()).toBeEnabled();
  },
  Submitting: async () => {
    expect(await submit()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('combobox', { name: 'Account, line 1' })).toBeDisabled();
  },
  Loading: async () => {
    expect(await screen.findByText('Loading transaction')).toBeInTheDocument();
  },
  LoadFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('Transaction not found');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  Pending: async () => {
    await title();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  },
  Approving: async () => {
    await title();
    expect(screen.getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
  Rejecting: async () => {
    await title();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  },
  DecisionFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent('The accounting period FY 2026 is closed');
    expect(screen.getByText('Pending approval', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
  Approved: async () => {
    await title();
    expect(screen.getByText('Approved', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reverse' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
  Reversing: async () => {
    await title();
    expect(screen.getByRole('button', { name: 'Reverse' })).toHaveAttribute('aria-busy', 'true');
  },
  ReverseFailed: async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(accountingMessages.periodClosed('FY 2025'));
    expect(screen.getByRole('button', { name: 'Reverse' })).toBeEnabled();
  },
  Rejected: async () => {
    await title();
    expect(screen.getByText('Rejected', { selector: 'span' })).toBeInTheDocument();
    const reason = screen.getByText('Reason for rejection').nextElementSibling as HTMLElement;
    expect(within(reason).getByText('The landlord’s invoice says ₦240,000')).toBeInTheDocument();
  },
};

describe('transaction approval stories', () => {
  it.each(Object.keys(expectations) as StoryName[])('%s shows its state', async (name) => {
    const Story = stories[name];
    render(<Story />);
    await expectations[name]();
  });
});
